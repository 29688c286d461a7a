import { describe, expect, it } from 'vitest'
import { createTranslator } from '../i18n/index.ts'
import { LOCALES } from '../i18n/locales.ts'
import {
  clampItem,
  contains,
  flipItems,
  footprint,
  itemBox,
  itemText,
  moveItems,
  type Rect,
  rectsIntersect,
  rotateItems,
  setGroup,
  union,
  withGroups,
} from './plot.ts'
import { type LabelOf, suggestPlot, WALKWAY_M } from './plot-layout.ts'
import { type InstrumentKind, type Member, type MonitorMix, type PlotItem, plotItemSchema } from './schema.ts'

let n = 0
const member = (name: string, kinds: InstrumentKind[], vocals: Member['vocals'] = 'none'): Member => ({
  id: `m${++n}`,
  name,
  instruments: kinds.map((kind, i) => ({ id: `i${i}`, kind, label: '' })),
  vocals,
})
const mix = (name: string, type: MonitorMix['type']): MonitorMix => ({
  id: `x${++n}`,
  name,
  type,
  stereo: false,
  mix: '',
  sends: [],
})

const labelsIn = (locale: (typeof LOCALES)[number]): LabelOf => {
  const t = createTranslator(locale)
  return (item) => itemText(item, t(`riders.plot.kinds.${item.kind}`))
}
const en = labelsIn('en')

// Realistic line-ups of 1 to 10 players with the stage they would ask for.
const singer = (name: string, vocals: Member['vocals'] = 'lead') => member(name, [], vocals)
const LINEUPS: { name: string; members: Member[]; monitors: MonitorMix[]; width: number; depth: number }[] = [
  {
    name: 'solo singer-songwriter',
    members: [member('Leonhard Vogt', ['acousticGuitar'], 'lead')],
    monitors: [],
    width: 4,
    depth: 4,
  },
  {
    name: 'duo, keys on in-ears',
    members: [singer('Ana'), member('Ben', ['keys'], 'backing')],
    monitors: [mix('Ben IEM', 'iem')],
    width: 6,
    depth: 4,
  },
  {
    name: 'power trio',
    members: [member('Ana', ['electricGuitar'], 'lead'), member('Cy', ['bass'], 'backing'), member('Ben', ['drums'])],
    monitors: [mix('Ana (vocal)', 'wedge'), mix('Cy', 'wedge'), mix('Ben (drums)', 'iem')],
    width: 7,
    depth: 5,
  },
  {
    name: 'four-piece, keys with two keyboards',
    members: [
      member('Ana', ['electricGuitar'], 'lead'),
      member('Ben', ['drums']),
      member('Cy', ['bass'], 'backing'),
      member('Dee', ['keys', 'synth'], 'backing'),
    ],
    monitors: [mix('Ana (vocal)', 'wedge'), mix('Ben (drums)', 'iem')],
    width: 8,
    depth: 6,
  },
  {
    name: 'five-piece with two guitars',
    members: [
      singer('Leonhard Vogt'),
      member('Mia', ['electricGuitar'], 'backing'),
      member('Sam', ['electricGuitar']),
      member('Cy', ['bass']),
      member('Ben', ['drums'], 'backing'),
    ],
    monitors: [mix('Leonhard Vogt IEM', 'iem')],
    width: 10,
    depth: 6,
  },
  {
    name: 'six-piece, two keyboardists',
    members: [
      singer('Ana'),
      member('Ben', ['drums']),
      member('Cy', ['bass']),
      member('Dee', ['keys'], 'backing'),
      member('Eli', ['piano', 'synth']),
      member('Fay', ['electricGuitar'], 'backing'),
    ],
    monitors: [mix('Ana', 'iem'), mix('Dee', 'iem'), mix('Ben', 'drumfill')],
    width: 10,
    depth: 7,
  },
  {
    name: 'eight-piece with horns and singers on wedges and in-ears',
    members: [
      singer('Ana'),
      singer('Bo', 'backing'),
      singer('Cleo', 'backing'),
      member('Dan', ['drums'], 'backing'),
      member('Ed', ['bass']),
      member('Flo', ['keys']),
      member('Gus', ['sax']),
      member('Hal', ['electricGuitar']),
    ],
    monitors: [mix('Ana', 'iem'), mix('Bo', 'iem'), mix('Cleo', 'wedge'), mix('Flo', 'iem')],
    width: 12,
    depth: 8,
  },
  {
    name: 'ten-piece',
    members: [
      singer('Ana'),
      singer('Bo', 'backing'),
      singer('Cleo', 'backing'),
      member('Dan', ['drums']),
      member('Ed', ['bass']),
      member('Flo', ['keys'], 'backing'),
      member('Gil', ['synth', 'keys']),
      member('Hal', ['electricGuitar']),
      member('Ivo', ['electricGuitar'], 'backing'),
      member('Jo', ['percussion']),
    ],
    monitors: [mix('Ana', 'iem'), mix('Dan', 'iem')],
    width: 14,
    depth: 9,
  },
]

