/**
 * "Place line-up": a first stage plot from the line-up, laid out as a stage manager would. Each player gets a zone
 * (wedge at the front unless on in-ears, mic, the player, keys in front of them, amps behind them); the drummer's
 * zone is a riser at the back centre. Zones keep walkways between them and at the sides and front; keys and bass
 * move to the back line beside the drums when the front line is too wide. What does not fit is left out and named,
 * never stacked.
 */
import { DEFAULT_SIZE, footprint, type Rect, rectsIntersect } from './plot.ts'
import type { InstrumentKind, Member, MonitorMix, PlotItem, PlotKind } from './schema.ts'

/** A clear lane between players' zones and along the sides and the front edge. */
export const WALKWAY_M = 0.75
/** Room behind the back line. */
const BACK_M = 0.25
/** Between a front-line zone and the back line behind it (the lanes beside each zone reach both). */
const BETWEEN_LINES_M = 0.5
/** Between the items of one zone. */
const GAP_M = 0.1

export type LabelOf = (item: PlotItem) => string

export interface PlotSuggestion {
  items: PlotItem[]
  /** Members left out because the stage is too small for them. */
  unplaced: Member[]
  /** The smallest stage (0.5 m steps) that holds the whole line-up, when this one does not. */
  needed: { width: number; depth: number } | null
}

const GEAR: Partial<Record<InstrumentKind, PlotKind>> = {
  electricGuitar: 'amp',
  bass: 'bassAmp',
  keys: 'keys',
  synth: 'keys',
  piano: 'keys',
  dj: 'keys',
  playback: 'di',
  acousticGuitar: 'di',
  strings: 'di',
  accordion: 'di',
}

const isDrummer = (m: Member) => m.instruments.some((i) => i.kind === 'drums' || i.kind === 'electronicDrums')
const gearOf = (m: Member) => m.instruments.map((inst, n) => ({ inst, n, kind: GEAR[inst.kind] }))
const hasKeys = (m: Member) => gearOf(m).some((g) => g.kind === 'keys')
const hasBass = (m: Member) => gearOf(m).some((g) => g.kind === 'bassAmp')

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Whether a member listens on in-ears: a monitor mix of type IEM is named after them ("Ana (vocal)", "IEM Ben")
 * and no wedge or drum-fill mix is. A member no mix names gets a wedge, as most venues assume.
 */
export function onInEars(member: Member, monitors: readonly MonitorMix[]): boolean {
  const name = member.name.trim()
  if (!name) return false
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'iu')
  const mine = monitors.filter((m) => word.test(m.name))
  return mine.some((m) => m.type === 'iem') && !mine.some((m) => m.type === 'wedge' || m.type === 'drumfill')
}

/** A zone: items placed relative to its top-left corner, and its size including labels. */
interface Zone {
  member: Member
  w: number
  h: number
  items: PlotItem[]
}

interface Draft {
  kind: PlotKind
  label: string
  rotation?: number
  key: string
}

function makeItem(d: Draft, prefix: string, x: number, y: number): PlotItem {
  const size = DEFAULT_SIZE[d.kind]
  return {
    id: `${prefix}-${d.key}`.slice(0, 40),
    kind: d.kind,
    label: d.label.slice(0, 80),
    x,
    y,
    ...size,
    rotation: d.rotation ?? 0,
    flipped: false,
    groupId: prefix,
  }
}

/** The item placed so that its footprint (turned box and label) starts at (fx, fy). */
function placeAt(d: Draft, prefix: string, fx: number, fy: number, labelOf: LabelOf, stageWidth: number): PlotItem {
  const probe = makeItem(d, prefix, 0, 0)
  const fp = footprint(probe, labelOf(probe), stageWidth)
  return makeItem(d, prefix, fx - fp.x, fy - fp.y)
}

function sizeOf(d: Draft, labelOf: LabelOf, stageWidth: number): { w: number; h: number } {
  const probe = makeItem(d, 'z', 0, 0)
  const fp = footprint(probe, labelOf(probe), stageWidth)
  return { w: fp.w, h: fp.h }
}

