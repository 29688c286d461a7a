/**
 * Per-IP token buckets (GoTrue defaults, contract §5): burst 30, refilled so that `perWindow` requests fit
 * into `windowMs`. In memory: each server copy counts for itself.
 */
export interface Bucket {
  tokens: number
  at: number
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly burst: number
  private readonly perMs: number

  constructor(perWindow: number, windowMs: number, burst = 30) {
    this.burst = burst
    this.perMs = perWindow / windowMs
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    let bucket = this.buckets.get(key)
    if (!bucket) {
      if (this.buckets.size > 50_000) this.sweep(now)
      bucket = { tokens: this.burst, at: now }
      this.buckets.set(key, bucket)
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs)
    bucket.at = now
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  private sweep(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.perMs >= this.burst) this.buckets.delete(key)
    }
  }
}
