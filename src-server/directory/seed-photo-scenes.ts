/**
 * Demo photos drawn as SVG scenes, one set of shots per type (a club: beams over a crowd, the DJ booth, the empty
 * room; a PA service: speaker stacks and a desk…), varied per entry in colours, counts and layout. No network, no
 * files: sharp renders them inside the real photo pipeline (seed-photos.ts).
 */
export const SCENE_SIZE = { width: 960, height: 540 } as const
const W: number = SCENE_SIZE.width
const H: number = SCENE_SIZE.height

export type Rng = () => number

const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1))
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`

function gradient(id: string, top: string, bottom: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
}

// ---- backgrounds
const darkRoom = (hue: number) => gradient('bg', hsl(hue, 40, 12), hsl(hue + 30, 30, 4))
const sky = (r: Rng) => {
  const dusk = r() < 0.5
  return (
    gradient('sky', dusk ? hsl(250, 50, 25) : hsl(205, 70, 62), dusk ? hsl(20, 80, 60) : hsl(200, 60, 85)) +
    `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${hsl(110, 35, dusk ? 18 : 38)}"/>`
  )
}
const wall = (hue: number, light: number) =>
  gradient('wall', hsl(hue, 25, light), hsl(hue, 20, light - 12)) +
  `<rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="${hsl(hue + 20, 30, light - 25)}"/>`

// ---- parts
function person(x: number, y: number, s: number, fill: string, arms: 'down' | 'up' | 'mic' = 'down'): string {
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

function crowd(r: Rng, n: number, y: number, fill: string, upShare = 0.3): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = (i + r() * 0.8) * (W / n)
    out += person(x, y + int(r, 0, 26), 0.9 + r() * 0.5, fill, r() < upShare ? 'up' : 'down')
  }
  return out
}

function beams(r: Rng, n: number, hue: number, fromY = 0): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) * W) / n
    const to = x + int(r, -260, 260)
    out += `<polygon points="${x - 6},${fromY} ${x + 6},${fromY} ${to + 70},${H * 0.8} ${to - 70},${H * 0.8}" fill="${hsl(hue + i * 40, 90, 60)}" opacity="0.28"/>`
  }
  return out
}

