import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react'
import {
  itemBox,
  labelBox,
  moveItems,
  PLOT_GRID_M,
  type Rect,
  rectsIntersect,
  rotateItems,
  snap,
  union,
  withGroups,
} from '../../src/riders/plot.ts'
import type { StagePlot as Plot, PlotItem, PlotKind } from '../../src/riders/schema.ts'
import { Shape, shapeTransform, U } from './PlotShapes.tsx'

const TOP = 50
const BOTTOM = 70
const SIDE = 30

export interface StagePlotProps {
  plot: Plot
  labels: { audience: string; back: string; kinds: Record<PlotKind, string>; item: (item: PlotItem) => string }
  /** Editable when given: called with the new item list after a drag, a key move, a turn or a removal. */
  onChange?: (items: PlotItem[]) => void
  selectedIds?: readonly string[]
  onSelect?: (ids: string[]) => void
  /** Keys the editor handles itself (F flips, G groups), after the plot's own (arrows, R, Delete). */
  onKey?: (e: KeyboardEvent) => void
  title?: string
}

type Gesture =
  | { type: 'move'; ids: string[]; from: { x: number; y: number }; dx: number; dy: number }
  | { type: 'band'; from: { x: number; y: number }; to: { x: number; y: number }; additive: boolean }

function Grid({ width, depth }: { width: number; depth: number }) {
  const lines: ReactNode[] = []
  const line = (key: string, x1: number, y1: number, x2: number, y2: number, major: boolean) => (
    <line
      key={key}
      x1={x1}
      y1={y1}
      x2={x2}
      y2={y2}
      stroke={major ? '#cbd5e1' : '#eef2f7'}
      strokeWidth={major ? 2 : 1}
    />
  )
  const major = (v: number) => Math.abs(v - Math.round(v)) < 1e-6
  for (let x = 0; x <= width + 1e-9; x += PLOT_GRID_M) lines.push(line(`x${x}`, x * U, 0, x * U, depth * U, major(x)))
  for (let y = 0; y <= depth + 1e-9; y += PLOT_GRID_M) lines.push(line(`y${y}`, 0, y * U, width * U, y * U, major(y)))
  return <>{lines}</>
}

const rectProps = (r: Rect, pad: number) => ({
  x: r.x * U - pad,
  y: r.y * U - pad,
  width: r.w * U + pad * 2,
  height: r.h * U + pad * 2,
})

/**
 * The stage plot as SVG: back of stage at the top, the audience at the bottom, a 25 cm grid. Read-only for the
 * print view; with onChange an editor: click, shift/ctrl-click or drag a band on the empty stage to select, drag
 * to move the selection (a group moves as one), arrow keys move it, R turns it by 90° (Shift+R back), Delete
 * removes it. Pointer events, so a finger on a tablet does the same as a mouse.
 */
