import { type Kysely, sql } from 'kysely'
import { z } from 'zod'
import { authKeySettings, reloadKeySet, rotateSigningKey } from '../auth/key-store.ts'
import type { AuthKeys } from '../auth/keys.ts'
import { grantRole, revokeRole } from '../auth/roles.ts'
import { backupOperation } from '../backup/operation.ts'
import type { Config } from '../config.ts'
import type { DbHandle } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { Database } from '../db/schema.ts'
import { removeDemoFromTerminal } from '../demo-removal.ts'
import { listRates, ratesUpdateSchema, setRates } from '../directory/prices.ts'
import { seedDirectory } from '../directory/seed.ts'
import type { Logger } from '../log.ts'
import { moveToSupabaseOperation } from '../moving/operation.ts'
import type { OperationHandler } from './lock.ts'
import { OperationFailed } from './protocol.ts'

/**
 * The commands that change data (`npm run user:role`, `seed`, `rates:set`, `db:migrate`, `backup`), each defined
 * once: the running server runs them in-process when asked over the DATA_DIR socket, and the command runs them
 * itself when no server holds the directory (run-operation.ts).
 */
export interface OperationContext {
  config: Config
  dbh: DbHandle
  db: Kysely<Database>
  log: Logger
  print: (line: string) => void
  /** The running server's auth keys (embedded auth): a rotation takes effect in it at once. */
  authKeys?: AuthKeys | null
}

export interface Operation<I = unknown> {
  name: string
  input: z.ZodType<I>
  /** Run by the command itself: migrate the database first (a running server has). Default true. */
  migrateFirst?: boolean
  /** Run by the command itself: refuse a DATA_DIR without an embedded database instead of creating one. */
  needsDatabase?: boolean
  run: (ctx: OperationContext, input: I) => Promise<unknown>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const userRoleOperation: Operation<{ who: string; role: 'admin'; revoke: boolean }> = {
  name: 'user:role',
  input: z.object({ who: z.string().min(1).max(320), role: z.literal('admin'), revoke: z.boolean() }),
  async run({ db, print }, { who, role, revoke }) {
    let userId: string | undefined
    if (UUID.test(who)) userId = who.toLowerCase()
    else {
      const { rows: has } = await sql<{ t: string | null }>`select to_regclass('public.auth_users')::text as t`.execute(
        db,
      )
      if (!has[0]?.t) {
        throw new OperationFailed('No local user table (hosted auth): pass the user id (uuid) instead of an email.')
      }
      const { rows } = await sql<{ id: string }>`select id from auth_users where lower(email) = lower(${who})`.execute(
        db,
      )
      userId = rows[0]?.id
      if (!userId) throw new OperationFailed(`No user with the email ${who}.`)
    }
    if (revoke) await revokeRole(db, userId, role)
    else await grantRole(db, userId, role)
    print(`${revoke ? 'Revoked' : 'Granted'} ${role} ${revoke ? 'from' : 'to'} ${who} (${userId}).`)
  },
}

export const seedOperation: Operation<{ count: number; force: boolean }> = {
  name: 'seed',
  input: z.object({ count: z.number().int().min(1).max(5_000_000), force: z.boolean() }),
  async run({ db, print }, { count, force }) {
    const { rows } = await sql<{ n: number }>`select (select count(*) from artists) + (select count(*) from venues)
      + (select count(*) from services) as n`.execute(db)
    const existing = Number(rows[0]?.n ?? 0)
    if (existing > 0 && !force) {
      throw new OperationFailed(`The directory already has ${existing} entries; pass --force to truncate and reseed.`)
    }
    if (existing > 0) await sql`truncate artists, venues, services restart identity cascade`.execute(db)
    const started = performance.now()
    await seedDirectory(db, count)
    print(
      `Seeded ${count} artists, ${count} venues and ${count} services in ${Math.round(performance.now() - started)} ms.`,
    )
    print('Demo photos are added in the background by the next server start with SEED_DEMO=true.')
  },
}

export const seedRemoveOperation: Operation<Record<string, never>> = {
  name: 'seed:remove',
  input: z.object({}).strict(),
  async run({ db, config, print }) {
    await removeDemoFromTerminal({ db, config, print })
  },
}

export const ratesSetOperation: Operation<{ rates: Record<string, number> | null }> = {
  name: 'rates:set',
  input: z.object({ rates: ratesUpdateSchema.shape.rates.nullable() }) as z.ZodType<{
    rates: Record<string, number> | null
  }>,
  async run({ db, print }, { rates }) {
    const table = rates ? await setRates(db, rates) : await listRates(db)
    for (const r of table.items) print(`${r.currency} ${r.per_eur} (${new Date(r.updated_at).toISOString()})`)
  },
}

export const migrateOperation: Operation<Record<string, never>> = {
  name: 'db:migrate',
  input: z.object({}).strict(),
  migrateFirst: false,
  async run({ db, log, print }) {
    const { results } = await migrateToLatest(db, { log })
    const applied = results?.filter((r) => r.status === 'Success').length ?? 0
    print(applied ? `Applied ${applied} migrations.` : 'The database is up to date.')
  },
}

export const rotateKeyOperation: Operation<Record<string, never>> = {
  name: 'auth:rotate-key',
  input: z.object({}).strict(),
  async run({ db, config, authKeys, print }) {
    if (!config.embeddedSupabase) {
      throw new OperationFailed("SUPABASE_URL is set: the signing keys are your Supabase project's; rotate them there.")
    }
    if (config.AUTH_SIGNING_KEY) {
      throw new OperationFailed(
        'AUTH_SIGNING_KEY is set: rotate by putting a new key first in it as a JWKS {"keys":[new, old]}, and drop the old one an hour later.',
      )
    }
    const rotation = await rotateSigningKey(db)
    if (authKeys) await reloadKeySet(db, authKeys, authKeySettings(config))
    print(`New signing key ${rotation.kid}: access tokens are signed with it from now on.`)
    if (rotation.retiredKid) {
      print(`The previous key ${rotation.retiredKid} still verifies the tokens it signed until they expire (1 hour).`)
    }
    if (rotation.droppedKids.length) print(`Deleted keys retired over an hour ago: ${rotation.droppedKids.join(', ')}.`)
    print('Other server copies on this database sign with the new key within a minute; sessions stay signed in.')
    return rotation
  },
}

export const OPERATIONS = [
  userRoleOperation,
  seedOperation,
  seedRemoveOperation,
  ratesSetOperation,
  migrateOperation,
  backupOperation,
  rotateKeyOperation,
  moveToSupabaseOperation,
] as unknown as readonly Operation<unknown>[]

export function findOperation(name: string): Operation<unknown> | undefined {
  return OPERATIONS.find((o) => o.name === name)
}

/** The running server's side of the DATA_DIR socket: runs a command with the server's own database. */
export function operationHandler(
  deps: Pick<OperationContext, 'config' | 'dbh' | 'log' | 'authKeys'>,
): OperationHandler {
  return async (request, print) => {
    const operation = findOperation(request.op)
    if (!operation) throw new OperationFailed(`unknown command ${request.op}`)
    const input = operation.input.safeParse(request.input)
    if (!input.success)
      throw new OperationFailed(`invalid input for ${operation.name}: ${input.error.issues[0]?.message}`)
    deps.log.info({ command: operation.name }, 'command from the terminal')
    return operation.run({ ...deps, db: deps.dbh.db, print }, input.data)
  }
}
