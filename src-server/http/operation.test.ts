import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Router from '@koa/router'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { REST_ROUTES } from '../features.ts'
import { createLogger } from '../log.ts'
import { buildOpenApi } from '../shell/openapi.ts'
import { createCallerFactory } from '../trpc.ts'
import { errorHandler } from './middleware.ts'
import { type AnyOperation, operation, restRoutesOf, trpcRouterOf } from './operation.ts'
import { mountRestRoutes } from './rest.ts'

const calls: unknown[] = []
const operations = {
  get: operation({
    summary: 'A thing by id, with an optional word',
    tags: ['test'],
    auth: 'public',
    input: z.object({ id: z.coerce.number().int().positive(), word: z.string().max(5).optional() }),
    output: z.object({ id: z.number(), word: z.string().nullable() }),
    trpc: 'query',
    rest: { method: 'get', path: '/things/:id' },
    handler: ({ input }) => {
      calls.push(input)
      return { id: input.id, word: input.word ?? null }
    },
  }),
  rename: operation({
    summary: 'Rename a thing',
    tags: ['test'],
    auth: 'public',
    input: z.object({ id: z.coerce.number(), name: z.string().min(1) }),
    output: z.object({ id: z.number(), name: z.string() }),
    trpc: 'mutation',
    rest: { method: 'post', path: '/things/:id/rename' },
    handler: ({ input }) => {
      calls.push(input)
      return input
    },
  }),
  offSchema: operation({
    summary: 'An answer its schema does not describe',
    tags: ['test'],
    auth: 'public',
    output: z.object({ ok: z.literal(true) }),
    trpc: 'query',
    rest: { method: 'get', path: '/off' },
    handler: () => ({ ok: 'yes' }) as unknown as { ok: true },
  }),
  wrapped: operation({
    summary: 'A thing the REST mirror wraps',
    tags: ['test'],
    auth: 'public',
    output: z.object({ id: z.number() }),
    trpc: 'query',
    rest: {
      method: 'get',
      path: '/wrapped',
      answer: (data) => ({ statusMessage: 'Here it is', data }),
      output: z.object({ statusMessage: z.string(), data: z.object({ id: z.number() }) }),
    },
    handler: () => ({ id: 1 }),
  }),
  remove: operation({
    summary: 'Remove a thing',
    tags: ['test'],
    auth: 'public',
    input: z.object({ id: z.coerce.number() }),
    output: z.void(),
    trpc: 'mutation',
    rest: { method: 'delete', path: '/things/:id' },
    handler: ({ input }) => void calls.push(input),
  }),
  restOnly: operation({
    summary: 'No tRPC twin',
    tags: ['test'],
    auth: 'user',
    rest: { method: 'get', path: '/private' },
    handler: () => ({ secret: 1 }),
  }),
}

const deps = { checkResponses: true, log: createLogger('silent') } as unknown as Deps
let server: ReturnType<Koa['listen']>
let base = ''

