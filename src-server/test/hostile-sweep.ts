import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { ROUTES } from '../../src/routes.ts'
import { appRouter } from '../router.ts'
import { type JsonSchema, toJsonSchema } from '../shell/openapi.ts'
import type { TestApp } from './harness.ts'

/**
 * The server faces the internet, so no input may answer 5xx: every REST route of the OpenAPI document, every tRPC
 * procedure, the JSON endpoints of the embedded auth and storage servers and every server-rendered page get hostile
 * values (NUL, unpaired surrogates, int4 overflows, huge and negative numbers, 100k-char strings, wrong types,
 * arrays for scalars, deep nesting, unknown fields), anonymously and signed in.
 * Nothing may answer 5xx or hang, and the server must still serve afterwards.
 */

const deep = (levels: number): unknown => {
  let v: unknown = 'x'
  for (let i = 0; i < levels; i++) v = [v]
  return v
}

/** Values put in place of one field of an otherwise plausible input. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800'],
  ['lone low surrogate', '\udc00z'],
  ['100k chars', 'x'.repeat(100_000)],
  ['int4 + 1', 2_147_483_648],
  ['int4 min - 1', -2_147_483_649],
  ['1e308', 1e308],
  ['beyond safe integer', 2 ** 53 + 2],
  ['negative', -1],
  ['fraction', 1.5],
  ['boolean', true],
  ['null', null],
  ['array for a scalar', ['a', 'b']],
  ['object for a scalar', { a: 1 }],
  ['deep nesting', deep(200)],
]

/** Whole inputs (bodies, tRPC inputs) that are wrong as a whole. */
const HOSTILE_WHOLE: [string, unknown][] = [
  ['string body', 'a\u0000'],
  ['array body', [1, 2]],
  ['null body', null],
  ['number body', 2_147_483_648],
  ['deep body', deep(1000)],
]

/** Raw bodies that are not the JSON they claim to be (or are too big). */
const RAW_BODIES: [string, string][] = [
  ['NaN literal', '{"a": NaN}'],
  ['truncated', '{"a":'],
  ['raw deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['escaped NUL', '{"name":"\\u0000","text":"\\u0000","email":"\\u0000"}'],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
  ['escaped lone surrogate', '{"name":"\\ud800","text":"\\ud800","q":"\\udfff"}'],
]

/** Query-string and path values, already URL-encoded. */
const HOSTILE_URL_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['overlong NUL', '%C0%80'],
  ['truncated UTF-8', '%F0%9F'],
  ['bad escape', '%E0%A4%A'],
  ['int4 + 1', '2147483648'],
  ['int4 min - 1', '-2147483649'],
  ['negative', '-1'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['1e309', '1e309'],
  ['10k chars', 'x'.repeat(10_000)],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
]

/** A plausible value for a JSON schema: every property filled, one element per array, so hostile values reach deep. */
function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return 'a'
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if ('default' in schema && schema.default !== undefined) return schema.default
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (options?.length) return example(options.find((o) => o.type !== 'null') ?? options[0], depth)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>
      return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, example(s, depth + 1)]))
    }
    case 'array':
      return [example(schema.items as JsonSchema | undefined, depth + 1)]
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'uuid') return randomUUID()
      if (schema.format === 'email') return 'sweep@example.test'
      if (schema.format === 'uri') return 'https://example.test/'
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)))
    default:
      return 'a'
  }
}

/** Paths to every value inside `value`, breadth first (top-level fields first), capped. */
function fieldPaths(value: unknown, cap: number): (string | number)[][] {
  const out: (string | number)[][] = []
  const queue: [unknown, (string | number)[]][] = [[value, []]]
  while (queue.length && out.length < cap) {
    const [v, path] = queue.shift()!
    if (path.length) out.push(path)
    if (Array.isArray(v)) for (const [i, c] of v.entries()) queue.push([c, [...path, i]])
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) queue.push([c, [...path, k]])
  }
  return out
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  return copy
}

/**
 * Every hostile variant of an input: each field replaced (the first `fields` fields, breadth first), whole-input
 * hostiles, and unknown fields.
 */
function hostileInputs(base: unknown, fields: number): [string, unknown][] {
  const variants: [string, unknown][] = [...HOSTILE_WHOLE]
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    variants.push(['unknown fields', { ...base, unknownField: 'x', constructor: 'x', hasOwnProperty: 1 }])
  }
  for (const path of fieldPaths(base, fields)) {
    for (const [label, value] of HOSTILE_VALUES)
      variants.push([`${path.join('.')} = ${label}`, withValue(base, path, value)])
  }
  return variants
}

