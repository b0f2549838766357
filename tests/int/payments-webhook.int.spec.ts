// POST /api/paystack/webhook (issue #5): believed only with Paystack's signature of the exact
// bytes; charge.success completes, refund.processed refunds; and a payment reported a hundred
// times at once by webhooks and the donor's browser completes once, with one receipt e-mail.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { formatDate } from '@/lib/dates'
import { DonationEventHub, type DonationEvent } from '@/lib/payments/realtime'
import { rowsOf } from '@/lib/db/rows'

import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  paystackSignature,
  postWebhook,
  signedWebhook,
  startPayments,
  transactionOf,
  verifyPayment,
  type Payments,
} from '../helpers/paystack'

let payload: Payload
let payments: Payments
const simulatorLog: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments({ log: (line) => simulatorLog.push(line) })
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(async () => {
  await payments.control('reset')
  simulatorLog.length = 0
  // Jobs are run only by the test that checks receipts; others leave theirs queued.
  await payload.db.drizzle.execute(sql`delete from payload_jobs`)
})

const counts = async () => ({
  donations: (await payload.count({ collection: slugs.donations, overrideAccess: true })).totalDocs,
  transactions: (
    await payload.count({ collection: slugs.paystackTransactions, overrideAccess: true })
  ).totalDocs,
})

const receiptJobs = async (): Promise<{ id: number; donation_id: string }[]> =>
  rowsOf(
    await payload.db.drizzle.execute(
      sql`select id, input->>'donationId' as donation_id from payload_jobs where task_slug = 'send-donation-receipt'`,
    ),
  )

const answerOf = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
})

/** The simulator's webhook for a payment has completed the donation and been answered (its receipt is queued). */
const paidThroughWebhook = async (reference: string) => {
  await vi.waitFor(
    async () => expect((await donationOf(payload, reference)).status).toBe('completed'),
    { timeout: 30_000, interval: 50 },
  )
  await vi.waitFor(
    async () => expect((await payments.transaction(reference)).webhook_deliveries).toBe(1),
    { timeout: 30_000, interval: 50 },
  )
}

/** A pending donation paid on Paystack, its webhook not (yet) sent. */
const paidDonation = async (overrides: Record<string, unknown> = {}) => {
  const body = individualDonation(overrides)
  const { reference } = await initializeDonation(body)
  await payments.control(`transactions/${reference}/pay`, { webhook: false })
  return { reference, email: body.email as string }
}

describe('signature', () => {
  it('refuses a missing, forged or mismatched signature with 401, and changes nothing', async () => {
    const { reference } = await paidDonation()
    const event = await payments.chargeSuccess(reference)
    const raw = JSON.stringify(event)
    const otherBytes = JSON.stringify(event, null, 2)
    const forgeries: [string, Record<string, string>][] = [
      ['no signature', { 'content-type': 'application/json' }],
      ['an empty signature', { 'content-type': 'application/json', 'x-paystack-signature': '' }],
      ['signed with another secret', signedWebhook(raw, 'sk_test_someone_else').headers],
      ['signed with the public key', signedWebhook(raw, 'pk_test_simulator').headers],
      [
        'the signature of the same event written differently',
        {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(otherBytes, payments.secret),
        },
      ],
      [
        'the signature truncated',
        {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(raw, payments.secret).slice(0, 64),
        },
      ],
      [
        'a SHA-256 signature',
        { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(64) },
      ],
      [
        'a prefixed signature',
        {
          'content-type': 'application/json',
          'x-paystack-signature': `sha512=${paystackSignature(raw, payments.secret)}`,
        },
      ],
    ]
    for (const [label, headers] of forgeries) {
      expect(await answerOf(await postWebhook(raw, headers)), label).toEqual({
        status: 401,
        body: 'invalid signature',
      })
    }
    // The right signature over other bytes: the body that was signed is not the body that came.
    const tampered = raw.replace(
      `"amount":${event.data.amount}`,
      `"amount":${Number(event.data.amount) - 1}`,
    )
    expect(
      await answerOf(await postWebhook(tampered, signedWebhook(raw, payments.secret).headers)),
    ).toEqual({ status: 401, body: 'invalid signature' })

    const donation = await donationOf(payload, reference)
    expect(donation.status).toBe('pending')
    expect(donation.completed_at).toBeNull()
    expect(await transactionOf(payload, reference)).toMatchObject({
      status: 'pending',
      webhook_received_at: null,
      paystack_id: null,
    })
    expect(await receiptJobs()).toEqual([])
  })

  it('refuses deliveries the simulator sends with an invalid or no signature', async () => {
    const { reference } = await paidDonation()
    await payments.control(`transactions/${reference}/webhook`, { signature: 'invalid' })
    await payments.control(`transactions/${reference}/webhook`, { signature: 'missing' })
    // Each is refused, retried 3 times, then given up: 8 attempts, none accepted.
    await vi.waitFor(
      () => expect(simulatorLog.filter((line) => line.includes('giving up'))).toHaveLength(2),
      { timeout: 15_000, interval: 100 },
    )
    expect(simulatorLog.every((line) => line.includes('HTTP 401'))).toBe(true)
    expect((await donationOf(payload, reference)).status).toBe('pending')
  })
})

