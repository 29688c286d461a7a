/** Stage plot helpers shared by the editor and the print view. */
import type { InstrumentKind, Member, PlotItem, PlotKind } from './schema.ts'

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

/** Keeps an item on the stage. */
export function clampItem(item: PlotItem, width: number, depth: number): PlotItem {
  const w = Math.min(item.w, width)
  const h = Math.min(item.h, depth)
  return {
    ...item,
    w,
    h,
    x: Math.max(0, Math.min(width - w, item.x)),
    y: Math.max(0, Math.min(depth - h, item.y)),
  }
}

const KIND_FOR: Partial<Record<InstrumentKind, PlotKind>> = {
  electricGuitar: 'amp',
  bass: 'bassAmp',
  keys: 'keys',
  synth: 'keys',
  piano: 'keys',
  playback: 'di',
  dj: 'keys',
  acousticGuitar: 'di',
}

/**
 * A first stage plot from the line-up: drums on a riser at the back centre, everyone else spread across
 * the stage with their gear behind them, a mic in front of singers and a wedge at the front for each.
 */
export function suggestPlot(members: readonly Member[], width: number, depth: number): PlotItem[] {
  const items: PlotItem[] = []
  const add = (kind: PlotKind, x: number, y: number, label: string, key: string) => {
    const size = DEFAULT_SIZE[kind]
    items.push(
      clampItem(
        { id: `p-${key}`.slice(0, 40), kind, label: label.slice(0, 80), x: snap(x), y: snap(y), ...size },
        width,
        depth,
      ),
    )
  }
  const drummer = members.find((m) => m.instruments.some((i) => i.kind === 'drums'))
  const front = members.filter((m) => m !== drummer)
  if (drummer) {
    const cx = width / 2
    add('riser', cx - 1, 0.25, '', `${drummer.id}-riser`)
    add('drums', cx - 0.875, 0.5, drummer.name, `${drummer.id}-drums`)
    if (drummer.vocals !== 'none') add('mic', cx - 0.25, 2.25, '', `${drummer.id}-mic`)
    add('wedge', cx + 1.25, 1.5, '', `${drummer.id}-wedge`)
  }
  const slot = width / (front.length + 1)
  front.forEach((m, i) => {
    const cx = slot * (i + 1)
    const personY = Math.max(1.5, depth - 2)
    add('person', cx - 0.25, personY, m.name, `${m.id}-person`)
    m.instruments.forEach((inst, j) => {
      const kind = KIND_FOR[inst.kind]
      if (kind) add(kind, cx - DEFAULT_SIZE[kind].w / 2 + j * 0.25, personY - 1.25, inst.label, `${m.id}-${inst.id}`)
    })
    if (m.vocals !== 'none') add('mic', cx - 0.25, personY + 0.5, '', `${m.id}-mic`)
    add('wedge', cx - 0.375, depth - 0.5, '', `${m.id}-wedge`)
  })
  return items.slice(0, 160)
}
