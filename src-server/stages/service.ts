/** Stage whisperer rules: what a stage's owner may do (policy.ts decides who), and how a change reaches every display. */
import { randomInt, randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  applyOp,
  CODE_ALPHABET,
  CODE_LENGTH,
  initialState,
  LIMITS,
  type ParsedStageOp,
  type Preset,
  presetSchema,
  type StageView,
  stageNameSchema,
  wellFormedCode,
} from '../../src/stages/protocol.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import { stagePolicy } from './policy.ts'
import * as repo from './repository.ts'
import * as runOrderRepo from './running-order/repository.ts'

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

/** A stage row with its running order: every view sent to displays and managers carries it. */
async function withRunOrder(deps: Deps, row: repo.StageRow): Promise<repo.StageRow> {
  return { ...row, runOrder: await runOrderRepo.findByStage(deps.db, row.id) }
}

async function findFull(deps: Deps, id: string): Promise<repo.StageRow | null> {
  const row = await repo.findById(deps.db, id)
  return row ? withRunOrder(deps, row) : null
}

export function notifyPayload(change: StageChange): string {
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

export async function listStages(deps: Deps, user: AuthUser): Promise<StageView[]> {
  const { ownerId } = stagePolicy.list(user)
  const rows = await repo.listByOwner(deps.db, ownerId)
  // No running orders in the list, only their time zones: the manager reads the stage's times in it from the start.
  const zones = await runOrderRepo.timezonesOf(
    deps.db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({ ...view(r), timezone: zones.get(r.id) ?? null }))
}

export async function getStage(deps: Deps, user: AuthUser, id: string): Promise<StageView> {
  return view(await withRunOrder(deps, await stagePolicy.read(deps, user, id)))
}

export async function createStage(
  deps: Deps,
  u: AuthUser,
  { name, presets }: z.output<typeof createStageInput>,
): Promise<StageView> {
  const { ownerId } = stagePolicy.create(u)
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.insert(
      deps.db,
      { ownerId, name, code: newCode(), state: initialState(presets as Preset[] | undefined) },
      LIMITS.stagesPerOwner,
    )
    if (row === 'full') throw AppError.of(409, 'stages.errors.tooMany')
    if (row) return { ...view(row), runOrder: null }
  }
  throw AppError.of(503, 'stages.errors.noCode')
}

export async function renameStage(
  deps: Deps,
  user: AuthUser,
  id: string,
  { name }: z.output<typeof renameStageInput>,
): Promise<StageView> {
  await stagePolicy.change(deps, user, id)
  const renamed = await repo.rename(deps.db, id, name)
  if (!renamed) throw AppError.of(404, 'stages.errors.notFound')
  const row = await withRunOrder(deps, renamed)
  await announce(deps, { id, version: row.version, stage: view(row) })
  return view(row)
}

export async function deleteStage(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const row = await stagePolicy.delete(deps, user, id)
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
    const fresh = await findFull(deps, row.id)
    if (!fresh) throw AppError.of(404, 'stages.errors.notFound')
    current = fresh
  }
  throw AppError.of(409, 'stages.errors.busy')
}

/** A manager's operation (message, flash, timer, set list, presets). */
export async function applyStageOp(
  deps: Deps,
  user: AuthUser,
  id: string,
  op: ParsedStageOp,
  /** The realtime hub's latest copy of a stage whose ownership it checked at connect: saves a read. */
  cached?: { view: StageView; ownerId: string },
): Promise<StageView> {
  const row =
    stagePolicy.operateCached(user, id, cached) ?? (await withRunOrder(deps, await stagePolicy.change(deps, user, id)))
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID))
}

/**
 * An operation by a caller whose right to operate the stage was checked by its own service (a controller link,
 * the stage's API token: src-server/stages/access). `cached` is the hub's latest copy, which saves a read.
 */
export async function applyCheckedStageOp(
  deps: Deps,
  id: string,
  op: ParsedStageOp,
  cached?: StageView,
): Promise<StageView> {
  const row = cached?.id === id ? { ...cached, ownerId: '' } : await findFull(deps, id)
  if (!row) throw AppError.of(404, 'stages.errors.notFound')
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID))
}

/**
 * Public: what a display shows for a stage code. Every door (REST, tRPC, WebSocket) comes through here, so one
 * budget of unknown codes per client address and minute holds against code guessing. The attempt is counted
 * before the lookup (parallel guesses cannot slip past the count) and given back when the code exists.
 */
export async function stageByCode(deps: Deps, code: string, clientAddress: string): Promise<StageView> {
  const budget = await deps.limits.stageCodes.take(clientAddress)
  if (!budget.ok) {
    throw AppError.of(429, 'stages.errors.tooManyCodes', { seconds: budget.retryAfterS })
  }
  const wellFormed = wellFormedCode(code)
  const row = wellFormed ? await repo.findByCode(deps.db, wellFormed) : null
  if (!row) throw AppError.of(404, 'stages.errors.unknownCode')
  await deps.limits.stageCodes.giveBack(clientAddress)
  return view(await withRunOrder(deps, row))
}

/** A display acknowledges the message it shows; only the current message can be acknowledged, once. */
export async function acknowledge(deps: Deps, stageId: string, messageId: string): Promise<StageView> {
  const row = await findFull(deps, stageId)
  if (!row) throw AppError.of(404, 'stages.errors.unknownCode')
  return mutate(deps, row, (state, now) => {
    if (!state.message || state.message.id !== messageId) {
      throw AppError.of(409, 'stages.errors.staleAck')
    }
    if (state.message.ackAt !== null) return null
    return { ...state, message: { ...state.message, ackAt: now } }
  })
}

/** For LISTEN readers whose notification carried only id + version. */
export async function loadView(deps: Deps, id: string): Promise<StageView | null> {
  const row = await findFull(deps, id)
  return row ? view(row) : null
}

export { repo }
