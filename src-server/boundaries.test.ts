import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Product features reach the platform through Deps and small interfaces, never through the embedded stand-ins:
 * with hosted Supabase those do not run. A feature folder (one with an index.ts, other than the platform's own)
 * may import from src-server/storage/ only the interface files (client, driver, the stored-path presenter), and
 * nothing from src-server/auth/embedded/.
 */
const SERVER = 'src-server'
const PLATFORM = new Set(['auth', 'storage'])
const STORAGE_INTERFACE = new Set(['client.ts', 'driver.ts', 'public-paths.ts'])

const productFolders = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !PLATFORM.has(d.name) && fs.existsSync(path.join(SERVER, d.name, 'index.ts')))
  .map((d) => d.name)

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name)
    if (d.isDirectory()) return sources(file)
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.test.ts') ? [file] : []
  })
}

/** Every relative import (static or dynamic) of a file, resolved to a path from the repository root. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!)
  return specifiers.map((s) => path.relative('.', path.resolve(path.dirname(file), s)))
}

function violations(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): string[] {
  const found: string[] = []
  for (const file of files) {
    for (const target of importsOf(file, read(file))) {
      const inEmbeddedAuth = target.startsWith(path.join(SERVER, 'auth', 'embedded') + path.sep)
      const inStorage = path.dirname(target) === path.join(SERVER, 'storage')
      if (inEmbeddedAuth || (inStorage && !STORAGE_INTERFACE.has(path.basename(target))))
        found.push(`${file} → ${target}`)
    }
  }
  return found
}

describe('feature boundaries', () => {
  it('finds the product features', () => {
    expect(productFolders).toEqual(expect.arrayContaining(['directory', 'photos', 'profile', 'stages']))
  })

  it('product features import no embedded platform internals', () => {
    const files = productFolders.flatMap((f) => sources(path.join(SERVER, f)))
    expect(files.length).toBeGreaterThan(20)
    expect(violations(files)).toEqual([])
  })

  it('catches a forbidden import', () => {
    const bad = [
      "import { storageRepo } from '../storage/repository.ts'",
      "import { repo } from '../auth/embedded/repo.ts'",
      "const lazy = await import('../storage/direct-driver.ts')",
      "import { BUCKETS } from '../storage/client.ts'",
      "import type { ObjectStorage } from '../storage/driver.ts'",
    ].join('\n')
    expect(violations([path.join(SERVER, 'photos', 'service.ts')], () => bad)).toHaveLength(3)
  })

  it('the server loads no build-time code (Vite plugins); only the first-start client build', () => {
    const build = path.join(SERVER, 'build')
    const runtime = sources(SERVER).filter((f) => !f.startsWith(build + path.sep))
    const found = runtime.flatMap((file) =>
      importsOf(file, fs.readFileSync(file, 'utf8'))
        .filter((t) => path.dirname(t) === build && path.basename(t) !== 'ensure-client-build.ts')
        .map((t) => `${file} → ${t}`),
    )
    expect(found).toEqual([])
  })
})

/**
 * One layer per rule: the doors (REST route, tRPC procedure, realtime socket) authenticate and parse; a service
 * takes a signed-in user and typed input and checks access (owner, admin) itself. So a service neither turns
 * away anonymous callers nor parses its input again.
 */
const LAYER_RULES: { rule: string; pattern: RegExp }[] = [
  { rule: 'authentication belongs to the doors', pattern: /\b(requireUser|unauthorized)\(/ },
  { rule: 'parsing belongs to the doors', pattern: /(?<!\bJSON)\.(safeParse|parse|parseAsync|safeParseAsync)\(/ },
  { rule: 'parsing belongs to the doors', pattern: /\b(zodMessage|assertCleanInput|parseInput)\b/ },
]

function layerViolations(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) =>
        LAYER_RULES.filter((r) => r.pattern.test(line)).map((r) => `${file}:${i + 1}: ${r.rule}: ${line.trim()}`),
      ),
  )
}

describe('one layer per rule', () => {
  const services = sources(SERVER).filter((f) => path.basename(f) === 'service.ts')

  it('finds the services', () => {
    expect(services).toEqual(expect.arrayContaining([path.join(SERVER, 'favorites', 'service.ts')]))
    expect(services.length).toBeGreaterThanOrEqual(6)
  })

  it('services neither authenticate nor parse their input', () => {
    expect(layerViolations(services)).toEqual([])
  })

  it('catches a service that authenticates or parses', () => {
    const bad = [
      'const me = requireUser(user)',
      'if (!user) throw unauthorized()',
      'const data = createRiderInput.parse(input)',
      'const r = schema.safeParse(value)',
      'throw new AppError(400, zodMessage(r.error))',
      "const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))",
    ].join('\n')
    expect(layerViolations([path.join(SERVER, 'riders', 'service.ts')], () => bad)).toHaveLength(5)
  })
})

