import fs from 'node:fs'
import path from 'node:path'
import { type Config, ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createLogger } from '../log.ts'
import { acquireDataDir, DataDirInUse, lockSocketPath, RESTORE_ROLE } from './lock.ts'
import { findOperation } from './operations.ts'
import { connectIfListening, exchange, OperationFailed } from './protocol.ts'

export interface OperationOutcome {
  value: unknown
  /** The pid of the running server that ran it; null when the command ran it itself. */
  serverPid: number | null
}

/**
 * Runs a command (operations.ts) the way the data directory allows: through the running server when one holds
 * DATA_DIR (it has the database open), else itself, holding DATA_DIR for its run so no server starts meanwhile.
 * With DATABASE_URL and no server answering, it runs against the database without a lock (Postgres takes many).
 */
export async function runOperation(
  name: string,
  input: unknown,
  print: (line: string) => void,
  config: Config = loadConfig(),
): Promise<OperationOutcome> {
  const operation = findOperation(name)
  if (!operation) throw new Error(`unknown command ${name}`)
  const parsed = operation.input.parse(input)
  for (let attempt = 0; ; attempt++) {
    const socket = await connectIfListening(lockSocketPath(config.dataDir))
    if (socket) {
      // A server still opening its database greets late.
      const answer = await exchange(socket, { op: name, input: parsed }, print, 30_000)
      if ('value' in answer) return { value: answer.value, serverPid: answer.holder?.pid ?? null }
      // On Postgres a command may run beside a server that did not answer, never beside a restore.
      if (!config.DATABASE_URL || answer.holder?.role === RESTORE_ROLE) {
        throw new DataDirInUse(config.dataDir, answer.holder)
      }
    }
    let lock = null
    try {
      lock = config.DATABASE_URL ? null : await acquireDataDir(config.dataDir, { role: name, exclusive: true })
    } catch (error) {
      // A server started between the two looks: ask it.
      if (error instanceof DataDirInUse && error.holder?.role === 'server' && attempt === 0) continue
      throw error
    }
    try {
      const pgliteDir = path.join(config.dataDir, 'pglite')
      if (operation.needsDatabase && !config.DATABASE_URL && !fs.existsSync(pgliteDir)) {
        throw new OperationFailed(`DATA_DIR ${config.dataDir} holds no database (no pglite folder): nothing to ${name}`)
      }
      const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT)
      const dbh = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        pgliteDir,
        poolSize: 2,
      })
      try {
        if (operation.migrateFirst !== false) await migrateToLatest(dbh.db)
        return { value: await operation.run({ config, dbh, db: dbh.db, log, print }, parsed), serverPid: null }
      } finally {
        await dbh.close()
      }
    } finally {
      await lock?.release()
    }
  }
}

/** A command's main: runs it, prints its failure as one line and exits non-zero. */
export async function runFromTerminal(
  name: string,
  input: unknown,
  onDone: (outcome: OperationOutcome, config: Config) => void = () => {},
  failurePrefix = '',
): Promise<void> {
  try {
    const config = loadConfig()
    const outcome = await runOperation(name, input, (line) => console.log(line), config)
    onDone(outcome, config)
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof DataDirInUse || error instanceof OperationFailed
    console.error(known ? (error as Error).message : `${failurePrefix}${(error as Error).message ?? error}`)
    process.exit(1)
  }
}
