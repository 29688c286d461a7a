/**
 * Decides whether a view of a share page counts: once per viewer and link per window. The memory is bounded
 * (`maxEntries`; the oldest entry goes first), so a flood of viewers costs at most one row update each per
 * window and never more memory. Per process: with several app processes a viewer may count once in each.
 */
export class ViewDeduper {
  private readonly seen = new Map<string, number>()
  private readonly windowMs: number
  private readonly maxEntries: number

  constructor(windowMs = 10 * 60_000, maxEntries = 10_000) {
    this.windowMs = windowMs
    this.maxEntries = maxEntries
  }

  /** True when this viewer's view of this link should count now (and remembers it). */
  shouldCount(viewer: string, token: string, now = Date.now()): boolean {
    const key = `${token}\u0000${viewer}`
    const last = this.seen.get(key)
    if (last !== undefined && now - last < this.windowMs) return false
    this.seen.delete(key)
    while (this.seen.size >= this.maxEntries) {
      const oldest = this.seen.keys().next().value as string
      this.seen.delete(oldest)
    }
    this.seen.set(key, now)
    return true
  }
}
