// The fixed-window limiter (src/lib/rateLimit.ts) at its edges, with the clock passed in rather than waited for.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { hitRateLimit } from '@/lib/rateLimit'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

const newAddress = () => randomBytes(8).toString('hex')
// A window boundary in the future, so no row is swept as expired during the test.
const nextTenMinutes = () => (Math.floor(Date.now() / 600_000) + 2) * 600_000

describe('hitRateLimit', () => {
  it('counts hits up to the limit within one window, and a new window starts from zero', async () => {
    vi.stubEnv('RATE_LIMIT_ANALYTICS_PER_10_MINUTES', '2')
    const edge = nextTenMinutes()
    const address = newAddress()
    const hit = (at: number) => hitRateLimit(payload, 'analytics', address, 1, at)
    expect(await hit(edge - 600_000)).toEqual({ allowed: true, retryAfterSeconds: 600 })
    expect(await hit(edge - 90_000)).toEqual({ allowed: true, retryAfterSeconds: 90 })
    // The last millisecond of the window still counts in it, and waits at least a second.
    expect(await hit(edge - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(await hit(edge)).toEqual({ allowed: true, retryAfterSeconds: 600 })
    expect(await hit(edge + 599_999)).toEqual({ allowed: true, retryAfterSeconds: 1 })
    expect(await hit(edge + 599_999)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps addresses and buckets apart, and a negative cost gives a hit back', async () => {
    vi.stubEnv('RATE_LIMIT_ANALYTICS_PER_10_MINUTES', '1')
    vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', '1')
    const at = nextTenMinutes() + 300_000
    const address = newAddress()
    expect((await hitRateLimit(payload, 'analytics', address, 1, at)).allowed).toBe(true)
    expect((await hitRateLimit(payload, 'analytics', address, 1, at)).allowed).toBe(false)
    expect((await hitRateLimit(payload, 'analytics', newAddress(), 1, at)).allowed).toBe(true)
    expect((await hitRateLimit(payload, 'volunteer', address, 1, at)).allowed).toBe(true)
    // A successful sign-in gives its hits back (src/lib/auth/signIn.ts): the address may try again.
    await hitRateLimit(payload, 'analytics', address, -2, at)
    expect((await hitRateLimit(payload, 'analytics', address, 1, at)).allowed).toBe(true)
    expect((await hitRateLimit(payload, 'analytics', address, 1, at)).allowed).toBe(false)
  })
})
