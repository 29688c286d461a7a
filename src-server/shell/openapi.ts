import { type ZodType, z } from 'zod'
import type { RestRoute } from '../http/rest.ts'

/**
 * OpenAPI 3.1 for the `/api` REST mirror, generated from the very route objects that are mounted (their zod
 * schemas validate the requests, so the document cannot drift from the handlers).
 */
export type JsonSchema = Record<string, unknown>

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> }
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every error of the REST mirror: the HTTP status and a readable message.',
  properties: {
    statusCode: { type: 'integer', examples: [400] },
    statusMessage: { type: 'string', examples: ['name: Too small: expected string to have >=1 characters'] },
    i18nKey: { type: 'string', description: 'Catalog key of the message, for clients that translate it' },
  },
  required: ['statusCode', 'statusMessage'],
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** zod → JSON Schema (2020-12, which OpenAPI 3.1 uses); never throws, unrepresentable parts become `{}`. */
export function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
    delete json.$schema
    return json
  } catch {
    return {}
  }
}

/** koa-router `/venues/owner/photo/:id` → OpenAPI `/venues/owner/photo/{id}` (also `:id?` and `:id(\d+)`). */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:(\w+)(\([^)]*\))?\??/g, '{$1}')
}

function pathParamNames(koaPath: string): string[] {
  return [...koaPath.matchAll(/:(\w+)/g)].map((m) => m[1]!)
}

/** Turns an object schema into OpenAPI parameters (path params are always required). */
function parameters(schema: ZodType | undefined, where: 'path' | 'query', names: string[] = []) {
  const json = schema ? toJsonSchema(schema, 'input') : {}
  const props = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required as string[] | undefined) ?? [])
  const all = where === 'path' ? [...new Set([...names, ...Object.keys(props)])] : Object.keys(props)
  return all.map((name) => {
    const s = props[name] ?? { type: 'string' }
    const { description, ...rest } = s
    return {
      name,
      in: where,
      required: where === 'path' ? true : required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

const SECURITY_TEXT: Record<RestRoute['auth'], string> = {
  public: 'Public: no authentication.',
  optional: 'Authentication optional: a signed-in caller may get more.',
  user: 'Requires a signed-in user (Bearer access token or the session cookie).',
  admin: 'Requires a signed-in administrator.',
}

/** An answer of nothing (`z.void()`): the REST door sends 204 No Content where the status would be 200. */
function answersNothing(route: RestRoute): boolean {
  return route.response instanceof z.ZodVoid
}

function operation(route: RestRoute) {
  const empty = answersNothing(route)
  const status = String(empty && (route.status ?? 200) === 200 ? 204 : (route.status ?? 200))
  const responses: Record<string, unknown> = {}
  if (empty) {
    responses[status] = { description: 'No Content' }
  } else if (route.response === 'binary') {
    responses[status] = {
      description: 'Raw bytes',
      content: {
        'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
      },
    }
  } else if (route.response) {
    responses[status] = {
      description: 'Success',
      content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } },
    }
  } else {
    responses[status] = { description: 'Success' }
  }
  responses['400'] = errorResponse('Invalid input: the first problem, named by its field')
  if (route.auth === 'user' || route.auth === 'admin') responses['401'] = errorResponse('Not signed in')
  if (route.auth === 'admin') responses['403'] = errorResponse('Signed in, but not an administrator')
  if (route.jsonLimit) responses['413'] = errorResponse(`Body larger than ${route.jsonLimit}`)
  if (route.limit) responses['429'] = errorResponse('Too many requests from this address; see Retry-After')
  responses['500'] = errorResponse('Unexpected error (logged with the request id)')

  const op: Record<string, unknown> = {
    operationId: `${route.method}${openApiPath(route.path)
      .split(/[/{}\-_.]+/)
      .filter(Boolean)
      .map((s) => s[0]!.toUpperCase() + s.slice(1))
      .join('')}`,
    summary: route.summary,
    description: route.description ?? SECURITY_TEXT[route.auth],
    tags: route.tags,
    'x-auth': route.auth,
    parameters: [...parameters(route.params, 'path', pathParamNames(route.path)), ...parameters(route.query, 'query')],
    responses,
  }
  if (route.auth === 'public') op.security = []
  else if (route.auth === 'optional') op.security = [{}, { bearerAuth: [] }, { cookieAuth: [] }]
  else op.security = [{ bearerAuth: [] }, { cookieAuth: [] }]

  if (route.body === 'multipart') {
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', description: 'Form fields and files' } } },
    }
  } else if (route.body) {
    op.requestBody = {
      required: true,
      content: {
        'application/json': { schema: toJsonSchema(route.body, 'input') },
        ...(route.form ? { 'application/x-www-form-urlencoded': { schema: toJsonSchema(route.body, 'input') } } : {}),
      },
    }
  }
  return op
}

export function buildOpenApi(
  routes: readonly RestRoute[],
  options: { serverUrl: string; version?: string; authCookieName?: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  const tags = new Set<string>()
  for (const route of routes) {
    const p = `/api${openApiPath(route.path)}`
    paths[p] ??= {}
    paths[p]![route.method] = operation(route)
    for (const t of route.tags) tags.add(t)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stagebook REST API',
      version: options.version ?? '1.0.0',
      description:
        'The REST mirror of Stagebook: the same services as the web app. Errors answer ' +
        '`{"statusCode": N, "statusMessage": "…"}`. Authenticate with a Supabase access token in ' +
        '`Authorization: Bearer <token>` (or the browser session cookie).',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: options.authCookieName ?? 'sb-auth-token' },
      },
    },
  }
}