export function StagePlot({ plot, labels, onChange, selectedIds = [], onSelect, onKey, title }: StagePlotProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const pointerSelecting = useRef(false)
  const [gesture, setGesture] = useState<Gesture | null>(null)
  // One pattern id per drawing: the editor and the print view are on the page at once, and a hidden SVG's
  // pattern draws nothing for the other.
  const hatch = `riser-hatch-${useId().replace(/[^\w-]/g, '')}`
  const W = plot.width * U
  const D = plot.depth * U
  const editable = Boolean(onChange)
  const selected = new Set(selectedIds)
  const moving = gesture?.type === 'move' && (gesture.dx || gesture.dy) ? gesture : null
  const items = moving ? moveItems(plot.items, moving.ids, moving.dx, moving.dy, plot.width, plot.depth) : plot.items
  // Risers below everything else, then in list order.
  const ordered = [...items].sort((a, b) => Number(b.kind === 'riser') - Number(a.kind === 'riser'))

  const toStage = (e: PointerEvent) => {
    const ctm = svgRef.current?.getScreenCTM()
    if (!ctm) return { x: 0, y: 0 }
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse())
    return { x: p.x / U, y: p.y / U }
  }
  const select = (ids: string[]) => onSelect?.(withGroups(plot.items, ids))

  const onItemPointerDown = (e: PointerEvent<SVGGElement>, item: PlotItem) => {
    if (!editable) return
    e.preventDefault()
    e.stopPropagation()
    pointerSelecting.current = true
    // The keys work on what was just clicked (preventDefault above keeps the browser from focusing it).
    e.currentTarget.focus({ preventScroll: true })
    if (e.shiftKey || e.ctrlKey || e.metaKey) {
      const own = withGroups(plot.items, [item.id])
      select(selected.has(item.id) ? selectedIds.filter((id) => !own.includes(id)) : [...selectedIds, ...own])
      return
    }
    const ids = selected.has(item.id) ? [...selectedIds] : withGroups(plot.items, [item.id])
    if (!selected.has(item.id)) onSelect?.(ids)
    svgRef.current?.setPointerCapture(e.pointerId)
    setGesture({ type: 'move', ids, from: toStage(e), dx: 0, dy: 0 })
  }
  const onStagePointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (!editable) return
    e.preventDefault()
    svgRef.current?.setPointerCapture(e.pointerId)
    const p = toStage(e)
    setGesture({ type: 'band', from: p, to: p, additive: e.shiftKey || e.ctrlKey || e.metaKey })
  }
  const onPointerMove = (e: PointerEvent) => {
    if (!gesture) return
    const p = toStage(e)
    if (gesture.type === 'band') setGesture({ ...gesture, to: p })
    else {
      const dx = snap(p.x - gesture.from.x)
      const dy = snap(p.y - gesture.from.y)
      if (dx !== gesture.dx || dy !== gesture.dy) setGesture({ ...gesture, dx, dy })
    }
  }
  const onPointerUp = () => {
    pointerSelecting.current = false
    if (!gesture) return
    setGesture(null)
    if (gesture.type === 'move') {
      if (gesture.dx || gesture.dy) onChange?.(items)
      return
    }
    const band = union([
      { ...gesture.from, w: 0, h: 0 },
      { ...gesture.to, w: 0, h: 0 },
    ])
    const hit = band.w < 0.1 && band.h < 0.1 ? [] : plot.items.filter((i) => rectsIntersect(itemBox(i), band))
    const ids = hit.map((i) => i.id)
    select(gesture.additive ? [...selectedIds, ...ids] : ids)
  }
  const onKeyDown = (e: KeyboardEvent, item: PlotItem) => {
    if (!editable) return
    const ids = selected.has(item.id) ? [...selectedIds] : withGroups(plot.items, [item.id])
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
      onChange?.(moveItems(plot.items, ids, m[0], m[1], plot.width, plot.depth))
    } else if ((e.key === 'r' || e.key === 'R') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault()
      onChange?.(rotateItems(plot.items, ids, e.shiftKey ? -90 : 90, plot.width, plot.depth))
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      onChange?.(plot.items.filter((i) => !ids.includes(i.id)))
      onSelect?.([])
    } else if (e.key === 'Escape') {
      onSelect?.([])
    } else onKey?.(e)
  }

  const fontSize = Math.max(18, Math.min(28, W / 30))
  const groups = [...new Set(items.filter((i) => i.groupId && selected.has(i.id)).map((i) => i.groupId))]
  const band =
    gesture?.type === 'band'
      ? union([
          { ...gesture.from, w: 0, h: 0 },
          { ...gesture.to, w: 0, h: 0 },
        ])
      : null

  return (
    <svg
      ref={svgRef}
      className="rider-plot"
      viewBox={`${-SIDE} ${-TOP} ${W + SIDE * 2} ${D + TOP + BOTTOM}`}
      role={editable ? 'application' : 'img'}
      aria-label={title}
      data-selected={selectedIds.length}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerDown={onStagePointerDown}
      style={{ width: '100%', height: 'auto', touchAction: editable ? 'none' : undefined, userSelect: 'none' }}
    >
      <title>{title}</title>
      <defs>
        <pattern id={hatch} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="16" height="16" fill="#f3f4f6" />
          <line x1="0" y1="0" x2="0" y2="16" stroke="#d1d5db" strokeWidth="6" />
        </pattern>
      </defs>
      <text x={W / 2} y={-TOP / 2 + 8} textAnchor="middle" fontSize={fontSize * 0.8} fill="#6b7280">
        {labels.back}
      </text>
      <rect x={0} y={0} width={W} height={D} fill="#ffffff" data-stage="1" />
      <Grid width={plot.width} depth={plot.depth} />
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
        const isSelected = selected.has(item.id)
        const text = labels.item(item)
        const label = labelBox(item, text, plot.width)
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: a button when editable
          <g
            key={item.id}
            data-plot-item={item.id}
            data-kind={item.kind}
            data-rotation={item.rotation}
            data-flipped={item.flipped ? '1' : undefined}
            data-group={item.groupId ?? undefined}
            data-selected={isSelected ? '1' : undefined}
            tabIndex={editable ? 0 : undefined}
            role={editable ? 'button' : undefined}
            aria-label={editable ? text || labels.kinds[item.kind] : undefined}
            aria-pressed={editable ? isSelected : undefined}
            onPointerDown={(e) => onItemPointerDown(e, item)}
            onKeyDown={(e) => onKeyDown(e, item)}
            onFocus={() => {
              if (!pointerSelecting.current && !selected.has(item.id)) select([item.id])
            }}
            style={{ cursor: editable ? (moving ? 'grabbing' : 'grab') : undefined, outline: 'none' }}
          >
            <g className="rider-plot-shape" transform={shapeTransform(item)}>
              <Shape item={item} hatch={hatch} />
            </g>
            {isSelected && (
              <rect
                {...rectProps(itemBox(item), 6)}
                fill="none"
                stroke="#228be6"
                strokeWidth={4}
                strokeDasharray="10 6"
              />
            )}
            {label && (
              <text
                x={(label.x + label.w / 2) * U}
                y={label.y * U}
                textAnchor="middle"
                fontSize={label.fontSize * U}
                fill="#111827"
                // A white halo keeps a label readable over its own drawing (a kit's drums, a keyboard's keys).
                stroke="#fff"
                strokeWidth={label.fontSize * U * 0.22}
                strokeLinejoin="round"
                paintOrder="stroke"
                pointerEvents="none"
              >
                {label.lines.map((line, i) => (
                  <tspan
                    key={i === 0 ? 'first' : 'second'}
                    x={(label.x + label.w / 2) * U}
                    dy={(i === 0 ? 0.95 : 1.25) * label.fontSize * U}
                  >
                    {/* the space keeps the words apart for whoever reads the text, not the picture */}
                    {i < label.lines.length - 1 ? `${line} ` : line}
                  </tspan>
                ))}
              </text>
            )}
          </g>
        )
      })}
      {groups.map((g) => (
        <rect
          key={g}
          data-group-frame={g ?? ''}
          {...rectProps(union(items.filter((i) => i.groupId === g).map(itemBox)), 14)}
          fill="none"
          stroke="#7048e8"
          strokeWidth={3}
          strokeDasharray="4 6"
          pointerEvents="none"
        />
      ))}
      {band && (
        <rect
          {...rectProps(band, 0)}
          fill="rgba(34,139,230,0.08)"
          stroke="#228be6"
          strokeWidth={2}
          strokeDasharray="8 6"
          pointerEvents="none"
          data-testid="plot-band"
        />
      )}
    </svg>
  )
}