const stage = (y: number, hue: number, x = W * 0.1, w = W * 0.8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${H - y}" fill="${hsl(hue, 15, 14)}"/><rect x="${x}" y="${y}" width="${w}" height="6" fill="${hsl(hue, 20, 30)}"/>`

const speaker = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#151515" stroke="#333" stroke-width="2"/><circle cx="${x + w / 2}" cy="${y + h * 0.62}" r="${w * 0.32}" fill="#2a2a2a" stroke="#444" stroke-width="3"/><circle cx="${x + w / 2}" cy="${y + h * 0.2}" r="${w * 0.12}" fill="#2a2a2a"/>`

function lineArray(x: number, y: number, boxes: number, w = 70): string {
  let out = `<rect x="${x + w / 2 - 2}" y="${y - 30}" width="4" height="30" fill="#444"/>`
  for (let i = 0; i < boxes; i++)
    out += `<path d="M${x + i * 1.5} ${y + i * 24} h${w} l-4 22 h-${w - 8} Z" fill="#181818" stroke="#3a3a3a"/>`
  return out
}

const truss = (y: number, x1 = 0, x2 = W) =>
  `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="14" fill="none" stroke="#8a8a8a" stroke-width="3"/>` +
  Array.from({ length: Math.floor((x2 - x1) / 28) }, (_, i) => {
    const x = x1 + i * 28
    return `<path d="M${x} ${y} L${x + 14} ${y + 14} L${x + 28} ${y}" stroke="#8a8a8a" stroke-width="2" fill="none"/>`
  }).join('')

const movingHead = (x: number, y: number, c: string) =>
  `<rect x="${x - 10}" y="${y}" width="20" height="10" fill="#222"/><circle cx="${x}" cy="${y + 22}" r="12" fill="#111" stroke="${c}" stroke-width="3"/>`

const guitar = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(-35) scale(${s})"><ellipse cx="0" cy="0" rx="18" ry="22" fill="${c}"/><ellipse cx="0" cy="-22" rx="14" ry="15" fill="${c}"/><rect x="-3" y="-90" width="6" height="60" fill="#3b2a1a"/><circle cx="0" cy="-5" r="6" fill="#111"/></g>`

function drumKit(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="0" r="34" fill="${c}" stroke="#ddd" stroke-width="4"/><circle cx="0" cy="0" r="22" fill="#eee" opacity="0.8"/><rect x="-70" y="-30" width="30" height="26" fill="${c}"/><rect x="40" y="-30" width="30" height="26" fill="${c}"/><ellipse cx="-80" cy="-70" rx="30" ry="5" fill="#d4b040"/><ellipse cx="80" cy="-80" rx="34" ry="5" fill="#d4b040"/><path d="M-80 -70 V30 M80 -80 V30" stroke="#999" stroke-width="3"/></g>`
}

const mic = (x: number, y: number, h: number) =>
  `<path d="M${x} ${y} V${y - h} l18 -14" stroke="#aaa" stroke-width="4" fill="none"/><circle cx="${x + 20}" cy="${y - h - 16}" r="6" fill="#333"/><path d="M${x - 18} ${y} h36" stroke="#aaa" stroke-width="4"/>`

const amp = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#1b1b1b"/><rect x="${x + 6}" y="${y + h * 0.25}" width="${w - 12}" height="${h * 0.7}" fill="${c}" opacity="0.5"/><rect x="${x + 6}" y="${y + 5}" width="${w - 12}" height="${h * 0.15}" fill="#bbb"/>`

function seats(r: Rng, rows: number, top: number, hue: number): string {
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

const curtains = (hue: number) =>
  `<path d="M0 0 H${W * 0.22} Q${W * 0.16} ${H * 0.4} ${W * 0.2} ${H * 0.72} H0 Z" fill="${hsl(hue, 70, 30)}"/><path d="M${W} 0 H${W * 0.78} Q${W * 0.84} ${H * 0.4} ${W * 0.8} ${H * 0.72} H${W} Z" fill="${hsl(hue, 70, 30)}"/><rect width="${W}" height="${H * 0.1}" fill="${hsl(hue, 70, 24)}"/>`

const musicStand = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y} V${y - 40 * s}" stroke="#222" stroke-width="${3 * s}"/><rect x="${x - 14 * s}" y="${y - 56 * s}" width="${28 * s}" height="${18 * s}" fill="#222"/>`

function ensemble(r: Rng, rows: number, perRow: number, top: number, fill: string, stands: boolean): string {
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

const arches = (hue: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = ((i + 0.5) * W) / n
    return `<path d="M${x - 34} ${H * 0.6} V${H * 0.22} Q${x} ${H * 0.02} ${x + 34} ${H * 0.22} V${H * 0.6} Z" fill="${hsl(hue, 60, 55)}" opacity="0.8"/><path d="M${x} ${H * 0.08} V${H * 0.6} M${x - 34} ${H * 0.35} H${x + 34}" stroke="#3a2e22" stroke-width="4"/>`
  }).join('')

const table = (x: number, y: number, s: number, c: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="${14 * s}" fill="${c}"/><rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${40 * s}" fill="#2a1d14"/><rect x="${x - 3 * s}" y="${y - 16 * s}" width="${6 * s}" height="${14 * s}" fill="#f5f0e0"/><circle cx="${x}" cy="${y - 20 * s}" r="${4 * s}" fill="#ffcc55"/>`

const lamp = (x: number, y: number) =>
  `<path d="M${x} 0 V${y}" stroke="#222" stroke-width="2"/><path d="M${x - 18} ${y + 16} L${x - 8} ${y} H${x + 8} L${x + 18} ${y + 16} Z" fill="#222"/><circle cx="${x}" cy="${y + 20}" r="7" fill="#ffd27a"/>`

const frame = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f4f1ea" stroke="#222" stroke-width="4"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="${c}"/>`

const tent = (x: number, y: number, w: number, c: string) =>
  `<path d="M${x} ${y} L${x + w / 2} ${y - w * 0.5} L${x + w} ${y} Z" fill="${c}"/><path d="M${x + w / 2} ${y - w * 0.5} V${y}" stroke="#fff" stroke-width="2" opacity="0.6"/>`

const roofStage = (x: number, w: number, y: number, hue: number) =>
  `<rect x="${x}" y="${y - 150}" width="${w}" height="150" fill="#111"/><path d="M${x - 20} ${y - 150} Q${x + w / 2} ${y - 200} ${x + w + 20} ${y - 150} Z" fill="${hsl(hue, 20, 20)}"/>` +
  speaker(x - 40, y - 90, 36, 90) +
  speaker(x + w + 4, y - 90, 36, 90)

const trees = (r: Rng, y: number) =>
  Array.from({ length: 6 }, () => {
    const x = int(r, 0, W)
    return `<circle cx="${x}" cy="${y - 40}" r="${int(r, 30, 50)}" fill="${hsl(120, 30, 22)}"/><rect x="${x - 4}" y="${y - 20}" width="8" height="22" fill="#3b2a1a"/>`
  }).join('')

const turntable = (x: number, y: number, s: number) =>
  `<rect x="${x}" y="${y}" width="${120 * s}" height="${90 * s}" rx="6" fill="#2b2b2b"/><circle cx="${x + 55 * s}" cy="${y + 45 * s}" r="${36 * s}" fill="#0d0d0d"/><circle cx="${x + 55 * s}" cy="${y + 45 * s}" r="${10 * s}" fill="#c33"/><path d="M${x + 105 * s} ${y + 12 * s} L${x + 80 * s} ${y + 60 * s}" stroke="#ccc" stroke-width="${3 * s}"/>`

function desk(x: number, y: number, w: number, r: Rng): string {
  let out = `<path d="M${x} ${y} h${w} l30 70 h-${w + 60} Z" fill="#2a2a2a"/>`
  for (let i = 0; i < w / 16; i++) {
    out += `<rect x="${x + 6 + i * 16}" y="${y + 10}" width="4" height="40" fill="#555"/><rect x="${x + 4 + i * 16}" y="${y + 16 + int(r, 0, 28)}" width="8" height="6" fill="#ddd"/>`
  }
  return out
}

const vest = (x: number, y: number, s: number) =>
  person(x, y, s, '#222') +
  `<path d="M${x - 14 * s} ${y - 42 * s} h${28 * s} v${30 * s} h-${28 * s} Z" fill="#e8f020"/><rect x="${x - 14 * s}" y="${y - 30 * s}" width="${28 * s}" height="${4 * s}" fill="#ccc"/>`

const barrier = (y: number) =>
  `<rect x="0" y="${y}" width="${W}" height="50" fill="#777"/>${Array.from({ length: 24 }, (_, i) => `<rect x="${i * 40}" y="${y}" width="4" height="50" fill="#555"/>`).join('')}`

const camera = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 L-50 160 M0 0 L50 160 M0 0 V160" stroke="#333" stroke-width="5"/><rect x="-60" y="-70" width="120" height="70" rx="8" fill="#1d1d1d"/><rect x="50" y="-55" width="60" height="40" fill="#111"/><circle cx="110" cy="-35" r="20" fill="#26324a" stroke="#444" stroke-width="4"/><rect x="-50" y="-90" width="40" height="20" fill="#333"/></g>`

const truck = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="0" y="-140" width="300" height="130" fill="${c}"/><path d="M300 -100 h60 l30 40 v50 h-90 Z" fill="${c}"/><rect x="315" y="-92" width="40" height="30" fill="#cde"/><circle cx="60" cy="0" r="22" fill="#111"/><circle cx="250" cy="0" r="22" fill="#111"/><circle cx="340" cy="0" r="22" fill="#111"/></g>`

const shirt = (x: number, y: number, s: number, c: string) =>
  `<path d="M${x - 30 * s} ${y} l-22 ${18 * s} l12 ${16 * s} l12 -${6 * s} v${60 * s} h${56 * s} v-${60 * s} l12 ${6 * s} l12 -${16 * s} l-22 -${18 * s} q-${26 * s} ${14 * s} -${52 * s} 0 Z" fill="${c}"/><path d="M${x} ${y - 8 * s} V${y - 18 * s} M${x - 200} ${y - 18 * s} H${x + 200}" stroke="#888" stroke-width="2"/>`

const hat = (x: number, y: number, s: number) =>
  `<rect x="${x - 28 * s}" y="${y - 60 * s}" width="${56 * s}" height="${60 * s}" fill="#111"/><rect x="${x - 44 * s}" y="${y - 4 * s}" width="${88 * s}" height="${10 * s}" rx="4" fill="#111"/><rect x="${x - 28 * s}" y="${y - 16 * s}" width="${56 * s}" height="${8 * s}" fill="#a22"/>`

const stars = (r: Rng, n: number, c: string) =>
  Array.from(
    { length: n },
    () => `<circle cx="${int(r, 0, W)}" cy="${int(r, 0, H * 0.6)}" r="${int(r, 1, 4)}" fill="${c}" opacity="0.8"/>`,
  ).join('')

const spot = (x: number, y: number, rx: number, c = '#fff6d5') =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.22}" fill="${c}" opacity="0.35"/><polygon points="${x - 10},0 ${x + 10},0 ${x + rx},${y} ${x - rx},${y}" fill="${c}" opacity="0.12"/>`

const bricks = (hue: number) =>
  `<rect width="${W}" height="${H}" fill="${hsl(hue, 45, 30)}"/>` +
  Array.from({ length: 18 }, (_, row) =>
    Array.from(
      { length: 13 },
      (_, i) =>
        `<rect x="${i * 80 - (row % 2) * 40}" y="${row * 30}" width="76" height="26" fill="${hsl(hue, 45, 34 + ((i + row) % 3) * 2)}"/>`,
    ).join(''),
  ).join('')

function dancer(x: number, y: number, s: number, fill: string, pose: number): string {
  const a = pose % 3
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${fill}" stroke-width="12" stroke-linecap="round"><circle cx="0" cy="-150" r="16" fill="${fill}" stroke="none"/><path d="M0 -130 L0 -60"/>${
    a === 0
      ? '<path d="M0 -120 L-50 -170 M0 -120 L55 -150 M0 -60 L-30 0 M0 -60 L60 -40"/>'
      : a === 1
        ? '<path d="M0 -120 L-60 -110 M0 -120 L40 -180 M0 -60 L-10 0 M0 -60 L-70 -90"/>'
        : '<path d="M0 -120 L-45 -150 M0 -120 L45 -150 M0 -60 L-35 0 M0 -60 L35 0"/>'
  }</g>`
}

// ---- shots per type: each returns the SVG body; `h` is the entry's hue
type Shot = (r: Rng, h: number) => string

const clubFloor: Shot = (r, h) =>
  darkRoom(h) + beams(r, int(r, 4, 7), h) + truss(20) + crowd(r, int(r, 12, 18), H - 10, '#050505', 0.5)
const djBooth: Shot = (r, h) =>
  darkRoom(h) +
  beams(r, 3, h + 90) +
  person(W / 2, H * 0.62, 1.6, '#0a0a0a', r() < 0.5 ? 'up' : 'down') +
  `<rect x="${W * 0.22}" y="${H * 0.62}" width="${W * 0.56}" height="${H * 0.38}" fill="#161616"/>` +
  turntable(W * 0.27, H * 0.55, 1) +
  turntable(W * 0.58, H * 0.55, 1) +
  speaker(20, H * 0.4, 120, 300) +
  speaker(W - 140, H * 0.4, 120, 300)
const bandStage: Shot = (r, h) =>
  darkRoom(h) +
  beams(r, 4, h + 40) +
  stage(H * 0.7, h) +
  drumKit(W / 2, H * 0.6, 0.9, hsl(h + 180, 50, 40)) +
  person(W * 0.25, H * 0.7, 1.4, '#0b0b0b') +
  guitar(W * 0.25, H * 0.58, 0.9, hsl(h, 70, 45)) +
  person(W * 0.75, H * 0.7, 1.4, '#0b0b0b') +
  guitar(W * 0.75, H * 0.58, 0.9, hsl(h + 60, 60, 40)) +
  mic(W * 0.4, H * 0.7, 110) +
  amp(W * 0.08, H * 0.55, 90, 100, hsl(h, 20, 30))
const crowdView: Shot = (r, h) =>
  darkRoom(h + 200) +
  stage(H * 0.5, h, W * 0.2, W * 0.6) +
  beams(r, 5, h, H * 0.1) +
  person(W * 0.5, H * 0.5, 0.8, '#111', 'mic') +
  crowd(r, 20, H * 0.98, '#020202', 0.4)
const barCounter: Shot = (r, h) =>
  wall(h + 20, 30) +
  Array.from(
    { length: 3 },
    (_, row) =>
      `${Array.from(
        { length: 16 },
        (_, i) =>
          `<rect x="${60 + i * 54}" y="${80 + row * 70}" width="14" height="${int(r, 34, 50)}" rx="4" fill="${hsl(h + i * 25, 50, 40)}" opacity="0.85"/>`,
      ).join('')}<rect x="40" y="${130 + row * 70}" width="${W - 80}" height="6" fill="#5a3e2b"/>`,
  ).join('') +
  `<rect y="${H * 0.66}" width="${W}" height="${H * 0.34}" fill="#3b2818"/><rect y="${H * 0.64}" width="${W}" height="20" fill="#6b4a30"/>` +
  lamp(W * 0.25, 40) +
  lamp(W * 0.5, 50) +
  lamp(W * 0.75, 40)
const cornerStage: Shot = (r, h) =>
  wall(h + 20, 32) +
  stage(H * 0.68, h + 20, W * 0.35, W * 0.3) +
  mic(W * 0.5, H * 0.68, 100) +
  amp(W * 0.58, H * 0.58, 60, 60, hsl(h, 30, 40)) +
  spot(W * 0.5, H * 0.68, 120) +
  table(W * 0.15, H * 0.8, 1, '#4a3322') +
  table(W * 0.85, H * 0.82, 1.1, '#4a3322') +
  crowd(r, 6, H + 20, '#120c08', 0)
const theatreStage: Shot = (r, h) =>
  darkRoom(h + 10) +
  stage(H * 0.6, h, 0, W) +
  spot(W / 2, H * 0.62, 200) +
  curtains(h + 350) +
  seats(r, 3, H * 0.82, h + 350)
const seatsView: Shot = (r, h) =>
  darkRoom(h) + curtains(h + 350) + spot(W * 0.5, H * 0.35, 150) + seats(r, 5, H * 0.45, h + 350)
const hallOrchestra: Shot = (r, _h) =>
  wall(30, 48) +
  Array.from(
    { length: 10 },
    (_, i) => `<rect x="${i * 96}" y="0" width="90" height="${H * 0.45}" fill="${hsl(30, 45, 40 + (i % 2) * 5)}"/>`,
  ).join('') +
  stage(H * 0.5, 30) +
  ensemble(r, 3, int(r, 12, 16), H * 0.62, '#161210', true) +
  person(W / 2, H, 1.2, '#0a0a0a', 'up')
const organ: Shot = (r, h) =>
  wall(30, 50) +
  Array.from({ length: 21 }, (_, i) => {
    const len = 260 - Math.abs(i - 10) * 18
    return `<rect x="${W / 2 - 230 + i * 22}" y="${H * 0.55 - len}" width="16" height="${len}" rx="6" fill="${hsl(45, 40, 60 + (i % 3) * 5)}"/>`
  }).join('') +
  seats(r, 3, H * 0.7, h)
const arenaShow: Shot = (r, h) =>
  darkRoom(h + 220) +
  `<ellipse cx="${W / 2}" cy="${H * 0.35}" rx="${W * 0.6}" ry="${H * 0.3}" fill="${hsl(h, 30, 14)}"/>` +
  truss(H * 0.15, W * 0.2, W * 0.8) +
  beams(r, 8, h, H * 0.16) +
  stage(H * 0.55, h, W * 0.25, W * 0.5) +
  lineArray(W * 0.2, H * 0.22, 6, 50) +
  lineArray(W * 0.75, H * 0.22, 6, 50) +
  crowd(r, 30, H * 1.02, '#030303', 0.45)
const bowl: Shot = (r, h) =>
  darkRoom(h + 220) +
  Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="${W / 2}" cy="${H * 0.62}" rx="${W * (0.62 - i * 0.08)}" ry="${H * (0.5 - i * 0.06)}" fill="${hsl(h + (i % 2) * 15, 45, 22 + i * 3)}"/>`,
  ).join('') +
  `<rect x="${W * 0.38}" y="${H * 0.58}" width="${W * 0.24}" height="${H * 0.1}" fill="#222"/>` +
  stars(r, 60, '#fff')
const openAir: Shot = (r, h) =>
  sky(r) +
  trees(r, H * 0.72) +
  roofStage(W * 0.3, W * 0.4, H * 0.72, h) +
  crowd(r, int(r, 16, 24), H * 1.02, '#1a1a1a', 0.35)
const festival: Shot = (r, h) =>
  sky(r) +
  tent(40, H * 0.8, 200, hsl(h, 60, 50)) +
  tent(260, H * 0.78, 160, hsl(h + 120, 60, 55)) +
  tent(W - 260, H * 0.8, 220, hsl(h + 220, 60, 50)) +
  Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${120 + i * 120} ${H * 0.72} V${H * 0.4} l40 12 l-40 12" stroke="#555" stroke-width="3" fill="${hsl(h + i * 50, 70, 55)}"/>`,
  ).join('') +
  crowd(r, 26, H * 1.02, '#222', 0.2)
const festivalStage: Shot = (r, h) =>
  sky(r) +
  roofStage(W * 0.2, W * 0.6, H * 0.7, h) +
  truss(H * 0.22, W * 0.2, W * 0.8) +
  beams(r, 5, h, H * 0.25) +
  crowd(r, 34, H * 1.02, '#161616', 0.5)
const nave: Shot = (_r, h) =>
  wall(40, 38) +
  arches(h + 200, 5) +
  Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${W * 0.08 - i * 10}" y="${H * 0.66 + i * 36}" width="${W * 0.36 + i * 20}" height="18" fill="#4a3020"/><rect x="${W * 0.56 - i * 10}" y="${H * 0.66 + i * 36}" width="${W * 0.36 + i * 20}" height="18" fill="#4a3020"/>`,
  ).join('')
