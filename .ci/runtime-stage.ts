/**
 * The Docker image's runtime stage, reproduced without Docker (CI has no daemon): the Dockerfile itself says what
 * goes in, so the two cannot drift. Each `COPY` of the runtime stage is carried out into a fresh directory: from
 * the build context (minus .dockerignore), or from the stage it names, which is reproduced the same way (its COPY
 * lines, then its RUN lines, e.g. `npm ci --omit=dev`). A stage that copies the whole context (`COPY . .`, the
 * build stage) runs its RUN lines in this working copy, whose node_modules are the deps stage's `npm ci`; its
 * `npm run build` is skipped when the tests already built the client from these very sources.
 * Then the stage's ENV and CMD start the server as `docker run` would (public address, empty data volume), and
 * the HEALTHCHECK, pages, /api, /auth/v1 and an image upload are checked. Anything the runtime needs but the
 * Dockerfile forgets to copy fails here.
 *
 *   node .ci/runtime-stage.ts
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import * as tar from 'tar'
import { ensureFreshClientBuild } from '../src-server/test/client-build.ts'

const repo = path.resolve(import.meta.dirname, '..')

interface Instruction {
  op: string
  args: string
}
interface Stage {
  name: string
  from: string
  instructions: Instruction[]
}

/** Dockerfile → stages (continuation lines joined, comments and the parser directive dropped). */
export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  const stages: Stage[] = []
  for (const line of logical) {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    if (!op || args === undefined) throw new Error(`cannot read Dockerfile line: ${line}`)
    if (op.toUpperCase() === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? []
      stages.push({ name: name ?? String(stages.length), from: from!, instructions: [] })
    } else {
      stages.at(-1)!.instructions.push({ op: op.toUpperCase(), args })
    }
  }
  return stages
}

/** `COPY [--from=stage] [--chown=…] src… dest` */
function parseCopy(args: string): { from: string | null; sources: string[]; dest: string } {
  const words = args.split(/\s+/)
  let from: string | null = null
  while (words[0]?.startsWith('--')) {
    const flag = words.shift()!
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length)
  }
  const dest = words.pop()!
  return { from, sources: words, dest }
}

/** `ENV A=1 B=2` (the key=value form). */
function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map((m) => [m[1]!, m[2]!.replace(/^"|"$/g, '')]))
}