beforeAll(async () => {
  const koa = new Koa()
  const api = new Router({ prefix: '/api' })
  mountRestRoutes(api, deps, restRoutesOf(operations))
  koa.use(errorHandler(deps)).use(api.routes())
  server = koa.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('one operation, two doors', () => {
  it('REST: path parameters and the query string (GET) or the body (POST) make the one input', async () => {
    expect(await (await fetch(`${base}/things/7?word=hey`)).json()).toEqual({ id: 7, word: 'hey' })
    const renamed = await fetch(`${base}/things/7/rename`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Main' }),
    })
    expect(await renamed.json()).toEqual({ id: 7, name: 'Main' })
  })

  it('REST: input off the schema is a 400 naming the field, and the handler never runs', async () => {
    calls.length = 0
    const bad = await fetch(`${base}/things/-1?word=toolong`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).statusMessage).toMatch(/^id: /)
    const noName = await fetch(`${base}/things/7/rename`, { method: 'POST' })
    expect(noName.status).toBe(400)
    expect(calls).toEqual([])
  })

  it("REST: a binding's answer wraps the operation's, and tRPC answers it bare", async () => {
    expect(await (await fetch(`${base}/wrapped`)).json()).toEqual({ statusMessage: 'Here it is', data: { id: 1 } })
    const caller = createCallerFactory(trpcRouterOf(operations))({ deps, user: null, requestId: 't', koa: {} as never })
    expect(await caller.wrapped()).toEqual({ id: 1 })
  })

  it('an operation that answers nothing: 204 without a body, tRPC undefined, documented as 204 No Content', async () => {
    const removed = await fetch(`${base}/things/7`, { method: 'DELETE' })
    expect(removed.status).toBe(204)
    expect(await removed.text()).toBe('')
    const caller = createCallerFactory(trpcRouterOf(operations))({ deps, user: null, requestId: 't', koa: {} as never })
    expect(await caller.remove({ id: 7 })).toBeUndefined()
    const doc = buildOpenApi(restRoutesOf(operations), { serverUrl: 'http://x' })
    const responses = (doc.paths['/api/things/{id}']!.delete as { responses: Record<string, unknown> }).responses
    expect(responses['204']).toEqual({ description: 'No Content' })
    expect(responses['200']).toBeUndefined()
  })

  it('REST: auth comes from the declaration', async () => {
    expect((await fetch(`${base}/private`)).status).toBe(401)
  })

  it('tRPC: the same operations under their keys, REST-only ones absent', async () => {
    const caller = createCallerFactory(trpcRouterOf(operations))({ deps, user: null, requestId: 't', koa: {} as never })
    expect(await caller.get({ id: 3 })).toEqual({ id: 3, word: null })
    expect(await caller.rename({ id: 3, name: 'B' })).toEqual({ id: 3, name: 'B' })
    await expect(caller.get({ id: -3 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect('restOnly' in caller).toBe(false)
  })

  it('an answer off its response schema fails at both doors while answers are checked', async () => {
    expect((await fetch(`${base}/off`)).status).toBe(500)
    const caller = createCallerFactory(trpcRouterOf(operations))({ deps, user: null, requestId: 't', koa: {} as never })
    await expect(caller.offSchema()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' })
  })

  it('unchecked (production), the answer passes as the handler gave it', async () => {
    const unchecked = { ...deps, checkResponses: false } as Deps
    const caller = createCallerFactory(trpcRouterOf(operations))({
      deps: unchecked,
      user: null,
      requestId: 't',
      koa: {} as never,
    })
    expect(await caller.offSchema()).toEqual({ ok: 'yes' })
  })
})

/**
 * Operations of the app that deliberately declare no `output`, `file key` → why. None today: an answer of nothing is
 * `z.void()`, raw bytes are `binary`.
 */
const WITHOUT_OUTPUT: Record<string, string> = {}

const isOperation = (value: unknown): value is AnyOperation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyOperation).handler === 'function' &&
  typeof (value as AnyOperation).summary === 'string' &&
  Array.isArray((value as AnyOperation).tags)

/** Every operation the server declares: the exported records of each source file that calls `operation({`. */
async function appOperations(): Promise<{ name: string; op: AnyOperation }[]> {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes('operation({'))
  const found: { name: string; op: AnyOperation }[] = []
  for (const file of files) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>
    for (const [exportName, exported] of Object.entries(module)) {
      if (isOperation(exported)) found.push({ name: `${file} ${exportName}`, op: exported })
      else if (typeof exported === 'object' && exported !== null)
        for (const [key, op] of Object.entries(exported))
          if (isOperation(op)) found.push({ name: `${file} ${key}`, op })
    }
  }
  return found
}

describe("the app's operations", () => {
  it('every operation declares its answer (`output`; `z.void()` when it answers nothing)', async () => {
    const all = await appOperations()
    // The scan sees tRPC-only operations and REST-only ones (the show control's) too.
    expect(all.map((o) => o.name)).toEqual(
      expect.arrayContaining(['directory/operations.ts nearby', 'stages/control-api.ts stage']),
    )
    const missing = all.filter(({ name, op }) => !op.output && !(name in WITHOUT_OUTPUT)).map((o) => o.name)
    expect(missing, 'operations without an output schema').toEqual([])
    expect(REST_ROUTES.filter((r) => !r.response).map((r) => `${r.method} ${r.path}`)).toEqual([])
  })
})