const churchChoir: Shot = (r, h) => wall(40, 40) + arches(h + 200, 3) + ensemble(r, 3, 12, H * 0.72, '#2a1f3a', false)
const dining: Shot = (r, h) =>
  wall(h + 25, 36) +
  lamp(W * 0.2, 60) +
  lamp(W * 0.5, 80) +
  lamp(W * 0.8, 60) +
  table(W * 0.2, H * 0.72, 1.4, '#f2ede2') +
  table(W * 0.5, H * 0.8, 1.6, '#f2ede2') +
  table(W * 0.8, H * 0.72, 1.4, '#f2ede2') +
  crowd(r, 5, H * 1.05, '#1a120c', 0)
const pianoCorner: Shot = (_r, h) =>
  wall(h + 25, 34) +
  `<path d="M${W * 0.3} ${H * 0.55} h220 q90 0 100 60 v40 h-320 Z" fill="#0d0d0d"/><rect x="${W * 0.3}" y="${H * 0.62}" width="200" height="10" fill="#eee"/>` +
  person(W * 0.28, H * 0.78, 1.2, '#111') +
  table(W * 0.75, H * 0.75, 1.3, '#f2ede2') +
  lamp(W * 0.75, 60) +
  spot(W * 0.4, H * 0.7, 160, '#ffd27a')
