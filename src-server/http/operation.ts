import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server'
import type Koa from 'koa'
import { type ZodObject, type ZodType, z } from 'zod'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import type { LimitName } from '../limits/limits.ts'
import { limitedProcedure, publicProcedure, requireUser, router } from '../trpc.ts'
import type { RestAuth, RestRoute } from './rest.ts'

/**
 * One operation of the API, declared once: its input and response schemas, who may call it, its limits and the
 * service call. The tRPC router (trpcRouterOf), the REST routes of the `/api` mirror (restRoutesOf) and with them
 * the OpenAPI document are generated from these declarations (docs/decisions/0013-operation-registry.md).
 */
export interface OperationArgs<I, U> {
  deps: Deps
  user: U
  input: I
  /** The Koa request (client address, headers a handler sets, a multipart stream). */
  ctx: Koa.Context
}

type UserOf<A extends RestAuth> = A extends 'user' | 'admin' ? AuthUser : AuthUser | null

/** How the REST mirror reaches an operation. */
export interface RestBinding<I = any> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Relative to `/api`, koa-router syntax: `/venues/:id/availability`. */
  path: string
  /** HTTP status of a success; default 200. */
  status?: number
  /**
   * When the request's parts are not the input as they are (a kind taken from the path, strings of a query
   * string, a renamed field): their schemas and how they make the input. Without them, path parameters and the
   * query string (GET, DELETE) or the JSON body (POST, PUT, PATCH) together are the operation's input object.
   */
  params?: ZodType
  query?: ZodType
  body?: ZodType | 'multipart'
  input?: (parts: { params: any; query: any; body: any; ctx: Koa.Context }) => I
  /** Replaces the operation's summary for this path (a kind-specific wording). */
  summary?: string
  /**
   * The REST mirror's own wrapping of the answer (`{ data }`, a status message beside it), with its schema: the
   * REST answer is then `answer(result)`, documented and checked by `output`.
   */
  answer?: (result: any) => unknown
  output?: ZodType
}

export interface Operation<S extends ZodType = ZodType, O = unknown, A extends RestAuth = RestAuth> {
  summary: string
  /** Longer text for the OpenAPI document (how to call it). */
  description?: string
  tags: string[]
  /** Who the doors let through; 'admin' is a signed-in user at the door, the service's policy says the rest. */
  auth: A
  /** The one input schema. Absent: the operation takes no input. */
  input?: S
  /**
   * The success body; every answer is checked against it in tests (Deps.checkResponses). `binary`: raw bytes;
   * `z.void()`: the operation answers nothing (REST 204 No Content). Every operation declares one (a test sees to it).
   */
  output?: ZodType | 'binary'
  /** A limit (deps.limits) counted per client address at either door: 429 past it. */
  limit?: LimitName
  /** Largest JSON body at the REST door (e.g. '16kb'); default 1mb. */
  jsonLimit?: string
  /** The REST door also reads application/x-www-form-urlencoded bodies. */
  form?: boolean
  /** The tRPC procedure's type; absent: REST only (multipart, raw bytes). */
  trpc?: 'query' | 'mutation'
  /** The REST mirror's paths; absent: tRPC only. */
  rest?: RestBinding<z.output<S>> | RestBinding<z.output<S>>[]
  handler: (args: OperationArgs<z.output<S>, UserOf<A>>) => Promise<O> | O
}

/** Any operation, whatever its types (the generators' view). */
export type AnyOperation = Omit<Operation<any, any, any>, 'handler'> & { handler: (args: any) => unknown }

type Unset = ZodType<void, void>
type ProcedureFor<T, I, O> = T extends 'query'
  ? TRPCQueryProcedure<{ input: I; output: O; meta: object }>
  : T extends 'mutation'
    ? TRPCMutationProcedure<{ input: I; output: O; meta: object }>
    : never

/**
 * Declares an operation, keeping its generic types (input, output, auth). `procedure` is never set: it carries the
 * tRPC procedure's type to trpcRouterOf, so the client's types follow the declaration.
 */
export function operation<
  O,
  A extends RestAuth,
  T extends 'query' | 'mutation' | undefined = undefined,
  S extends ZodType = Unset,
>(
  op: Operation<S, O, A> & { trpc?: T },
): Operation<S, O, A> & { trpc: T; procedure?: ProcedureFor<T, S extends Unset ? void : z.input<S>, Awaited<O>> } {
  return op as Operation<S, O, A> & { trpc: T }
}

/** An answer checked against its schema when the app asks for it (tests); a mismatch is a 500 naming the operation. */
function checked(deps: Deps, summary: string, schema: ZodType | 'binary' | undefined, answer: unknown): unknown {
  if (!deps.checkResponses || !schema || schema === 'binary') return answer
  const result = schema.safeParse(answer)
  if (!result.success) {
    deps.log.error({ issues: result.error.issues.slice(0, 5), summary }, 'answer off its schema')
    throw new Error(`The answer of "${summary}" does not match its response schema: ${result.error.message}`)
  }
  return answer
}