/** The checks every placement must pass: nothing overlaps, labels stay clear, everything on the stage. */
function expectReadable(items: PlotItem[], width: number, depth: number, labelOf: LabelOf) {
  for (const item of items) {
    expect(() => plotItemSchema.parse(item)).not.toThrow()
    expect(contains({ x: 0, y: 0, w: width, h: depth }, itemBox(item)), `${item.id} on the stage`).toBe(true)
  }
  const risers = items.filter((i) => i.kind === 'riser')
  const solid = items.filter((i) => i.kind !== 'riser')
  for (const [a, x] of solid.entries()) {
    for (const y of solid.slice(a + 1)) {
      expect(rectsIntersect(itemBox(x), itemBox(y)), `${x.id} and ${y.id} overlap`).toBe(false)
      expect(
        rectsIntersect(footprint(x, labelOf(x), width), footprint(y, labelOf(y), width)),
        `${x.id} and ${y.id} with their labels`,
      ).toBe(false)
    }
    // Whatever touches a riser stands on it.
    for (const r of risers) {
      if (rectsIntersect(itemBox(r), itemBox(x)))
        expect(contains(itemBox(r), itemBox(x)), `${x.id} on ${r.id}`).toBe(true)
    }
  }
}

const zones = (items: PlotItem[], labelOf: LabelOf, width: number) => {
  const byGroup = new Map<string, Rect[]>()
  for (const i of items) byGroup.set(i.groupId!, [...(byGroup.get(i.groupId!) ?? []), footprint(i, labelOf(i), width)])
  return [...byGroup.entries()].map(([group, rects]) => ({ group, rect: union(rects) }))
}

describe('placing a line-up', () => {
  for (const lineup of LINEUPS) {
    it(`${lineup.name}: fits, nothing overlaps, wedges only off in-ears, walkways kept`, () => {
      const { members, monitors, width, depth } = lineup
      for (const locale of LOCALES) {
        const labelOf = labelsIn(locale)
        const plot = suggestPlot(members, monitors, width, depth, labelOf)
        expect(
          plot.unplaced.map((m) => m.name),
          locale,
        ).toEqual([])
        expect(plot.needed).toBeNull()
        expectReadable(plot.items, width, depth, labelOf)
      }
      const { items } = suggestPlot(members, monitors, width, depth, en)
      // Each player is one group: their person (or kit), their mic if they sing, their wedge unless on in-ears.
      members.forEach((m, index) => {
        const mine = items.filter((i) => i.groupId === `lp${index}`)
        const drummer = m.instruments.some((i) => i.kind === 'drums')
        expect(mine.some((i) => i.kind === (drummer ? 'drums' : 'person') && i.label === m.name)).toBe(true)
        expect(mine.filter((i) => i.kind === 'mic')).toHaveLength(m.vocals === 'none' ? 0 : 1)
        const iem = monitors.some((x) => x.type === 'iem' && x.name.includes(m.name))
        expect(
          mine.filter((i) => i.kind === 'wedge'),
          `${m.name}'s wedge`,
        ).toHaveLength(iem ? 0 : 1)
        const person = mine.find((i) => i.kind === 'person')
        for (const amp of mine.filter((i) => i.kind === 'amp' || i.kind === 'bassAmp')) {
          expect(itemBox(amp).y + itemBox(amp).h, `${m.name}'s amp behind them`).toBeLessThanOrEqual(person!.y)
        }
        for (const wedge of mine.filter((i) => i.kind === 'wedge' && !drummer)) {
          expect(wedge.y, `${m.name}'s wedge in front of them`).toBeGreaterThan(person!.y + person!.h)
        }
        if (drummer) {
          const riser = mine.find((i) => i.kind === 'riser')!
          expect(riser.x + riser.w / 2).toBeCloseTo(width / 2, 1)
          expect(riser.y).toBeLessThanOrEqual(0.5)
        }
      })
      // Walkways: 0.75 m at the sides and the front, between zones side by side, 0.5 m between front and back line.
      const all = zones(items, en, width)
      for (const { group, rect } of all) {
        expect(rect.x, `${group} off the left side`).toBeGreaterThanOrEqual(WALKWAY_M - 1e-3)
        expect(width - rect.x - rect.w, `${group} off the right side`).toBeGreaterThanOrEqual(WALKWAY_M - 1e-3)
        expect(depth - rect.y - rect.h, `${group} off the front`).toBeGreaterThanOrEqual(WALKWAY_M - 1e-3)
      }
      for (const [i, a] of all.entries()) {
        for (const b of all.slice(i + 1)) {
          const apartX = Math.max(b.rect.x - a.rect.x - a.rect.w, a.rect.x - b.rect.x - b.rect.w)
          const apartY = Math.max(b.rect.y - a.rect.y - a.rect.h, a.rect.y - b.rect.y - b.rect.h)
          expect(apartX >= WALKWAY_M - 1e-3 || apartY >= 0.5 - 1e-3, `${a.group} and ${b.group} apart`).toBe(true)
        }
      }
    })
  }

  it('two keyboards of one player and two keyboardists never overlap', () => {
    const members = [member('Dee', ['keys', 'synth', 'piano']), member('Eli', ['keys', 'keys'])]
    const { items } = suggestPlot(members, [], 8, 5, en)
    expect(items.filter((i) => i.kind === 'keys')).toHaveLength(5)
    expectReadable(items, 8, 5, en)
  })

  it('says so when the line-up does not fit, placing only whom it can and never stacking', () => {
    const members = LINEUPS.at(-1)!.members
    const plot = suggestPlot(members, [], 6, 4, en)
    expect(plot.unplaced.length).toBeGreaterThan(0)
    expect(plot.needed).not.toBeNull()
    expectReadable(plot.items, 6, 4, en)
    const placed = new Set(plot.items.map((i) => i.groupId))
    expect(placed.size).toBe(members.length - plot.unplaced.length)
    // The stage it names holds everyone.
    const { width, depth } = plot.needed!
    const bigger = suggestPlot(members, [], width, depth, en)
    expect(bigger.unplaced).toEqual([])
    expectReadable(bigger.items, width, depth, en)
  })
})