const galleryRoom: Shot = (r, h) =>
  wall(40, 92) +
  frame(W * 0.08, H * 0.18, 200, 150, hsl(h, 60, 55)) +
  frame(W * 0.4, H * 0.12, 180, 220, hsl(h + 100, 50, 50)) +
  frame(W * 0.7, H * 0.2, 220, 140, hsl(h + 200, 55, 60)) +
  crowd(r, int(r, 3, 6), H * 0.98, '#333', 0)
const galleryConcert: Shot = (r, h) =>
  wall(40, 90) +
  frame(W * 0.1, H * 0.15, 160, 120, hsl(h + 40, 50, 55)) +
  frame(W * 0.72, H * 0.15, 160, 120, hsl(h + 160, 50, 55)) +
  person(W * 0.45, H * 0.72, 1.2, '#222') +
  guitar(W * 0.45, H * 0.62, 0.8, hsl(h, 50, 40)) +
  person(W * 0.58, H * 0.72, 1.2, '#222', 'mic') +
  crowd(r, 8, H * 1.04, '#444', 0)
const singer: Shot = (_r, h) =>
  darkRoom(h) +
  spot(W / 2, H * 0.8, 180) +
  person(W / 2, H * 0.82, 2.2, '#0a0a0a', 'mic') +
  mic(W / 2 + 30, H * 0.82, 150)
