/**
 * The drawing parts of the demo photos (backgrounds, people, instruments, gear), as SVG snippets on a
 * SCENE_SIZE canvas. seed-photo-scenes.ts composes them into shots per type.
 */
export const SCENE_SIZE = { width: 960, height: 540 } as const
export const W: number = SCENE_SIZE.width
export const H: number = SCENE_SIZE.height

export type Rng = () => number

export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1))
export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`

export function gradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
}

// ---- backgrounds
export const darkRoom = (hue: number) => gradient('bg', hsl(hue, 40, 12), hsl(hue + 30, 30, 4))
export const sky = (r: Rng) => {
  const dusk = r() < 0.5
  return (
    gradient('sky', dusk ? hsl(250, 50, 25) : hsl(205, 70, 62), dusk ? hsl(20, 80, 60) : hsl(200, 60, 85)) +
    `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${hsl(110, 35, dusk ? 18 : 38)}"/>`
  )
}
export const wall = (hue: number, light: number) =>
  gradient('wall', hsl(hue, 25, light), hsl(hue, 20, light - 12)) +
  `<rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="${hsl(hue + 20, 30, light - 25)}"/>`

// ---- parts
export function person(x: number, y: number, s: number, fill: string, arms: 'down' | 'up' | 'mic' = 'down'): string {
  const head = `<circle cx="${x}" cy="${y - 62 * s}" r="${11 * s}" fill="${fill}"/>`
  const body = `<path d="M${x - 16 * s} ${y} L${x - 14 * s} ${y - 44 * s} Q${x} ${y - 54 * s} ${x + 14 * s} ${y - 44 * s} L${x + 16 * s} ${y} Z" fill="${fill}"/>`
  const arm =
    arms === 'up'
      ? `<path d="M${x - 12 * s} ${y - 44 * s} L${x - 24 * s} ${y - 84 * s} M${x + 12 * s} ${y - 44 * s} L${x + 24 * s} ${y - 84 * s}" stroke="${fill}" stroke-width="${6 * s}" stroke-linecap="round"/>`
      : arms === 'mic'
        ? `<path d="M${x + 12 * s} ${y - 44 * s} L${x + 10 * s} ${y - 62 * s}" stroke="${fill}" stroke-width="${6 * s}" stroke-linecap="round"/>`
        : ''
  return head + body + arm
}

export function crowd(r: Rng, n: number, y: number, fill: string, upShare = 0.3): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = (i + r() * 0.8) * (W / n)
    out += person(x, y + int(r, 0, 26), 0.9 + r() * 0.5, fill, r() < upShare ? 'up' : 'down')
  }
  return out
}

export function beams(r: Rng, n: number, hue: number, fromY = 0): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) * W) / n
    const to = x + int(r, -260, 260)
    out += `<polygon points="${x - 6},${fromY} ${x + 6},${fromY} ${to + 70},${H * 0.8} ${to - 70},${H * 0.8}" fill="${hsl(hue + i * 40, 90, 60)}" opacity="0.28"/>`
  }
  return out
}