describe('charge.success', () => {
  it('completes the donation and records when the webhook came', async () => {
    const { reference } = await paidDonation()
    const event = await payments.chargeSuccess(reference)
    const { body, headers } = signedWebhook(event, payments.secret)
    expect(await answerOf(await postWebhook(body, headers))).toEqual({ status: 200, body: 'ok' })
    const donation = await donationOf(payload, reference)
    expect(donation.status).toBe('completed')
    expect(donation.completed_at).toBeTruthy()
    const transaction = await transactionOf(payload, reference)
    expect(transaction).toMatchObject({
      status: 'success',
      paystack_id: String(event.data.id),
      gateway_response: 'Successful',
      channel: 'card',
      verification_attempts: 0,
    })
    expect(Date.now() - new Date(transaction.webhook_received_at!).getTime()).toBeLessThan(10_000)
    expect(await receiptJobs()).toEqual([
      expect.objectContaining({ donation_id: String(donation.id) }),
    ])
  })

  it('is delivered by the simulator over HTTP when the donor pays, and completes the donation', async () => {
    const { reference } = await initializeDonation(individualDonation())
    await payments.control(`transactions/${reference}/pay`)
    // The delivery counts once the app answered, after it queued the receipt: nothing of this test
    // is still running when the next one starts.
    await paidThroughWebhook(reference)
    expect((await transactionOf(payload, reference)).webhook_received_at).toBeTruthy()
    expect(simulatorLog).toEqual([])
  })

  it('does not complete a donation for another amount or currency than the one stored', async () => {
    for (const overrides of [{ amount: 100 }, { amount: 2_500_001 }, { currency: 'USD' }]) {
      const { reference } = await paidDonation()
      const { body, headers } = signedWebhook(
        await payments.chargeSuccess(reference, overrides),
        payments.secret,
      )
      expect((await postWebhook(body, headers)).status).toBe(200)
      expect((await donationOf(payload, reference)).status, JSON.stringify(overrides)).toBe(
        'failed',
      )
      expect((await transactionOf(payload, reference)).status).toBe('amount_mismatch')
    }
    expect(await receiptJobs()).toEqual([])
  })

  it('acknowledges an unknown reference with 200 and stores nothing', async () => {
    const before = await counts()
    const event = {
      event: 'charge.success',
      data: {
        id: 5_123_456_789,
        status: 'success',
        reference: 'FR-20990101-ffffffffffffffffffffffff',
        amount: 2_500_000,
        currency: 'NGN',
      },
    }
    const { body, headers } = signedWebhook(event, payments.secret)
    expect(await answerOf(await postWebhook(body, headers))).toEqual({ status: 200, body: 'ok' })
    expect(await counts()).toEqual(before)
    expect(await receiptJobs()).toEqual([])
  })

  it('acknowledges events it does not act on, changing nothing', async () => {
    const { reference } = await paidDonation()
    for (const event of [
      { event: 'subscription.create', data: { reference } },
      { event: 'charge.dispute.create', data: { reference, transaction: { reference } } },
      { event: 'refund.pending', data: { transaction_reference: reference } },
      { event: 'charge.success', data: { reference: 42 } },
      { event: 'charge.success' },
      { data: { reference, status: 'success' } },
      {},
    ]) {
      const { body, headers } = signedWebhook(event, payments.secret)
      expect(await answerOf(await postWebhook(body, headers)), JSON.stringify(event)).toEqual({
        status: 200,
        body: 'ok',
      })
    }
    expect((await donationOf(payload, reference)).status).toBe('pending')
  })

  it('answers 400 to a signed body that is not a JSON object', async () => {
    for (const raw of ['not json', '{"event":"charge.success",', '']) {
      const { body, headers } = signedWebhook(raw, payments.secret)
      expect(await answerOf(await postWebhook(body, headers)), JSON.stringify(raw)).toEqual({
        status: 400,
        body: 'invalid json',
      })
    }
    for (const raw of [
      'null',
      '"charge.success"',
      '42',
      'true',
      '[]',
      '[{"event":"charge.success"}]',
    ]) {
      const { body, headers } = signedWebhook(raw, payments.secret)
      expect(await answerOf(await postWebhook(body, headers)), raw).toEqual({
        status: 400,
        body: 'not an event',
      })
    }
  })

  it('answers 413 to a body over 256 KB without reading the rest', async () => {
    const { body, headers } = signedWebhook(
      { event: 'charge.success', data: { padding: 'x'.repeat(300 * 1024) } },
      payments.secret,
    )
    expect((await postWebhook(body, headers)).status).toBe(413)
  })
})