const guitarist: Shot = (_r, h) =>
  darkRoom(h + 30) +
  spot(W / 2, H * 0.85, 200) +
  `<rect x="${W / 2 - 30}" y="${H * 0.7}" width="60" height="8" fill="#333"/>` +
  person(W / 2, H * 0.86, 2, '#0a0a0a') +
  guitar(W / 2, H * 0.7, 1.3, hsl(h, 60, 45))
const duo: Shot = (_r, h) =>
  darkRoom(h) +
  spot(W * 0.4, H * 0.8, 140) +
  spot(W * 0.6, H * 0.8, 140) +
  person(W * 0.4, H * 0.82, 1.8, '#0a0a0a', 'mic') +
  person(W * 0.6, H * 0.82, 1.8, '#0a0a0a') +
  guitar(W * 0.6, H * 0.66, 1.1, hsl(h + 30, 60, 45))
const trio: Shot = (_r, h) =>
  darkRoom(h) +
  stage(H * 0.75, h) +
  `<path d="M${W * 0.12} ${H * 0.55} h200 q80 0 90 50 v30 h-290 Z" fill="#0d0d0d"/>` +
  person(W * 0.2, H * 0.75, 1.3, '#0a0a0a') +
  person(W * 0.5, H * 0.75, 1.5, '#0a0a0a') +
  `<path d="M${W * 0.55} ${H * 0.28} q30 80 0 200 q-20 40 10 60" stroke="${hsl(h + 20, 50, 35)}" stroke-width="26" fill="none"/>` +
  drumKit(W * 0.8, H * 0.62, 0.8, hsl(h + 180, 40, 40))
