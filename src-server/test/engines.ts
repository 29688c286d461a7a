import fs from 'node:fs'
import path from 'node:path'

/**
 * Which test files run on which database engine. `npm test` runs every file on the engine DATABASE_URL names; CI
 * runs it on Postgres, then `npm run test:engine` runs the engine-dependent files again on PGlite.
 *
 * The rule: a test file that starts a database (a test app, a database, a server process) is engine-dependent,
 * and runs on both engines, unless it is listed below. A file is listed when the database only holds the state
 * of what it checks (an HTTP or supabase-js contract, headers, start-up, files, image handling), never when what
 * it checks is database behaviour: SQL, migrations, search, transactions and races, LISTEN/NOTIFY. engines.test.ts
 * holds the list to that: a listed file exists, starts a database, opens no database and imports no repository or
 * migration itself, and lives outside the folders whose code is database behaviour (DATABASE_FOLDERS). A new test
 * file runs on both engines until someone lists it here.
 */
export const ONE_ENGINE: Record<string, string> = {
  'src-client/auth/secure-cookie.test.ts': 'cookie attributes @supabase/ssr writes',
  'src-server/auth/anonymous.test.ts': 'anonymous sign-in through supabase-js (auth contract)',
  'src-server/auth/contract.test.ts': 'the auth contract driven by supabase-js',
  'src-server/auth/enumeration.test.ts': 'same answers for known and unknown addresses',
  'src-server/auth/mail-locale.test.ts': 'the language of auth mails',
  'src-server/auth/parity.test.ts': "GoTrue's codes and messages",
  'src-server/auth/passwords.test.ts': 'password hash formats and their import',
  'src-server/auth/verify.test.ts': 'token verification from headers and cookies',
  'src-server/http/client-address.test.ts': 'client address behind proxies',
  'src-server/http/input-rules.test.ts': 'the shared input rule at every door',
  'src-server/http/same-origin.test.ts': 'cross-site request refusal',
  'src-server/http/security-headers.test.ts': 'CSP and security headers',
  'src-server/http/spa.test.ts': 'the HTML around the built SPA',
  'src-server/media/multipart.test.ts': 'hostile multipart bodies',
  'src-server/media/upload-abuse.test.ts': 'stalled uploads against the spool on disk',
  'src-server/operator-warnings.test.ts': 'log lines and start-up warnings an operator reads',
  'src-server/photos/photos.test.ts': 'image handling and the upload authorisation matrix',
  'src-server/public-start.test.ts': 'start-up defaults on a public address',
  'src-server/repo-files.test.ts': 'files of the repository',
  'src-server/shell/client-errors.test.ts': 'client error reports',
  'src-server/shell/shell.test.ts': 'OpenAPI document and mounted routes',
  'src-server/start-failure.test.ts': 'start-up failures (port, DATA_DIR, unreachable database) and .env',
  'src-server/start.test.ts': 'the Node version check of npm start',
  'src-server/storage/backends.test.ts': 'ranges, multipart objects and refused uploads on each storage backend',
  'src-server/storage/direct-driver.test.ts': 'the direct driver against the storage-api door',
  'src-server/storage/parity.test.ts': 'storage-api behaviours through supabase-js',
  'src-server/storage/render.test.ts': 'image transformations through supabase-js (sharp, the render cache on disk)',
  'src-server/storage/storage.test.ts': 'the storage contract driven by supabase-js',
  'src-server/test/hostile-sweep-doors.test.ts': 'no 5xx for hostile input at tRPC, auth, storage, pages (HTTP)',
  'src-server/test/hostile-sweep-rest.test.ts': 'no 5xx for hostile input at every REST route (HTTP)',
}

/** Folders whose code is database behaviour: their tests always run on both engines. */
export const DATABASE_FOLDERS = [
  'migrations/',
  'src-server/db/',
  'src-server/directory/',
  'src-server/stages/',
  'src-server/availability/',
  'src-server/bookings/',
  'src-server/favorites/',
  'src-server/riders/',
  'src-server/limits/',
]

const repo = path.resolve(import.meta.dirname, '../..')
const TEST_ROOTS = ['src', 'src-client', 'src-server', 'migrations']

/** Every test file, relative to the repository, with forward slashes. */
export function allTestFiles(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    fs.existsSync(path.join(repo, root))
      ? fs
          .readdirSync(path.join(repo, root), { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => `${root}/${f.split(path.sep).join('/')}`)
      : [],
  ).sort()
}

/**
 * Whether a test file starts a database: a test app, a database of its own, or a server process. Generous on
 * purpose: a file wrongly taken for one runs twice, which costs time and loses nothing.
 */
export function startsDatabase(source: string): boolean {
  return /startTestApp|createDatabase|createMigratedDatabase|openDatabase|@electric-sql\/pglite'|from 'pg'|src-server\/main\.ts|start\.mjs/.test(
    source,
  )
}

/** The test files whose result may depend on the engine: the ones CI runs a second time, on PGlite. */
export function engineDependentTestFiles(): string[] {
  return allTestFiles().filter((f) => !(f in ONE_ENGINE) && startsDatabase(fs.readFileSync(path.join(repo, f), 'utf8')))
}
