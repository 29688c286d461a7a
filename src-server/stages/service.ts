/** Stage whisperer rules: who may see and change a stage, and how a change reaches every display. */
import { randomInt, randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  applyOp,
  CODE_ALPHABET,
  CODE_LENGTH,
  codeSchema,
  initialState,
  LIMITS,
  type ParsedStageOp,
  type Preset,
  presetSchema,
  type StageView,
  stageNameSchema,
  stageOpSchema,
} from '../../src/stages/protocol.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError, conflict, forbidden, notFound, unauthorized } from '../http/errors.ts'
import { assertCleanInput, zodMessage } from '../http/rest.ts'
import * as repo from './repository.ts'

export const NOTIFY_CHANNEL = 'stages_changed'
/** NOTIFY payloads must stay under 8000 bytes; bigger states are announced by id and version only. */
const NOTIFY_STATE_MAX = 7000

export const createStageInput = z.object({
  name: stageNameSchema,
  presets: z.array(presetSchema).max(LIMITS.presets).optional(),
})
export const renameStageInput = z.object({ name: stageNameSchema })

export interface StageChange {
  id: string
  version: number
  /** Present when small enough to travel inside the notification. */
  stage?: StageView
  deleted?: boolean
}

function view(row: repo.StageRow): StageView {
  const { ownerId: _owner, ...rest } = row
  return rest
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  // The realtime socket reaches the service without a door of its own: the shared input rule runs here too.
  assertCleanInput(value)
  const r = schema.safeParse(value)
  if (!r.success) throw new AppError(400, zodMessage(r.error))
  return r.data
}

function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized()
  return user
}

/** Loads a stage the user owns: 404 for unknown ids, 403 for someone else's. */
async function ownedStage(deps: Deps, user: AuthUser | null, id: string): Promise<repo.StageRow> {
  const u = requireUser(user)
  const row = await repo.findById(deps.db, id)
  if (!row) throw notFound('Stage not found', 'stages.errors.notFound')
  if (row.ownerId !== u.id) throw forbidden()
  return row
}

function notifyPayload(change: StageChange): string {
  const payload = JSON.stringify(change)
  return Buffer.byteLength(payload) > NOTIFY_STATE_MAX
    ? JSON.stringify({ id: change.id, version: change.version })
    : payload
}

async function announce(deps: Deps, change: StageChange): Promise<void> {
  await repo.notify(deps.db, NOTIFY_CHANNEL, notifyPayload(change))
}

function newCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

export async function listStages(deps: Deps, user: AuthUser | null): Promise<StageView[]> {
  const u = requireUser(user)
  return (await repo.listByOwner(deps.db, u.id)).map(view)
}

export async function getStage(deps: Deps, user: AuthUser | null, id: string): Promise<StageView> {
  return view(await ownedStage(deps, user, id))
}

export async function createStage(deps: Deps, user: AuthUser | null, input: unknown): Promise<StageView> {
  const u = requireUser(user)
  const { name, presets } = parse(createStageInput, input)
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.insert(
      deps.db,
      { ownerId: u.id, name, code: newCode(), state: initialState(presets as Preset[] | undefined) },
      LIMITS.stagesPerOwner,
    )
    if (row === 'full') throw conflict(`At most ${LIMITS.stagesPerOwner} stages per account`, 'stages.errors.tooMany')
    if (row) return view(row)
  }
  throw new AppError(503, 'Could not allocate a stage code, try again')
}

export async function renameStage(deps: Deps, user: AuthUser | null, id: string, input: unknown): Promise<StageView> {
  await ownedStage(deps, user, id)
  const { name } = parse(renameStageInput, input)
  const row = await repo.rename(deps.db, id, name)
  if (!row) throw notFound('Stage not found', 'stages.errors.notFound')
  await announce(deps, { id, version: row.version, stage: view(row) })
  return view(row)
}

export async function deleteStage(deps: Deps, user: AuthUser | null, id: string): Promise<void> {
  const row = await ownedStage(deps, user, id)
  await repo.remove(deps.db, id)
  await announce(deps, { id, version: row.version + 1, deleted: true })
}