const conductor: Shot = (r, _h) =>
  wall(30, 46) + stage(H * 0.5, 30) + ensemble(r, 4, int(r, 14, 18), H * 0.58, '#141010', true)
const choirRows: Shot = (r, h) =>
  wall(h, 40) +
  ensemble(r, 4, int(r, 12, 16), H * 0.5, hsl(h + 180, 40, 22), false) +
  person(W / 2, H * 1.05, 1.4, '#0a0a0a', 'up')
const comedyClub: Shot = (_r, h) =>
  bricks(h + 10) +
  spot(W / 2, H * 0.85, 200) +
  mic(W * 0.45, H * 0.85, 170) +
  person(W * 0.55, H * 0.88, 2, '#0a0a0a', 'mic')
const magic: Shot = (r, h) =>
  darkRoom(h + 260) +
  stars(r, 80, hsl(h, 80, 80)) +
  spot(W / 2, H * 0.85, 200, hsl(h, 80, 80)) +
  hat(W * 0.3, H * 0.85, 1.5) +
  person(W * 0.55, H * 0.86, 2, '#0a0a0a', 'up') +
  `<path d="M${W * 0.6} ${H * 0.35} l60 -40" stroke="#fff" stroke-width="6"/>`
const dance: Shot = (r, h) =>
  darkRoom(h) +
  spot(W / 2, H * 0.85, 300, hsl(h, 70, 70)) +
  dancer(W * 0.3, H * 0.86, 1.2, '#0a0a0a', int(r, 0, 2)) +
  dancer(W * 0.55, H * 0.86, 1.4, '#0a0a0a', int(r, 0, 2)) +
  dancer(W * 0.78, H * 0.86, 1.1, '#0a0a0a', int(r, 0, 2))