interface Probe {
  who: 'anonymous' | 'user' | 'service'
  method: string
  url: string
  what: string
  body?: string
  headers?: Record<string, string>
}

let t: TestApp
let token = ''
let riderId = ''
let stageId = ''

/** Anonymous callers mostly meet a 401 before any schema, so they get the top-level fields only. */
const FIELDS = { anonymous: 6, user: 30 } as const

/** A real id for a path parameter, so hostile bodies reach the handler and not just a 404. */
function realParam(path: string, name: string): string {
  if (path.startsWith('/api/riders/') && name === 'id') return riderId
  if (path.startsWith('/api/stages/') && name === 'id') return stageId
  return '1'
}

function restProbes(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Probe[] {
  const probes: Probe[] = []
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []) as { name: string; in: string; schema: JsonSchema }[]
      const pathParams = params.filter((p) => p.in === 'path')
      const queryParams = params.filter((p) => p.in === 'query')
      const fill = (override?: [string, string]) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          override?.[0] === name ? override[1] : encodeURIComponent(realParam(path, name)),
        )
      const queryOf = (override?: [string, string]) =>
        queryParams
          .map((p) => {
            if (override?.[0] === p.name) return `${p.name}=${override[1]}`
            return `${p.name}=${encodeURIComponent(String(example(p.schema)))}`
          })
          .join('&')
      const url = (pathOverride?: [string, string], queryOverride?: [string, string]) => {
        const q = queryOf(queryOverride)
        return `${fill(pathOverride)}${q ? `?${q}` : ''}`
      }
      const json = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
        'application/json'
      ]
      const base = json ? example(json.schema) : undefined
      const body = base === undefined ? undefined : JSON.stringify(base)
      for (const who of ['anonymous', 'user'] as const) {
        const at = (u: string, what: string, b = body): Probe => ({ who, method, url: u, what, body: b })
        probes.push(at(url(), 'plausible input'))
        for (const p of pathParams) {
          for (const [label, v] of HOSTILE_URL_VALUES) probes.push(at(url([p.name, v]), `path ${p.name} = ${label}`))
        }
        for (const p of queryParams) {
          for (const [label, v] of HOSTILE_URL_VALUES)
            probes.push(at(url(undefined, [p.name, v]), `query ${p.name} = ${label}`))
          probes.push(at(`${url()}&${p.name}=a&${p.name}=b`, `query ${p.name} twice (array)`))
        }
        if (json) {
          for (const [what, input] of hostileInputs(base, FIELDS[who])) {
            probes.push(at(url(), `body ${what}`, JSON.stringify(input)))
          }
          for (const [what, raw] of RAW_BODIES) probes.push(at(url(), `raw body ${what}`, raw))
        }
      }
    }
  }
  return probes
}

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: ZodType[] }
}

function trpcProbes(): Probe[] {
  const probes: Probe[] = []
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures
  for (const [name, procedure] of Object.entries(procedures)) {
    const { type, inputs } = procedure._def
    if (type === 'subscription') continue
    const base = inputs[0] ? example(toJsonSchema(inputs[0], 'input')) : undefined
    for (const who of ['anonymous', 'user'] as const) {
      const variants: [string, unknown][] = [['plausible input', base], ...hostileInputs(base ?? {}, FIELDS[who])]
      for (const [what, input] of variants) {
        const encoded = JSON.stringify(input) ?? ''
        probes.push(
          type === 'query'
            ? { who, method: 'get', url: `/trpc/${name}?input=${encodeURIComponent(encoded)}`, what }
            : { who, method: 'post', url: `/trpc/${name}`, what, body: encoded },
        )
      }
      if (type === 'mutation') {
        for (const [what, raw] of RAW_BODIES)
          probes.push({ who, method: 'post', url: `/trpc/${name}`, what, body: raw })
      }
    }
  }
  return probes
}