async function run(op: AnyOperation, args: OperationArgs<unknown, AuthUser | null>): Promise<unknown> {
  return checked(args.deps, op.summary, op.output, await op.handler(args))
}

type ProcedureOf<Op> = Op extends { procedure?: infer P } ? NonNullable<P> : never
type TrpcOperations<Ops> = { [K in keyof Ops as Ops[K] extends { trpc: 'query' | 'mutation' } ? K : never]: Ops[K] }

/** A feature's tRPC router: one procedure per operation that has a tRPC type, named by its key. */
export function trpcRouterOf<Ops extends Record<string, AnyOperation>>(ops: Ops) {
  const procedures: Record<string, unknown> = {}
  for (const [name, op] of Object.entries(ops)) {
    if (!op.trpc) continue
    // As at the REST door: the limit counts the request first, then a signed-in user is required.
    const counted = op.limit ? limitedProcedure(op.limit) : publicProcedure
    const door = op.auth === 'user' || op.auth === 'admin' ? counted.use(requireUser) : counted
    const withInput = op.input ? door.input(op.input) : door
    const resolve = ({
      ctx,
      input,
    }: {
      ctx: { deps: Deps; user: AuthUser | null; koa: Koa.Context }
      input: unknown
    }) => run(op, { deps: ctx.deps, user: ctx.user, input, ctx: ctx.koa })
    procedures[name] = op.trpc === 'query' ? withInput.query(resolve) : withInput.mutation(resolve)
  }
  return router(procedures as never) as unknown as ReturnType<
    typeof router<{ [K in keyof TrpcOperations<Ops>]: ProcedureOf<TrpcOperations<Ops>[K]> }>
  >
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
}

function isObject(schema: ZodType | undefined): schema is ZodObject {
  return schema instanceof z.ZodObject
}

/** The REST routes of the operations, for mountRestRoutes and the OpenAPI document. */
export function restRoutesOf(ops: Record<string, AnyOperation> | AnyOperation[]): RestRoute[] {
  const list = Array.isArray(ops) ? ops : Object.values(ops)
  return list.flatMap((op) => {
    const bindings = op.rest ? (Array.isArray(op.rest) ? op.rest : [op.rest]) : []
    return bindings.map((binding): RestRoute => {
      const parts = binding.input ? explicitParts(binding) : derivedParts(op, binding)
      return {
        method: binding.method,
        path: binding.path,
        summary: binding.summary ?? op.summary,
        description: op.description,
        tags: op.tags,
        auth: op.auth,
        params: parts.params,
        query: parts.query,
        body: parts.body,
        response: binding.output ?? op.output,
        status: binding.status,
        limit: op.limit,
        jsonLimit: op.jsonLimit,
        form: op.form,
        handler: async ({ ctx, deps, user, params, query, body }) => {
          const result = await run(op, { deps, user, ctx, input: parts.toInput({ params, query, body, ctx }) })
          if (!binding.answer) return result as never
          return checked(deps, binding.summary ?? op.summary, binding.output, binding.answer(result)) as never
        },
      }
    })
  })
}

type Parts = Pick<RestRoute, 'params' | 'query' | 'body'> & {
  toInput: (parts: { params: any; query: any; body: any; ctx: Koa.Context }) => unknown
}

function explicitParts(binding: RestBinding): Parts {
  return { params: binding.params, query: binding.query, body: binding.body, toInput: binding.input! }
}

/** Path parameters, then the query string (GET, DELETE) or the body: together, the operation's input object. */
function derivedParts(op: AnyOperation, binding: RestBinding): Parts {
  if (binding.params || binding.query || binding.body) {
    throw new Error(`${binding.method} ${binding.path}: REST part schemas need an input mapping`)
  }
  if (!op.input) return { toInput: () => undefined }
  if (!isObject(op.input)) throw new Error(`${binding.method} ${binding.path}: a derived REST input must be an object`)
  const names = pathParamNames(binding.path)
  const shape = op.input.shape as Record<string, unknown>
  for (const name of names) {
    if (!(name in shape)) throw new Error(`${binding.method} ${binding.path}: the input has no field "${name}"`)
  }
  const pathMask = Object.fromEntries(names.map((name) => [name, true as const])) as never
  const params = names.length ? op.input.pick(pathMask) : undefined
  const rest = names.length ? op.input.omit(pathMask) : op.input
  const inQuery = binding.method === 'get' || binding.method === 'delete'
  const hasRest = Object.keys(rest.shape).length > 0
  return {
    params,
    query: inQuery && hasRest ? rest : undefined,
    body: !inQuery && hasRest ? rest : undefined,
    // Only parsed parts make the input: with no fields left for them, the query string or body is ignored.
    toInput: ({ params, query, body }) => ({
      ...(hasRest ? (inQuery ? query : body) : {}),
      ...(names.length ? params : {}),
    }),
  }
}
