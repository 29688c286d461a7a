import type { PlotItem, PlotKind } from '../../src/riders/schema.ts'

/** cm per metre: the SVG works in centimetres so lines stay crisp at any print size. */
export const U = 100

const FILL: Record<PlotKind, string> = {
  drums: '#fde68a',
  riser: '#e5e7eb',
  amp: '#bfdbfe',
  bassAmp: '#c7d2fe',
  keys: '#bbf7d0',
  mic: '#fecaca',
  wedge: '#fed7aa',
  di: '#ddd6fe',
  power: '#fca5a5',
  person: '#f5d0fe',
  text: 'transparent',
}
const STROKE = '#1f2937'

/**
 * One item's drawing in its own unturned box. Each has a front (towards the audience, the bottom) and most a
 * left and a right, so turning and mirroring show: the drummer sits behind the kit with the hi-hat on the left,
 * a keyboard's keys face its player, an amp's controls are top left, a mic's boom reaches to one side.
 */
export function Shape({ item, hatch }: { item: PlotItem; hatch: string }) {
  const x = item.x * U
  const y = item.y * U
  const w = item.w * U
  const h = item.h * U
  const fill = FILL[item.kind]
  const circle = (fx: number, fy: number, fr: number, f = '#fff') => (
    <circle cx={x + w * fx} cy={y + h * fy} r={Math.min(w, h) * fr} fill={f} stroke={STROKE} strokeWidth={1.5} />
  )
  switch (item.kind) {
    case 'person':
      return (
        <>
          <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={fill} stroke={STROKE} strokeWidth={2} />
          {/* the face: which way the player looks */}
          <path
            d={`M${x + w * 0.35},${y + h * 0.9} L${x + w / 2},${y + h * 1.08} L${x + w * 0.65},${y + h * 0.9}`}
            fill={STROKE}
          />
        </>
      )
    case 'mic':
      return (
        <>
          <circle cx={x + w / 2} cy={y + h / 2} r={Math.min(w, h) * 0.22} fill={fill} stroke={STROKE} strokeWidth={2} />
          <line x1={x + w / 2} y1={y + h / 2} x2={x + w * 0.85} y2={y + h * 0.15} stroke={STROKE} strokeWidth={3} />
          <circle cx={x + w * 0.85} cy={y + h * 0.15} r={Math.min(w, h) * 0.1} fill={STROKE} />
        </>
      )
    case 'wedge':
      return (
        <>
          <polygon
            points={`${x},${y} ${x + w},${y} ${x + w * 0.85},${y + h} ${x + w * 0.15},${y + h}`}
            fill={fill}
            stroke={STROKE}
            strokeWidth={2}
          />
          <line x1={x + w * 0.1} y1={y + 5} x2={x + w * 0.9} y2={y + 5} stroke={STROKE} strokeWidth={4} />
        </>
      )
    case 'text':
      return <rect x={x} y={y} width={w} height={h} fill="transparent" stroke="#9ca3af" strokeDasharray="6 6" />
    case 'riser':
      return <rect x={x} y={y} width={w} height={h} rx={4} fill={`url(#${hatch})`} stroke="#6b7280" strokeWidth={2} />
    case 'drums':
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={8} fill={fill} stroke={STROKE} strokeWidth={2} />
          {circle(0.5, 0.12, 0.08, STROKE)}
          {circle(0.16, 0.42, 0.1, '#fef3c7')}
          {circle(0.32, 0.62, 0.12)}
          {circle(0.4, 0.32, 0.1)}
          {circle(0.6, 0.32, 0.1)}
          {circle(0.55, 0.72, 0.2)}
          {circle(0.8, 0.6, 0.14)}
          {circle(0.86, 0.25, 0.13, '#fef3c7')}
        </>
      )
    case 'keys': {
      const keyW = Math.max(6, w / 24)
      const blacks: number[] = []
      for (let i = 0; i * keyW < w - keyW; i++) if ([0, 1, 3, 4, 5].includes(i % 7)) blacks.push(i)
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={6} fill={fill} stroke={STROKE} strokeWidth={2} />
          <rect x={x + 4} y={y + 4} width={w - 8} height={h * 0.32} fill="#fff" stroke={STROKE} strokeWidth={1} />
          {blacks.map((i) => (
            <rect key={i} x={x + 4 + (i + 0.65) * keyW} y={y + 4} width={keyW * 0.6} height={h * 0.2} fill={STROKE} />
          ))}
        </>
      )
    }
    case 'amp':
    case 'bassAmp':
      return (
        <>
          <rect x={x} y={y} width={w} height={h} rx={6} fill={fill} stroke={STROKE} strokeWidth={2} />
          <line x1={x + 6} y1={y + h - 6} x2={x + w - 6} y2={y + h - 6} stroke={STROKE} strokeWidth={5} />
          {[0.12, 0.22, 0.32].map((fx) => (
            <circle key={fx} cx={x + w * fx} cy={y + 9} r={3.5} fill={STROKE} />
          ))}
        </>
      )
    default:
      return <rect x={x} y={y} width={w} height={h} rx={6} fill={fill} stroke={STROKE} strokeWidth={2} />
  }
}

/** The SVG transform that turns an item about its centre and mirrors its drawing. */
export function shapeTransform(item: PlotItem): string | undefined {
  const cx = Math.round((item.x + item.w / 2) * U * 100) / 100
  const cy = Math.round((item.y + item.h / 2) * U * 100) / 100
  const parts = [
    item.rotation ? `rotate(${item.rotation} ${cx} ${cy})` : '',
    item.flipped ? `translate(${2 * cx} 0) scale(-1 1)` : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : undefined
}
