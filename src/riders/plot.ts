/**
 * Stage plot geometry shared by the editor, the print view and the line-up placement: turned boxes, where a
 * label goes, and the editing moves (move, turn, flip, group) applied to a selection.
 */
import type { PlotItem, PlotKind } from './schema.ts'

export const PLOT_GRID_M = 0.25

export const DEFAULT_SIZE: Record<PlotKind, { w: number; h: number }> = {
  drums: { w: 1.75, h: 1.5 },
  riser: { w: 2, h: 2 },
  amp: { w: 0.75, h: 0.5 },
  bassAmp: { w: 0.75, h: 0.75 },
  keys: { w: 1.5, h: 0.5 },
  mic: { w: 0.5, h: 0.5 },
  wedge: { w: 0.75, h: 0.5 },
  di: { w: 0.25, h: 0.25 },
  power: { w: 0.25, h: 0.25 },
  person: { w: 0.5, h: 0.5 },
  text: { w: 1.5, h: 0.5 },
}

export const snap = (v: number) => Math.round(v / PLOT_GRID_M) * PLOT_GRID_M
const round = (v: number) => Math.round(v * 1000) / 1000

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export const rectsIntersect = (a: Rect, b: Rect, gap = 0) =>
  a.x < b.x + b.w + gap - 1e-9 &&
  b.x < a.x + a.w + gap - 1e-9 &&
  a.y < b.y + b.h + gap - 1e-9 &&
  b.y < a.y + a.h + gap - 1e-9

export const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.w <= outer.x + outer.w + 1e-9 &&
  inner.y + inner.h <= outer.y + outer.h + 1e-9

export function union(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x))
  const y = Math.min(...rects.map((r) => r.y))
  const x2 = Math.max(...rects.map((r) => r.x + r.w))
  const y2 = Math.max(...rects.map((r) => r.y + r.h))
  return { x, y, w: x2 - x, h: y2 - y }
}

type Placed = Pick<PlotItem, 'x' | 'y' | 'w' | 'h'> & { rotation?: number }

/** The axis-aligned box a (possibly turned) item covers on the stage. */
export function itemBox(item: Placed): Rect {
  const a = ((item.rotation ?? 0) * Math.PI) / 180
  const cos = Math.abs(Math.cos(a))
  const sin = Math.abs(Math.sin(a))
  const w = item.w * cos + item.h * sin
  const h = item.w * sin + item.h * cos
  const cx = item.x + item.w / 2
  const cy = item.y + item.h / 2
  return { x: cx - w / 2, y: cy - h / 2, w, h }
}

/** What an item says on the plot: its own label, else its kind's word (a riser only when named). */
export function itemText(item: Pick<PlotItem, 'kind' | 'label'>, kindName: string): string {
  if (item.label) return item.label.length > 22 ? `${item.label.slice(0, 21)}…` : item.label
  if (item.kind === 'riser' || item.kind === 'mic') return ''
  if (item.kind === 'di') return 'DI'
  if (item.kind === 'power') return '⚡'
  return kindName
}

/** Label height in metres on a stage this wide: about 3 mm on a printed A4 plot, 13 px in a laptop's editor. */
export function labelFont(stageWidth: number, kind: PlotKind): number {
  const base = Math.max(0.14, Math.min(0.3, stageWidth / 50))
  return kind === 'di' || kind === 'power' ? base * 0.75 : base
}

/** A generous width per character of the sans-serif the plot uses, so a reserved label box holds the text. */
const CHAR_EM = 0.58

export interface LabelBox extends Rect {
  inside: boolean
  fontSize: number
  /** One line, or two when the text is wider than its item and has a space to break at. */
  lines: string[]
}

const textWidth = (text: string, fontSize: number) => [...text].length * fontSize * CHAR_EM

/** The text in one line, or broken at the space that gives the narrowest two lines. */
function breakLines(text: string, fits: (w: number) => boolean, fontSize: number): string[] {
  if (fits(textWidth(text, fontSize)) || !text.includes(' ')) return [text]
  let best: string[] = [text]
  let bestW = textWidth(text, fontSize)
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    const lines = [text.slice(0, i), text.slice(i + 1)]
    const w = Math.max(...lines.map((l) => textWidth(l, fontSize)))
    if (w < bestW) {
      best = lines
      bestW = w
    }
  }
  return best
}

/**
 * Where an item's label goes: inside the item when it fits, else centred below it, broken into two lines when it
 * is wider than the item. Labels are never turned or mirrored with their item, so they read the same in the
 * editor and on paper.
 */
export function labelBox(item: PlotItem, text: string, stageWidth: number): LabelBox | null {
  if (!text) return null
  const fontSize = labelFont(stageWidth, item.kind)
  const box = itemBox(item)
  const cx = box.x + box.w / 2
  const lineH = fontSize * 1.25
  const room = box.w - 0.04
  const lines = item.kind === 'text' ? [text] : breakLines(text, (w) => w <= room, fontSize)
  const w = Math.max(...lines.map((l) => textWidth(l, fontSize)))
  const h = lineH * lines.length
  if (item.kind === 'text' || (w <= room && h <= box.h)) {
    return { x: cx - w / 2, y: box.y + (box.h - h) / 2, w, h, inside: true, fontSize, lines }
  }
  return { x: cx - w / 2, y: box.y + box.h + 0.02, w, h, inside: false, fontSize, lines }
}

