// Claims of the job runner (src/lib/jobs/runner.ts) in one process: a job is run by the runner that
// claimed it and by no other; a claim whose runner died is released after the claim timeout as a
// failed try, so the job runs again, and stops after its retries; reconciliation no longer leaves
// a receipt unsent behind a job stuck in processing, and two reconciliations queue one receipt.
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { rowsOf } from '@/lib/db/rows'
import {
  claimJobs,
  claimTimeoutSeconds,
  releaseExpiredClaims,
  runQueuedJobs,
} from '@/lib/jobs/runner'
import { reconcilePendingPayments } from '@/lib/payments/reconcile'

import { outboxTo, queueTestEmail } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

beforeEach(async () => {
  await payload.db.drizzle.execute(sql`delete from payload_jobs`)
})

type JobRow = {
  id: number
  processing: boolean
  has_error: boolean
  total_tried: string
  error: { name?: string } | null
}
const jobRow = async (id: number | string): Promise<JobRow | undefined> =>
  rowsOf<JobRow>(
    await payload.db.drizzle.execute(
      sql`select id, processing, has_error, total_tried, error from payload_jobs where id = ${Number(id)}`,
    ),
  )[0]

const jobLog = async (id: number | string) =>
  rowsOf<{ state: string; error: { name?: string } | null }>(
    await payload.db.drizzle.execute(
      sql`select state, error from payload_jobs_log where _parent_id = ${Number(id)} order by _order`,
    ),
  )

/** The runner that held the claim stopped renewing it longer ago than the claim timeout. */
const expireClaim = (id: number | string) =>
  payload.db.drizzle.execute(
    sql`update payload_jobs set updated_at = now() - make_interval(secs => ${claimTimeoutSeconds() + 1}) where id = ${Number(id)}`,
  )

const queueEmail = () => queueTestEmail(payload, 'crash')

describe('claims', () => {
  it('a claimed job is run by its runner only; once the claim expires it is released as a failed try and runs once', async () => {
    const { to, id } = await queueEmail()
    // A runner claims the job and dies before running it.
    expect(await claimJobs(payload)).toEqual([id])
    await runQueuedJobs(payload)
    expect(await outboxTo(payload, to)).toHaveLength(0)
    expect(await jobRow(id)).toMatchObject({ processing: true, has_error: false })

    await expireClaim(id)
    await runQueuedJobs(payload)
    expect(await outboxTo(payload, to)).toHaveLength(1)
    // Done and deleted (deleteJobOnComplete); another pass sends nothing more.
    expect(await jobRow(id)).toBeUndefined()
    await runQueuedJobs(payload)
    expect(await outboxTo(payload, to)).toHaveLength(1)
  })

  it('a released claim counts as a try: a job whose runner dies on every try stops after its retries', async () => {
    const { to, id } = await queueEmail()
    // send-email allows 5 retries: 6 tries in all.
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await claimJobs(payload)).toEqual([id])
      await expireClaim(id)
      expect(await releaseExpiredClaims(payload)).toEqual([
        { id, task_slug: 'send-email', tries: attempt, final: attempt === 6 },
      ])
    }
    expect(await jobRow(id)).toMatchObject({
      processing: false,
      has_error: true,
      total_tried: '6',
      error: { name: 'ClaimExpired' },
    })
    expect((await jobLog(id)).map(({ state, error }) => [state, error?.name])).toEqual(
      Array(6).fill(['failed', 'ClaimExpired']),
    )
    await runQueuedJobs(payload)
    expect(await outboxTo(payload, to)).toHaveLength(0)
  })

  it('a claim still renewed is never released', async () => {
    const { id } = await queueEmail()
    expect(await claimJobs(payload)).toEqual([id])
    expect(await releaseExpiredClaims(payload)).toEqual([])
    expect(await jobRow(id)).toMatchObject({ processing: true, total_tried: '0' })
  })
})

describe('receipts behind a stuck job', () => {
  /** A donation completed 11 minutes ago whose receipt was not sent. */
  const completedDonation = async () => {
    const email = `donor-${randomBytes(4).toString('hex')}@example.org`
    const reference = `STUCK-${randomBytes(4).toString('hex')}`
    const [row] = rowsOf<{ id: number }>(
      await payload.db.drizzle.execute(sql`
        insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type, is_anonymous, show_publicly, completed_at, created_at, updated_at)
        values (5000, 'NGN', 'completed', ${reference}, ${email}, 'Ngozi', 'individual', false, true, now() - interval '11 minutes', now() - interval '12 minutes', now())
        returning id`),
    )
    return { id: row.id, email, reference }
  }
  const receiptJobs = async (donationId: number) =>
    rowsOf<{ id: number }>(
      await payload.db.drizzle.execute(
        sql`select id from payload_jobs where task_slug = 'send-donation-receipt' and input->>'donationId' = ${String(donationId)}`,
      ),
    )

  it('reconciliation frees a receipt job left processing by a runner that died, and the donor gets one receipt', async () => {
    const donation = await completedDonation()
    const job = await payload.jobs.queue({
      task: 'send-donation-receipt',
      input: { donationId: String(donation.id) },
    })
    expect(await claimJobs(payload)).toEqual([job.id])
    // The runner was killed mid-send, long enough ago for its claim to expire.
    await expireClaim(job.id)

    await reconcilePendingPayments(payload)
    expect(await jobRow(job.id)).toMatchObject({ processing: false, has_error: false })
    expect(await receiptJobs(donation.id)).toHaveLength(1)
    await runQueuedJobs(payload)

    const receipts = await outboxTo(payload, donation.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0].text).toContain(`Reference: ${donation.reference}`)
    const [sent] = rowsOf<{ receipt_sent_at: string | null }>(
      await payload.db.drizzle.execute(
        sql`select receipt_sent_at from donations where id = ${donation.id}`,
      ),
    )
    expect(sent.receipt_sent_at).not.toBeNull()
    expect(await receiptJobs(donation.id)).toHaveLength(0)
  })

  it('two reconciliations at once queue one receipt', async () => {
    const donation = await completedDonation()
    const summaries = await Promise.all([
      reconcilePendingPayments(payload),
      reconcilePendingPayments(payload),
      reconcilePendingPayments(payload),
    ])
    expect(summaries.map((summary) => summary.receiptsQueued).sort()).toEqual([0, 0, 1])
    expect(await receiptJobs(donation.id)).toHaveLength(1)
    await runQueuedJobs(payload)
    expect(await outboxTo(payload, donation.email)).toHaveLength(1)
  })
})