/**
 * One policy layer (decision record 0011): the access rules of each resource live in its feature's `policy.ts`,
 * and every exported function of a feature that takes a caller (an `AuthUser`, the running order's `Actor`, a
 * stage link's `LinkRow`) asks a policy on its first line: the first statement (an arrow's body) calls something imported from a `policy.ts`,
 * or a function of the same file whose first statement does (`start = (…) => runOp(…)`). Doors hand users over
 * inside route objects, never as exported functions, so they are not counted.
 */
const TAKES_A_USER = /\b(AuthUser|Actor|LinkRow)\b/

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression

const isExported = (node: ts.Statement) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

function policyViolations(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): string[] {
  const found: string[] = []
  for (const file of files) {
    const src = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true)
    const policies = new Set<string>()
    const local = new Map<string, FunctionLike>()
    const exported: [string, FunctionLike][] = []
    for (const st of src.statements) {
      if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
        if (path.basename(st.moduleSpecifier.text) !== 'policy.ts') continue
        const bindings = st.importClause?.namedBindings
        if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) policies.add(e.name.text)
        if (bindings && ts.isNamespaceImport(bindings)) policies.add(bindings.name.text)
      } else if (ts.isFunctionDeclaration(st) && st.name && st.body) {
        local.set(st.name.text, st)
        if (isExported(st)) exported.push([st.name.text, st])
      } else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const init = d.initializer
          if (!ts.isIdentifier(d.name) || !init || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
            continue
          local.set(d.name.text, init)
          if (isExported(st)) exported.push([d.name.text, init])
        }
      }
    }
    const firstStep = (fn: FunctionLike): ts.Node | undefined =>
      fn.body && ts.isBlock(fn.body) ? fn.body.statements[0] : fn.body
    const rootOf = (e: ts.Expression): ts.Expression =>
      ts.isPropertyAccessExpression(e) || ts.isCallExpression(e) || ts.isNonNullExpression(e) ? rootOf(e.expression) : e
    const asks = (node: ts.Node | undefined, seen: Set<string>): boolean => {
      if (!node) return false
      if (ts.isCallExpression(node)) {
        const root = rootOf(node.expression)
        if (ts.isIdentifier(root)) {
          if (policies.has(root.text)) return true
          const callee = local.get(root.text)
          if (callee && !seen.has(root.text) && asks(firstStep(callee), new Set([...seen, root.text]))) return true
        }
      }
      return ts.forEachChild(node, (child) => asks(child, seen) || undefined) ?? false
    }
    for (const [name, fn] of exported) {
      if (!fn.parameters.some((p) => p.type && TAKES_A_USER.test(p.type.getText(src)))) continue
      if (asks(firstStep(fn), new Set([name]))) continue
      const line = src.getLineAndCharacterOfPosition(fn.getStart(src)).line + 1
      found.push(`${file}:${line}: ${name} takes a user but does not ask a policy first`)
    }
  }
  return found
}

describe('one policy layer', () => {
  const files = productFolders
    .flatMap((f) => sources(path.join(SERVER, f)))
    .filter((f) => path.basename(f) !== 'policy.ts')

  it('every feature function that takes a user asks a policy first', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(policyViolations(files)).toEqual([])
  })

  it('each resource with users has its policy file', () => {
    const features = [
      'riders',
      'favorites',
      'profile',
      'directory',
      'bookings',
      'stages',
      path.join('stages', 'access'),
    ]
    for (const f of features) expect(fs.existsSync(path.join(SERVER, f, 'policy.ts')), f).toBe(true)
  })

  it('catches a function that checks access its own way, late, or not at all', () => {
    const bad = [
      "import { riderPolicy } from './policy.ts'",
      'export async function getRider(deps: Deps, user: AuthUser, id: string) {',
      '  const row = await repo.findById(deps.db, id)',
      '  if (row.owner_id !== user.id) throw notFound()',
      '}',
      'export async function renameRider(deps: Deps, user: AuthUser, id: string) {',
      '  const n = 1',
      '  await riderPolicy.change(deps, user, id)',
      '}',
      'export const listAll = (deps: Deps, me: AuthUser | null) => repo.listAll(deps.db)',
      'async function owned(deps: Deps, user: AuthUser, id: string) {',
      '  return repo.findById(deps.db, id)',
      '}',
      'export async function deleteRider(deps: Deps, user: AuthUser, id: string) {',
      '  const row = await owned(deps, user, id)',
      '}',
    ].join('\n')
    expect(policyViolations([path.join(SERVER, 'riders', 'service.ts')], () => bad)).toHaveLength(4)
    const good = [
      "import { type Actor, stagePolicy } from '../policy.ts'",
      "import * as listingPolicies from '../directory/policy.ts'",
      'export async function getStage(deps: Deps, user: AuthUser, id: string) {',
      '  return view(await withRunOrder(deps, await stagePolicy.read(deps, user, id)))',
      '}',
      'export async function runOp(deps: Deps, actor: Actor, id: string) {',
      '  const mayRun = stagePolicy.run(actor, id)',
      '}',
      'export const start = (deps: Deps, actor: Actor, id: string) => runOp(deps, actor, id)',
      'export async function edit(deps: Deps, user: AuthUser, id: number) {',
      '  await listingPolicies.listingPolicy.change(deps.db, user, "venue", id)',
      '}',
      'export async function stageByCode(deps: Deps, code: string) {',
      '  return repo.findByCode(deps.db, code)',
      '}',
    ].join('\n')
    expect(policyViolations([path.join(SERVER, 'stages', 'service.ts')], () => good)).toEqual([])
  })
})

