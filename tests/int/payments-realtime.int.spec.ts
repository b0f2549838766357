// Realtime donations (issue #5): a completion NOTIFYs PostgreSQL in the completing UPDATE; every
// app instance holds one LISTEN connection (DonationEventHub) and fans events out to its
// Server-Sent Events clients. Two hubs stand for two instances; one SSE read goes over real HTTP.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { DONATION_EVENTS_CHANNEL } from '@/lib/payments/realtimeChannel'
import { DonationEventHub, donationEvents, type DonationEvent } from '@/lib/payments/realtime'
import { rowsOf } from '@/lib/db/rows'

import { getTestPayload } from '../helpers/payload'
import {
  individualDonation,
  initializeDonation,
  organizationDonation,
  postWebhook,
  signedWebhook,
  startPayments,
  verifyPayment,
  type Payments,
} from '../helpers/paystack'

let payload: Payload
let payments: Payments
const hubs: DonationEventHub[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.stop()))
})

afterAll(async () => {
  await payments?.close()
})

/** One app instance's hub, with everything it delivered. */
const instance = async () => {
  const hub = new DonationEventHub(() => process.env.DATABASE_URI)
  hubs.push(hub)
  const events: DonationEvent[] = []
  const unsubscribe = await hub.subscribe((event) => events.push(event))
  return { hub, events, unsubscribe }
}