describe('refund.processed', () => {
  it('refunds a completed donation when Paystack reports the refund', async () => {
    const { reference } = await initializeDonation(individualDonation())
    await payments.control(`transactions/${reference}/pay`)
    await paidThroughWebhook(reference)
    await payments.control(`transactions/${reference}/refund`)
    await vi.waitFor(
      async () => expect((await donationOf(payload, reference)).status).toBe('refunded'),
      { timeout: 30_000, interval: 50 },
    )
    expect((await transactionOf(payload, reference)).status).toBe('reversed')
  })

  it("records part of a gift refunded (Paystack's sample: ₦50 of ₦100) without marking the whole gift refunded, once however often it is sent", async () => {
    const { reference } = await initializeDonation(individualDonation({ amount: 100 }))
    await payments.control(`transactions/${reference}/pay`)
    await paidThroughWebhook(reference)
    // Paystack may send an event more than once: three copies of this refund arrive.
    await payments.control('config', { webhookDuplicates: 3 })
    const delivered = (await payments.transaction(reference)).webhook_deliveries
    await payments.control(`transactions/${reference}/refund`, { amount: 5_000 })
    await vi.waitFor(
      async () =>
        expect((await payments.transaction(reference)).webhook_deliveries).toBe(delivered + 3),
      { timeout: 30_000, interval: 50 },
    )
    expect(await donationOf(payload, reference)).toMatchObject({
      status: 'completed',
      amount: 100,
      refunded_amount: 50,
    })
    expect((await transactionOf(payload, reference)).status).toBe('success')

    // The rest of it: now the whole gift is refunded.
    await payments.control(`transactions/${reference}/refund`, { amount: 5_000 })
    await vi.waitFor(
      async () =>
        expect((await payments.transaction(reference)).webhook_deliveries).toBe(delivered + 6),
      { timeout: 30_000, interval: 50 },
    )
    expect(await donationOf(payload, reference)).toMatchObject({
      status: 'refunded',
      refunded_amount: 100,
    })
    expect((await transactionOf(payload, reference)).status).toBe('reversed')
  })

  it('leaves a donation that was never completed as it is', async () => {
    const { reference } = await paidDonation()
    const { body, headers } = signedWebhook(
      {
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: reference,
          amount: 2_500_000,
          currency: 'NGN',
        },
      },
      payments.secret,
    )
    expect((await postWebhook(body, headers)).status).toBe(200)
    expect((await donationOf(payload, reference)).status).toBe('pending')
  })
})