/** Lays rows out front (first) to back, each row's items side by side and centred in the zone. */
function stackRows(member: Member, prefix: string, rows: Draft[][], labelOf: LabelOf, stageWidth: number): Zone {
  const filled = rows.filter((r) => r.length)
  const sized = filled.map((row) => {
    const sizes = row.map((d) => sizeOf(d, labelOf, stageWidth))
    return {
      row,
      sizes,
      w: sizes.reduce((s, z) => s + z.w, 0) + GAP_M * (row.length - 1),
      h: Math.max(...sizes.map((z) => z.h)),
    }
  })
  const w = Math.max(...sized.map((r) => r.w))
  const h = sized.reduce((s, r) => s + r.h, 0) + GAP_M * (sized.length - 1)
  const items: PlotItem[] = []
  let bottom = h
  for (const r of sized) {
    let x = (w - r.w) / 2
    r.row.forEach((d, i) => {
      const size = r.sizes[i]!
      // Each item stands at the front of its row, so the player is close behind the mic and the wedge.
      items.push(placeAt(d, prefix, x, bottom - size.h, labelOf, stageWidth))
      x += size.w + GAP_M
    })
    bottom -= r.h + GAP_M
  }
  return { member, w, h, items }
}

function playerZone(member: Member, prefix: string, iem: boolean, labelOf: LabelOf, stageWidth: number): Zone {
  const gear = gearOf(member)
  const keys = gear.filter((g) => g.kind === 'keys')
  const sings = member.vocals !== 'none'
  const once = (kind: PlotKind) => gear.find((g) => g.kind === kind)
  // Named by the instrument's place, so ids stay short and never meet 'person', 'mic' or 'wedge'.
  const draft = (g: { inst: { label: string }; n: number; kind?: PlotKind }): Draft => ({
    kind: g.kind!,
    label: g.inst.label,
    key: `g${g.n}`,
  })
  const person: Draft = { kind: 'person', label: member.name, key: 'person' }
  const mic: Draft = { kind: 'mic', label: '', key: 'mic' }
  const di = once('di')
  const playerRow: Draft[] = [...(keys.length && sings ? [mic] : []), person, ...(di ? [draft(di)] : [])]
  const amps = (['amp', 'bassAmp'] as const).map(once).filter((g) => g !== undefined)
  return stackRows(
    member,
    prefix,
    [
      iem ? [] : [{ kind: 'wedge', label: '', key: 'wedge' }],
      sings && !keys.length ? [mic] : [],
      // Keyboards one behind the other in front of the player, as on a two-tier stand.
      ...keys.map((g) => [draft(g)]),
      playerRow,
      amps.map((g) => draft(g)),
    ],
    labelOf,
    stageWidth,
  )
}

/** The drummer: the kit on a riser at the back, their mic and a drum fill (unless on in-ears) on it beside them. */
function drumZone(member: Member, prefix: string, iem: boolean, labelOf: LabelOf, stageWidth: number): Zone {
  const row: Draft[] = [
    ...(member.vocals !== 'none' ? [{ kind: 'mic', label: '', key: 'mic' } as Draft] : []),
    { kind: 'drums', label: member.name, key: 'drums' },
    ...(iem ? [] : [{ kind: 'wedge', label: '', rotation: 270, key: 'wedge' } as Draft]),
  ]
  const sizes = row.map((d) => sizeOf(d, labelOf, stageWidth))
  const rowW = sizes.reduce((s, z) => s + z.w, 0) + GAP_M * (row.length - 1)
  const rowH = Math.max(...sizes.map((z) => z.h))
  const w = Math.ceil((rowW + 0.25) * 4) / 4
  const h = Math.max(2, Math.ceil((rowH + 0.5) * 4) / 4)
  const riser = { ...makeItem({ kind: 'riser', label: '', key: 'riser' }, prefix, 0, 0), w, h }
  const items: PlotItem[] = [riser]
  let x = (w - rowW) / 2
  row.forEach((d, i) => {
    const size = sizes[i]!
    items.push(placeAt(d, prefix, x, (h - size.h) / 2, labelOf, stageWidth))
    x += size.w + GAP_M
  })
  return { member, w, h, items }
}

