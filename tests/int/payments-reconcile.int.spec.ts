// Reconciliation (issue #5): payments nobody settled (the app was down when Paystack's webhook
// came, the donor closed the tab) are verified with Paystack after 5 minutes, by
// reconcilePendingPayments and by the scheduled 'reconcile-payments' job; a day without payment
// fails the donation; a completed donation whose receipt was never queued gets one.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { MAX_VERIFICATION_ATTEMPTS, reconcilePendingPayments } from '@/lib/payments/reconcile'
import { rowsOf } from '@/lib/db/rows'

import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  startPayments,
  transactionOf,
  type Payments,
} from '../helpers/paystack'
import { scheduledRunOf } from '../helpers/schedules'

let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterAll(async () => {
  await payments?.close()
})

beforeEach(async () => {
  await payments.control('reset')
  // The app was "down": Paystack's webhooks never reached it.
  await payments.control('config', { webhooksEnabled: false })
  // Each test starts with nothing to reconcile and no queued job.
  await payload.db.drizzle.execute(
    sql`update donations set status = 'failed' where status = 'pending'`,
  )
  await payload.db.drizzle.execute(sql`delete from payload_jobs`)
})

const age = (reference: string, interval: string) =>
  payload.db.drizzle.execute(
    sql`update paystack_transactions set created_at = now() - ${interval}::interval where reference = ${reference}`,
  )

/** Time passes since Paystack was last asked about a payment. */
const lastAsked = (reference: string, interval: string) =>
  payload.db.drizzle.execute(
    sql`update paystack_transactions set last_verification_at = now() - ${interval}::interval where reference = ${reference}`,
  )

const receiptJobs = async (): Promise<string[]> =>
  rowsOf<{ donation_id: string }>(
    await payload.db.drizzle.execute(
      sql`select input->>'donationId' as donation_id from payload_jobs where task_slug = 'send-donation-receipt' order by id`,
    ),
  ).map((row) => row.donation_id)

const donate = async (paid: boolean, overrides: Record<string, unknown> = {}) => {
  const body = individualDonation(overrides)
  const { reference } = await initializeDonation(body)
  if (paid) await payments.control(`transactions/${reference}/pay`)
  return { reference, email: body.email as string }
}