export const stage = (y: number, hue: number, x = W * 0.1, w = W * 0.8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${H - y}" fill="${hsl(hue, 15, 14)}"/><rect x="${x}" y="${y}" width="${w}" height="6" fill="${hsl(hue, 20, 30)}"/>`

export const speaker = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#151515" stroke="#333" stroke-width="2"/><circle cx="${x + w / 2}" cy="${y + h * 0.62}" r="${w * 0.32}" fill="#2a2a2a" stroke="#444" stroke-width="3"/><circle cx="${x + w / 2}" cy="${y + h * 0.2}" r="${w * 0.12}" fill="#2a2a2a"/>`

export function lineArray(x: number, y: number, boxes: number, w = 70): string {
  let out = `<rect x="${x + w / 2 - 2}" y="${y - 30}" width="4" height="30" fill="#444"/>`
  for (let i = 0; i < boxes; i++)
    out += `<path d="M${x + i * 1.5} ${y + i * 24} h${w} l-4 22 h-${w - 8} Z" fill="#181818" stroke="#3a3a3a"/>`
  return out
}

export const truss = (y: number, x1 = 0, x2 = W) =>
  `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="14" fill="none" stroke="#8a8a8a" stroke-width="3"/>` +
  Array.from({ length: Math.floor((x2 - x1) / 28) }, (_, i) => {
    const x = x1 + i * 28
    return `<path d="M${x} ${y} L${x + 14} ${y + 14} L${x + 28} ${y}" stroke="#8a8a8a" stroke-width="2" fill="none"/>`
  }).join('')

export const movingHead = (x: number, y: number, c: string) =>
  `<rect x="${x - 10}" y="${y}" width="20" height="10" fill="#222"/><circle cx="${x}" cy="${y + 22}" r="12" fill="#111" stroke="${c}" stroke-width="3"/>`

export const guitar = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(-35) scale(${s})"><ellipse cx="0" cy="0" rx="18" ry="22" fill="${c}"/><ellipse cx="0" cy="-22" rx="14" ry="15" fill="${c}"/><rect x="-3" y="-90" width="6" height="60" fill="#3b2a1a"/><circle cx="0" cy="-5" r="6" fill="#111"/></g>`

export function drumKit(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="0" r="34" fill="${c}" stroke="#ddd" stroke-width="4"/><circle cx="0" cy="0" r="22" fill="#eee" opacity="0.8"/><rect x="-70" y="-30" width="30" height="26" fill="${c}"/><rect x="40" y="-30" width="30" height="26" fill="${c}"/><ellipse cx="-80" cy="-70" rx="30" ry="5" fill="#d4b040"/><ellipse cx="80" cy="-80" rx="34" ry="5" fill="#d4b040"/><path d="M-80 -70 V30 M80 -80 V30" stroke="#999" stroke-width="3"/></g>`
}

export const mic = (x: number, y: number, h: number) =>
  `<path d="M${x} ${y} V${y - h} l18 -14" stroke="#aaa" stroke-width="4" fill="none"/><circle cx="${x + 20}" cy="${y - h - 16}" r="6" fill="#333"/><path d="M${x - 18} ${y} h36" stroke="#aaa" stroke-width="4"/>`

export const amp = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#1b1b1b"/><rect x="${x + 6}" y="${y + h * 0.25}" width="${w - 12}" height="${h * 0.7}" fill="${c}" opacity="0.5"/><rect x="${x + 6}" y="${y + 5}" width="${w - 12}" height="${h * 0.15}" fill="#bbb"/>`

export function seats(r: Rng, rows: number, top: number, hue: number): string {
  let out = ''
  for (let i = 0; i < rows; i++) {
    const y = top + i * ((H - top) / rows)
    const n = 14 + i * 3
    const w = W / n
    for (let j = 0; j < n; j++)
      out += `<rect x="${j * w + 2}" y="${y}" width="${w - 4}" height="${(H - top) / rows - 6}" rx="6" fill="${hsl(hue, 60, 28 + i * 2 + (r() < 0.1 ? 8 : 0))}"/>`
  }
  return out
}

export const curtains = (hue: number) =>
  `<path d="M0 0 H${W * 0.22} Q${W * 0.16} ${H * 0.4} ${W * 0.2} ${H * 0.72} H0 Z" fill="${hsl(hue, 70, 30)}"/><path d="M${W} 0 H${W * 0.78} Q${W * 0.84} ${H * 0.4} ${W * 0.8} ${H * 0.72} H${W} Z" fill="${hsl(hue, 70, 30)}"/><rect width="${W}" height="${H * 0.1}" fill="${hsl(hue, 70, 24)}"/>`

export const musicStand = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y} V${y - 40 * s}" stroke="#222" stroke-width="${3 * s}"/><rect x="${x - 14 * s}" y="${y - 56 * s}" width="${28 * s}" height="${18 * s}" fill="#222"/>`

export function ensemble(r: Rng, rows: number, perRow: number, top: number, fill: string, stands: boolean): string {
  let out = ''
  for (let i = 0; i < rows; i++) {
    const y = top + i * 55
    const n = perRow - i * 2
    for (let j = 0; j < n; j++) {
      const x = W * 0.12 + ((j + 0.5) * W * 0.76) / n + int(r, -6, 6)
      out += person(x, y, 0.7 + i * 0.08, fill)
      if (stands) out += musicStand(x + 10, y + 10, 0.7)
    }
  }
  return out
}

export const arches = (hue: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = ((i + 0.5) * W) / n
    return `<path d="M${x - 34} ${H * 0.6} V${H * 0.22} Q${x} ${H * 0.02} ${x + 34} ${H * 0.22} V${H * 0.6} Z" fill="${hsl(hue, 60, 55)}" opacity="0.8"/><path d="M${x} ${H * 0.08} V${H * 0.6} M${x - 34} ${H * 0.35} H${x + 34}" stroke="#3a2e22" stroke-width="4"/>`
  }).join('')