/**
 * English lives in the catalogs (src/i18n/catalogs): an error is `AppError.of(status, key, params)` or a helper
 * given a key (`badRequest('directory.errors.feeRange')`), and its English text is the English catalog's. A written
 * text handed to the AppError constructor, to an error helper, to a TRPCError or to a REST error body fails here.
 * Generated texts (zod's messages, the shared input rule's) still reach the constructor, as expressions.
 */
const TEXT = ['(', String.raw`'[^'\n]*'`, '|', String.raw`"[^"\n]*"`, '|', '`[^`]*`', ')'].join('')
const CATALOG_KEY = /^'[a-z][\w-]*(\.[\w-]+)+'$|^"[a-z][\w-]*(\.[\w-]+)+"$/
const TEXT_RULES: { rule: string; pattern: RegExp; keyAllowed: boolean }[] = [
  {
    rule: 'an AppError takes a catalog key: AppError.of(status, key, params)',
    pattern: new RegExp(String.raw`new\s+AppError\(\s*[^,()]+,\s*${TEXT}`, 'g'),
    keyAllowed: false,
  },
  {
    rule: 'error helpers take a catalog key',
    pattern: new RegExp(String.raw`\b(?:badRequest|notFound|conflict|forbidden|unauthorized)\(\s*${TEXT}`, 'g'),
    keyAllowed: true,
  },
  {
    rule: 'a TRPCError carries an AppError.of message',
    pattern: new RegExp(String.raw`new\s+TRPCError\(\s*\{[^}]*\bmessage:\s*${TEXT}`, 'g'),
    keyAllowed: false,
  },
  {
    rule: 'a REST error body takes englishText(key)',
    pattern: new RegExp(String.raw`\berrorBody\(\s*[^,()]+,\s*${TEXT}`, 'g'),
    keyAllowed: false,
  },
]
/** Where the catalog text is read (errors.ts itself). */
const TEXT_RULES_EXEMPT = new Set([path.join(SERVER, 'http', 'errors.ts')])
function englishTextViolations(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) => {
    const text = read(file)
    return TEXT_RULES.flatMap(({ rule, pattern, keyAllowed }) =>
      [...text.matchAll(pattern)]
        .filter((m) => !(keyAllowed && CATALOG_KEY.test(m[1]!)))
        .map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: ${rule}: ${m[0].replace(/\s+/g, ' ')}`),
    )
  })
}

describe('English text only in the catalogs', () => {
  it('server code hands no written English to an error', () => {
    const files = sources(SERVER).filter((f) => !TEXT_RULES_EXEMPT.has(f))
    expect(files.length).toBeGreaterThan(100)
    expect(englishTextViolations(files)).toEqual([])
  })

  it('catches English handed to an error, and lets keys and generated texts through', () => {
    const bad = [
      "throw new AppError(400, 'Malformed JSON body')",
      'throw new AppError(404, `Unexpected file field "photo"`, \'media.errors.multipart\')',
      'throw new AppError(\n  503,\n  "Two-factor status cannot be checked",\n  \'auth.errors.mfaUnavailable\',\n)',
      "throw badRequest('fee_min must not exceed fee_max')",
      "throw notFound('Stage not found', 'stages.errors.notFound')",
      "throw forbidden('You can only change your own avatar')",
      'throw conflict(`At most 8 links per stage`)',
      "throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' })",
      "ctx.body = errorBody(404, 'Not found', 'common.errors.routeNotFound')",
    ].join('\n')
    expect(englishTextViolations([path.join(SERVER, 'x', 'service.ts')], () => bad)).toHaveLength(9)
    const good = [
      "throw AppError.of(400, 'common.errors.malformedJson')",
      "throw badRequest('directory.errors.feeRange')",
      'throw notFound(KINDS[type].notFound)',
      'throw forbidden()',
      "throw forbidden('media.errors.ownAvatarOnly')",
      'throw new AppError(400, zodMessage(result.error))',
      'throw new AppError(400, inputIssueMessage(issue), INVALID_INPUT_KEY)',
      "throw new TRPCError({ code: 'BAD_REQUEST', message, cause })",
      'ctx.body = errorBody(404, englishText(key, { method: ctx.method, path: ctx.path }), key)',
    ].join('\n')
    expect(englishTextViolations([path.join(SERVER, 'x', 'service.ts')], () => good)).toEqual([])
  })
})
