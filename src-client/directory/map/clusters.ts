/**
 * Touch targets on the map: every pin and cluster is a 44 × 44 CSS px button (WCAG 2.5.5; the dot drawn inside is
 * smaller). Pins whose targets would overlap on screen are drawn as one cluster (its count), which zooms in when
 * tapped, so no pin hides under another's target. Pins that stay together at the deepest zoom (one address) are
 * fanned out around their place instead.
 */
export const PIN_TARGET_PX = 44

export interface ScreenPin {
  id: number
  x: number
  y: number
}

/**
 * Greedy grouping in screen space, in the given order (the results' order: the first result keeps its own pin).
 * A pin joins the first group whose seed is less than one target away in both directions (the boxes would
 * overlap); each group is drawn at its seed, and seeds are at least one target apart in one direction, so no two
 * drawn targets overlap.
 */
export function groupPins(pins: readonly ScreenPin[], target = PIN_TARGET_PX): number[][] {
  const groups: { seed: ScreenPin; ids: number[] }[] = []
  for (const pin of pins) {
    const near = groups.find((g) => Math.abs(g.seed.x - pin.x) < target && Math.abs(g.seed.y - pin.y) < target)
    if (near) near.ids.push(pin.id)
    else groups.push({ seed: pin, ids: [pin.id] })
  }
  return groups.map((g) => g.ids)
}

/**
 * Offsets (px) that fan `count` pins out around one place, far enough apart that their targets do not overlap:
 * on a circle whose chord between neighbours is at least one target (the side of the box, plus a 2 px gap).
 */
export function fanOffsets(count: number, target = PIN_TARGET_PX): [number, number][] {
  if (count <= 1) return [[0, 0]]
  // Chebyshev distance ≥ chord / √2, so the chord must be √2 targets for boxes in every direction.
  const chord = (target + 2) * Math.SQRT2
  const radius = Math.max(target, chord / (2 * Math.sin(Math.PI / count)))
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count
    return [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))]
  })
}