export const table = (x: number, y: number, s: number, c: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="${14 * s}" fill="${c}"/><rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${40 * s}" fill="#2a1d14"/><rect x="${x - 3 * s}" y="${y - 16 * s}" width="${6 * s}" height="${14 * s}" fill="#f5f0e0"/><circle cx="${x}" cy="${y - 20 * s}" r="${4 * s}" fill="#ffcc55"/>`

export const lamp = (x: number, y: number) =>
  `<path d="M${x} 0 V${y}" stroke="#222" stroke-width="2"/><path d="M${x - 18} ${y + 16} L${x - 8} ${y} H${x + 8} L${x + 18} ${y + 16} Z" fill="#222"/><circle cx="${x}" cy="${y + 20}" r="7" fill="#ffd27a"/>`

export const frame = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f4f1ea" stroke="#222" stroke-width="4"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="${c}"/>`

export const tent = (x: number, y: number, w: number, c: string) =>
  `<path d="M${x} ${y} L${x + w / 2} ${y - w * 0.5} L${x + w} ${y} Z" fill="${c}"/><path d="M${x + w / 2} ${y - w * 0.5} V${y}" stroke="#fff" stroke-width="2" opacity="0.6"/>`

export const roofStage = (x: number, w: number, y: number, hue: number) =>
  `<rect x="${x}" y="${y - 150}" width="${w}" height="150" fill="#111"/><path d="M${x - 20} ${y - 150} Q${x + w / 2} ${y - 200} ${x + w + 20} ${y - 150} Z" fill="${hsl(hue, 20, 20)}"/>` +
  speaker(x - 40, y - 90, 36, 90) +
  speaker(x + w + 4, y - 90, 36, 90)

export const trees = (r: Rng, y: number) =>
  Array.from({ length: 6 }, () => {
    const x = int(r, 0, W)
    return `<circle cx="${x}" cy="${y - 40}" r="${int(r, 30, 50)}" fill="${hsl(120, 30, 22)}"/><rect x="${x - 4}" y="${y - 20}" width="8" height="22" fill="#3b2a1a"/>`
  }).join('')

export const turntable = (x: number, y: number, s: number) =>
  `<rect x="${x}" y="${y}" width="${120 * s}" height="${90 * s}" rx="6" fill="#2b2b2b"/><circle cx="${x + 55 * s}" cy="${y + 45 * s}" r="${36 * s}" fill="#0d0d0d"/><circle cx="${x + 55 * s}" cy="${y + 45 * s}" r="${10 * s}" fill="#c33"/><path d="M${x + 105 * s} ${y + 12 * s} L${x + 80 * s} ${y + 60 * s}" stroke="#ccc" stroke-width="${3 * s}"/>`

export function desk(x: number, y: number, w: number, r: Rng): string {
  let out = `<path d="M${x} ${y} h${w} l30 70 h-${w + 60} Z" fill="#2a2a2a"/>`
  for (let i = 0; i < w / 16; i++) {
    out += `<rect x="${x + 6 + i * 16}" y="${y + 10}" width="4" height="40" fill="#555"/><rect x="${x + 4 + i * 16}" y="${y + 16 + int(r, 0, 28)}" width="8" height="6" fill="#ddd"/>`
  }
  return out
}

export const vest = (x: number, y: number, s: number) =>
  person(x, y, s, '#222') +
  `<path d="M${x - 14 * s} ${y - 42 * s} h${28 * s} v${30 * s} h-${28 * s} Z" fill="#e8f020"/><rect x="${x - 14 * s}" y="${y - 30 * s}" width="${28 * s}" height="${4 * s}" fill="#ccc"/>`

export const barrier = (y: number) =>
  `<rect x="0" y="${y}" width="${W}" height="50" fill="#777"/>${Array.from({ length: 24 }, (_, i) => `<rect x="${i * 40}" y="${y}" width="4" height="50" fill="#555"/>`).join('')}`

export const camera = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 L-50 160 M0 0 L50 160 M0 0 V160" stroke="#333" stroke-width="5"/><rect x="-60" y="-70" width="120" height="70" rx="8" fill="#1d1d1d"/><rect x="50" y="-55" width="60" height="40" fill="#111"/><circle cx="110" cy="-35" r="20" fill="#26324a" stroke="#444" stroke-width="4"/><rect x="-50" y="-90" width="40" height="20" fill="#333"/></g>`

export const truck = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="-140" width="300" height="130" fill="${c}"/><path d="M300 -100 h60 l30 40 v50 h-90 Z" fill="${c}"/><rect x="315" y="-92" width="40" height="30" fill="#cde"/><circle cx="60" cy="0" r="22" fill="#111"/><circle cx="250" cy="0" r="22" fill="#111"/><circle cx="340" cy="0" r="22" fill="#111"/></g>`

export const shirt = (x: number, y: number, s: number, c: string) =>
  `<path d="M${x - 30 * s} ${y} l-22 ${18 * s} l12 ${16 * s} l12 -${6 * s} v${60 * s} h${56 * s} v-${60 * s} l12 ${6 * s} l12 -${16 * s} l-22 -${18 * s} q-${26 * s} ${14 * s} -${52 * s} 0 Z" fill="${c}"/><path d="M${x} ${y - 8 * s} V${y - 18 * s} M${x - 200} ${y - 18 * s} H${x + 200}" stroke="#888" stroke-width="2"/>`

export const hat = (x: number, y: number, s: number) =>
  `<rect x="${x - 28 * s}" y="${y - 60 * s}" width="${56 * s}" height="${60 * s}" fill="#111"/><rect x="${x - 44 * s}" y="${y - 4 * s}" width="${88 * s}" height="${10 * s}" rx="4" fill="#111"/><rect x="${x - 28 * s}" y="${y - 16 * s}" width="${56 * s}" height="${8 * s}" fill="#a22"/>`

export const stars = (r: Rng, n: number, c: string) =>
  Array.from(
    { length: n },
    () => `<circle cx="${int(r, 0, W)}" cy="${int(r, 0, H * 0.6)}" r="${int(r, 1, 4)}" fill="${c}" opacity="0.8"/>`,
  ).join('')

export const spot = (x: number, y: number, rx: number, c = '#fff6d5') =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.22}" fill="${c}" opacity="0.35"/><polygon points="${x - 10},0 ${x + 10},0 ${x + rx},${y} ${x - rx},${y}" fill="${c}" opacity="0.12"/>`

export const bricks = (hue: number) =>
  `<rect width="${W}" height="${H}" fill="${hsl(hue, 45, 30)}"/>` +
  Array.from({ length: 18 }, (_, row) =>
    Array.from(
      { length: 13 },
      (_, i) =>
        `<rect x="${i * 80 - (row % 2) * 40}" y="${row * 30}" width="76" height="26" fill="${hsl(hue, 45, 34 + ((i + row) % 3) * 2)}"/>`,
    ).join(''),
  ).join('')

export function dancer(x: number, y: number, s: number, fill: string, pose: number): string {
  const a = pose % 3
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${fill}" stroke-width="12" stroke-linecap="round"><circle cx="0" cy="-150" r="16" fill="${fill}" stroke="none"/><path d="M0 -130 L0 -60"/>${
    a === 0
      ? '<path d="M0 -120 L-50 -170 M0 -120 L55 -150 M0 -60 L-30 0 M0 -60 L60 -40"/>'
      : a === 1
        ? '<path d="M0 -120 L-60 -110 M0 -120 L40 -180 M0 -60 L-10 0 M0 -60 L-70 -90"/>'
        : '<path d="M0 -120 L-45 -150 M0 -120 L45 -150 M0 -60 L-35 0 M0 -60 L35 0"/>'
  }</g>`
}

/** A chandelier hanging from the ceiling: a chain, a brass ring and a row of warm bulbs. */
export const chandelier = (x: number, y: number, s: number) =>
  `<path d="M${x} 0 V${y}" stroke="#3a2e22" stroke-width="2"/><ellipse cx="${x}" cy="${y + 10 * s}" rx="${46 * s}" ry="${10 * s}" fill="none" stroke="#b8923a" stroke-width="${4 * s}"/>` +
  Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${x + (i - 3) * 13 * s}" cy="${y + (16 - Math.abs(i - 3) * 2) * s}" r="${5 * s}" fill="#ffe2a0"/>`,
  ).join('') +
  `<ellipse cx="${x}" cy="${y + 14 * s}" rx="${70 * s}" ry="${30 * s}" fill="#ffe2a0" opacity="0.12"/>`

