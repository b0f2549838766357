// Offline gifts in batches (issue #35): one person enters a batch, a second commits it, once, as
// completed offline donations with their funds; a committed batch and its gifts stay as they are;
// the gifts count in the fund totals and the donor's My giving, and a receipt asked for is queued once.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { giftBatchesCopy as copy } from '@/copy/giftBatches'
import { selectFundTotals } from '@/lib/db/funds'
import { readMyGiving } from '@/lib/giving/summary'
import { reconcilePendingPayments } from '@/lib/payments/reconcile'

import { rest } from '../helpers/api'
import { outboxTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

type Person = { id: number; email: string }

let payload: Payload
let counter: Person
let committer: Person
let viewer: Person
let superAdmin: Person
let buildingFund: number
const tokens = new Map<number, string>()

beforeAll(async () => {
  payload = await getTestPayload()
  const editor = { role: 'admin' as const, permissions: allSections(true, true) }
  counter = await createUser(payload, editor)
  committer = await createUser(payload, editor)
  viewer = await createUser(payload, { role: 'admin', permissions: allSections(true, false) })
  superAdmin = await createUser(payload, { role: 'super_admin' })
  buildingFund = (
    await payload.create({
      collection: slugs.funds,
      data: { name: 'Batch Building' },
      overrideAccess: true,
    })
  ).id
})

/** The person's token, signed in once (payload.login, as the sign-in form does). */
const as = async ({ id, email }: Person) =>
  tokens.get(id) ??
  tokens
    .set(
      id,
      (await payload.login({ collection: 'users', data: { email, password: TEST_PASSWORD } }))
        .token!,
    )
    .get(id)!

const EMAIL = 'Adaeze.Okafor@Example.org'

/** A Sunday's cash: one gift from a named donor who wants a receipt, one anonymous. */
const enterBatch = async (label: string) =>
  rest('POST', `/${slugs.giftBatches}?depth=0`, await as(counter), {
    label,
    counted_on: '2026-11-29T00:00:00.000Z',
    // Not the browser's to set: the server stamps who entered the batch.
    entered_by: committer.id,
    gifts: [
      {
        amount: 15000,
        fund: buildingFund,
        method: 'cash',
        donor_name: 'Adaeze Okafor',
        donor_email: ` ${EMAIL} `,
        donor_phone: '0803 123 4567',
        send_receipt: true,
      },
      { amount: 2500, fund: buildingFund, method: 'cash' },
    ],
  })

const commit = async (id: number, user: Person) =>
  rest('POST', `/workflows/gift-batches/${id}/commit`, await as(user), {})

const donationsOf = async (batch: number) =>
  (
    await payload.find({
      collection: slugs.donations,
      where: { gift_batch: { equals: batch } },
      sort: 'reference',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

it('stamps who entered a batch, counts it, and refuses its commit to that person and to a viewer', async () => {
  const entered = await enterBatch('Sunday Nov 29 collection')
  expect(entered.status).toBe(201)
  const batch = entered.body.doc as { id: number; entered_by: number; status: string }
  expect(batch).toMatchObject({
    entered_by: counter.id,
    status: 'open',
    gift_count: 2,
    total: 17500,
  })
  expect((batch as unknown as { gifts: { donor_phone: string }[] }).gifts[0].donor_phone).toBe(
    '+2348031234567',
  )

  expect(await commit(batch.id, counter)).toEqual({ status: 403, body: { error: copy.samePerson } })
  expect((await commit(batch.id, viewer)).status).toBe(403)
  expect(await donationsOf(batch.id)).toEqual([])

  // A gift with "Send a receipt" and no e-mail, or an inactive fund, is refused and nothing is stored.
  const closed = await payload.create({
    collection: slugs.funds,
    data: { name: 'Closed Appeal', active: false },
    overrideAccess: true,
  })
  const refused = await rest('POST', `/${slugs.giftBatches}`, await as(counter), {
    label: 'Bad batch',
    counted_on: '2026-11-29T00:00:00.000Z',
    gifts: [{ amount: 100, fund: closed.id, method: 'pos' }],
  })
  expect(refused.status).toBe(400)
  expect(JSON.stringify(refused.body)).toContain(copy.fundInactive('Closed Appeal'))
  for (const [gift, message] of [
    [{ amount: 100.5, fund: buildingFund, method: 'cheque' }, copy.amountWhole],
    [
      { amount: 100, fund: buildingFund, method: 'cash', send_receipt: true },
      copy.receiptNeedsEmail,
    ],
  ] as const) {
    const mistyped = await rest('POST', `/${slugs.giftBatches}`, await as(counter), {
      label: 'Bad batch',
      counted_on: '2026-11-29T00:00:00.000Z',
      gifts: [gift],
    })
    expect(mistyped.status).toBe(400)
    expect(JSON.stringify(mistyped.body)).toContain(message)
  }
  const { totalDocs } = await payload.count({
    collection: slugs.giftBatches,
    where: { label: { equals: 'Bad batch' } },
    overrideAccess: true,
  })
  expect(totalDocs).toBe(0)
})

it('refuses the commit to anyone who ever changed the batch, not only its first and last hands', async () => {
  const batch = (await enterBatch('Midweek service')).body.doc as { id: number }
  // The committer changes an amount; then the counter renames it, and is its last hand.
  const changed = await rest('PATCH', `/${slugs.giftBatches}/${batch.id}`, await as(committer), {
    gifts: [{ amount: 1_000, fund: buildingFund, method: 'cash' }],
  })
  expect(changed.status).toBe(200)
  const renamed = await rest('PATCH', `/${slugs.giftBatches}/${batch.id}`, await as(counter), {
    label: 'Midweek service (recounted)',
  })
  expect(renamed.status).toBe(200)
  const refused = await commit(batch.id, committer)
  expect(refused.status).toBe(403)
  expect(JSON.stringify(refused.body)).toContain(copy.samePerson)
  expect(await donationsOf(batch.id)).toEqual([])
})

it('commits once when a second person clicks twice at once, then the batch and its gifts stay fixed', async () => {
  const before = (await selectFundTotals(payload)).find((fund) => fund.id === buildingFund)!
  const batch = (await enterBatch('Sunday Dec 6 collection')).body.doc as { id: number }

  const answers = await Promise.all([commit(batch.id, committer), commit(batch.id, committer)])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  expect(answers.map((answer) => answer.body.message ?? answer.body.error).sort()).toEqual(
    [copy.alreadyCommitted, copy.committed].sort(),
  )

  const donations = await donationsOf(batch.id)
  expect(
    donations.map(({ reference, amount, status, source, method, fund, completed_at }) => ({
      reference,
      amount,
      status,
      source,
      method,
      fund,
      completed_at,
    })),
  ).toEqual(
    [1, 2].map((n) => ({
      reference: `OFF-${batch.id}-${n}`,
      amount: n === 1 ? 15000 : 2500,
      status: 'completed',
      source: 'offline',
      method: 'cash',
      fund: buildingFund,
      // The counted day, at noon in Lagos.
      completed_at: '2026-11-29T11:00:00.000Z',
    })),
  )
  expect(donations[0]).toMatchObject({
    donor_name: 'Adaeze Okafor',
    donor_email: EMAIL.toLowerCase(),
    donor_phone: '+2348031234567',
  })
  const committed = await payload.findByID({
    collection: slugs.giftBatches,
    id: batch.id,
    depth: 0,
    overrideAccess: true,
  })
  expect(committed).toMatchObject({ status: 'committed', committed_by: committer.id })
  // The donors now live on their donations only.
  expect(committed.gifts?.map((gift) => [gift.amount, gift.donor_name, gift.donor_email])).toEqual([
    [15000, null, null],
    [2500, null, null],
  ])
  const audit = await payload.find({
    collection: slugs.auditLog,
    where: {
      and: [
        { collection: { equals: slugs.giftBatches } },
        { document_id: { equals: String(batch.id) } },
        { user: { equals: committer.id } },
      ],
    },
    overrideAccess: true,
  })
  expect(audit.docs.map((entry) => entry.changed_fields)).toEqual([
    ['status', 'committed_by', 'committed_at'],
  ])

  // Fixed: no edit, by the person who entered it or a super admin; no delete; the gifts' fund stays.
  const edit = await rest('PATCH', `/${slugs.giftBatches}/${batch.id}`, await as(counter), {
    label: 'Changed',
  })
  expect(edit.status).toBe(409)
  expect(JSON.stringify(edit.body)).toContain(copy.committedFixed)
  const removal = await rest('DELETE', `/${slugs.giftBatches}/${batch.id}`, await as(superAdmin))
  expect(removal.status).toBe(409)
  expect(JSON.stringify(removal.body)).toContain(copy.committedFixed)
  const general = await payload.find({
    collection: slugs.funds,
    where: { is_default: { equals: true } },
    depth: 0,
    overrideAccess: true,
  })
  const move = await rest('PATCH', `/${slugs.donations}/${donations[0].id}`, await as(superAdmin), {
    fund: general.docs[0].id,
  })
  expect(move.status).toBe(409)
  expect(JSON.stringify(move.body)).toContain(copy.giftFixed)
  expect(await donationsOf(batch.id)).toEqual(donations)
  expect(
    await payload.findByID({
      collection: slugs.giftBatches,
      id: batch.id,
      depth: 0,
      overrideAccess: true,
    }),
  ).toMatchObject({ label: 'Sunday Dec 6 collection', status: 'committed' })

  // The gifts count offline in the fund's totals and on the donor's My giving (by e-mail, any case).
  const after = (await selectFundTotals(payload)).find((fund) => fund.id === buildingFund)!
  expect(after.offline - before.offline).toBe(17500)
  expect(after.online).toBe(before.online)
  const giving = await readMyGiving(payload, {
    email: EMAIL,
    donationId: donations[0].id,
    expiresAt: new Date(Date.now() + 60_000),
  })
  expect(giving.gifts.filter((gift) => gift.reference === `OFF-${batch.id}-1`)).toEqual([
    expect.objectContaining({ amount: 15000, offline: true, fundName: 'Batch Building' }),
  ])

  // One receipt, for the gift with an e-mail and "Send a receipt", sent by the receipt job.
  const jobs = (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'send-donation-receipt' } },
      limit: 500,
      overrideAccess: true,
    })
  ).docs.filter((job) =>
    donations.some((gift) => String(gift.id) === (job.input as { donationId: string }).donationId),
  )
  expect(jobs.map((job) => (job.input as { donationId: string }).donationId)).toEqual([
    String(donations[0].id),
  ])
  await payload.jobs.runByID({ id: jobs[0].id, overrideAccess: true })
  const mails = await outboxTo(payload, EMAIL.toLowerCase())
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringContaining('thank you for your donation of ₦15,000'),
  ])
  expect(mails[0].text).toContain('Batch Building')
  expect(
    (await payload.findByID({ collection: slugs.donations, id: donations[0].id, depth: 0 }))
      .receipt_sent_at,
  ).toBeTruthy()

  // Reconciliation never sends the receipts staff did not ask for, however old the gift.
  await payload.db.drizzle.execute(
    sql`update donations set completed_at = now() - interval '1 day' where gift_batch_id = ${batch.id}`,
  )
  await reconcilePendingPayments(payload)
  const receiptJobsOf = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'send-donation-receipt' } },
        limit: 500,
        overrideAccess: true,
      })
    ).docs.filter((job) => (job.input as { donationId: string }).donationId === String(id))
  expect(await receiptJobsOf(donations[1].id)).toEqual([])

  // A cash gift given with no address can still be voided by a super admin.
  expect(donations[1].donor_email).toBe('')
  const voided = await rest(
    'POST',
    `/workflows/donations/${donations[1].id}/void`,
    await as(superAdmin),
    { reason: 'Counted twice' },
  )
  expect(voided.status).toBe(200)
  expect(
    (await payload.findByID({ collection: slugs.donations, id: donations[1].id, depth: 0 })).status,
  ).toBe('voided')
})