const soundGear: Shot = (r, h) =>
  darkRoom(h + 200) +
  lineArray(W * 0.08, H * 0.12, int(r, 6, 9)) +
  lineArray(W * 0.82, H * 0.12, int(r, 6, 9)) +
  speaker(W * 0.3, H * 0.55, 110, 200) +
  speaker(W * 0.58, H * 0.55, 110, 200)
const mixingDesk: Shot = (r, h) =>
  darkRoom(h + 200) + crowd(r, 10, H * 0.55, '#080808', 0.3) + desk(W * 0.15, H * 0.62, W * 0.7, r) + beams(r, 3, h, 0)
const lightRig: Shot = (r, h) =>
  darkRoom(h) +
  truss(H * 0.12) +
  Array.from({ length: 8 }, (_, i) => movingHead(60 + i * 120, H * 0.12 + 14, hsl(h + i * 30, 90, 60))).join('') +
  beams(r, 8, h, H * 0.18) +
  stage(H * 0.8, h, 0, W)
const lightDesk: Shot = (r, h) => darkRoom(h + 40) + beams(r, 6, h + 90, 0) + desk(W * 0.2, H * 0.64, W * 0.6, r)
const scaffold: Shot = (r, h) =>
  sky(r) +
  truss(H * 0.18, W * 0.1, W * 0.9) +
  `<rect x="${W * 0.1}" y="${H * 0.18}" width="14" height="${H * 0.56}" fill="#8a8a8a"/><rect x="${W * 0.9 - 14}" y="${H * 0.18}" width="14" height="${H * 0.56}" fill="#8a8a8a"/>` +
  stage(H * 0.62, h, W * 0.1, W * 0.8) +
  vest(W * 0.3, H * 0.62, 0.9) +
  vest(W * 0.7, H * 0.62, 0.9)
const backlineGear: Shot = (_r, h) =>
  wall(h, 26) +
  amp(W * 0.06, H * 0.4, 160, 200, hsl(h, 30, 35)) +
  amp(W * 0.25, H * 0.5, 120, 140, hsl(h + 40, 30, 35)) +
  drumKit(W * 0.6, H * 0.62, 1.2, hsl(h + 180, 50, 40)) +
  `<rect x="${W * 0.4}" y="${H * 0.78}" width="${W * 0.5}" height="26" fill="#111"/>`
