// Monthly giving in the back office (issue #18), against a hand-made set of gifts: the Monthly
// Giving page's counts, monthly total, failures to follow up and lists by status; its CSV; the
// monthly-gifts collection as a donations viewer reads it (anonymous donors never found, filtered
// or sorted by name or e-mail, a title that names no donor, each gift's monthly donations); and the
// dashboard's and the Analytics report's one-off and monthly donations apart.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { CUSTOM_VIEWS } from '@/admin/views/registry'
import { adminCopy } from '@/copy/admin'
import { analyticsReport } from '@/lib/analytics/report'
import { formatDate, isoDay } from '@/lib/dates'
import { completedDonationKinds, dashboardCounts } from '@/lib/db/dashboardCounts'
import {
  LAPSED_FOLLOW_UP_DAYS,
  selectFollowUps,
  selectGiftsForCsv,
  selectGiftsPage,
  selectGivingTotals,
  type ListedStatus,
} from '@/lib/db/monthlyGiving'

import { callApi } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { createUser, TEST_PASSWORD } from '../helpers/users'

type Person = { id: number; email: string }

let payload: Payload
let viewer: Person
let outsider: Person
let inactive: Person

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY)

type GiftSpec = {
  key: string
  name: string
  email: string
  amount: number
  status: 'pending' | ListedStatus
  anonymous?: boolean
  /** Completed monthly payments (the first included); a pending gift has its first one pending. */
  months?: number
  failedPayments?: number
  startedDaysAgo?: number
  nextChargeInDays?: number
  pausedDaysAgo?: number
  lapsedDaysAgo?: number
  cancelledDaysAgo?: number
  lastFailureDaysAgo?: number
  failedCharges?: number
  openInvoice?: string
}

const GIFTS: GiftSpec[] = [
  {
    key: 'ada',
    name: 'Ada Okafor',
    email: 'ada@example.org',
    amount: 5_000,
    status: 'active',
    months: 3,
    startedDaysAgo: 70,
    nextChargeInDays: 10,
  },
  {
    key: 'hidden',
    name: 'Hidden Giver',
    email: 'hidden.giver@example.org',
    amount: 20_000,
    status: 'active',
    anonymous: true,
    failedPayments: 1,
    startedDaysAgo: 40,
    nextChargeInDays: 3,
    lastFailureDaysAgo: 2,
    failedCharges: 2,
    openInvoice: 'INV_hidden',
  },
  {
    key: 'bola',
    name: 'Bola Ade',
    email: 'bola@example.org',
    amount: 10_000,
    status: 'active',
    startedDaysAgo: 5,
    nextChargeInDays: 1,
  },
  {
    key: 'paused',
    name: 'Paused Person',
    email: 'paused@example.org',
    amount: 3_000,
    status: 'paused',
    startedDaysAgo: 50,
    pausedDaysAgo: 5,
  },
  {
    key: 'paused-unpaid',
    name: 'Paused Unpaid',
    email: 'paused.unpaid@example.org',
    amount: 4_000,
    status: 'paused',
    startedDaysAgo: 60,
    pausedDaysAgo: 8,
    lastFailureDaysAgo: 9,
    failedCharges: 1,
    openInvoice: 'INV_paused',
  },
  {
    key: 'lapsed',
    name: 'Lapsed Recently',
    email: 'lapsed@example.org',
    amount: 7_000,
    status: 'lapsed',
    startedDaysAgo: 100,
    lapsedDaysAgo: 10,
    lastFailureDaysAgo: 12,
    failedCharges: 4,
    openInvoice: 'INV_lapsed',
  },
  {
    key: 'lapsed-old',
    name: 'Lapsed Long Ago',
    email: 'lapsed.old@example.org',
    amount: 8_000,
    status: 'lapsed',
    startedDaysAgo: 200,
    lapsedDaysAgo: 90,
    lastFailureDaysAgo: 92,
    failedCharges: 4,
    openInvoice: 'INV_old',
  },
  {
    key: 'formula',
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'formula@example.org',
    amount: 1_000,
    status: 'cancelled',
    startedDaysAgo: 80,
    cancelledDaysAgo: 20,
  },
  {
    key: 'pending',
    name: 'Pending Person',
    email: 'pending@example.org',
    amount: 9_000,
    status: 'pending',
  },
]

const ids: Record<string, number> = {}
const donationsOf: Record<string, { id: number; reference: string }[]> = {}

