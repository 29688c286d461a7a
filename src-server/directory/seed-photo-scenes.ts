/**
 * Demo photos drawn as SVG scenes, one set of shots per type (a club: beams over a crowd, the DJ booth, the empty
 * room; a PA service: speaker stacks and a desk…), varied per entry in colours, counts and layout. No network, no
 * files: sharp renders them inside the real photo pipeline (seed-photos.ts).
 */
import {
  amp,
  arches,
  banquetTable,
  barrier,
  beams,
  bricks,
  camera,
  chandelier,
  crowd,
  curtains,
  dancer,
  darkRoom,
  desk,
  drumKit,
  ensemble,
  frame,
  guitar,
  H,
  hat,
  hsl,
  int,
  lamp,
  lectern,
  lineArray,
  mic,
  movingHead,
  person,
  type Rng,
  roofStage,
  screen,
  seats,
  shirt,
  sky,
  speaker,
  spot,
  stage,
  stars,
  stringLights,
  table,
  tent,
  trees,
  truck,
  truss,
  turntable,
  vest,
  W,
  wall,
} from './seed-photo-parts.ts'

/** Curtains and seats come in theatre colours (red, wine, blue, purple), whatever the entry's hue. */
const velvet = (h: number) => [355, 340, 222, 275][Math.floor(h) % 4]!

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
  curtains(velvet(h)) +
  seats(r, 3, H * 0.82, velvet(h))
const seatsView: Shot = (r, h) =>
  darkRoom(h) + curtains(velvet(h)) + spot(W * 0.5, H * 0.35, 150) + seats(r, 5, H * 0.45, velvet(h))
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
  seats(r, 3, H * 0.7, velvet(h))
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
/** A low platform at the back of a hall (a stage that ends at its front edge, not at the picture's bottom). */
const riser = (y: number, hue: number, x: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${H * 0.08}" fill="${hsl(hue, 15, 14)}"/><rect x="${x}" y="${y}" width="${w}" height="6" fill="${hsl(hue, 20, 30)}"/>`
/** Rows of chairs on both sides of an aisle, seen from behind, smaller towards the front. */
const chairRows = (r: Rng, rows: number, top: number, c: string) =>
  Array.from({ length: rows }, (_, i) => {
    const s = 0.6 + (i * 0.9) / rows
    const y = top + i * (H - top) * (1 / rows) * (0.6 + i * 0.12)
    const per = Math.max(3, 7 - i)
    const side = (from: number, to: number) =>
      Array.from({ length: per }, (_, j) => {
        const x = from + ((j + 0.5) * (to - from)) / per + (r() - 0.5) * 2
        return `<rect x="${(x - 14 * s).toFixed(1)}" y="${(y - 40 * s).toFixed(1)}" width="${(28 * s).toFixed(1)}" height="${(44 * s).toFixed(1)}" rx="${4 * s}" fill="${c}"/>`
      }).join('')
    return side(W * (0.2 - i * 0.05), W * 0.45) + side(W * 0.55, W * (0.8 + i * 0.05))
  }).join('')
/** A hall set for a ceremony or a talk: chairs either side of an aisle, facing a flower arch or a screen. */
const ceremony: Shot = (r, h) => {
  const flowers = hsl(h + int(r, -30, 30), 55, 60)
  const arch =
    `<path d="M${W * 0.4} ${H * 0.56} V${H * 0.3} Q${W * 0.5} ${H * 0.08} ${W * 0.6} ${H * 0.3} V${H * 0.56}" stroke="#e8e2d4" stroke-width="10" fill="none"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${W * 0.4 + int(r, -8, 8) + (i % 2) * W * 0.2}" cy="${H * 0.3 + Math.floor(i / 2) * 18}" r="${int(r, 8, 13)}" fill="${flowers}"/>`,
    ).join('')
  const front =
    r() < 0.5
      ? arch
      : screen(W * 0.34, H * 0.14, W * 0.32, H * 0.26, hsl(h, 50, 50)) + lectern(W * 0.62, H * 0.56, 0.9, '#3a2e22')
  return (
    wall(h + 10, int(r, 62, 76)) +
    chandelier(W * 0.2, int(r, 30, 50), 0.8) +
    chandelier(W * 0.8, int(r, 30, 50), 0.8) +
    riser(H * 0.56, h + 10, W * 0.3, W * 0.4) +
    front +
    `<path d="M${W * 0.47} ${H * 0.64} L${W * 0.4} ${H} H${W * 0.6} L${W * 0.53} ${H * 0.64} Z" fill="${hsl(h + 340, 40, 40)}" opacity="0.7"/>` +
    chairRows(r, 4, H * 0.68, r() < 0.5 ? '#f2ede2' : '#7a5a3a')
  )
}
/** An event hall laid for dinner: chandeliers, rows of round tables, a low stage with a microphone at the back. */
const banquetHall: Shot = (r, h) => {
  const rows = [
    { y: H * 0.6, n: 4, s: 0.8 },
    { y: H * 0.76, n: 3, s: 1.1 },
    { y: H * 0.95, n: 2, s: 1.4 },
  ]
  const flowers = hsl(h + int(r, 0, 60), 55, 55)
  return (
    wall(h + 30, int(r, 40, 52)) +
    curtains(velvet(h)) +
    riser(H * 0.5, h + 30, W * 0.32, W * 0.36) +
    mic(W * 0.5, H * 0.5, 70) +
    chandelier(W * 0.25, int(r, 50, 80), 1) +
    chandelier(W * 0.75, int(r, 50, 80), 1) +
    rows
      .map(({ y, n, s }) =>
        Array.from({ length: n }, (_, i) => banquetTable(((i + 0.5) * W) / n + int(r, -30, 30), y, s, flowers)).join(
          '',
        ),
      )
      .join('')
  )
}
/** A gala or company evening: a stage with a screen and a speaker at the lectern, guests at tables in the dark. */
const galaStage: Shot = (r, h) =>
  darkRoom(h + 200) +
  truss(H * 0.08, W * 0.15, W * 0.85) +
  screen(W * 0.3, H * 0.14, W * 0.4, H * 0.3, hsl(h, 60, 45)) +
  stage(H * 0.56, h, W * 0.15, W * 0.7) +
  lectern(W * 0.72, H * 0.56, 1, hsl(h, 30, 25)) +
  person(W * 0.66, H * 0.56, 1, '#0a0a0a', 'mic') +
  beams(r, 2, h + 40, H * 0.08) +
  speaker(W * 0.04, H * 0.3, 70, 150) +
  speaker(W * 0.88, H * 0.3, 70, 150) +
  Array.from({ length: 4 }, (_, i) => table(W * (0.14 + i * 0.24), H * 0.8, 1.2, '#d8d2c4')).join('') +
  crowd(r, int(r, 8, 12), H * 1.04, '#050505', 0.1)