describe('exactly once', () => {
  it('100 concurrent webhooks and 20 concurrent verifications complete the donation once: one event, one receipt job, one e-mail', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Abeokuta Sunday shuttle', status: 'active', progress_percentage: 20 },
      overrideAccess: true,
    })
    const { reference, email } = await paidDonation({
      amount: 25_000,
      projectId: project.id,
      donorName: 'Ngozi Eze',
    })
    const { id: donationId } = await donationOf(payload, reference)

    const hub = new DonationEventHub(() => process.env.DATABASE_URI)
    const events: DonationEvent[] = []
    const unsubscribe = await hub.subscribe((event) => events.push(event))
    try {
      // The simulator sends its 100 signed copies together, over HTTP, while 20 browsers ask.
      await payments.control(`transactions/${reference}/webhook`, { copies: 100 })
      const verifications = await Promise.all(
        Array.from({ length: 20 }, () => verifyPayment(reference)),
      )
      expect(verifications.map(({ status, body }) => `${status} ${body.data?.status}`)).toEqual(
        Array(20).fill('200 completed'),
      )
      await vi.waitFor(
        async () => expect((await payments.transaction(reference)).webhook_deliveries).toBe(100),
        { timeout: 30_000, interval: 100 },
      )
      expect((await payments.transaction(reference)).webhook_attempts).toBe(100)
      expect(simulatorLog).toEqual([])

      const jobs = await receiptJobs()
      expect(jobs).toEqual([expect.objectContaining({ donation_id: String(donationId) })])
      await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 30_000, interval: 20 })
      expect(events[0]).toEqual({ id: donationId, amount: 25_000, donor: 'Ngozi Eze' })
    } finally {
      unsubscribe()
      await hub.stop()
    }
    const donation = await donationOf(payload, reference)
    expect(donation.status).toBe('completed')
    // A verification that finds the donation completed answers from the database; every one that
    // asked Paystack is counted once, and only those.
    const asked = (await payments.transaction(reference)).verify_requests
    expect(asked).toBeLessThanOrEqual(20)
    expect((await transactionOf(payload, reference)).verification_attempts).toBe(asked)

    await payload.jobs.run({ limit: 50 })
    const outbox = async () =>
      (
        await payload.find({
          collection: slugs.emailOutbox,
          where: { to: { equals: email } },
          overrideAccess: true,
        })
      ).docs
    const mails = await outbox()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toContain('₦25,000')
    for (const line of [
      'Dear Ngozi Eze,',
      'Amount: ₦25,000',
      `Date: ${formatDate(donation.completed_at)}`,
      `Reference: ${reference}`,
      'Given to: Abeokuta Sunday shuttle',
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.html).toContain(reference)
    expect((await donationOf(payload, reference)).receipt_sent_at).toBeTruthy()
    expect(await receiptJobs()).toEqual([])

    // Running the queue again, or a stray second receipt job, sends nothing more.
    await payload.jobs.run({ limit: 50 })
    await payload.jobs.queue({
      task: 'send-donation-receipt',
      input: { donationId: String(donationId) },
    })
    await payload.jobs.run({ limit: 50 })
    expect(await outbox()).toHaveLength(1)
  })
})
