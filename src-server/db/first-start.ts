/**
 * A first start that seeds the demo directory (on an empty PGlite data directory, or a Postgres database without our
 * tables) migrates and seeds in a child process, then opens the database as a restart does. PGlite's WebAssembly memory and the code V8 compiles for it only grow:
 * the migrations' DDL, the demo seed's bulk inserts and index builds left ≈ 90 MB in the server for good (idle
 * 331 MB after a first start against 241 MB after a restart, bench/memory.ts). In the child they leave with it.
 *
 * The parent holds the data directory's lock (data-dir/lock.ts) and waits while the child works, so there is still
 * one writer. A child that fails says why in one line, which the parent's start failure shows.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'
import type { Config } from '../config.ts'
import type { DemoCredentials } from '../demo-accounts.ts'
import type { Logger } from '../log.ts'
import { describeStartFailure, StartError } from '../start-failure.ts'
import type { Database } from './schema.ts'

/** Set in the child's environment: App.create then takes no lock (its parent holds it) and serves nothing. */
export const FIRST_START_CHILD_ENV = 'STAGEBOOK_FIRST_START_CHILD'

/** The child's one message: the demo accounts its setup created (shown once by the parent's banner), or why it failed. */
export type FirstStartAnswer = { credentials: DemoCredentials[] } | { error: string }

export const isFirstStartChild = () => process.env[FIRST_START_CHILD_ENV] === '1'

/** This file is also the child's entry point: with this argument (and FIRST_START_CHILD_ENV) it is the child. */
const CHILD_ARG = '--first-start-child'

/** A database that has never been migrated (Postgres: a first start on it). */
export async function isNewDatabase(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{
    fresh: boolean
  }>`select to_regclass('public.kysely_migration') is null as fresh`.execute(db)
  return rows[0]!.fresh
}

/** An on-disk PGlite directory that holds no database yet. */
export function isNewPgliteDir(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))
}

/** The server's memory flags (`npm start`'s), not an inspector port or a test runner's loaders. */
const childExecArgv = () =>
  process.execArgv.filter((flag) => /^--(liftoff-only|max-semi-space-size|max-old-space-size)\b/.test(flag))

/**
 * Runs the first start's migrations and setup in a child, with this start's configuration (sent, not read again
 * from the environment: a test's server has its own); resolves with the demo accounts it created.
 */
export function prepareInChild(config: Config, log: Pick<Logger, 'info'>): Promise<DemoCredentials[]> {
  const started = performance.now()
  const child = fork(fileURLToPath(import.meta.url), [CHILD_ARG], {
    execArgv: childExecArgv(),
    env: { ...process.env, [FIRST_START_CHILD_ENV]: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  child.send({ config })
  return new Promise((resolve, reject) => {
    let answer: FirstStartAnswer | undefined
    child.on('message', (message: FirstStartAnswer) => {
      answer = message
    })
    child.on('error', (error) => reject(error))
    child.on('exit', (code, signal) => {
      if (answer && 'credentials' in answer && code === 0) {
        log.info({ pid: child.pid, ms: Math.round(performance.now() - started) }, 'first start: database prepared')
        resolve(answer.credentials)
      } else if (answer && 'error' in answer) reject(new StartError(answer.error))
      else reject(new StartError(`The first start's database preparation ended (${signal ?? `exit code ${code}`}).`))
    })
  })
}

/**
 * The child: opens the new database, migrates and runs the features' setup (demo data, demo accounts) as App.create
 * does, closes it and tells the server which demo accounts it made. The app is imported when the child runs, not
 * when this file loads (app.ts imports this file).
 */
async function runChild(): Promise<void> {
  // The server that started it ended (killed, or its start failed): nothing to prepare for.
  process.on('disconnect', () => process.exit(1))
  const answer = (message: FirstStartAnswer, code: number) => process.send!(message, () => process.exit(code))
  const { config } = await new Promise<{ config: Config }>((resolve) => process.once('message', resolve))
  try {
    const [{ App }, { createLogger }, { delayWasmOptimisation }] = await Promise.all([
      import('../app.ts'),
      import('../log.ts'),
      import('./database.ts'),
    ])
    if (config.PGLITE_MEMORY === 'small') delayWasmOptimisation()
    const app = await App.create(config, { log: createLogger(config.LOG_LEVEL, config.LOG_FORMAT) })
    const credentials = app.deps.demoCredentials
    await app.stop()
    answer({ credentials }, 0)
  } catch (error) {
    answer(
      { error: describeStartFailure(error, config) ?? (error instanceof Error ? error.message : String(error)) },
      1,
    )
  }
}

if (process.argv[2] === CHILD_ARG && isFirstStartChild()) void runChild()