const shift = (zone: Zone, x: number, y: number): PlotItem[] =>
  zone.items.map((i) => ({ ...i, x: Math.round((i.x + x) * 1000) / 1000, y: Math.round((i.y + y) * 1000) / 1000 }))

/**
 * Zones side by side, walkways at both sides and between them: the first zone in the centre, the next ones
 * alternating right and left (so the deepest zones, given last, stand at the sides), the spare room shared out
 * between the zones.
 */
function spreadRow(zones: Zone[], width: number): Row | null {
  if (!zones.length) return []
  const total = zones.reduce((s, z) => s + z.w, 0)
  const free = width - total - WALKWAY_M * (zones.length + 1)
  if (free < -1e-9) return null
  const slots: Zone[] = []
  zones.forEach((z, i) => {
    if (i % 2 === 0) slots.push(z)
    else slots.unshift(z)
  })
  if (slots.length === 1) return [{ zone: slots[0]!, x: (width - slots[0]!.w) / 2 }]
  const lane = WALKWAY_M + free / (slots.length - 1)
  let x = WALKWAY_M
  return slots.map((zone) => {
    const at = { zone, x }
    x += zone.w + lane
    return at
  })
}

interface Layout {
  items: PlotItem[]
}

type Row = { zone: Zone; x: number }[]

/** Zones out at the sides, alternately right and left from the walkways inwards; `lx`/`rx` say how far they reach. */
function atSides(zones: Zone[], width: number): { row: Row; lx: number; rx: number } {
  const row: Row = []
  let lx = WALKWAY_M
  let rx = width - WALKWAY_M
  zones.forEach((zone, i) => {
    if (i % 2 === 1) {
      row.push({ zone, x: lx })
      lx += zone.w + WALKWAY_M
    } else {
      rx -= zone.w
      row.push({ zone, x: rx })
      rx -= WALKWAY_M
    }
  })
  return { row, lx, rx }
}

/** The back line: the drums (the first zone, when there is a drummer) at the centre, the others out at the sides. */
function backLine(zones: Zone[], centred: boolean, width: number): Row | null {
  if (!centred) return spreadRow(zones, width)
  const [drums, ...others] = zones
  const x = (width - drums!.w) / 2
  const { row, lx, rx } = atSides(others, width)
  if (lx > x + 1e-9 || rx < x + drums!.w - 1e-9) return null
  return [{ zone: drums!, x }, ...row]
}

/** The front line kept to the sides, the centre left free (before a drum riser a deep zone would not fit). */
function sidesRow(zones: Zone[], width: number): Row | null {
  const { row, lx, rx } = atSides(zones, width)
  return lx > rx + WALKWAY_M + 1e-9 ? null : row
}

function tryLayout(
  front: Zone[],
  back: Zone[],
  drummer: boolean,
  width: number,
  depth: number,
  labelOf: LabelOf,
): Layout | null {
  const backRow = backLine(back, drummer, width)
  if (!backRow) return null
  for (const frontRow of [spreadRow(front, width), sidesRow(front, width)]) {
    const layout = frontRow && placeLines(backRow, frontRow, width, depth, labelOf)
    if (layout) return layout
  }
  return null
}

function placeLines(backRow: Row, frontRow: Row, width: number, depth: number, labelOf: LabelOf): Layout | null {
  const placed: { rect: Rect; items: PlotItem[] }[] = []
  for (const { zone, x } of backRow) {
    if (BACK_M + zone.h > depth - WALKWAY_M + 1e-9) return null
    placed.push({ rect: { x, y: BACK_M, w: zone.w, h: zone.h }, items: shift(zone, x, BACK_M) })
  }
  for (const { zone, x } of frontRow) {
    const y = depth - WALKWAY_M - zone.h
    if (y < BACK_M - 1e-9) return null
    const rect = { x, y, w: zone.w, h: zone.h }
    // Room between this player and anyone in the back line behind them.
    if (placed.some((p) => rectsIntersect(p.rect, rect, BETWEEN_LINES_M))) return null
    placed.push({ rect, items: shift(zone, x, y) })
  }
  const items = placed.flatMap((p) => p.items)
  // Belt and braces: the zones' own layout keeps items and labels apart; a rounding slip must not stack them.
  const solid = items.filter((i) => i.kind !== 'riser').map((i) => footprint(i, labelOf(i), width))
  for (let a = 0; a < solid.length; a++) {
    for (let b = a + 1; b < solid.length; b++) if (rectsIntersect(solid[a]!, solid[b]!)) return null
  }
  return { items }
}

