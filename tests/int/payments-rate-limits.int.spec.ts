// Payment limits that let a congregation give over one church Wi-Fi or one carrier address (many
// Nigerian phones share one), and still contain abuse (issue #16, item 9): a high ceiling per
// address, a limit per e-mail on starting payments, and a limit per payment attempt on checking it.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { postJson, unusedAddress } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import {
  individualDonation,
  startPayments,
  verifyPayment,
  type Payments,
} from '../helpers/paystack'
import { limiterClock, middleOfNextWindow } from '../helpers/rateLimitClock'

vi.mock('@/lib/rateLimit', async (original) =>
  (await import('../helpers/rateLimitClock')).withPinnableClock(await original()),
)

// The documented defaults are what is checked here.
vi.stubEnv('RATE_LIMIT_PAYMENTS_PER_HOUR', undefined)
vi.stubEnv('RATE_LIMIT_PAYMENTS_PER_EMAIL_PER_HOUR', undefined)
vi.stubEnv('RATE_LIMIT_VERIFICATIONS_PER_PAYMENT_PER_HOUR', undefined)

let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(() => {
  // Every request of a test in one window (the clock hour), whatever the real time.
  limiterClock.now = middleOfNextWindow(3600)
  onTestFinished(() => {
    limiterClock.now = undefined
  })
})

const churchHall = unusedAddress
const donationCount = async () =>
  (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs

const initialize = async (body: unknown, address: string) => {
  const response = await postJson('/payments/initialize', body, { address })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      error?: string
      code?: string
      data?: { reference: string }
    },
  }
}

describe('starting payments', () => {
  it('lets 40 donors in one church hall (one address) give within the hour', async () => {
    const address = churchHall()
    for (let donor = 1; donor <= 40; donor++) {
      const answer = await initialize(individualDonation(), address)
      expect(answer.status, `donor ${donor}`).toBe(200)
    }
  })

  it('refuses the 11th start with one e-mail within the hour, whatever the address or its case, storing nothing', async () => {
    const email = `card-${Date.now()}@example.org`
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await initialize(
        individualDonation({ email: attempt % 2 ? email : email.toUpperCase() }),
        churchHall(),
      )
      expect(answer.status, `attempt ${attempt}`).toBe(200)
    }
    const before = await donationCount()
    const refused = await initialize(individualDonation({ email }), churchHall())
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: '1800',
      body: {
        code: 'rate_limited',
        error:
          'Too many payments were started with this e-mail address. Please try again in 30 minutes.',
      },
    })
    expect(await donationCount()).toBe(before)
    // The next donor in the same hall is not affected.
    expect((await initialize(individualDonation(), churchHall())).status).toBe(200)
  })

  it('keeps a ceiling per address against a flood of different e-mails', async () => {
    vi.stubEnv('RATE_LIMIT_PAYMENTS_PER_HOUR', '5')
    onTestFinished(() => {
      vi.stubEnv('RATE_LIMIT_PAYMENTS_PER_HOUR', undefined)
    })
    const address = churchHall()
    for (let i = 1; i <= 5; i++)
      expect((await initialize(individualDonation(), address)).status, `start ${i}`).toBe(200)
    const refused = await initialize(individualDonation(), address)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe(
      'Too many requests from your network. Please try again in 30 minutes.',
    )
    expect((await initialize(individualDonation(), churchHall())).status).toBe(200)
  })
})

describe('checking a payment', () => {
  it('answers 30 checks of one payment attempt within the hour and refuses the 31st; other attempts are checked', async () => {
    const address = churchHall()
    const first = await initialize(individualDonation(), address)
    const second = await initialize(individualDonation(), address)
    const reference = first.body.data!.reference
    for (let check = 1; check <= 30; check++) {
      const answer = await verifyPayment(reference, { address: churchHall() })
      expect(answer.status, `check ${check}`).toBe(200)
      expect(answer.body.data?.status).toBe('pending')
    }
    const refused = await verifyPayment(reference, { address: churchHall() })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      error: 'This payment was checked many times. Please try again in 30 minutes.',
    })
    expect((await verifyPayment(second.body.data!.reference, { address })).status).toBe(200)
  })
})
