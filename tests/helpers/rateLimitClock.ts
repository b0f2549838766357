// The rate limiter with a clock a test can pin, so a test near a window's edge need not wait it out.
// In a spec: vi.mock('@/lib/rateLimit', async (original) => (await import('../helpers/rateLimitClock')).withPinnableClock(await original()))
import type * as RateLimit from '@/lib/rateLimit'

/** Set `now` to pin the limiter's clock; unset, it reads the real one. */
export const limiterClock: { now?: number } = {}

export const withPinnableClock = (actual: typeof RateLimit): typeof RateLimit => ({
  ...actual,
  hitRateLimit: (payload, bucket, addressHash, cost = 1, now = limiterClock.now ?? Date.now()) =>
    actual.hitRateLimit(payload, bucket, addressHash, cost, now),
})

/** The middle of the window after the current one: every hit lands in it, and its rows are not swept as expired during the test. */
export const middleOfNextWindow = (windowSeconds: number) =>
  (Math.floor(Date.now() / 1000 / windowSeconds) + 1.5) * windowSeconds * 1000
