// Funds (issue #35): every gift names one. The migration's default fund, a project's own fund made
// with it, online gifts named by their project, the SQL paths (a monthly charge, a bare insert)
// named too, funds kept while gifts name them, and the totals and CSV that say online or offline.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { completedDonationKinds } from '@/lib/db/dashboardCounts'
import { selectFundTotals } from '@/lib/db/funds'
import { recordMonthlyCharge } from '@/lib/db/monthlyGifts'
import { rowsOf } from '@/lib/db/rows'
import { exportRecentDonorsCsv } from '@/lib/donors/csv'

import { getTestPayload } from '../helpers/payload'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  startPayments,
  type Payments,
} from '../helpers/paystack'

let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
})

afterAll(async () => {
  await payments?.close()
})

const fundsNamed = async (name: string) =>
  (
    await payload.find({
      collection: slugs.funds,
      where: { name: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const defaultFund = async () => {
  const { docs } = await payload.find({
    collection: slugs.funds,
    where: { is_default: { equals: true } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

const project = (title: string) =>
  payload.create({
    collection: slugs.projects,
    data: { title, status: 'active', progress_percentage: 0 },
    overrideAccess: true,
  })

const deleteRefusal = async (id: number) =>
  payload
    .delete({ collection: slugs.funds, id, overrideAccess: true })
    .then(() => 'deleted')
    .catch((error: Error) => error.message)

it('has one default fund, General, which no one can delete', async () => {
  const general = await defaultFund()
  expect(general.name).toBe('General')
  expect(await deleteRefusal(general.id)).toMatch(/default fund cannot be deleted/)
  expect((await defaultFund()).id).toBe(general.id)
})

it('makes a fund with each project and renames it with the project', async () => {
  const made = await project('Ikorodu Bus Fund Drive')
  const [fund] = await fundsNamed('Ikorodu Bus Fund Drive')
  expect(fund.project).toBe(made.id)
  await payload.update({
    collection: slugs.projects,
    id: made.id,
    data: { title: 'Ikorodu Second Bus' },
    overrideAccess: true,
  })
  expect(await fundsNamed('Ikorodu Bus Fund Drive')).toHaveLength(0)
  expect((await fundsNamed('Ikorodu Second Bus'))[0].id).toBe(fund.id)
})

it("names an online gift's fund on the server: its project's, else General", async () => {
  const made = await project('Epe Road Shuttle')
  const [projectFund] = await fundsNamed('Epe Road Shuttle')
  const toProject = await initializeDonation(individualDonation({ projectId: made.id }))
  const general = await initializeDonation(individualDonation())
  // A fund in the post is not the donor's to choose: the server ignores it.
  const forged = await initializeDonation(individualDonation({ fund: projectFund.id }))
  expect((await donationOf(payload, toProject.reference)).fund).toBe(projectFund.id)
  expect((await donationOf(payload, general.reference)).fund).toBe((await defaultFund()).id)
  expect((await donationOf(payload, forged.reference)).fund).toBe((await defaultFund()).id)
  expect((await donationOf(payload, general.reference)).source).toBe('online')
})

it("gives a monthly charge its first gift's fund, and a bare SQL insert the default fund", async () => {
  const tithe = await payload.create({
    collection: slugs.funds,
    data: { name: 'Tithe' },
    overrideAccess: true,
  })
  const first = await payload.create({
    collection: slugs.donations,
    data: {
      amount: 5000,
      currency: 'NGN',
      status: 'completed',
      reference: 'FUND-FIRST',
      donor_email: 'tither@example.org',
      donor_type: 'individual',
      fund: tithe.id,
    },
    overrideAccess: true,
  })
  const gift = await payload.create({
    collection: slugs.monthlyGifts,
    data: {
      donor_email: 'tither@example.org',
      amount: 5000,
      currency: 'NGN',
      status: 'active',
      failed_charges: 0,
      first_donation: first.id,
    },
    overrideAccess: true,
  })
  expect(
    await recordMonthlyCharge(payload, {
      giftId: gift.id,
      reference: 'FUND-MONTH-2',
      amount: 5000,
    }),
  ).toBe(true)
  const month = await donationOf(payload, 'FUND-MONTH-2')
  expect(month.fund).toBe(tithe.id)
  expect(month.source).toBe('online')

  await payload.db.drizzle.execute(sql`
    insert into donations (amount, currency, status, reference, donor_email, donor_type, created_at, updated_at)
    values (700, 'NGN', 'completed', 'FUND-BARE', 'bare@example.org', 'individual', now(), now())`)
  expect((await donationOf(payload, 'FUND-BARE')).fund).toBe((await defaultFund()).id)
  const [row] = rowsOf<{ nulls: number }>(
    await payload.db.drizzle.execute(
      sql`select count(*)::int as nulls from donations where fund_id is null`,
    ),
  )
  expect(row.nulls).toBe(0)
})

it('keeps a fund while a gift names it; one with none may go', async () => {
  const [tithe] = await fundsNamed('Tithe')
  expect(await deleteRefusal(tithe.id)).toMatch(/has gifts, so it cannot be deleted/)
  const spare = await payload.create({
    collection: slugs.funds,
    data: { name: 'Harvest' },
    overrideAccess: true,
  })
  expect(await deleteRefusal(spare.id)).toBe('deleted')
  // A gift waiting in a batch names its fund too.
  const batchOnly = await payload.create({
    collection: slugs.funds,
    data: { name: 'Thanksgiving' },
    overrideAccess: true,
  })
  await payload.create({
    collection: slugs.giftBatches,
    data: {
      label: 'Thanksgiving collection',
      status: 'open',
      counted_on: new Date().toISOString(),
      gifts: [{ amount: 1_000, fund: batchOnly.id, method: 'cash' }],
    },
    overrideAccess: true,
  })
  expect(await deleteRefusal(batchOnly.id)).toMatch(/has gifts, so it cannot be deleted/)
})

it('totals each fund online and offline apart, and the CSV names the fund and says which', async () => {
  const building = await payload.create({
    collection: slugs.funds,
    data: { name: 'Building' },
    overrideAccess: true,
  })
  const gift = (
    reference: string,
    amount: number,
    source: 'online' | 'offline',
    status = 'completed',
  ) =>
    payload.create({
      collection: slugs.donations,
      data: {
        amount,
        currency: 'NGN',
        status: status as 'completed',
        reference,
        donor_name: 'Ọlá Adébáyọ̀',
        donor_email: 'ola@example.org',
        donor_type: 'individual',
        fund: building.id,
        source,
      },
      overrideAccess: true,
    })
  await gift('BLD-1', 10_000, 'online')
  await gift('BLD-2', 2_500, 'offline')
  await gift('BLD-3', 4_000, 'offline')
  await gift('BLD-4', 99_000, 'online', 'pending')
  const totals = (await selectFundTotals(payload)).find((fund) => fund.id === building.id)
  expect(totals).toMatchObject({ name: 'Building', online: 10_000, offline: 6_500, gifts: 3 })
  // The dashboard's and Analytics' kinds tell offline gifts apart from one-off online ones.
  expect((await completedDonationKinds(payload)).offline).toEqual({ count: 2, amount: 6_500 })

  const csv = await exportRecentDonorsCsv(payload, {
    q: 'BLD-',
    type: 'all',
    sort: 'created_at_asc',
    showAnonymous: false,
  })
  const lines = (await new Response(csv.stream).text()).trimEnd().split('\r\n')
  expect(lines[0]).toMatch(/,Refunded,Fund,Given$/)
  expect(lines.slice(1).map((line) => line.split(',').slice(-4).join(','))).toEqual([
    'BLD-1,,Building,Online',
    'BLD-2,,Building,Offline',
    'BLD-3,,Building,Offline',
  ])
})
