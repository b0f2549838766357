// Monthly giving by bank transfer (issue #35): the donor's Dedicated Virtual Account set up once,
// each signed transfer into it one donation with one receipt, a replay nothing, and the transfers
// Paystack cannot tie to a donor (or far from the pledge) queued for staff, recorded once.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { DashboardSummary } from '@/admin/views/DashboardSummary'
import { rowsOf } from '@/lib/db/rows'
import { closeReviewNotGift, recordReviewAsGift, startTransferGiving } from '@/lib/giving/transfers'
import type { TransferGift } from '@/payload-types'

import { outboxTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import {
  individualDonation,
  postWebhook,
  signedWebhook,
  startPayments,
  type Payments,
} from '../helpers/paystack'
import { allSections, createUser } from '../helpers/users'

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
})

const PLEDGE = 10_000

/** The donation form's monthly gift by transfer, its set-up job run: the donor's gift as stored. */
const setUpGift = async (email?: string, amount = PLEDGE): Promise<TransferGift> => {
  const form = individualDonation({
    frequency: 'monthly',
    amount,
    ...(email ? { email } : {}),
  })
  expect(await startTransferGiving(payload, form)).toEqual({ ok: true })
  // The set-up job, then the e-mail it queued.
  await payload.jobs.run({ limit: 50 })
  await payload.jobs.run({ limit: 50 })
  const { docs } = await payload.find({
    collection: slugs.transferGifts,
    where: { donor_email: { equals: form.email as string } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

const transferInto = (gift: TransferGift, naira: number) =>
  payments.control<{ reference: string }>(`dedicated-accounts/${gift.account_number}/transfer`, {
    amount: naira * 100,
  })

const donationsOf = async (email: string) =>
  (
    await payload.find({
      collection: slugs.donations,
      where: { donor_email: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

const reviewOf = async (reference: string) =>
  (
    await payload.find({
      collection: slugs.transferReviews,
      where: { reference: { equals: reference } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const receiptJobs = async (donationId: number) =>
  rowsOf(
    await payload.db.drizzle.execute(
      sql`select id from payload_jobs where task_slug = 'send-donation-receipt' and input->>'donationId' = ${String(donationId)}`,
    ),
  ).length

it('sets up one account per donor, e-mails it, and makes each signed transfer into it one donation with one receipt; a replay adds none', async () => {
  const gift = await setUpGift()
  expect(gift.status).toBe('active')
  expect(gift.account_number).toMatch(/^\d{10}$/)
  expect(gift.bank_name).toBe('Test Bank')
  const [mail] = await outboxTo(payload, gift.donor_email)
  expect(mail.text).toContain(gift.account_number)
  expect(mail.text).toContain(gift.account_name)
  expect(mail.text).toMatch(/\/giving\/g\d+\./)

  // A second tap (or anyone typing the address) reuses the customer and the account, changes
  // nothing of the gift, and e-mails the account again; Paystack was asked for one account only.
  const again = await setUpGift(gift.donor_email, 99_000)
  expect(again).toMatchObject({
    id: gift.id,
    account_number: gift.account_number,
    amount: PLEDGE,
  })
  expect(await outboxTo(payload, gift.donor_email)).toHaveLength(2)
  const listed = await fetch(`${payments.sim.url}/dedicated_account`, {
    headers: { authorization: `Bearer ${payments.secret}` },
  })
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1)

  const references: string[] = []
  for (const naira of [PLEDGE, 9_500, 12_000])
    references.push((await transferInto(gift, naira)).reference)
  await vi.waitFor(
    async () =>
      expect((await donationsOf(gift.donor_email)).map((d) => d.status)).toEqual([
        'completed',
        'completed',
        'completed',
      ]),
    { timeout: 30_000, interval: 100 },
  )
  const donations = await donationsOf(gift.donor_email)
  // The webhooks arrive in any order.
  expect(Object.fromEntries(donations.map((d) => [d.reference, d.amount]))).toEqual({
    [references[0]]: PLEDGE,
    [references[1]]: 9_500,
    [references[2]]: 12_000,
  })
  await payload.jobs.run({ limit: 50 })
  const receipted = await donationsOf(gift.donor_email)
  expect(receipted.every((d) => d.receipt_sent_at)).toBe(true)

  // Paystack sends the first transfer's event three times more: nothing is added or receipted again.
  await payments.control(`transactions/${references[0]}/webhook`, { copies: 3 })
  await vi.waitFor(
    async () => expect((await payments.transaction(references[0])).webhook_deliveries).toBe(4),
    { timeout: 30_000, interval: 100 },
  )
  expect(await donationsOf(gift.donor_email)).toHaveLength(3)
  const first = donations.find((d) => d.reference === references[0])
  expect(first && (await receiptJobs(first.id))).toBe(0)
  expect(await reviewOf(references[0])).toEqual([])
})

it('queues an unknown customer’s transfer and one far from the pledge; staff record each once, however often they click', async () => {
  const gift = await setUpGift()
  // A transfer whose customer is none of ours, signed as Paystack signs it.
  const unknown = `T${Date.now()}unknown`
  const event = {
    event: 'charge.success',
    data: {
      id: 5_100_000_001,
      status: 'success',
      reference: unknown,
      amount: 700_000,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      paid_at: new Date().toISOString(),
      customer: { customer_code: 'CUS_notoursatall1', email: 'someone@example.org' },
      authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '9000000001' },
    },
  }
  const signed = signedWebhook(event, payments.secret)
  for (let i = 0; i < 2; i++)
    expect((await postWebhook(signed.body, signed.headers)).status).toBe(200)
  const [unknownReview] = await reviewOf(unknown)
  expect(unknownReview).toMatchObject({ reason: 'unknown_customer', status: 'open', amount: 7_000 })
  expect(await reviewOf(unknown)).toHaveLength(1)

  // Five times the pledge: Paystack knows the donor, but staff decide.
  const far = await transferInto(gift, PLEDGE * 5)
  await vi.waitFor(async () => expect(await reviewOf(far.reference)).toHaveLength(1), {
    timeout: 30_000,
    interval: 100,
  })
  const [farReview] = await reviewOf(far.reference)
  expect(farReview).toMatchObject({ reason: 'amount_far', transfer_gift: gift.id })
  expect(await donationsOf(gift.donor_email)).toEqual([])

  const staff = await createUser(payload, { permissions: allSections(true, true) })
  // The dashboard's card counts the transfers waiting and opens their list.
  const card = async () =>
    /<a href="([^"]+)"[^>]*data-testid="dashboard-transfer-reviews-card"[^>]*>(.*?)<\/a>/.exec(
      renderToStaticMarkup((await DashboardSummary({ payload, user: staff })) as ReactElement),
    )
  const waiting = await payload.count({
    collection: slugs.transferReviews,
    where: { status: { equals: 'open' } },
    overrideAccess: true,
  })
  const before = await card()
  expect(before?.[1].replaceAll('&amp;', '&')).toBe(
    '/admin/collections/transfer-reviews?where[status][equals]=open',
  )
  expect(before?.[2]).toContain(`>${waiting.totalDocs}<`)
  const clicks = await Promise.all([
    recordReviewAsGift(payload, staff, String(farReview.id), undefined),
    recordReviewAsGift(payload, staff, String(farReview.id), undefined),
  ])
  expect(clicks.map((click) => click.ok).sort()).toEqual([false, true])
  expect(await recordReviewAsGift(payload, staff, String(farReview.id), undefined)).toMatchObject({
    ok: false,
    status: 409,
  })
  const [recorded] = await donationsOf(gift.donor_email)
  expect(recorded).toMatchObject({
    reference: far.reference,
    amount: PLEDGE * 5,
    status: 'completed',
  })
  expect(await donationsOf(gift.donor_email)).toHaveLength(1)
  expect(await receiptJobs(recorded.id)).toBe(1)
  expect((await card())?.[2]).toContain(`>${waiting.totalDocs - 1}<`)
  const [decided] = await reviewOf(far.reference)
  expect(decided).toMatchObject({ status: 'recorded', donation: recorded.id, decided_by: staff.id })
  // Once decided, its donor cannot be re-pointed by an edit, even by staff who edit donations.
  const repoint = await payload
    .update({
      collection: slugs.transferReviews,
      id: decided.id,
      data: { transfer_gift: null },
      user: staff,
      overrideAccess: false,
    })
    .then(() => 'changed')
    .catch((error: { status?: number }) => error.status)
  expect(repoint).toBe(409)
  expect((await reviewOf(far.reference))[0].transfer_gift).toBe(gift.id)

  // The unknown one needs a donor chosen; 'Not a gift' needs a reason and comes too late once recorded.
  expect(
    await recordReviewAsGift(payload, staff, String(unknownReview.id), undefined),
  ).toMatchObject({
    ok: false,
    status: 400,
  })
  expect(await closeReviewNotGift(payload, staff, String(unknownReview.id), ' ')).toMatchObject({
    ok: false,
    status: 400,
  })
  expect(await recordReviewAsGift(payload, staff, String(unknownReview.id), gift.id)).toMatchObject(
    {
      ok: true,
    },
  )
  expect(
    await closeReviewNotGift(payload, staff, String(unknownReview.id), 'A refund'),
  ).toMatchObject({
    ok: false,
    status: 409,
  })
  expect((await donationsOf(gift.donor_email)).map((d) => d.reference).sort()).toEqual(
    [far.reference, unknown].sort(),
  )
})