const buffet: Shot = (_r, h) =>
  wall(h + 30, 70) +
  `<rect y="${H * 0.6}" width="${W}" height="40" fill="#f4f1ea"/><rect y="${H * 0.6 + 40}" width="${W}" height="${H}" fill="#dcd6c8"/>` +
  Array.from(
    { length: 7 },
    (_, i) =>
      `<ellipse cx="${80 + i * 130}" cy="${H * 0.6}" rx="52" ry="14" fill="#fff" stroke="#bbb"/><ellipse cx="${80 + i * 130}" cy="${H * 0.6 - 8}" rx="34" ry="12" fill="${hsl(h + i * 35, 55, 50)}"/>`,
  ).join('')
const crew: Shot = (r, h) =>
  darkRoom(h) +
  barrier(H * 0.62) +
  vest(W * 0.25, H * 0.64, 1.6) +
  vest(W * 0.5, H * 0.64, 1.6) +
  vest(W * 0.75, H * 0.64, 1.6) +
  crowd(r, 16, H * 1.05, '#050505', 0.6)
const cameraShot: Shot = (r, h) =>
  darkRoom(h) + stage(H * 0.7, h, W * 0.5, W * 0.5) + beams(r, 3, h, 0) + camera(W * 0.3, H * 0.55, 1.3)
const truckShot: Shot = (r, h) =>
  sky(r) +
  `<rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="#444"/>` +
  truck(W * 0.15, H * 0.86, 1.5, hsl(h, 40, 45))
const agency: Shot = (r, h) =>
  wall(h, 80) +
  frame(W * 0.1, H * 0.1, 150, 200, hsl(h + 30, 60, 45)) +
  frame(W * 0.3, H * 0.1, 150, 200, hsl(h + 150, 60, 45)) +
  Array.from(
    { length: 35 },
    (_, i) =>
      `<rect x="${W * 0.58 + (i % 7) * 46}" y="${H * 0.1 + Math.floor(i / 7) * 40}" width="40" height="34" fill="${r() < 0.3 ? hsl(h, 60, 60) : '#fff'}" stroke="#bbb"/>`,
  ).join('') +
  `<rect x="0" y="${H * 0.7}" width="${W}" height="24" fill="#6b4a30"/><rect x="${W * 0.4}" y="${H * 0.58}" width="160" height="100" fill="#222"/>`
const merch: Shot = (_r, h) =>
  wall(h, 60) +
  Array.from({ length: 5 }, (_, i) => shirt(120 + i * 180, H * 0.25, 1.2, hsl(h + i * 60, 50, 40 + (i % 2) * 15))).join(
    '',
  ) +
  `<rect y="${H * 0.72}" width="${W}" height="${H}" fill="#3b2818"/>`

/** Shots per type: a listing's photos are these in turn, each redrawn with its own variation. */
export const SHOTS: Record<string, Shot[]> = {
  // venues
  club: [clubFloor, djBooth, crowdView, soundGear],
  bar: [barCounter, cornerStage, dining],
  theatre: [theatreStage, seatsView, cornerStage],
  'concert-hall': [hallOrchestra, organ, seatsView],
  arena: [arenaShow, bowl, lightRig],
  'open-air': [openAir, festivalStage, crowdView],
  'festival-site': [festival, festivalStage, openAir],
  church: [nave, churchChoir, organ],
  restaurant: [dining, pianoCorner, barCounter],
  gallery: [galleryRoom, galleryConcert],
  // artists
  band: [bandStage, crowdView, guitarist],
  dj: [djBooth, clubFloor, crowdView],
  solo: [singer, guitarist, pianoCorner],
  duo: [duo, galleryConcert, singer],
  trio: [trio, cornerStage],
  orchestra: [hallOrchestra, conductor],
  choir: [choirRows, churchChoir],
  comedian: [comedyClub, crowdView],
  magician: [magic, comedyClub],
  dancer: [dance, theatreStage],
  // services
  sound: [soundGear, mixingDesk, arenaShow],
  lighting: [lightRig, lightDesk, clubFloor],
  staging: [scaffold, festivalStage, openAir],
  backline: [backlineGear, bandStage],
  catering: [buffet, dining],
  security: [crew, festival],
  'photo-video': [cameraShot, crowdView],
  transport: [truckShot, scaffold],
  'booking-agency': [agency, bandStage],
  merchandise: [merch, crowdView],
}

/** The nth photo of an entry of `type` as an SVG document. */
export function sceneSvg(type: string, nth: number, r: Rng, hue: number): string {
  const shots = SHOTS[type] ?? [crowdView]
  const body = shots[nth % shots.length]!(r, hue + nth * 23)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}