const donation = (spec: GiftSpec, n: number, status: 'pending' | 'completed' | 'failed') =>
  payload.create({
    collection: slugs.donations,
    data: {
      amount: spec.amount,
      currency: 'NGN',
      status,
      reference: `MG-${spec.key}-${n}`,
      donor_name: spec.name,
      donor_email: spec.email,
      donor_type: 'individual',
      is_anonymous: spec.anonymous ?? false,
    },
    overrideAccess: true,
  })

const ago = (days: number | undefined) =>
  days === undefined ? undefined : daysFromNow(-days).toISOString()

/** A gift and its donations, linked both ways, as the payment server leaves them. */
const seedGift = async (spec: GiftSpec) => {
  const pending = spec.status === 'pending'
  const first = await donation(spec, 1, pending ? 'pending' : 'completed')
  const gift = await payload.create({
    collection: slugs.monthlyGifts,
    data: {
      donor_name: spec.name,
      donor_email: spec.email,
      is_anonymous: spec.anonymous ?? false,
      amount: spec.amount,
      currency: 'NGN',
      status: spec.status,
      first_donation: first.id,
      failed_charges: spec.failedCharges ?? 0,
      open_invoice: spec.openInvoice,
      started_at: ago(spec.startedDaysAgo),
      next_charge_at:
        spec.nextChargeInDays === undefined
          ? undefined
          : daysFromNow(spec.nextChargeInDays).toISOString(),
      paused_at: ago(spec.pausedDaysAgo),
      lapsed_at: ago(spec.lapsedDaysAgo),
      cancelled_at: ago(spec.cancelledDaysAgo),
      last_failure_at: ago(spec.lastFailureDaysAgo),
      email_token: `token-${spec.key}`,
    },
    overrideAccess: true,
  })
  ids[spec.key] = gift.id
  const made = [first]
  for (let n = 2; n <= (spec.months ?? 1); n++) made.push(await donation(spec, n, 'completed'))
  for (let n = 1; n <= (spec.failedPayments ?? 0); n++)
    made.push(await donation(spec, 100 + n, 'failed'))
  for (const each of made)
    await payload.update({
      collection: slugs.donations,
      id: each.id,
      data: { monthly_gift: gift.id },
      overrideAccess: true,
    })
  donationsOf[spec.key] = made.map(({ id, reference }) => ({ id, reference }))
}

beforeAll(async () => {
  payload = await getTestPayload()
  // A plain admin may view donations unless told otherwise (back-office.md section 3).
  viewer = await createUser(payload, { role: 'admin' })
  outsider = await createUser(payload, {
    role: 'admin',
    permissions: { donations: { can_view: false, can_edit: false } },
  })
  inactive = await createUser(payload, { role: 'admin', is_active: false })
  for (const spec of GIFTS) await seedGift(spec)
  // One-off gifts: only the completed one counts.
  for (const [n, status, amount] of [
    [1, 'completed', 25_000],
    [2, 'pending', 6_000],
    [3, 'failed', 2_000],
  ] as const)
    await payload.create({
      collection: slugs.donations,
      data: {
        amount,
        currency: 'NGN',
        status,
        reference: `ONE-${n}`,
        donor_name: 'Once Giver',
        donor_email: `once${n}@example.org`,
        donor_type: 'individual',
      },
      overrideAccess: true,
    })
})

const tokens = new Map<number, string>()
const tokenOf = async (user: Person) => {
  if (!tokens.has(user.id))
    tokens.set(
      user.id,
      (
        await payload.login({
          collection: 'users',
          data: { email: user.email, password: TEST_PASSWORD },
        })
      ).token!,
    )
  return tokens.get(user.id)!
}
const get = async (path: string, user: Person | null) =>
  callApi(path, {
    method: 'GET',
    headers: user ? { authorization: `JWT ${await tokenOf(user)}` } : {},
  })
