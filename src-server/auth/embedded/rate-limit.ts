import type { Limit } from '../../limits/limits.ts'

/**
 * A per-key limit of the embedded auth server (per IP, contract §5; per factor for TOTP verifies). The counters
 * live in the database (deps.limits, src-server/limits), so every server copy counts against the same budget.
 */
export class RateLimiter {
  private readonly limit: Limit

  constructor(limit: Limit) {
    this.limit = limit
  }

  /** Takes one attempt for `key`; false when the limit is reached. */
  async take(key: string): Promise<boolean> {
    return (await this.limit.take(key)).ok
  }
}
