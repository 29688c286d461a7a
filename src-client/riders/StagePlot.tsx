import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { clampItem, PLOT_GRID_M, snap } from '../../src/riders/plot.ts'
import type { StagePlot as Plot, PlotItem, PlotKind } from '../../src/riders/schema.ts'

/** cm per metre: the SVG works in centimetres so lines stay crisp at any print size. */
const U = 100
const TOP = 50
const BOTTOM = 70
const SIDE = 30

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

export interface StagePlotProps {
  plot: Plot
  labels: { audience: string; back: string; kinds: Record<PlotKind, string>; item: (item: PlotItem) => string }
  /** Editable when given: called with the new item list after a drag, a key move or a removal. */
  onChange?: (items: PlotItem[]) => void
  selectedId?: string | null
  onSelect?: (id: string | null) => void
  title?: string
}

const labelBelow = (item: PlotItem, text: string, fontSize: number) =>
  item.kind !== 'text' && text.length * fontSize * 0.45 > item.w * U

function Shape({ item }: { item: PlotItem }) {
  const x = item.x * U
  const y = item.y * U
  const w = item.w * U
  const h = item.h * U
  const fill = FILL[item.kind]
  const stroke = '#1f2937'
  switch (item.kind) {
    case 'person':
    case 'mic':
      return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={fill} stroke={stroke} strokeWidth={2} />
    case 'wedge':
      return (
        <polygon
          points={`${x},${y} ${x + w},${y} ${x + w * 0.85},${y + h} ${x + w * 0.15},${y + h}`}
          fill={fill}
          stroke={stroke}
          strokeWidth={2}
        />
      )
    case 'text':
      return <rect x={x} y={y} width={w} height={h} fill="transparent" stroke="#9ca3af" strokeDasharray="6 6" />
    case 'riser':
      return <rect x={x} y={y} width={w} height={h} rx={4} fill="url(#riser-hatch)" stroke="#6b7280" strokeWidth={2} />
    default:
      return <rect x={x} y={y} width={w} height={h} rx={6} fill={fill} stroke={stroke} strokeWidth={2} />
  }
}

/**
 * The stage plot as SVG: back of stage at the top, the audience at the bottom, a 25 cm grid. Read-only for
 * the print view; with onChange it is an editor (pointer drag with snapping, arrow keys, Delete).
 */