/** .dockerignore as top-level names/globs (what this repo uses). */
function dockerIgnored(): (relative: string) => boolean {
  const file = path.join(repo, '.dockerignore')
  const patterns = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : []
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/\/$/, '')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}(/|$)`,
      ),
  )
  return (relative) => regexes.some((r) => r.test(relative))
}

function copyInto(
  sourceRoot: string,
  source: string,
  destRoot: string,
  dest: string,
  ignored?: (r: string) => boolean,
) {
  const from = path.resolve(sourceRoot, source)
  const to = path.resolve(destRoot, dest.endsWith('/') ? path.join(dest, path.basename(from)) : dest)
  if (!fs.existsSync(from)) throw new Error(`COPY source missing: ${source} (in ${sourceRoot})`)
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (f) => !ignored?.(path.relative(sourceRoot, f).split(path.sep).join('/')),
  })
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env) {
  console.log(`  $ ${command}   (in ${cwd === repo ? 'the working copy' : cwd})`)
  execFileSync('bash', ['-c', command], { cwd, env, stdio: 'inherit' })
}

/** The WORKDIR a stage ends with (inherited from the stage it starts from). */
function workdirOf(stages: Stage[], stage: Stage): string {
  const own = stage.instructions.filter((i) => i.op === 'WORKDIR').at(-1)?.args
  const parent = stages.find((s) => s.name === stage.from)
  return own ?? (parent ? workdirOf(stages, parent) : '/')
}

/** `COPY --from=stage /app/dist …`: the path inside the reproduced stage directory. */
function inStage(stages: Stage[], name: string, source: string): string {
  const workdir = workdirOf(stages, stages.find((s) => s.name === name)!)
  if (!path.posix.isAbsolute(source)) return source
  const relative = path.posix.relative(workdir, source)
  if (relative.startsWith('..')) throw new Error(`COPY --from=${name} ${source}: outside its WORKDIR ${workdir}`)
  return relative || '.'
}

/** Reproduces a stage into a directory (its WORKDIR); returns that directory. */
function reproduce(stages: Stage[], name: string, tmp: string, done: Map<string, string>): string {
  const cached = done.get(name)
  if (cached) return cached
  const stage = stages.find((s) => s.name === name)
  if (!stage) throw new Error(`COPY --from=${name}: no such stage`)
  const copies = stage.instructions.filter((i) => i.op === 'COPY').map((i) => parseCopy(i.args))
  let dir: string
  if (copies.some((c) => c.from === null && c.sources.includes('.'))) {
    // The build stage: the whole context on top of the deps stage's install, i.e. this working copy.
    dir = repo
  } else {
    dir = fs.mkdtempSync(path.join(tmp, `${name}-`))
    for (const copy of copies) {
      copyAll(stages, copy, dir, tmp, done)
    }
  }
  console.log(`stage ${name}:`)
  for (const i of stage.instructions.filter((i) => i.op === 'RUN')) {
    // The build stage's client build, in this working copy: the tests' build of the same sources is reused
    // (client-build.ts records what each build was made from; the same command runs when they differ).
    if (dir === repo && i.args.trim() === 'npm run build') {
      console.log(`  $ ${i.args}   (in the working copy)`)
      if (!ensureFreshClientBuild()) console.log('  (reused the client build of these exact sources)')
      continue
    }
    run(i.args, dir)
  }
  done.set(name, dir)
  return dir
}

/** One COPY line: from the build context (minus .dockerignore) or from a reproduced stage. */
function copyAll(
  stages: Stage[],
  copy: ReturnType<typeof parseCopy>,
  into: string,
  tmp: string,
  done: Map<string, string>,
) {
  const sourceRoot = copy.from ? reproduce(stages, copy.from, tmp, done) : repo
  for (const source of copy.sources) {
    const from = copy.from ? inStage(stages, copy.from, source) : source
    copyInto(sourceRoot, from, into, copy.dest, copy.from ? undefined : dockerIgnored())
  }
}

const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bcreateRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/gm

/**
 * The server's own files, followed from its entry points through their static and literal dynamic imports:
 * `files` every module reached, `packages` every package a module imports for its values (not `import type`).
 */
export function importGraph(root: string, entries: string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>()
  const packages = new Map<string, string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
      const typeOnly = Boolean(m[1])
      const spec = (m[2] ?? m[3] ?? m[4])!
      if (spec.startsWith('.')) {
        const target = path.posix.join(path.posix.dirname(file), spec)
        if (!fs.existsSync(path.join(root, target)))
          throw new Error(`${file} imports ${spec}, which is not in the image`)
        if (/\.(ts|tsx|mjs|js)$/.test(target)) visit(target)
      } else if (!spec.startsWith('node:') && !typeOnly) {
        const name = spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/')
        if (!packages.has(name)) packages.set(name, file)
      }
    }
  }
  for (const entry of entries) visit(entry)
  return { files, packages }
}

/** Every file under `dir` (relative to `root`, with forward slashes). */
function walk(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const file = `${dir}/${d.name}`
    return d.isDirectory() ? walk(root, file) : [file]
  })
}

/**
 * What the image holds, checked without running it: every package the server imports resolves from its
 * node_modules (also those only a configured path loads: pg, nodemailer, supabase-js), no development package and
 * no test file is in it, and every server module is one the server imports (anything else is a test helper or a
 * build tool the Dockerfile should leave out).
 */
function checkContents(app: string) {
  // The image's CMD, `npm start` and the `npm run` commands (db:migrate, seed, user:role, rates:set).
  const entries = ['src-server/start.mjs', ...walk(app, 'src-server/cli').filter((f) => f.endsWith('.ts'))]
  const { files, packages } = importGraph(app, entries)
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const missing = [...packages].filter(([name]) => !fs.existsSync(path.join(app, 'node_modules', name, 'package.json')))
  check(
    missing.length === 0,
    `every package the server imports is installed (${packages.size}); missing: ${missing.map(([n, f]) => `${n} (imported by ${f})`).join(', ') || 'none'}`,
  )
  // Client-only packages belong in devDependencies: every dependency is one the server imports (helmet: koa-helmet's
  // peer).
  const needed = new Set([...packages.keys(), 'helmet'])
  const unneeded = Object.keys(pkg.dependencies).filter((name) => !needed.has(name))
  check(
    unneeded.length === 0,
    `every dependency is one the server imports${unneeded.length ? `; not: ${unneeded.join(', ')} (move to devDependencies)` : ''}`,
  )
  // Nothing only development needs (the lockfile's dev packages), and no build or test tool (TypeScript would come in
  // as @trpc/server's peer).
  const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>
  }
  const devOnly = Object.entries(lock.packages)
    .filter(([key, entry]) => entry.dev && key.startsWith('node_modules/'))
    .map(([key]) => key)
  const tools = ['typescript', 'vite', 'vitest', '@biomejs/biome', '@playwright/test'].map((n) => `node_modules/${n}`)
  const devTools = [...devOnly, ...tools].filter((key) => fs.existsSync(path.join(app, key)))
  check(
    devOnly.length > 100 && devTools.length === 0,
    `no development package is installed${devTools.length ? `: ${devTools.join(', ')}` : ''}`,
  )
  const tests = [...walk(app, 'src'), ...walk(app, 'src-server')].filter((f) => /\.test\.tsx?$/.test(f))
  check(tests.length === 0, `no test file is copied${tests.length ? `: ${tests.join(', ')}` : ''}`)
  const unused = walk(app, 'src-server').filter((f) => /\.(ts|mjs)$/.test(f) && !files.has(f))
  check(
    unused.length === 0,
    `every server module is imported by the server${unused.length ? `; not: ${unused.join(', ')}` : ''}`,
  )
  const bytes = Number(execFileSync('du', ['-sb', path.join(app, 'node_modules')], { encoding: 'utf8' }).split('\t')[0])
  const mb = Math.round(bytes / 1e6)
  check(mb <= 120, `the production node_modules is ${mb} MB (at most 120)`)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`runtime stage: ${what}`)
  console.log(`  ok  ${what}`)
}

/** The oldest Postgres major the app supports (docs/configuration.md); the image's pg_dump must reach it. */
const OLDEST_POSTGRES_MAJOR = 15
/** The Postgres CI runs on, where the image's backup is tried (a database of its own, dropped after). */
const CI_POSTGRES_URL = process.env.RUNTIME_STAGE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * `npm run backup` and `restore` on Postgres run pg_dump and pg_restore, which a client older than the server
 * refuses: the runtime stage installs a versioned Debian client (`postgresql-client-NN`) no older than the oldest
 * supported server. Returns its major version.
 */
function checkPostgresClient(runtime: Stage): number {
  const installs = runtime.instructions
    .filter((i) => i.op === 'RUN' && /\bapt-get\s+install\b/.test(i.args))
    .map((i) => i.args)
  const major = Number(/\bpostgresql-client-(\d+)\b/.exec(installs.join(' '))?.[1] ?? 0)
  const user = runtime.instructions.findIndex((i) => i.op === 'USER')
  const install = runtime.instructions.findIndex((i) => i.op === 'RUN' && /postgresql-client-\d+/.test(i.args))
  check(
    major >= OLDEST_POSTGRES_MAJOR && install >= 0 && (user < 0 || install < user),
    `the runtime stage installs pg_dump/pg_restore (postgresql-client-${major || '?'}, for servers ${OLDEST_POSTGRES_MAJOR}–${major || '?'}) as root`,
  )
  return major
}

/**
 * The image's migrate and backup commands on Postgres, run from the runtime stage's files on a fresh database (the
 * backup runs pg_dump; here the machine's own client, as the image's cannot run outside Debian's release). Skipped, saying
 * so, where no Postgres answers.
 */
async function checkPostgresBackup(app: string, runEnv: Record<string, string | undefined>, clientMajor: number) {
  const admin = new pg.Client({ connectionString: CI_POSTGRES_URL })
  try {
    await admin.connect()
  } catch {
    console.log(`  --  no Postgres at ${CI_POSTGRES_URL}: the Postgres backup of the image is not tried`)
    return
  }
  const name = `runtime_stage_${process.pid}`
  const databaseUrl = Object.assign(new URL(CI_POSTGRES_URL), { pathname: `/${name}` }).toString()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-runtime-pg-'))
  try {
    const serverMajor = Math.floor(
      Number((await admin.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]!.v) /
        10_000,
    )
    check(clientMajor >= serverMajor, `the image's pg_dump ${clientMajor} can dump this Postgres ${serverMajor}`)
    await admin.query(`create database ${name}`)
    const archive = path.join(dataDir, 'backup.tar.gz')
    const commandEnv = { ...runEnv, DATA_DIR: path.join(dataDir, 'data'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }
    // `npm run db:migrate`, then `npm run backup`, as an operator of the image runs them (docker exec).
    for (const command of [['src-server/cli/migrate.ts'], ['src-server/cli/backup.ts', archive]]) {
      execFileSync(process.execPath, command, { cwd: app, env: commandEnv, stdio: ['ignore', 'pipe', 'inherit'] })
    }
    const entries: string[] = []
    await tar.list({ file: archive, onReadEntry: (e) => entries.push(e.path) })
    check(
      entries.includes('database/postgres.dump'),
      '`npm run backup` on Postgres writes its pg_dump into the archive',
    )
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
    await admin.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const stages = parseDockerfile(fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8'))
  const runtime = stages.at(-1)!
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-runtime-stage-'))
  let server: ChildProcess | null = null
  try {
    const done = new Map<string, string>()
    const app = fs.mkdtempSync(path.join(tmp, 'runtime-'))
    const env: Record<string, string> = {}
    let cmd: string[] = []
    let healthcheck = ''
    for (const i of runtime.instructions) {
      if (i.op === 'ENV') Object.assign(env, parseEnv(i.args))
      if (i.op === 'CMD') cmd = JSON.parse(i.args)
      if (i.op === 'HEALTHCHECK') healthcheck = i.args.replace(/^.*?\bCMD\s+/, '')
      if (i.op !== 'COPY') continue
      copyAll(stages, parseCopy(i.args), app, tmp, done)
    }
    console.log(`runtime stage in ${app}: ${fs.readdirSync(app).join(', ')}`)
    check(cmd.length > 0 && healthcheck, 'the Dockerfile has a CMD and a HEALTHCHECK')
    checkContents(app)
    const clientMajor = checkPostgresClient(runtime)

    // `docker run -e PUBLIC_URL=… -v data:/data`: the image's ENV, an empty data volume, a public address.
    const port = await freePort()
    const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'))
    const logs: string[] = []
    const runEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A public start seeds nothing unless asked; the check opts in to see the seeded directory answer.
      SEED_DEMO: 'true',
      // A small directory: the default (every city filled, 15,000 photos) would load CI's other jobs for minutes.
      SEED_COUNT: '30',
      DEMO_ACCOUNTS: 'random',
      LOG_FORMAT: 'json',
    }
    check(
      runEnv.NODE_ENV === 'production' && runEnv.HOST === '0.0.0.0',
      'the image runs NODE_ENV=production on 0.0.0.0',
    )
    const exe = cmd[0] === 'node' ? process.execPath : cmd[0]!
    server = spawn(exe, cmd.slice(1), { cwd: app, env: runEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)))
    for (const stream of [server.stdout!, server.stderr!]) {
      stream.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)))
    }
    const base = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 300_000
    let healthy = false
    while (!healthy && Date.now() < deadline && server.exitCode === null) {
      try {
        execFileSync('bash', ['-c', healthcheck], { cwd: app, env: runEnv, stdio: 'ignore', timeout: 10_000 })
        healthy = true
      } catch {
        await new Promise((r) => setTimeout(r, 500))
      }
    }
    if (!healthy) throw new Error(`the server never became healthy:\n${logs.join('\n')}`)
    check(true, 'HEALTHCHECK passes')
    // The banner comes after listening; wait for it (it carries the demo accounts' one-time passwords).
    while (!logs.some((l) => l.includes('"demoAccounts"')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200))
    }

    const page = await fetch(`${base}/artists/search`)
    const html = await page.text()
    check(page.status === 200 && html.includes('<div id="root">'), 'a page answers with the SPA')
    check(page.headers.get('content-security-policy')?.includes("script-src 'self'"), 'pages carry the CSP')
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
    check(entry && (await fetch(`${base}${entry}`)).status === 200, `the entry script ${entry} is served`)
    const search = await fetch(`${base}/api/artists/search?q=a&limit=1`)
    check(search.status === 200 && (await search.json()).items.length === 1, '/api answers with the seeded directory')

    const config = await (await fetch(`${base}/app-config.json`)).json()
    const banner = logs.map((l) => JSON.parse(l.startsWith('{') ? l : '{}')).find((l) => l.demoAccounts)
    const admin = banner?.demoAccounts.find((a: { role: string }) => a.role === 'admin')
    check(admin?.password, 'the start banner shows the opted-in demo accounts once')
    const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    const session = await signIn.json()
    check(signIn.status === 200 && session.access_token, '/auth/v1 signs the admin in')

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'stage.jpg')
    const upload = await fetch(`${base}/api/artists/admin/photo/1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: form,
    })
    const uploaded = await upload.json()
    check(upload.status === 200 && uploaded.photos.length > 0, 'an image upload is converted and stored (sharp)')
    const photo = await fetch(new URL(uploaded.photos.at(-1), base))
    check(photo.status === 200 && photo.headers.get('content-type') === 'image/webp', 'the stored photo is served')

    server.kill('SIGTERM')
    check((await exited) === 0, 'SIGTERM stops the server cleanly')
    server = null
    await checkPostgresBackup(app, runEnv, clientMajor)
    console.log('runtime stage: all checks passed')
  } finally {
    server?.kill('SIGKILL')
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

await main()