describe('editing a plot', () => {
  const item = (id: string, x: number, y: number, extra: Partial<PlotItem> = {}): PlotItem => ({
    id,
    kind: 'keys',
    label: '',
    x,
    y,
    w: 1.5,
    h: 0.5,
    rotation: 0,
    flipped: false,
    groupId: null,
    ...extra,
  })

  it('turns an item about its centre and keeps its turned box on the stage', () => {
    const [k] = rotateItems([item('k', 0, 0)], ['k'], 90, 8, 6)
    expect(k!.rotation).toBe(90)
    const box = itemBox(k!)
    expect([box.x, box.y, box.w, box.h].map((v) => Math.round(v * 1000) / 1000)).toEqual([0.5, 0, 0.5, 1.5])
    const [left] = moveItems([k!], ['k'], -5, 0, 8, 6)
    expect(itemBox(left!).x).toBeCloseTo(0, 5)
    expect(left!.x).toBeCloseTo(-0.5, 5) // the unturned box pokes out; the schema allows it
    expect(() => plotItemSchema.parse(left)).not.toThrow()
    expect(rotateItems([k!], ['k'], 270, 8, 6)[0]!.rotation).toBe(0)
    expect(clampItem({ ...k!, x: -3 }, 8, 6).x).toBeCloseTo(-0.5, 5)
  })

  it('turns and flips a group as one piece, and moves it together', () => {
    const items = setGroup(
      [item('a', 1, 1), item('b', 3, 1, { kind: 'amp', w: 0.75 }), item('c', 6, 4)],
      ['a', 'b'],
      'g1',
    )
    expect(withGroups(items, ['a'])).toEqual(['a', 'b'])
    const turned = rotateItems(items, ['a', 'b'], 90, 8, 6)
    const [a, b, c] = turned
    expect(a!.rotation).toBe(90)
    expect(b!.rotation).toBe(90)
    // a was left of b; turned clockwise it is above b.
    expect(itemBox(a!).y).toBeLessThan(itemBox(b!).y)
    expect(c).toEqual(items[2])
    const flipped = flipItems(items, ['a', 'b'])
    expect(flipped[0]!.flipped).toBe(true)
    expect(flipped[0]!.x).toBeGreaterThan(flipped[1]!.x) // sides swapped
    const moved = moveItems(items, ['a', 'b'], 10, 0.5, 8, 6)
    expect(moved[1]!.x + moved[1]!.w).toBeCloseTo(8, 5) // held at the edge, shape kept
    expect(moved[1]!.x - moved[0]!.x).toBeCloseTo(2, 5)
    expect(moved[0]!.y).toBeCloseTo(1.5, 5)
    expect(setGroup(moved, ['b'], null).every((i) => i.groupId === null)).toBe(true)
  })

  it('reads plots stored before turning and grouping existed', () => {
    const stored = { id: 'x', kind: 'wedge', label: '', x: 1, y: 1, w: 0.75, h: 0.5 }
    expect(plotItemSchema.parse(stored)).toMatchObject({ rotation: 0, flipped: false, groupId: null })
  })
})