const docsOf = async (path: string, user: Person = viewer) => {
  const response = await get(path, user)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

describe('the Monthly Giving page', () => {
  it('opens for admins who may view donations only (the view checks it: AdminPage)', () => {
    const { access, path } = CUSTOM_VIEWS.monthlyGiving
    expect(path).toBe('/monthly-giving')
    expect(access.may(viewer as never)).toBe(true)
    expect(access.may(outsider as never)).toBe(false)
    expect(access.may(inactive as never)).toBe(false)
    expect(access.may(null)).toBe(false)
  })

  it('counts gifts by status and the monthly recurring total of the active ones; a pending gift is not counted', async () => {
    expect(await selectGivingTotals(payload)).toEqual({
      active: 3,
      paused: 2,
      lapsed: 2,
      cancelled: 1,
      monthlyTotal: 5_000 + 20_000 + 10_000,
    })
  })

  it('follows up active gifts with an unpaid month and gifts lapsed in the last 60 days, latest failure first', async () => {
    const followUps = await selectFollowUps(payload, { showAnonymous: true, limit: 100 })
    expect(followUps.total).toBe(2)
    expect(followUps.gifts.map((gift) => gift.id)).toEqual([ids.hidden, ids.lapsed])
    expect(followUps.gifts[0]).toMatchObject({
      status: 'active',
      unpaid: true,
      amount: 20_000,
      failedCharges: 2,
      donorName: 'Hidden Giver',
      donorEmail: 'hidden.giver@example.org',
      isAnonymous: true,
      hidden: false,
    })
    expect(followUps.gifts[0].lastFailureAt?.getTime()).toBeCloseTo(daysFromNow(-2).getTime(), -5)
    expect(followUps.gifts[1]).toMatchObject({ status: 'lapsed', failedCharges: 4 })

    // A lapsed gift stays LAPSED_FOLLOW_UP_DAYS days: 10 days ago is still in 49 days from now, not in 51.
    expect(LAPSED_FOLLOW_UP_DAYS).toBe(60)
    const later = (days: number) =>
      selectFollowUps(payload, { showAnonymous: true, limit: 100, now: daysFromNow(days) })
    expect((await later(49)).gifts.map((gift) => gift.id)).toEqual([ids.hidden, ids.lapsed])
    expect((await later(51)).gifts.map((gift) => gift.id)).toEqual([ids.hidden])

    const limited = await selectFollowUps(payload, { showAnonymous: true, limit: 1 })
    expect([limited.total, limited.gifts.length]).toEqual([2, 1])
  })

  it('masks an anonymous donor until details are shown: the name and e-mail never leave the database', async () => {
    const [hidden] = (await selectFollowUps(payload, { showAnonymous: false, limit: 100 })).gifts
    expect(hidden).toMatchObject({
      id: ids.hidden,
      isAnonymous: true,
      hidden: true,
      donorName: null,
      donorEmail: null,
      amount: 20_000,
    })
    const active = await selectGiftsPage(payload, {
      status: 'active',
      showAnonymous: false,
      limit: 50,
      offset: 0,
    })
    expect(JSON.stringify(active)).not.toMatch(/Hidden Giver|hidden\.giver/)
    expect(active.find((gift) => gift.id === ids.ada)).toMatchObject({
      hidden: false,
      donorName: 'Ada Okafor',
      donorEmail: 'ada@example.org',
    })
  })

  it('lists each status in its own order, in pages; pending gifts are never listed', async () => {
    const page = (status: ListedStatus, limit = 50, offset = 0) =>
      selectGiftsPage(payload, { status, showAnonymous: true, limit, offset }).then((gifts) =>
        gifts.map((gift) => gift.id),
      )
    // Active: the next charge first. Paused, lapsed, cancelled: the latest change first.
    expect(await page('active')).toEqual([ids.bola, ids.hidden, ids.ada])
    expect(await page('paused')).toEqual([ids.paused, ids['paused-unpaid']])
    expect(await page('lapsed')).toEqual([ids.lapsed, ids['lapsed-old']])
    expect(await page('cancelled')).toEqual([ids.formula])
    expect(await page('active', 2, 2)).toEqual([ids.ada])
    const csv = await selectGiftsForCsv(payload, { showAnonymous: true })
    expect(csv.map((gift) => gift.status)).toEqual([
      'active',
      'active',
      'active',
      'paused',
      'paused',
      'lapsed',
      'lapsed',
      'cancelled',
    ])
    expect(csv.map((gift) => gift.id)).not.toContain(ids.pending)
  })
})

describe('GET /api/admin/monthly-giving.csv', () => {
  const HEADER =
    'Donor,Email,Amount,Status,Started,Next charge,Failed charges,Last failure,Anonymous\r\n'
  /** A date as the file writes it: 'MMM dd, yyyy' in Lagos, quoted for its comma. */
  const day = (date: Date | null) => (date ? `"${formatDate(date)}"` : '')

  it('refuses a visitor (401) and an admin who may not view donations (403)', async () => {
    const visitor = await get('/admin/monthly-giving.csv', null)
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({ error: adminCopy.notAuthenticated })
    const refused = await get('/admin/monthly-giving.csv', outsider)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain('Okafor')
  })

  it('lists every gift past its first payment, anonymous donors masked and formulas defused', async () => {
    const response = await get('/admin/monthly-giving.csv', viewer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="monthly-giving-${isoDay(new Date())}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-total-count')).toBe('8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(`${lines[0]}\r\n`).toBe(HEADER)
    expect(lines).toHaveLength(10) // header, 8 gifts, and the empty string after the last CRLF
    expect(text).not.toMatch(/Hidden Giver|hidden\.giver|Pending Person/)
    const [bola, hidden, ada] = await selectGiftsForCsv(payload, { showAnonymous: false })
    expect([bola.id, hidden.id, ada.id]).toEqual([ids.bola, ids.hidden, ids.ada])
    expect(lines[2]).toBe(
      `Anonymous,,20000,Active,${day(hidden.startedAt)},${day(hidden.nextChargeAt)},2,${day(hidden.lastFailureAt)},Yes`,
    )
    expect(lines[3]).toBe(
      `Ada Okafor,ada@example.org,5000,Active,${day(ada.startedAt)},${day(ada.nextChargeAt)},0,,No`,
    )
    expect(lines[8]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",formula@example\.org,1000,Cancelled,"[A-Z][a-z]{2} \d{2}, \d{4}",,0,,No$/,
    )
  })

  it('with anonymous=1 writes anonymous donors in full', async () => {
    const text = await (await get('/admin/monthly-giving.csv?anonymous=1', viewer)).text()
    expect(text.split('\r\n')[2]).toMatch(/^Hidden Giver,hidden\.giver@example\.org,20000,Active,/)
  })
})

describe('the monthly-gifts collection, as a donations viewer reads it', () => {
  /** The list's search box: one `like` per searchable field under where.or. */
  const search = async (text: string) => {
    const query = ['donor_name', 'donor_email', 'subscription_code']
      .map((field, index) => `where[or][${index}][${field}][like]=${encodeURIComponent(text)}`)
      .join('&')
    return (await docsOf(`/monthly-gifts?depth=0&${query}`)).map((doc) => doc.id)
  }

  it('never finds, filters or counts an anonymous donor by name or e-mail', async () => {
    expect(await search('Hidden Giver')).toEqual([])
    expect(await search('hidden.giver')).toEqual([])
    expect(await search('Ada Okafor')).toEqual([ids.ada])
    const filtered = await docsOf(
      `/monthly-gifts?where[and][0][or][0][donor_email][equals]=${encodeURIComponent('hidden.giver@example.org')}`,
    )
    expect(filtered).toEqual([])
    const counted = await get(
      `/monthly-gifts/count?where[donor_name][like]=${encodeURIComponent('Giver')}`,
      viewer,
    )
    expect(await counted.json()).toEqual({ totalDocs: 0 })
    // Not by name: the gift itself is listed and counted.
    expect((await docsOf('/monthly-gifts?depth=0&limit=100')).map((doc) => doc.id)).toContain(
      ids.hidden,
    )
  })

  it('refuses a sort by name or e-mail, which would place a masked donor among the others', async () => {
    for (const sort of ['donor_name', '-donor_name', '-donor_email', 'amount,donor_email']) {
      const response = await get(`/monthly-gifts?sort=${sort}`, viewer)
      expect(response.status, sort).toBe(400)
      expect(JSON.stringify(await response.json())).not.toContain('Hidden')
    }
    await expect(
      payload.find({
        collection: slugs.monthlyGifts,
        sort: 'donor_name',
        user: viewer as never,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    expect((await get('/monthly-gifts?sort=-amount', viewer)).status).toBe(200)
  })

  it("is titled by its first payment's reference, so a picker of gifts lists no donor's name", async () => {
    // What the Donations list's 'Monthly gift' filter asks for: the title field of every gift.
    const picked = await docsOf('/monthly-gifts?depth=0&limit=100&select[reference]=true')
    expect(picked).toHaveLength(GIFTS.length)
    expect(JSON.stringify(picked)).not.toMatch(/Hidden Giver|hidden\.giver|Ada/)
    expect(picked.find((doc) => doc.id === ids.hidden)?.reference).toBe('MG-hidden-1')
    expect(payload.collections[slugs.monthlyGifts].config.admin.useAsTitle).toBe('reference')
  })

  it('opens a gift with its monthly donations (the join), each of which opens; others are refused', async () => {
    const response = await get(`/monthly-gifts/${ids.ada}?depth=0`, viewer)
    expect(response.status).toBe(200)
    const gift = (await response.json()) as {
      donor_name: string
      reference: string
      email_token?: string
      charges: { docs: number[] }
    }
    expect(gift.donor_name).toBe('Ada Okafor')
    expect(gift.reference).toBe('MG-ada-1')
    expect(gift.email_token).toBeUndefined()
    expect([...gift.charges.docs].sort()).toEqual(donationsOf.ada.map(({ id }) => id).sort())
    for (const { id } of donationsOf.ada)
      expect((await get(`/donations/${id}?depth=0`, viewer)).status).toBe(200)
    expect((await get(`/monthly-gifts/${ids.ada}`, outsider)).status).toBe(403)
  })
})

describe('one-off and monthly donations apart', () => {
  const ONE_OFF = { count: 1, amount: 25_000 }
  // Issue #35: no gift here was recorded offline (funds.int and the batches' tests count those).
  const OFFLINE = { count: 0, amount: 0 }
  // Every completed monthly payment: Ada's three and one first payment of each other listed gift.
  const MONTHLY = {
    count: 10,
    amount: 3 * 5_000 + 20_000 + 10_000 + 3_000 + 4_000 + 7_000 + 8_000 + 1_000,
  }

  it('on the dashboard: the two add up to the Total Donations (Completed) card', async () => {
    const kinds = await completedDonationKinds(payload)
    expect(kinds).toEqual({ oneOff: ONE_OFF, monthly: MONTHLY, offline: OFFLINE })
    const counts = await dashboardCounts(payload)
    expect(kinds.oneOff.count + kinds.monthly.count).toBe(counts.completedDonations)
    expect(kinds.oneOff.amount + kinds.monthly.amount).toBe(counts.completedDonationsAmount)
  })

  it("in the Analytics report of a range, for those who may see amounts; the spec's cards are unchanged", async () => {
    const report = await analyticsReport(payload, { days: 7, byKind: true })
    expect(report.donationsByKind).toEqual({ oneOff: ONE_OFF, monthly: MONTHLY, offline: OFFLINE })
    expect(report.cards.donationsCompleted).toBe(ONE_OFF.count + MONTHLY.count)
    const plain = await analyticsReport(payload, { days: 7 })
    expect('donationsByKind' in plain).toBe(false)
    expect(plain.cards).toEqual(report.cards)
    // Completed before the range: counted in neither.
    const lastYear = await analyticsReport(payload, {
      days: 7,
      byKind: true,
      now: daysFromNow(-365),
    })
    expect(lastYear.donationsByKind).toEqual({
      oneOff: { count: 0, amount: 0 },
      monthly: { count: 0, amount: 0 },
      offline: OFFLINE,
    })
  })

  it('in GET /api/admin/analytics only for an admin who may view donations', async () => {
    const shown = (await (await get('/admin/analytics?days=30', viewer)).json()) as {
      donationsByKind?: unknown
    }
    expect(shown.donationsByKind).toEqual({ oneOff: ONE_OFF, monthly: MONTHLY, offline: OFFLINE })
    const response = await get('/admin/analytics?days=30', outsider)
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('donationsByKind')
  })

  // Issue #29: a partial refund showed only on the record, every total still counting all of it.
  it('a partial refund leaves the gift completed and counts only what was kept, on the dashboard and in Analytics', async () => {
    const oneOff = await payload.find({
      collection: slugs.donations,
      where: { and: [{ status: { equals: 'completed' } }, { monthly_gift: { exists: false } }] },
      overrideAccess: true,
      limit: 1,
    })
    const gift = oneOff.docs[0]
    await payload.db.drizzle.execute(
      sql`update donations set refunded_amount = 10000 where id = ${gift.id}`,
    )
    try {
      const kept = { count: 1, amount: ONE_OFF.amount - 10_000 }
      expect(await completedDonationKinds(payload)).toEqual({
        oneOff: kept,
        monthly: MONTHLY,
        offline: OFFLINE,
      })
      expect((await dashboardCounts(payload)).completedDonationsAmount).toBe(
        kept.amount + MONTHLY.amount,
      )
      const report = await analyticsReport(payload, { days: 7, byKind: true })
      expect(report.donationsByKind).toEqual({ oneOff: kept, monthly: MONTHLY, offline: OFFLINE })
      const { docs } = await payload.find({
        collection: slugs.donations,
        where: { id: { equals: gift.id } },
        user: viewer,
        overrideAccess: false,
      })
      expect(docs[0].status_label).toMatch(/^Completed( \(Webhook\))?, ₦10,000 refunded$/)
    } finally {
      await payload.db.drizzle.execute(
        sql`update donations set refunded_amount = null where id = ${gift.id}`,
      )
    }
  })
})