/** Reads, applies and writes with optimistic versioning (retried on a concurrent change), then NOTIFYs. */
async function mutate(
  deps: Deps,
  row: repo.StageRow,
  change: (state: repo.StageRow['state'], now: number) => repo.StageRow['state'] | null,
): Promise<StageView> {
  let current = row
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = change(current.state, Date.now())
    if (next === null) return view(current)
    const v: StageView = {
      ...view(current),
      state: next,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    }
    const written = await repo.updateStateAndNotify(deps.db, {
      id: v.id,
      version: current.version,
      state: next,
      updatedAt: v.updatedAt,
      channel: NOTIFY_CHANNEL,
      payload: notifyPayload({ id: v.id, version: v.version, stage: v }),
    })
    if (written) {
      // Sockets on this server copy get it at once; the NOTIFY reaches the other copies (and is deduplicated here).
      deps.stageHub?.publish(v)
      return v
    }
    const fresh = await repo.findById(deps.db, row.id)
    if (!fresh) throw notFound('Stage not found', 'stages.errors.notFound')
    current = fresh
  }
  throw conflict('The stage is changing too fast, try again')
}

/** A manager's operation (message, flash, timer, set list, presets). */
export async function applyStageOp(
  deps: Deps,
  user: AuthUser | null,
  id: string,
  input: unknown,
  /** The realtime hub's latest copy of a stage whose ownership it checked at connect: saves a read. */
  cached?: { view: StageView; ownerId: string },
): Promise<StageView> {
  const row =
    cached && user && cached.ownerId === user.id && cached.view.id === id
      ? { ...cached.view, ownerId: cached.ownerId }
      : await ownedStage(deps, user, id)
  const op: ParsedStageOp = parse(stageOpSchema, input)
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID))
}

/**
 * An operation by a caller whose right to operate the stage was checked by its own service (a controller link,
 * the stage's API token: src-server/stages/access). `cached` is the hub's latest copy, which saves a read.
 */
export async function applyCheckedStageOp(
  deps: Deps,
  id: string,
  input: unknown,
  cached?: StageView,
): Promise<StageView> {
  const row = cached?.id === id ? { ...cached, ownerId: '' } : await repo.findById(deps.db, id)
  if (!row) throw notFound('Stage not found', 'stages.errors.notFound')
  const op: ParsedStageOp = parse(stageOpSchema, input)
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID))
}

/**
 * Public: what a display shows for a stage code. Every door (REST, tRPC, WebSocket) comes through here, so one
 * budget of unknown codes per client address and minute holds against code guessing. The attempt is counted
 * before the lookup (parallel guesses cannot slip past the count) and given back when the code exists.
 */
export async function stageByCode(deps: Deps, code: unknown, clientAddress: string): Promise<StageView> {
  const budget = await deps.limits.stageCodes.take(clientAddress)
  if (!budget.ok) {
    throw new AppError(429, 'Too many unknown stage codes, wait a minute', 'stages.errors.tooManyCodes', {
      seconds: budget.retryAfterS,
    })
  }
  const parsed = codeSchema.safeParse(code)
  const row = parsed.success ? await repo.findByCode(deps.db, parsed.data) : null
  if (!row) throw notFound('Unknown stage code', 'stages.errors.unknownCode')
  await deps.limits.stageCodes.giveBack(clientAddress)
  return view(row)
}

/** A display acknowledges the message it shows; only the current message can be acknowledged, once. */
export async function acknowledge(deps: Deps, stageId: string, messageId: string): Promise<StageView> {
  const row = await repo.findById(deps.db, stageId)
  if (!row) throw notFound('Unknown stage code', 'stages.errors.unknownCode')
  return mutate(deps, row, (state, now) => {
    if (!state.message || state.message.id !== messageId) {
      throw new AppError(409, 'This message is no longer shown', 'stages.errors.staleAck')
    }
    if (state.message.ackAt !== null) return null
    return { ...state, message: { ...state.message, ackAt: now } }
  })
}

/** For LISTEN readers whose notification carried only id + version. */
export async function loadView(deps: Deps, id: string): Promise<StageView | null> {
  const row = await repo.findById(deps.db, id)
  return row ? view(row) : null
}

export { repo }