const donationId = async (reference: string) =>
  (
    await payload.find({
      collection: slugs.donations,
      where: { reference: { equals: reference } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0].id

/** Paid on Paystack, then reported by a signed webhook to the in-process endpoint. */
const completeByWebhook = async (body: Record<string, unknown>) => {
  const { reference } = await initializeDonation(body)
  await payments.control(`transactions/${reference}/pay`, { webhook: false })
  const signed = signedWebhook(await payments.chargeSuccess(reference), payments.secret)
  expect((await postWebhook(signed.body, signed.headers)).status).toBe(200)
  return { reference, id: await donationId(reference) }
}

const listenConnections = async (): Promise<number> => {
  const rows = rowsOf<{ n: number }>(
    await payload.db.drizzle.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${DONATION_EVENTS_CHANNEL}`}`,
    ),
  )
  return rows[0].n
}

describe('DonationEventHub across instances', () => {
  it("a donation completed through one instance's webhook reaches a subscriber of the other with id, amount and donor", async () => {
    const first = await instance()
    const second = await instance()
    const { id } = await completeByWebhook(
      individualDonation({ amount: 12_000, donorName: 'Emeka Obi' }),
    )
    await vi.waitFor(
      () => expect(second.events).toEqual([{ id, amount: 12_000, donor: 'Emeka Obi' }]),
      { timeout: 30_000, interval: 20 },
    )
    expect(first.events).toEqual([{ id, amount: 12_000, donor: 'Emeka Obi' }])
  })

  it('names an organization by its name, and names nobody who gave anonymously or unlisted', async () => {
    const other = await instance()
    const cases: [Record<string, unknown>, string | null][] = [
      [
        organizationDonation({
          amount: 300_000,
          organizationName: 'Kaduna Grace Assembly',
          organizationType: 'church',
        }),
        'Kaduna Grace Assembly',
      ],
      [individualDonation({ amount: 5_000, donorName: 'Hidden Donor', isAnonymous: true }), null],
      [
        individualDonation({ amount: 6_000, donorName: 'Unlisted Donor', showPublicly: false }),
        null,
      ],
      [
        organizationDonation({
          amount: 700_000,
          organizationName: 'Quiet Foundation',
          organizationType: 'foundation',
          isAnonymous: true,
        }),
        null,
      ],
    ]
    const expected: DonationEvent[] = []
    for (const [body, donor] of cases) {
      const { id } = await completeByWebhook(body)
      expected.push({ id, amount: body.amount as number, donor })
    }
    await vi.waitFor(() => expect(other.events).toEqual(expected), {
      timeout: 30_000,
      interval: 20,
    })
    expect(JSON.stringify(other.events)).not.toMatch(/Hidden|Unlisted|Quiet|@example\.org|\+234/)
  })

  it('announces a completion by verification too, and never a pending, failed, repeated or refunded one', async () => {
    const other = await instance()
    const { reference } = await initializeDonation(
      individualDonation({ amount: 4_000, donorName: 'Bisi Ade' }),
    )
    await verifyPayment(reference)
    const declined = await initializeDonation(individualDonation())
    await payments.control(`transactions/${declined.reference}/decline`)
    await verifyPayment(declined.reference)
    await payments.control(`transactions/${reference}/pay`, { webhook: false })
    await verifyPayment(reference)
    await verifyPayment(reference)
    await payments.control(`transactions/${reference}/refund`, {})
    const refund = signedWebhook(
      { event: 'refund.processed', data: { transaction_reference: reference } },
      payments.secret,
    )
    expect((await postWebhook(refund.body, refund.headers)).status).toBe(200)
    // A marker after everything: once it arrives, anything earlier would have arrived too.
    await payload.db.drizzle.execute(
      sql`select pg_notify(${DONATION_EVENTS_CHANNEL}, '{"id":0,"amount":0,"donor":"marker"}')`,
    )
    await vi.waitFor(() => expect(other.events.at(-1)?.donor).toBe('marker'), {
      timeout: 30_000,
      interval: 20,
    })
    expect(other.events).toEqual([
      { id: await donationId(reference), amount: 4_000, donor: 'Bisi Ade' },
      { id: 0, amount: 0, donor: 'marker' },
    ])
  })

  it('holds one LISTEN connection per instance whatever the number of subscribers, and closes it with the last one', async () => {
    const before = await listenConnections()
    const hub = new DonationEventHub(() => process.env.DATABASE_URI)
    hubs.push(hub)
    const unsubscribes = await Promise.all(Array.from({ length: 5 }, () => hub.subscribe(() => {})))
    expect(hub.size).toBe(5)
    expect(await listenConnections()).toBe(before + 1)
    for (const unsubscribe of unsubscribes) unsubscribe()
    expect(hub.size).toBe(0)
    await vi.waitFor(async () => expect(await listenConnections()).toBe(before), {
      timeout: 30_000,
      interval: 50,
    })
  })

  it('keeps no subscriber when it cannot LISTEN, so a later subscriber is not sent to a dead one', async () => {
    const broken = new URL(process.env.DATABASE_URI!)
    broken.pathname = '/no_such_database'
    const hub = new DonationEventHub(() => broken.toString())
    await expect(hub.subscribe(() => {})).rejects.toThrow(
      'database "no_such_database" does not exist',
    )
    expect(hub.size).toBe(0)
  })
})

describe('GET /api/donation-events over HTTP', () => {
  it('streams `event: donation` to a browser when the simulator reports a payment, and lets go when it leaves', async () => {
    const aborted = new AbortController()
    const response = await fetch(`${payments.app.url}/api/donation-events`, {
      signal: aborted.signal,
      headers: { accept: 'text/event-stream' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    const readUntil = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000
      while (!pattern.test(received)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in ${JSON.stringify(received)}`)
        const { done, value } = await reader.read()
        if (done) throw new Error(`stream ended before ${pattern}: ${JSON.stringify(received)}`)
        received += decoder.decode(value, { stream: true })
      }
      return pattern.exec(received)!
    }
    await readUntil(/: listening\n\n/)
    expect(received).toMatch(/^retry: 5000\n/)
    expect(donationEvents.size).toBe(1)

    // The whole path: the simulator's checkout is paid, its signed webhook comes over HTTP.
    const { reference } = await initializeDonation(
      individualDonation({ amount: 9_000, donorName: 'Tolu Bakare' }),
    )
    await payments.control(`transactions/${reference}/pay`)
    const [, data] = await readUntil(/event: donation\ndata: (.*)\n\n/)
    expect(JSON.parse(data)).toEqual({
      id: await donationId(reference),
      amount: 9_000,
      donor: 'Tolu Bakare',
    })

    aborted.abort()
    await reader.cancel().catch(() => {})
    await vi.waitFor(() => expect(donationEvents.size).toBe(0), { timeout: 30_000, interval: 20 })
  })
})