/** A round banquet table with a white cloth and chairs behind it, a centrepiece in the entry's colour. */
export const banquetTable = (x: number, y: number, s: number, flowers: string) =>
  Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${x + (i - 2) * 22 * s - 8 * s}" y="${y - 30 * s}" width="${16 * s}" height="${32 * s}" rx="${3 * s}" fill="#6b4a30"/>`,
  ).join('') +
  `<ellipse cx="${x}" cy="${y}" rx="${64 * s}" ry="${16 * s}" fill="#f6f2ea"/><path d="M${x - 64 * s} ${y} v${34 * s} q${64 * s} ${14 * s} ${128 * s} 0 v-${34 * s} Z" fill="#ebe4d6"/>` +
  `<circle cx="${x}" cy="${y - 8 * s}" r="${9 * s}" fill="${flowers}"/><rect x="${x - 2 * s}" y="${y - 30 * s}" width="${4 * s}" height="${18 * s}" fill="#f5f0e0"/><circle cx="${x}" cy="${y - 33 * s}" r="${3 * s}" fill="#ffcc55"/>`

/** A projection screen on a frame, lit with the entry's colour. */
export const screen = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="#111"/>` +
  `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="#f4f1ea"/></linearGradient></defs>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#screen)"/>`

/** A lectern with a microphone. */
export const lectern = (x: number, y: number, s: number, c: string) =>
  `<path d="M${x - 24 * s} ${y} L${x - 18 * s} ${y - 70 * s} H${x + 18 * s} L${x + 24 * s} ${y} Z" fill="${c}"/><rect x="${x - 28 * s}" y="${y - 76 * s}" width="${56 * s}" height="${8 * s}" fill="#222"/><path d="M${x + 10 * s} ${y - 76 * s} l8 -${22 * s}" stroke="#aaa" stroke-width="${3 * s}"/>`

/** Strings of small bulbs sagging across the room. */
export const stringLights = (r: Rng, strands: number, c: string) =>
  Array.from({ length: strands }, (_, k) => {
    const y = 30 + k * 36 + int(r, 0, 16)
    const sag = 40 + int(r, 0, 40)
    const bulbs = Array.from({ length: 17 }, (_, i) => {
      const t = i / 16
      const bx = t * W
      const by = y + 4 * sag * t * (1 - t)
      return `<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="4" fill="${c}"/>`
    }).join('')
    return `<path d="M0 ${y} Q${W / 2} ${y + 2 * sag} ${W} ${y}" stroke="#2a2218" stroke-width="1.5" fill="none"/>${bulbs}`
  }).join('')