function arrange(
  members: readonly Member[],
  monitors: readonly MonitorMix[],
  width: number,
  depth: number,
  labelOf: LabelOf,
  lineup: readonly Member[] = members,
): Layout | null {
  const drummer = members.find(isDrummer)
  const zoneOf = (m: Member) => {
    // Named by the place in the whole line-up, so a player's items keep their ids when someone is left out.
    const prefix = `lp${lineup.indexOf(m)}`
    const iem = onInEars(m, monitors)
    return m === drummer ? drumZone(m, prefix, iem, labelOf, width) : playerZone(m, prefix, iem, labelOf, width)
  }
  const zones = new Map(members.map((m) => [m, zoneOf(m)]))
  const others = members.filter((m) => m !== drummer)
  // Players who may stand in the back line beside the drums: keys first, then bass.
  const movable = [...others.filter(hasKeys), ...others.filter((m) => hasBass(m) && !hasKeys(m))]
  for (let k = 0; k <= movable.length; k++) {
    const backMembers = movable.slice(0, k)
    const back = [...(drummer ? [drummer] : []), ...backMembers].map((m) => zones.get(m)!)
    // The shallowest zones (singers without amps) in the centre, in front of the drums.
    const front = others
      .filter((m) => !backMembers.includes(m))
      .map((m) => zones.get(m)!)
      .sort((a, b) => a.h - b.h)
    const layout = tryLayout(front, back, drummer !== undefined, width, depth, labelOf)
    if (layout) return layout
  }
  return null
}

/**
 * A first stage plot for the line-up on a stage of width × depth metres. `labelOf` gives each item's text as it
 * will be shown, so labels get room too. When the line-up does not fit, it keeps the players in line-up order
 * while the stage holds them, leaves out the others and names the smallest stage that holds everyone.
 */
export function suggestPlot(
  members: readonly Member[],
  monitors: readonly MonitorMix[],
  width: number,
  depth: number,
  labelOf: LabelOf,
): PlotSuggestion {
  const all = arrange(members, monitors, width, depth, labelOf)
  if (all) return { items: all.items.slice(0, 160), unplaced: [], needed: null }
  // Players in line-up order, each one kept when the stage still holds everyone kept so far.
  const kept: Member[] = []
  let layout: Layout | null = null
  for (const m of members) {
    const next = arrange([...kept, m], monitors, width, depth, labelOf, members)
    if (next) {
      kept.push(m)
      layout = next
    }
  }
  return {
    items: (layout?.items ?? []).slice(0, 160),
    unplaced: members.filter((m) => !kept.includes(m)),
    needed: neededStage(members, monitors, width, depth, labelOf),
  }
}

/**
 * The smallest stage holding the whole line-up: wider at this depth first (0.5 m steps), else the least depth
 * that works at 40 m and then the least width at that depth.
 */
function neededStage(
  members: readonly Member[],
  monitors: readonly MonitorMix[],
  width: number,
  depth: number,
  labelOf: LabelOf,
): { width: number; depth: number } | null {
  const fits = (w: number, d: number) => arrange(members, monitors, w, d, labelOf) !== null
  const least = (from: number, ok: (v: number) => boolean) => {
    for (let v = from; v <= 40; v += 0.5) if (ok(v)) return v
    return null
  }
  const w = least(width, (v) => fits(v, depth))
  if (w !== null) return { width: w, depth }
  const d = least(depth, (v) => fits(40, v))
  if (d === null) return null
  return { width: least(width, (v) => fits(v, d)) ?? 40, depth: d }
}