/** A wedding party late in the evening: string lights, a band or DJ on a low riser, couples on the dance floor. */
const weddingDance: Shot = (r, h) =>
  wall(h + 20, int(r, 18, 26)) +
  stringLights(r, int(r, 2, 4), '#ffd98a') +
  riser(H * 0.58, h + 20, W * 0.3, W * 0.4) +
  (r() < 0.5
    ? turntable(W * 0.42, H * 0.5, 0.7) + person(W * 0.5, H * 0.58, 1, '#0a0a0a', 'up')
    : person(W * 0.4, H * 0.58, 1, '#0a0a0a', 'mic') +
      person(W * 0.58, H * 0.58, 1, '#0a0a0a') +
      guitar(W * 0.58, H * 0.5, 0.7, hsl(h, 60, 45))) +
  `<ellipse cx="${W / 2}" cy="${H * 0.86}" rx="${W * 0.42}" ry="${H * 0.12}" fill="${hsl(h + 40, 50, 60)}" opacity="0.3"/>` +
  Array.from({ length: int(r, 4, 6) }, (_, i) => {
    const x = W * 0.15 + i * W * 0.15 + int(r, -20, 20)
    const y = H * 0.86 + int(r, 0, 30)
    return person(x - 12, y, 1.1, '#0b0b0b', r() < 0.5 ? 'up' : 'down') + person(x + 12, y, 1, hsl(h + 180, 30, 20))
  }).join('') +
  banquetTable(W * 0.06, H * 0.72, 0.9, hsl(h, 55, 55)) +
  banquetTable(W * 0.94, H * 0.72, 0.9, hsl(h, 55, 55))

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
  'event-hall': [banquetHall, galaStage, weddingDance, ceremony],
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

/**
 * How a picture is taken: a zoom into part of the scene, sometimes mirrored, with its own light (a light colour cast
 * and a vignette). Two entries of one type then differ even when they show the same kind of shot.
 */
function takePicture(r: Rng, hue: number, body: string): string {
  const zoom = 1 + r() * 0.3
  const dx = -(W * zoom - W) * r()
  const dy = -(H * zoom - H) * (0.35 + r() * 0.65)
  const mirror = r() < 0.5 ? `translate(${W} 0) scale(-1 1) ` : ''
  const cast = hsl(hue + int(r, -60, 60), 70, 65)
  const vignette = (0.2 + r() * 0.3).toFixed(2)
  return (
    `<g transform="${mirror}translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${zoom.toFixed(3)})">${body}</g>` +
    `<rect width="${W}" height="${H}" fill="${cast}" opacity="${(0.06 + r() * 0.16).toFixed(2)}"/>` +
    `<defs><radialGradient id="vignette"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`
  )
}

/**
 * The nth photo of an entry of `type` as an SVG document. `first` is the entry's first shot of the type's set, so
 * entries of one type open with different shots (their cards differ), and each photo is framed on its own.
 */
export function sceneSvg(type: string, nth: number, r: Rng, hue: number, first = 0): string {
  const shots = SHOTS[type] ?? [crowdView]
  const shotHue = hue + nth * 23
  const body = takePicture(r, shotHue, shots[(first + nth) % shots.length]!(r, shotHue))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}