describe('reconcilePendingPayments', () => {
  it('completes a payment made while the app was down, counts attempts on unpaid ones, and fails one a day old', async () => {
    const paidWhileDown = await donate(true)
    const unpaid = await donate(false)
    const dayOld = await donate(false)
    const tooRecent = await donate(true)
    await age(paidWhileDown.reference, '6 minutes')
    await age(unpaid.reference, '6 minutes')
    await age(dayOld.reference, '25 hours')
    // Nothing reached the app: both paid donations are still pending.
    expect((await donationOf(payload, paidWhileDown.reference)).status).toBe('pending')

    const summary = await reconcilePendingPayments(payload)
    expect(summary).toEqual({
      checked: 3,
      verified: 1,
      failed: 0,
      stillPending: 2,
      errors: 0,
      abandoned: 1,
      receiptsQueued: 0,
      giftsLinked: 0,
      giftsChecked: 0,
      chargesRecovered: 0,
    })

    const completed = await donationOf(payload, paidWhileDown.reference)
    expect(completed.status).toBe('completed')
    expect(completed.completed_at).toBeTruthy()
    expect(await transactionOf(payload, paidWhileDown.reference)).toMatchObject({
      status: 'success',
      verification_attempts: 1,
      webhook_received_at: null,
    })
    expect(await receiptJobs()).toEqual([String(completed.id)])

    expect((await donationOf(payload, unpaid.reference)).status).toBe('pending')
    expect(await transactionOf(payload, unpaid.reference)).toMatchObject({
      status: 'abandoned',
      verification_attempts: 1,
    })
    expect((await transactionOf(payload, unpaid.reference)).last_verification_at).toBeTruthy()

    expect((await donationOf(payload, dayOld.reference)).status).toBe('failed')

    // Younger than 5 minutes: the donor may still be on the checkout; nobody asked Paystack.
    expect((await donationOf(payload, tooRecent.reference)).status).toBe('pending')
    expect((await transactionOf(payload, tooRecent.reference)).verification_attempts).toBe(0)

    // At once, nobody is asked again: one asked a moment ago waits at least 5 minutes.
    expect(await reconcilePendingPayments(payload)).toMatchObject({ checked: 0, receiptsQueued: 0 })
    // A pass 5 minutes later asks again about the unpaid one only, and queues no second receipt.
    await lastAsked(unpaid.reference, '5 minutes 1 second')
    expect(await reconcilePendingPayments(payload)).toMatchObject({
      checked: 1,
      verified: 0,
      stillPending: 1,
      abandoned: 0,
      receiptsQueued: 0,
    })
    expect((await transactionOf(payload, unpaid.reference)).verification_attempts).toBe(2)
    expect(await receiptJobs()).toEqual([String(completed.id)])
  })

  it('fails declined payments, and a transaction whose attempts are used up without asking again', async () => {
    const declined = await donate(false)
    await payments.control(`transactions/${declined.reference}/decline`)
    const exhausted = await donate(false)
    await age(declined.reference, '10 minutes')
    await age(exhausted.reference, '3 hours')
    await payload.db.drizzle.execute(
      sql`update paystack_transactions set verification_attempts = ${MAX_VERIFICATION_ATTEMPTS} where reference = ${exhausted.reference}`,
    )

    expect(await reconcilePendingPayments(payload)).toMatchObject({
      checked: 1,
      failed: 1,
      abandoned: 1,
    })
    expect((await donationOf(payload, declined.reference)).status).toBe('failed')
    expect((await donationOf(payload, exhausted.reference)).status).toBe('failed')
    expect((await transactionOf(payload, exhausted.reference)).verification_attempts).toBe(
      MAX_VERIFICATION_ATTEMPTS,
    )
  })

  it('counts Paystack being unreachable as an error and leaves the donation pending', async () => {
    const paid = await donate(true)
    await age(paid.reference, '6 minutes')
    const baseUrl = process.env.PAYSTACK_BASE_URL
    process.env.PAYSTACK_BASE_URL = 'http://127.0.0.1:9'
    try {
      expect(await reconcilePendingPayments(payload)).toMatchObject({
        checked: 1,
        errors: 1,
        verified: 0,
        abandoned: 0,
      })
    } finally {
      process.env.PAYSTACK_BASE_URL = baseUrl
    }
    expect((await donationOf(payload, paid.reference)).status).toBe('pending')
    await lastAsked(paid.reference, '6 minutes')
    expect(await reconcilePendingPayments(payload)).toMatchObject({ checked: 1, verified: 1 })
    expect((await donationOf(payload, paid.reference)).status).toBe('completed')
  })

  it('a paid donation whose webhook was lost completes on the next run, however many abandoned checkouts wait before it', async () => {
    // 250 abandoned checkouts from the last day, each asked about before (a backlog larger than one run takes).
    await payload.db.drizzle.execute(sql`
      with donation as (
        insert into donations (amount, currency, status, reference, donor_email, donor_type, is_anonymous, show_publicly, created_at, updated_at)
        select 1000, 'NGN', 'pending', 'ABANDONED-' || i, 'left@example.org', 'individual', false, true, now() - interval '3 hours', now()
        from generate_series(1, 250) as i returning id, reference)
      insert into paystack_transactions (reference, donation_id, status, amount, currency, access_code, verification_attempts, last_verification_at, created_at, updated_at)
      select reference, id, 'abandoned', 1000, 'NGN', 'code-' || reference, 3, now() - interval '2 hours', now() - interval '3 hours', now() from donation`)
    const lost = [await donate(true), await donate(true)]
    for (const { reference } of lost) await age(reference, '6 minutes')

    const summary = await reconcilePendingPayments(payload, { limit: 100 })
    expect(summary.checked).toBe(100)
    for (const { reference } of lost)
      expect((await donationOf(payload, reference)).status).toBe('completed')
    // The backlog is asked about too, oldest question first, each then waiting longer.
    const asked = rowsOf<{ count: number }>(
      await payload.db.drizzle.execute(
        sql`select count(*)::int as count from paystack_transactions where reference like 'ABANDONED-%' and verification_attempts = 4`,
      ),
    )[0]
    expect(asked.count).toBe(98)
  })

  it('queues the receipt of a donation completed long ago whose receipt was never queued, once', async () => {
    const lost = await donate(false)
    // A crash between the completing UPDATE and queueing the receipt.
    await payload.db.drizzle.execute(
      sql`update donations set status = 'completed', completed_at = now() - interval '11 minutes' where reference = ${lost.reference}`,
    )
    const { id } = await donationOf(payload, lost.reference)
    expect(await reconcilePendingPayments(payload)).toMatchObject({ receiptsQueued: 1 })
    expect(await reconcilePendingPayments(payload)).toMatchObject({ receiptsQueued: 0 })
    expect(await receiptJobs()).toEqual([String(id)])
    await payload.jobs.run({ limit: 10 })
    const { docs } = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: lost.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].text).toContain(`Reference: ${lost.reference}`)
  })
})

describe("the scheduled 'reconcile-payments' job", () => {
  it("is queued by Payload's scheduler on the default queue, for the next 5-minute mark", async () => {
    const { asked, job, waitUntil } = await scheduledRunOf(payload, 'reconcile-payments')
    expect(job).toMatchObject({ queue: 'default', meta: { scheduled: true } })
    expect(waitUntil!.getTime() % 300_000).toBe(0)
    expect(waitUntil!.getTime()).toBeGreaterThan(asked)
    expect(waitUntil!.getTime() - asked).toBeLessThanOrEqual(300_000)
  })

  it('completes a payment nobody reported and its receipt reaches the donor', async () => {
    const project = await payload.create({
      collection: slugs.projects,
      data: { title: 'Jos hill road minibus', status: 'active', progress_percentage: 5 },
      overrideAccess: true,
    })
    const paid = await donate(true, { amount: 7_500, projectId: project.id })
    await age(paid.reference, '30 minutes')

    await payload.jobs.queue({ task: 'reconcile-payments', input: {} })
    await payload.jobs.run({ limit: 10 })
    const donation = await donationOf(payload, paid.reference)
    expect(donation.status).toBe('completed')
    // The receipt job it queued runs with the queue's next pass, as the minute cron would.
    await payload.jobs.run({ limit: 10 })
    const { docs } = await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: paid.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].text).toContain('Amount: ₦7,500')
    expect(docs[0].text).toContain('Given to: Jos hill road minibus')
    expect((await donationOf(payload, paid.reference)).receipt_sent_at).toBeTruthy()
  })
})
