/** Stage whisperer rules: what a stage's owner may do (policy.ts decides who), and how a change reaches every display. */
import { createHash, randomInt, randomUUID } from 'node:crypto'
import { z } from 'zod'
import { riderSetList } from '../../src/riders/schema.ts'
import { screenLabel } from '../../src/stages/access.ts'
import {
  applyOp,
  CODE_ALPHABET,
  CODE_LENGTH,
  forScreen,
  initialState,
  LIMITS,
  type MessageTarget,
  type ParsedStageOp,
  type Preset,
  presetSchema,
  type StageView,
  stageNameSchema,
  wellFormedCode,
  withAck,
} from '../../src/stages/protocol.ts'
import type { AuthUser } from '../auth/verify.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../http/errors.ts'
import * as screens from './access/repository.ts'
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
  const target = await messageTarget(deps, id, op)
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID, target))
}

/**
 * The screen a targeted message is for, which must be connected now: its name goes into the message, so the
 * manager sees where it went. A screen that is not connected is refused (the message would reach nobody).
 */
async function messageTarget(deps: Deps, stageId: string, op: ParsedStageOp): Promise<MessageTarget | undefined> {
  if (op.type !== 'message' || !op.target) return undefined
  const [screen] = await screens.connectedScreens(deps.db, stageId, { device: op.target })
  if (!screen) throw AppError.of(409, 'stages.errors.screenNotConnected')
  return { device: screen.device_id, name: screenLabel(screen) }
}

/**
 * The device id of the connected screen with this name (any case), for callers that name screens (the show-control
 * API): none is a 409, and so are two screens of one name (a message must never reach a screen it was not for).
 */
export async function screenNamed(deps: Deps, stageId: string, name: string): Promise<string> {
  const found = await screens.connectedScreens(deps.db, stageId, { name: name.trim() })
  if (found.length === 0) throw AppError.of(409, 'stages.errors.screenNotConnected')
  if (found.length > 1) throw AppError.of(409, 'stages.errors.screenAmbiguous', { name: name.trim() })
  return found[0]!.device_id
}

export const setListFromRiderInput = z.object({ item_id: z.string().max(64) })

/**
 * The set list of the rider an act of the stage's running order links to becomes the stage's set list (the song
 * playing starts again from the top when the list is shorter). 404 when the item links no rider, 409 when the
 * rider has no set list.
 */
export async function setListFromRider(
  deps: Deps,
  user: AuthUser,
  id: string,
  { item_id }: z.output<typeof setListFromRiderInput>,
): Promise<StageView> {
  const row = await withRunOrder(deps, await stagePolicy.change(deps, user, id))
  const riderId = row.runOrder?.items.find((i) => i.id === item_id)?.rider_id
  const rider = riderId ? (await runOrderRepo.ridersOfArtists(deps.db, [riderId])).get(riderId) : undefined
  if (!rider) throw AppError.of(404, 'stages.errors.noRider')
  const songs = riderSetList(rider.doc)
  if (songs.length === 0) throw AppError.of(409, 'stages.errors.riderNoSetList')
  const op = { type: 'setList.set' as const, items: songs.slice(0, LIMITS.setListItems) }
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
  const target = await messageTarget(deps, id, op)
  return mutate(deps, row, (state, now) => applyOp(state, op, now, randomUUID, target))
}

/**
 * What a stage code opens, whole (the realtime hub gives each screen its own part: `forScreen`). Every door (REST, tRPC, WebSocket) comes through here, so one
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

/** Public (`GET /api/stages/by-code/:code`): what any screen sees, so no message for one screen, nobody's acks. */
export async function screenStageByCode(deps: Deps, code: string, clientAddress: string): Promise<StageView> {
  return forScreen(await stageByCode(deps, code, clientAddress), null)
}

/**
 * Who acknowledges: a display (its device id; null for a page without one, which `socket` then stands for) or a
 * controller link (the realtime door refuses viewers).
 */
export type AckSource = { via: 'display'; device: string | null; socket: string } | { via: 'link'; linkId: string }

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

/**
 * A screen or link acknowledges the message it shows; only the current message can be acknowledged, once per screen
 * or link (at most LIMITS.acksPerMessage of them). A message for another screen is not this display's to acknowledge.
 */
export async function acknowledge(
  deps: Deps,
  stageId: string,
  messageId: string,
  source: AckSource,
): Promise<StageView> {
  const row = await findFull(deps, stageId)
  if (!row) throw AppError.of(404, 'stages.errors.unknownCode')
  const target = row.state.message?.target
  if (row.state.message?.id !== messageId || (target && source.via === 'display' && source.device !== target.device)) {
    throw AppError.of(409, 'stages.errors.staleAck')
  }
  let by = ''
  let key: string
  if (source.via === 'link') {
    by = (await screens.linkLabel(deps.db, source.linkId)) ?? ''
    key = digest(`link:${source.linkId}`)
  } else {
    const screen = source.device ? await screens.displayName(deps.db, stageId, source.device) : null
    by = screen ? screenLabel(screen) : ''
    key = digest(source.device ? `display:${source.device}` : `socket:${source.socket}`)
  }
  return mutate(deps, row, (state, now) => {
    if (!state.message || state.message.id !== messageId) throw AppError.of(409, 'stages.errors.staleAck')
    return withAck(state, { by, via: source.via, at: now, key })
  })
}

/** For LISTEN readers whose notification carried only id + version. */
export async function loadView(deps: Deps, id: string): Promise<StageView | null> {
  const row = await findFull(deps, id)
  return row ? view(row) : null
}

export { repo }