export function StagePlot({ plot, labels, onChange, selectedId, onSelect, title }: StagePlotProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const [drag, setDrag] = useState<{ id: string; dx: number; dy: number; item: PlotItem } | null>(null)
  const W = plot.width * U
  const D = plot.depth * U
  const editable = Boolean(onChange)
  const items = plot.items.map((i) => (drag && i.id === drag.item.id ? drag.item : i))
  // Risers below everything else, then in list order.
  const ordered = [...items].sort((a, b) => Number(b.kind === 'riser') - Number(a.kind === 'riser'))

  const toStage = (e: PointerEvent) => {
    const svg = svgRef.current
    const ctm = svg?.getScreenCTM()
    if (!svg || !ctm) return { x: 0, y: 0 }
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse())
    return { x: p.x / U, y: p.y / U }
  }

  const onPointerDown = (e: PointerEvent<SVGGElement>, item: PlotItem) => {
    if (!editable) return
    e.preventDefault()
    ;(e.currentTarget as Element).setPointerCapture(e.pointerId)
    onSelect?.(item.id)
    const p = toStage(e)
    setDrag({ id: item.id, dx: p.x - item.x, dy: p.y - item.y, item })
  }
  const onPointerMove = (e: PointerEvent) => {
    if (!drag) return
    const p = toStage(e)
    const next = clampItem({ ...drag.item, x: snap(p.x - drag.dx), y: snap(p.y - drag.dy) }, plot.width, plot.depth)
    if (next.x !== drag.item.x || next.y !== drag.item.y) setDrag({ ...drag, item: next })
  }
  const onPointerUp = () => {
    if (!drag) return
    const moved = drag.item
    setDrag(null)
    onChange?.(plot.items.map((i) => (i.id === moved.id ? moved : i)))
  }
  const onKeyDown = (e: KeyboardEvent, item: PlotItem) => {
    if (!editable) return
    const step = e.shiftKey ? 1 : PLOT_GRID_M
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const m = moves[e.key]
    if (m) {
      e.preventDefault()
      const next = clampItem({ ...item, x: snap(item.x + m[0]), y: snap(item.y + m[1]) }, plot.width, plot.depth)
      onChange?.(plot.items.map((i) => (i.id === item.id ? next : i)))
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      onChange?.(plot.items.filter((i) => i.id !== item.id))
      onSelect?.(null)
    }
  }

  const grid: React.ReactNode[] = []
  for (let x = 0; x <= plot.width + 1e-9; x += PLOT_GRID_M) {
    const major = Math.abs(x - Math.round(x)) < 1e-6
    grid.push(
      <line
        key={`x${x}`}
        x1={x * U}
        y1={0}
        x2={x * U}
        y2={D}
        stroke={major ? '#cbd5e1' : '#eef2f7'}
        strokeWidth={major ? 2 : 1}
      />,
    )
  }
  for (let y = 0; y <= plot.depth + 1e-9; y += PLOT_GRID_M) {
    const major = Math.abs(y - Math.round(y)) < 1e-6
    grid.push(
      <line
        key={`y${y}`}
        x1={0}
        y1={y * U}
        x2={W}
        y2={y * U}
        stroke={major ? '#cbd5e1' : '#eef2f7'}
        strokeWidth={major ? 2 : 1}
      />,
    )
  }
  const fontSize = Math.max(18, Math.min(28, W / 30))

  return (
    <svg
      ref={svgRef}
      className="rider-plot"
      viewBox={`${-SIDE} ${-TOP} ${W + SIDE * 2} ${D + TOP + BOTTOM}`}
      role={editable ? 'application' : 'img'}
      aria-label={title}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerDown={(e) => {
        if (e.target === e.currentTarget || (e.target as Element).getAttribute('data-stage') === '1') onSelect?.(null)
      }}
      style={{ width: '100%', height: 'auto', touchAction: editable ? 'none' : undefined, userSelect: 'none' }}
    >
      <title>{title}</title>
      <defs>
        <pattern id="riser-hatch" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="16" height="16" fill="#f3f4f6" />
          <line x1="0" y1="0" x2="0" y2="16" stroke="#d1d5db" strokeWidth="6" />
        </pattern>
      </defs>
      <text x={W / 2} y={-TOP / 2 + 8} textAnchor="middle" fontSize={fontSize * 0.8} fill="#6b7280">
        {labels.back}
      </text>
      <rect x={0} y={0} width={W} height={D} fill="#ffffff" data-stage="1" />
      {grid}
      <rect x={0} y={0} width={W} height={D} fill="none" stroke="#111827" strokeWidth={4} pointerEvents="none" />
      <text
        x={-8}
        y={D / 2}
        textAnchor="middle"
        fontSize={fontSize * 0.7}
        fill="#9ca3af"
        transform={`rotate(-90 ${-10} ${D / 2})`}
      >
        {`${plot.depth} m`}
      </text>
      <text x={W / 2} y={D + 26} textAnchor="middle" fontSize={fontSize * 0.7} fill="#9ca3af">
        {`${plot.width} m`}
      </text>
      <rect x={0} y={D + 34} width={W} height={BOTTOM - 38} rx={6} fill="#111827" />
      <text
        x={W / 2}
        y={D + 34 + (BOTTOM - 38) / 2 + fontSize * 0.35}
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight={700}
        fill="#fff"
        letterSpacing={4}
      >
        {`▼ ${labels.audience} ▼`}
      </text>
      {ordered.map((item) => {
        const selected = item.id === selectedId
        const text = labels.item(item)
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: a button when editable
          <g
            key={item.id}
            data-plot-item={item.id}
            data-kind={item.kind}
            tabIndex={editable ? 0 : undefined}
            role={editable ? 'button' : undefined}
            aria-label={editable ? text || labels.kinds[item.kind] : undefined}
            aria-pressed={editable ? selected : undefined}
            onPointerDown={(e) => onPointerDown(e, item)}
            onKeyDown={(e) => onKeyDown(e, item)}
            onFocus={() => onSelect?.(item.id)}
            style={{ cursor: editable ? (drag?.id === item.id ? 'grabbing' : 'grab') : undefined, outline: 'none' }}
          >
            <Shape item={item} />
            {selected && (
              <rect
                x={item.x * U - 6}
                y={item.y * U - 6}
                width={item.w * U + 12}
                height={item.h * U + 12}
                fill="none"
                stroke="#228be6"
                strokeWidth={4}
                strokeDasharray="10 6"
              />
            )}
            <text
              x={(item.x + item.w / 2) * U}
              y={
                // Labels wider than a small item go below it, so they do not cover the neighbours.
                labelBelow(item, text, fontSize)
                  ? (item.y + item.h) * U + fontSize * 0.9
                  : (item.y + item.h / 2) * U + fontSize * 0.35
              }
              textAnchor="middle"
              fontSize={item.kind === 'di' || item.kind === 'power' ? fontSize * 0.6 : fontSize * 0.8}
              fill="#111827"
              pointerEvents="none"
            >
              {text.length > 22 ? `${text.slice(0, 21)}…` : text}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