/** The item with its label: what must stay clear of every other item for both to be read. */
export function footprint(item: PlotItem, text: string, stageWidth: number): Rect {
  const label = labelBox(item, text, stageWidth)
  return label ? union([itemBox(item), label]) : itemBox(item)
}

/** Keeps an item (its turned box) on the stage. */
export function clampItem(item: PlotItem, width: number, depth: number): PlotItem {
  const w = Math.min(item.w, width)
  const h = Math.min(item.h, depth)
  const box = itemBox({ ...item, w, h })
  const dx = box.w > width ? 0 : Math.max(0, -box.x) - Math.max(0, box.x + box.w - width)
  const dy = box.h > depth ? 0 : Math.max(0, -box.y) - Math.max(0, box.y + box.h - depth)
  return { ...item, w, h, x: round(item.x + dx), y: round(item.y + dy) }
}

/** The ids a click on one item selects: the item, or its whole group. */
export function withGroups(items: readonly PlotItem[], ids: readonly string[]): string[] {
  const groups = new Set(items.filter((i) => ids.includes(i.id) && i.groupId).map((i) => i.groupId))
  return items.filter((i) => ids.includes(i.id) || (i.groupId && groups.has(i.groupId))).map((i) => i.id)
}

/** Moves the selected items as one by the shift their outer box asks for. */
function shiftSelection(
  items: readonly PlotItem[],
  ids: readonly string[],
  shift: (box: ReturnType<typeof itemBox>) => [number, number],
): PlotItem[] {
  const chosen = items.filter((i) => ids.includes(i.id))
  if (!chosen.length) return [...items]
  const [dx, dy] = shift(union(chosen.map(itemBox)))
  return items.map((i) => (ids.includes(i.id) ? { ...i, x: round(i.x + dx), y: round(i.y + dy) } : i))
}

/**
 * Moves the selected items together by (dx, dy), snapped to the grid, held back at the stage's edges so the
 * selection keeps its shape.
 */
export function moveItems(
  items: readonly PlotItem[],
  ids: readonly string[],
  dx: number,
  dy: number,
  width: number,
  depth: number,
): PlotItem[] {
  return shiftSelection(items, ids, (box) => [
    Math.max(-box.x, Math.min(width - box.x - box.w, dx)),
    Math.max(-box.y, Math.min(depth - box.y - box.h, dy)),
  ])
}

/** Keeps a selection's outer box on the stage, moving it as one. */
function keepOnStage(items: PlotItem[], ids: readonly string[], width: number, depth: number): PlotItem[] {
  return shiftSelection(items, ids, (box) => [
    box.w > width ? 0 : Math.max(0, -box.x) - Math.max(0, box.x + box.w - width),
    box.h > depth ? 0 : Math.max(0, -box.y) - Math.max(0, box.y + box.h - depth),
  ])
}

const normalAngle = (a: number) => {
  const r = Math.round((((a % 360) + 360) % 360) * 1000) / 1000
  return r >= 360 ? 0 : r
}

/** Turns the selection clockwise by `degrees` about its centre: one item about itself, a group as one piece. */
export function rotateItems(
  items: readonly PlotItem[],
  ids: readonly string[],
  degrees: number,
  width: number,
  depth: number,
): PlotItem[] {
  const chosen = items.filter((i) => ids.includes(i.id))
  if (!chosen.length) return [...items]
  const box = union(chosen.map(itemBox))
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const a = (degrees * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const turned = items.map((i) => {
    if (!ids.includes(i.id)) return i
    const ix = i.x + i.w / 2 - cx
    const iy = i.y + i.h / 2 - cy
    // y grows towards the audience, so a clockwise turn on the plot is the usual rotation matrix.
    const nx = cx + ix * cos - iy * sin
    const ny = cy + ix * sin + iy * cos
    return { ...i, x: round(nx - i.w / 2), y: round(ny - i.h / 2), rotation: normalAngle(i.rotation + degrees) }
  })
  return keepOnStage(turned, ids, width, depth)
}

/** Mirrors the selection left to right: each drawing flips, and a group's items swap sides. */
export function flipItems(items: readonly PlotItem[], ids: readonly string[]): PlotItem[] {
  const chosen = items.filter((i) => ids.includes(i.id))
  if (!chosen.length) return [...items]
  const box = union(chosen.map(itemBox))
  const cx = box.x + box.w / 2
  return items.map((i) => {
    if (!ids.includes(i.id)) return i
    const nx = 2 * cx - (i.x + i.w / 2)
    return { ...i, x: round(nx - i.w / 2), flipped: !i.flipped, rotation: normalAngle(-i.rotation) }
  })
}

/** Makes the selection one group (a new group id), or, for `null`, takes its items out of their groups. */
export function setGroup(items: readonly PlotItem[], ids: readonly string[], groupId: string | null): PlotItem[] {
  const chosen = new Set(withGroups(items, ids))
  return items.map((i) => (chosen.has(i.id) ? { ...i, groupId } : i))
}