/** The embedded auth server's JSON endpoints, with the fields supabase-js sends. */
const AUTH_ENDPOINTS: [string, string, Record<string, unknown>][] = [
  ['post', '/auth/v1/signup', { email: 'a@example.test', password: 'Sweep-Pass-123!', data: { name: 'a' } }],
  ['post', '/auth/v1/token?grant_type=password', { email: 'a@example.test', password: 'x' }],
  ['post', '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'a' }],
  ['post', '/auth/v1/token?grant_type=pkce', { auth_code: 'a', code_verifier: 'a' }],
  ['post', '/auth/v1/recover', { email: 'a@example.test' }],
  ['post', '/auth/v1/otp', { email: 'a@example.test', create_user: false, data: { name: 'a' } }],
  ['post', '/auth/v1/resend', { type: 'signup', email: 'a@example.test' }],
  ['post', '/auth/v1/verify', { type: 'signup', token: '123456', email: 'a@example.test', token_hash: 'a' }],
  ['put', '/auth/v1/user', { email: 'b@example.test', password: 'Sweep-Pass-456!', data: { name: 'a' } }],
  ['post', '/auth/v1/factors', { factor_type: 'totp', friendly_name: 'a', issuer: 'a' }],
  ['post', '/auth/v1/logout', {}],
]

function authProbes(): Probe[] {
  const probes: Probe[] = []
  const headers = () => ({ apikey: t.deps.supabaseAnonKey, 'x-supabase-api-version': '2024-01-01' })
  for (const [method, url, base] of AUTH_ENDPOINTS) {
    for (const who of ['anonymous', 'user'] as const) {
      // The user's own password change would lock the sweep out; everything else may go through.
      const variants = hostileInputs(base, FIELDS.user).filter(
        ([what]) => !(url.endsWith('/user') && what.startsWith('password =')),
      )
      for (const [what, input] of variants) {
        probes.push({ who, method, url, what: `body ${what}`, body: JSON.stringify(input), headers: headers() })
      }
      for (const [label, v] of HOSTILE_URL_VALUES) {
        probes.push({
          who,
          method: 'get',
          url: `/auth/v1/verify?type=signup&token=${v}&redirect_to=${v}`,
          what: label,
          headers: headers(),
        })
      }
    }
  }
  return probes
}

/** The embedded Storage server's JSON endpoints (storage-js shapes), as a user and with the service key. */
const STORAGE_ENDPOINTS: [string, string, Record<string, unknown>][] = [
  [
    'post',
    '/storage/v1/bucket',
    { id: 'sweep', name: 'sweep', public: true, file_size_limit: 1024, allowed_mime_types: ['image/webp'] },
  ],
  ['put', '/storage/v1/bucket/venues', { public: true, file_size_limit: '5MB', allowed_mime_types: ['image/webp'] }],
  [
    'post',
    '/storage/v1/object/list/venues',
    { prefix: '', limit: 10, offset: 0, search: 'a', sortBy: { column: 'name', order: 'asc' } },
  ],
  [
    'post',
    '/storage/v1/object/list-v2/venues',
    { prefix: '', limit: 10, cursor: 'bDphCm86YXNj', with_delimiter: true, sortBy: { column: 'name', order: 'asc' } },
  ],
  ['post', '/storage/v1/object/move', { bucketId: 'venues', sourceKey: '1/a.webp', destinationKey: '1/b.webp' }],
  ['post', '/storage/v1/object/copy', { bucketId: 'venues', sourceKey: '1/a.webp', destinationKey: '1/c.webp' }],
  ['post', '/storage/v1/object/upload/sign/venues/1/d.webp', {}],
  ['delete', '/storage/v1/object/venues', { prefixes: ['1/a.webp'] }],
  ['post', '/storage/v1/object/sign/venues', { expiresIn: 60, paths: ['1/a.webp'] }],
  ['post', '/storage/v1/object/sign/venues/1/a.webp', { expiresIn: 60 }],
]

function storageProbes(): Probe[] {
  const probes: Probe[] = []
  const service = t.deps.supabaseServiceRoleKey
  for (const [method, url, base] of STORAGE_ENDPOINTS) {
    for (const who of ['user', 'service'] as const) {
      const headers: Record<string, string> =
        who === 'service' ? { apikey: service, authorization: `Bearer ${service}` } : { apikey: t.deps.supabaseAnonKey }
      for (const [what, input] of hostileInputs(base, FIELDS.user)) {
        probes.push({ who, method, url, what: `body ${what}`, body: JSON.stringify(input), headers })
      }
    }
  }
  return probes
}

/** Server-rendered pages (their heads read params and the query), with a locale prefix too. */
function pageProbes(): Probe[] {
  const probes: Probe[] = []
  for (const route of ROUTES) {
    for (const [label, v] of HOSTILE_URL_VALUES) {
      const path = route.path.replace(/:(\w+)/g, () => v)
      const query = `?q=${v}&city=${v}&code=${v}&near=${v}&page=${v}&redirect_to=${v}`
      for (const url of [`${path}${query}`, `/de${path}`])
        probes.push({ who: 'anonymous', method: 'get', url, what: label })
      probes.push({ who: 'user', method: 'get', url: `${path}${query}`, what: label })
    }
  }
  return probes
}

async function send(probe: Probe): Promise<number | 'hang' | string> {
  const headers: Record<string, string> = { ...probe.headers }
  if (probe.who === 'user') headers.authorization = `Bearer ${token}`
  if (probe.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const res = await fetch(`${t.url}${probe.url}`, {
      method: probe.method.toUpperCase(),
      headers,
      body: probe.body,
      signal: AbortSignal.timeout(20_000),
    })
    await res.arrayBuffer()
    return res.status
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hang' : `network error: ${(error as Error).message}`
  }
}

/** A few requests at a time: quick on PGlite without drowning a busy CI machine. */
async function sweep(probes: Probe[], concurrency = 6): Promise<string[]> {
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!
      const status = await send(probe)
      if (typeof status !== 'number' || status >= 500) {
        failures.push(`${status} ${probe.who} ${probe.method.toUpperCase()} ${probe.url.slice(0, 120)} — ${probe.what}`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failures
}

/** The doors a sweep file covers; the sweep is split over files so both test workers share it. */
export type Door = 'rest' | 'trpc' | 'auth' | 'pages' | 'storage'

/** Hundreds of searches from one address: the search budget would answer 429 before reading the hostile input. */
export const SWEEP_APP_ENV = { AUTH_AUTOCONFIRM: 'true', SEARCH_RATE_LIMIT: 'false' }

/** One sweep over `doors`, on the test app `startApp` starts (each file its own) with a user of its own. */
export function defineHostileSweep(doors: Door[], startApp: (env: Record<string, string>) => Promise<TestApp>): void {
  beforeAll(async () => {
    t = await startApp(SWEEP_APP_ENV)
    // A real embedded-auth user, so /auth/v1/user and the app both know the token.
    const signup = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.deps.supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `sweep-${randomUUID().slice(0, 8)}@example.test`, password: 'Sweep-Pass-123!' }),
    })
    token = ((await signup.json()) as { access_token: string }).access_token
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const rider = await fetch(`${t.url}/api/riders`, { method: 'POST', headers: auth, body: '{"name":"Sweep"}' })
    riderId = ((await rider.json()) as { id: string }).id
    const stage = await fetch(`${t.url}/api/stages`, { method: 'POST', headers: auth, body: '{"name":"Sweep"}' })
    stageId = ((await stage.json()) as { id: string }).id
  }, 60_000)
  afterAll(() => t?.stop())

  describe(`hostile sweep: ${doors.join(', ')}`, () => {
    it('no request answers 5xx or hangs, and the server stays up', async () => {
      const doc = await (await t.api('/api/openapi.json')).json()
      const byDoor: Record<Door, () => Probe[]> = {
        rest: () => restProbes(doc),
        trpc: trpcProbes,
        auth: authProbes,
        pages: pageProbes,
        storage: storageProbes,
      }
      const counts = doors.map((door) => [door, byDoor[door]()] as const)
      const all = counts.flatMap(([, probes]) => probes)
      // Signing out and deleting the account end the sweep's own session: they go last, after the alive check.
      const ends = (p: Probe) =>
        p.who === 'user' &&
        (p.url.startsWith('/auth/v1/logout') ||
          (p.method === 'delete' && p.url.split('?')[0] === '/api/account') ||
          p.url.startsWith('/trpc/account.delete'))
      const started = performance.now()
      const failures = await sweep(all.filter((p) => !ends(p)))
      const alive = await t.api('/api/riders', { method: 'POST', token, json: { name: 'Still here' } })
      expect(alive.status, 'the signed-in session survived the sweep').toBe(201)
      failures.push(...(await sweep(all.filter(ends))))
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(
        `hostile sweep: ${all.length} requests (${counts.map(([door, p]) => `${door} ${p.length}`).join(', ')}) ` +
          `in ${seconds} s, ${failures.length} failures`,
      )
      expect(failures.slice(0, 40)).toEqual([])
      expect((await t.api('/healthz')).status).toBe(200)
      // A ceiling against hangs only: thousands of requests take minutes on a loaded 2-core machine.
    }, 900_000)
  })
}
