// The Recent Donors page (back-office.md: Recent Donors page, sections 7 and 9) against a
// hand-made fixture: the cards, each filter, search, the six sorts, pages, anonymous donors with
// the toggle off and on, and the CSV export byte for byte, with who may download it.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { csvField, csvRow } from '@/lib/csv'
import { formatDate, isoDay } from '@/lib/dates'
import { donationCounts, recentDonorsPage, recentDonorsStats } from '@/lib/donors/recent'
import { exportRecentDonorsCsv, MAX_CONCURRENT_EXPORTS } from '@/lib/donors/csv'
import {
  parseRecentDonorsQuery,
  recentDonorsSearch,
  type RecentDonorsQuery,
} from '@/lib/donors/query'

import { callApi } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

type Fixture = {
  ref: string
  status?: 'completed' | 'pending' | 'failed' | 'refunded'
  type?: 'individual' | 'organization'
  name: string
  email: string
  phone?: string
  organization?: string
  anonymous?: boolean
  amount: number
  at: string
}

/** Seven completed donations, and three that are not, whose totals are worked out by hand below. */
const FIXTURE: Fixture[] = [
  {
    ref: 'RD-001',
    name: 'Ada Okafor',
    email: 'ada@example.org',
    phone: '+234 803 000 0001',
    amount: 25_000,
    at: '2026-01-10T09:00:00Z',
  },
  {
    ref: 'RD-002',
    name: 'Ifeanyi Obi',
    email: 'ifeanyi@example.org',
    phone: '0806 220 1934',
    anonymous: true,
    amount: 100_000,
    at: '2026-02-14T12:00:00Z',
  },
  {
    ref: 'RD-003',
    type: 'organization',
    name: 'Yetunde "Yemi" Bello',
    organization: 'Grace Assembly, Ikeja',
    email: 'finance@grace.example.org',
    phone: '0802 555 0143',
    amount: 500_000,
    at: '2026-03-01T08:00:00Z',
  },
  {
    ref: 'RD-004',
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'formula@example.org',
    phone: '+234 805 000 0004',
    amount: 5_000,
    at: '2026-04-20T10:00:00Z',
  },
  {
    ref: 'RD-005',
    name: 'Ọlá Adébáyọ̀',
    email: 'ola@example.org',
    amount: 10_000,
    at: '2026-05-05T10:00:00Z',
  },
  // 23:30 UTC is 00:30 the next day in Lagos: the date shown is July 1.
  {
    ref: 'RD-006',
    name: 'Ada Okafor',
    email: 'ADA@example.org',
    phone: '+234 803 000 0001',
    amount: 2_500,
    at: '2026-06-30T23:30:00Z',
  },
  {
    ref: 'RD-007',
    type: 'organization',
    name: 'Chioma Okonkwo',
    organization: 'Kingdom Builders\nCooperative',
    email: 'treasurer@kingdom.example.org',
    phone: '0802 930 5514',
    anonymous: true,
    amount: 200_000,
    at: '2026-07-15T10:00:00Z',
  },
  {
    ref: 'RD-008',
    status: 'pending',
    name: 'Pending Person',
    email: 'pending@example.org',
    amount: 7_000,
    at: '2026-08-01T10:00:00Z',
  },
  {
    ref: 'RD-009',
    status: 'failed',
    name: 'Failed Person',
    email: 'failed@example.org',
    amount: 1_000,
    at: '2026-08-02T10:00:00Z',
  },
  {
    ref: 'RD-010',
    status: 'refunded',
    name: 'Refunded Person',
    email: 'refunded@example.org',
    amount: 50_000,
    at: '2026-08-03T10:00:00Z',
  },
]

const insert = async (donation: Fixture) => {
  const organization = donation.type === 'organization'
  const doc = await payload.create({
    collection: slugs.donations,
    data: {
      amount: donation.amount,
      currency: 'NGN',
      status: donation.status ?? 'completed',
      reference: donation.ref,
      donor_name: donation.name,
      donor_email: donation.email,
      donor_phone: donation.phone,
      donor_type: donation.type ?? 'individual',
      organization_name: donation.organization,
      contact_person: organization ? donation.name : undefined,
      is_anonymous: donation.anonymous ?? false,
    },
    overrideAccess: true,
  })
  await payload.db.drizzle.execute(
    sql`update donations set created_at = ${donation.at} where id = ${doc.id}`,
  )
}

const query = (overrides: Partial<RecentDonorsQuery> = {}): RecentDonorsQuery => ({
  q: '',
  type: 'all',
  sort: 'created_at_desc',
  showAnonymous: false,
  page: 1,
  ...overrides,
})
const refs = async (overrides: Partial<RecentDonorsQuery> = {}) =>
  (await recentDonorsPage(payload, query(overrides))).records.map((record) => record.reference)

it('shows zeros and no records before any donation is completed', async () => {
  expect(await recentDonorsStats(payload, query())).toEqual({
    totalAmount: 0,
    donors: 0,
    averageAmount: 0,
    anonymous: 0,
  })
  expect(await recentDonorsPage(payload, query({ page: 3 }))).toMatchObject({
    records: [],
    page: 1,
    pageCount: 1,
  })
  expect(await donationCounts(payload)).toEqual({ total: 0, completed: 0, pending: 0 })
})

describe('with the fixture', () => {
  beforeAll(async () => {
    for (const donation of FIXTURE) await insert(donation)
  })

  it('counts the cards for each type filter, completed donations only', async () => {
    const stats = async (type: RecentDonorsQuery['type']) =>
      recentDonorsStats(payload, query({ type }))
    // 25,000 + 100,000 + 500,000 + 5,000 + 10,000 + 2,500 + 200,000 = 842,500 over 7; 842,500 / 7 = 120,357.14.
    expect(await stats('all')).toEqual({
      totalAmount: 842_500,
      donors: 7,
      averageAmount: 120_357,
      anonymous: 2,
    })
    expect(await stats('public')).toEqual({
      totalAmount: 542_500,
      donors: 5,
      averageAmount: 108_500,
      anonymous: 0,
    })
    expect(await stats('anonymous')).toEqual({
      totalAmount: 300_000,
      donors: 2,
      averageAmount: 150_000,
      anonymous: 2,
    })
    expect(await stats('individual')).toEqual({
      totalAmount: 142_500,
      donors: 5,
      averageAmount: 28_500,
      anonymous: 1,
    })
    expect(await stats('organization')).toEqual({
      totalAmount: 700_000,
      donors: 2,
      averageAmount: 350_000,
      anonymous: 1,
    })
  })

  it('lists the records of each filter', async () => {
    expect(await refs({ type: 'all' })).toEqual([
      'RD-007',
      'RD-006',
      'RD-005',
      'RD-004',
      'RD-003',
      'RD-002',
      'RD-001',
    ])
    expect(await refs({ type: 'public' })).toEqual([
      'RD-006',
      'RD-005',
      'RD-004',
      'RD-003',
      'RD-001',
    ])
    expect(await refs({ type: 'anonymous' })).toEqual(['RD-007', 'RD-002'])
    expect(await refs({ type: 'individual' })).toEqual([
      'RD-006',
      'RD-005',
      'RD-004',
      'RD-002',
      'RD-001',
    ])
    expect(await refs({ type: 'organization' })).toEqual(['RD-007', 'RD-003'])
  })

  it('searches name, e-mail, reference and organization, ignoring case, with the cards following the search', async () => {
    expect(await refs({ q: 'okafor' })).toEqual(['RD-006', 'RD-001'])
    expect(await recentDonorsStats(payload, query({ q: 'okafor' }))).toEqual({
      totalAmount: 27_500,
      donors: 2,
      averageAmount: 13_750,
      anonymous: 0,
    })
    expect(await refs({ q: 'FORMULA@' })).toEqual(['RD-004'])
    expect(await refs({ q: 'rd-003' })).toEqual(['RD-003'])
    expect(await refs({ q: 'grace assembly' })).toEqual(['RD-003'])
    // Case folding beyond ASCII, though the database's own locale is C.
    expect(await refs({ q: 'ọlá' })).toEqual(['RD-005'])
    // LIKE's wildcards are plain characters; donations that are not completed are never found.
    expect(await refs({ q: '%' })).toEqual([])
    expect(await refs({ q: '_' })).toEqual([])
    expect(await refs({ q: 'Pending Person' })).toEqual([])
    expect(await refs({ q: 'okafor', type: 'organization' })).toEqual([])
  })

  it('finds an anonymous donor by name only while details are shown, and by reference always', async () => {
    expect(await refs({ q: 'ifeanyi' })).toEqual([])
    expect(await refs({ q: 'ifeanyi', showAnonymous: true })).toEqual(['RD-002'])
    expect(await refs({ q: 'kingdom' })).toEqual([])
    expect(await refs({ q: 'kingdom', showAnonymous: true })).toEqual(['RD-007'])
    expect(await refs({ q: 'RD-002' })).toEqual(['RD-002'])
  })

  it('sorts six ways, newest first by default; ties by date, then id', async () => {
    const sorted = (sort: RecentDonorsQuery['sort'], showAnonymous = true) =>
      refs({ sort, showAnonymous })
    expect(await sorted('created_at_desc')).toEqual([
      'RD-007',
      'RD-006',
      'RD-005',
      'RD-004',
      'RD-003',
      'RD-002',
      'RD-001',
    ])
    expect(await sorted('created_at_asc')).toEqual([
      'RD-001',
      'RD-002',
      'RD-003',
      'RD-004',
      'RD-005',
      'RD-006',
      'RD-007',
    ])
    expect(await sorted('amount_desc')).toEqual([
      'RD-003',
      'RD-007',
      'RD-002',
      'RD-001',
      'RD-005',
      'RD-004',
      'RD-006',
    ])
    expect(await sorted('amount_asc')).toEqual([
      'RD-006',
      'RD-004',
      'RD-005',
      'RD-001',
      'RD-002',
      'RD-007',
      'RD-003',
    ])
    // As people read names: symbols first, 'Ọlá' among the O's; the two 'Ada Okafor' newest first.
    expect(await sorted('donor_name_asc')).toEqual([
      'RD-004',
      'RD-006',
      'RD-001',
      'RD-007',
      'RD-002',
      'RD-005',
      'RD-003',
    ])
    expect(await sorted('donor_name_desc')).toEqual([
      'RD-003',
      'RD-005',
      'RD-002',
      'RD-007',
      'RD-006',
      'RD-001',
      'RD-004',
    ])
    // Hidden names sort last either way, so their place reveals nothing.
    expect(await sorted('donor_name_asc', false)).toEqual([
      'RD-004',
      'RD-006',
      'RD-001',
      'RD-005',
      'RD-003',
      'RD-007',
      'RD-002',
    ])
    expect(await sorted('donor_name_desc', false)).toEqual([
      'RD-003',
      'RD-005',
      'RD-006',
      'RD-001',
      'RD-004',
      'RD-007',
      'RD-002',
    ])
    expect(parseRecentDonorsQuery({}).sort).toBe('created_at_desc')
  })

  it("masks an anonymous donor's name, e-mail, phone and organization until details are shown", async () => {
    const record = async (showAnonymous: boolean, ref: string) =>
      (await recentDonorsPage(payload, query({ showAnonymous }))).records.find(
        (row) => row.reference === ref,
      )
    expect(await record(false, 'RD-007')).toMatchObject({
      hidden: true,
      isAnonymous: true,
      donorName: null,
      donorEmail: null,
      donorPhone: null,
      organizationName: null,
      amount: 200_000,
      donorType: 'organization',
    })
    expect(await record(true, 'RD-007')).toMatchObject({
      hidden: false,
      isAnonymous: true,
      donorName: 'Chioma Okonkwo',
      donorEmail: 'treasurer@kingdom.example.org',
      donorPhone: '0802 930 5514',
      organizationName: 'Kingdom Builders\nCooperative',
    })
    expect(await record(false, 'RD-001')).toMatchObject({
      hidden: false,
      isAnonymous: false,
      donorName: 'Ada Okafor',
      donorEmail: 'ada@example.org',
    })
  })

  it('counts the donations list summary: every donation, completed and pending', async () => {
    expect(await donationCounts(payload)).toEqual({ total: 10, completed: 7, pending: 1 })
  })

  it("dates read 'MMM dd, yyyy' on Nigeria's calendar", () => {
    expect(formatDate(new Date('2026-06-30T23:30:00Z'))).toBe('Jul 01, 2026')
    expect(formatDate(new Date('2026-01-10T09:00:00Z'))).toBe('Jan 10, 2026')
    expect(isoDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
  })
})

describe('pages of 50', () => {
  beforeAll(async () => {
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_name, donor_email, donor_type, is_anonymous, created_at, updated_at)
      select 1000 + g, 'NGN', 'completed', 'PAGE-' || lpad(g::text, 3, '0'), 'Page Donor ' || g, 'page' || g || '@example.org', 'individual', false,
        timestamptz '2025-01-01T00:00:00Z' + g * interval '1 hour', now()
      from generate_series(1, 120) g`)
  })

  it('pages 120 records as 50, 50 and 20, never twice the same, a page past the end showing the last', async () => {
    const page = (n: number) => recentDonorsPage(payload, query({ q: 'page donor', page: n }))
    const [first, second, third, beyond] = await Promise.all([page(1), page(2), page(3), page(9)])
    expect([first.records.length, second.records.length, third.records.length]).toEqual([
      50, 50, 20,
    ])
    expect([first.pageCount, first.page, third.page, beyond.page]).toEqual([3, 1, 3, 3])
    expect(beyond.records).toEqual(third.records)
    const all = [...first.records, ...second.records, ...third.records].map(
      (record) => record.reference,
    )
    expect(new Set(all).size).toBe(120)
    expect(all[0]).toBe('PAGE-120')
    expect(all[119]).toBe('PAGE-001')
    // The deep page of an indexed order and of the name order agree with a full sort.
    const byAmount = await recentDonorsPage(
      payload,
      query({ q: 'page donor', sort: 'amount_asc', page: 3 }),
    )
    expect(byAmount.records.map((record) => record.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => 1101 + i),
    )
    expect(
      (
        await recentDonorsPage(payload, query({ q: 'page donor', sort: 'donor_name_asc', page: 1 }))
      ).records
        .slice(0, 3)
        .map((record) => record.donorName),
    ).toEqual(['Page Donor 1', 'Page Donor 10', 'Page Donor 100'])
  })
})

describe('the URL of the page', () => {
  it('reads q, type, sort, anonymous and page, falling back to the defaults', () => {
    expect(
      parseRecentDonorsQuery(
        new URLSearchParams('q=%20Ada%00%20&type=organization&sort=amount_asc&anonymous=1&page=3'),
      ),
    ).toEqual({
      q: 'Ada',
      type: 'organization',
      sort: 'amount_asc',
      showAnonymous: true,
      page: 3,
    })
    expect(
      parseRecentDonorsQuery({ type: 'robots', sort: 'drop table', anonymous: 'yes', page: '-2' }),
    ).toEqual(query())
    expect(parseRecentDonorsQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(recentDonorsSearch(query())).toBe('')
    expect(recentDonorsSearch(query({ q: 'a&b', showAnonymous: true, page: 2 }))).toBe(
      '?q=a%26b&anonymous=1&page=2',
    )
  })
})

describe('CSV fields', () => {
  it('quotes as RFC 4180 says and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('+234 803')).toBe("'+234 803")
    expect(csvField('-5')).toBe("'-5")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tTAB')).toBe("'\tTAB")
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`)
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField(2500)).toBe('2500')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField('')).toBe('')
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n')
  })
})

describe('GET /api/admin/recent-donors.csv', () => {
  let superAdmin: Awaited<ReturnType<typeof createUser>>
  let viewer: Awaited<ReturnType<typeof createUser>>
  let outsider: Awaited<ReturnType<typeof createUser>>
  const tokens = new Map<number, string>()
  const tokenOf = async (user: { id: number; email: string }) => {
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
  const download = async (search: string, user: { id: number; email: string } | null) =>
    callApi(`/admin/recent-donors.csv${search}`, {
      method: 'GET',
      headers: user ? { authorization: `JWT ${await tokenOf(user)}` } : {},
    })

  beforeAll(async () => {
    superAdmin = await createUser(payload, { role: 'super_admin' })
    // A plain admin may view donations unless told otherwise (back-office.md section 3).
    viewer = await createUser(payload, { role: 'admin' })
    outsider = await createUser(payload, {
      role: 'admin',
      permissions: { donations: { can_view: false, can_edit: false } },
    })
  })

  const HEADER =
    'Date,Donor Name,Email,Phone,Amount,Currency,Type,Organization,Anonymous,Reference,Refunded,Fund,Given\r\n'
  const FIXTURE_LINES = (showAnonymous: boolean) => [
    showAnonymous
      ? '"Jul 15, 2026",Chioma Okonkwo,treasurer@kingdom.example.org,0802 930 5514,200000,NGN,Organization,"Kingdom Builders\nCooperative",Yes,RD-007,,General,Online\r\n'
      : '"Jul 15, 2026",Anonymous,,,200000,NGN,Organization,,Yes,RD-007,,General,Online\r\n',
    '"Jul 01, 2026",Ada Okafor,ADA@example.org,\'+234 803 000 0001,2500,NGN,Individual,,No,RD-006,,General,Online\r\n',
    '"May 05, 2026",Ọlá Adébáyọ̀,ola@example.org,,10000,NGN,Individual,,No,RD-005,,General,Online\r\n',
    `"Apr 20, 2026","'=HYPERLINK(""http://evil.example"",""click"")",formula@example.org,'+234 805 000 0004,5000,NGN,Individual,,No,RD-004,,General,Online\r\n`,
    '"Mar 01, 2026","Yetunde ""Yemi"" Bello",finance@grace.example.org,0802 555 0143,500000,NGN,Organization,"Grace Assembly, Ikeja",No,RD-003,,General,Online\r\n',
    showAnonymous
      ? '"Feb 14, 2026",Ifeanyi Obi,ifeanyi@example.org,0806 220 1934,100000,NGN,Individual,,Yes,RD-002,,General,Online\r\n'
      : '"Feb 14, 2026",Anonymous,,,100000,NGN,Individual,,Yes,RD-002,,General,Online\r\n',
    '"Jan 10, 2026",Ada Okafor,ada@example.org,\'+234 803 000 0001,25000,NGN,Individual,,No,RD-001,,General,Online\r\n',
  ]
  /** The fixture's rows only: the 120 page donors are left out by a search that matches every fixture reference. */
  const FIXTURE_SEARCH = '?q=RD-00'

  it('is the fixture byte for byte: a UTF-8 BOM, the header, one line per completed donation, anonymous donors hidden', async () => {
    const response = await download(FIXTURE_SEARCH, viewer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="recent-donors-${isoDay(new Date())}.csv"`,
    )
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="recent-donors-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('x-total-count')).toBe('7')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const expected = new TextEncoder().encode(`\uFEFF${HEADER}${FIXTURE_LINES(false).join('')}`)
    expect(Buffer.from(bytes).toString('hex')).toBe(Buffer.from(expected).toString('hex'))
  })

  it('with anonymous=1 writes anonymous donors in full, and follows the filter and sort', async () => {
    const shown = await download(`${FIXTURE_SEARCH}&anonymous=1`, viewer)
    expect(await shown.text()).toBe(`${HEADER}${FIXTURE_LINES(true).join('')}`) // text() drops the BOM
    const organizations = await download(
      `${FIXTURE_SEARCH}&type=organization&sort=amount_asc`,
      viewer,
    )
    expect(organizations.headers.get('x-total-count')).toBe('2')
    expect(await organizations.text()).toBe(
      `${HEADER}${FIXTURE_LINES(false)[0]}${FIXTURE_LINES(false)[4]}`,
    )
  })

  it('exports every completed donation when nothing is searched, the same in batches of 10 as in one', async () => {
    const response = await download('?sort=created_at_asc', superAdmin)
    const text = await response.text()
    const lines = text.split('\r\n')
    expect(response.headers.get('x-total-count')).toBe('127')
    // Header, 127 records (RD-007's organization holds a line feed, not a CRLF), and the empty string after the last CRLF.
    expect(lines).toHaveLength(129)
    expect(lines[1]).toMatch(/,PAGE-001,,General,Online$/)
    expect(lines[127]).toMatch(/,RD-007,,General,Online$/)
    const batched = await exportRecentDonorsCsv(
      payload,
      { q: '', type: 'all', sort: 'created_at_asc', showAnonymous: false },
      { batchRows: 10 },
    )
    expect(batched.count).toBe(127)
    expect(await new Response(batched.stream).text()).toBe(text)
  })

  it('answers an empty export with the header alone', async () => {
    const response = await download('?q=nobody-by-this-name', viewer)
    expect(response.headers.get('x-total-count')).toBe('0')
    expect(await response.text()).toBe(HEADER)
  })

  it('refuses a visitor (401) and an admin who may not view donations (403)', async () => {
    const anonymous = await download('', null)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('RD-00')
    const refused = await download('', outsider)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain('RD-00')
  })

  // Issue #29: a partial refund showed only on the donation's record.
  it('shows a partial refund under the amount, counts only what was kept in the cards, and writes it in the Refunded column', async () => {
    await insert({
      ref: 'PARTREF-1',
      name: 'Part Refunded',
      email: 'part.refunded@example.org',
      amount: 10_000,
      at: '2026-09-01T10:00:00Z',
    })
    await payload.db.drizzle.execute(
      sql`update donations set refunded_amount = 4000 where reference = 'PARTREF-1'`,
    )
    const page = await recentDonorsPage(payload, query({ q: 'PARTREF' }))
    expect(page.stats).toMatchObject({ totalAmount: 6_000, donors: 1, averageAmount: 6_000 })
    expect(page.records[0]).toMatchObject({ amount: 10_000, refunded: 4_000 })
    const csv = await (await download('?q=PARTREF', viewer)).text()
    expect(csv).toBe(
      `${HEADER}"Sep 01, 2026",Part Refunded,part.refunded@example.org,,10000,NGN,Individual,,No,PARTREF-1,4000,General,Online\r\n`,
    )
    // Paid gifts cannot be deleted through Payload: removed behind its back, for the tests after this one.
    await payload.db.drizzle.execute(sql`delete from donations where reference = 'PARTREF-1'`)
  })

  it(`gives the connection back when a download is abandoned, and runs at most ${MAX_CONCURRENT_EXPORTS} at once`, async () => {
    const open = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_EXPORTS }, () => download('', viewer)),
    )
    expect(open.map((response) => response.status)).toEqual(Array(MAX_CONCURRENT_EXPORTS).fill(200))
    const busy = await download('', viewer)
    expect(busy.status).toBe(429)
    expect(busy.headers.get('retry-after')).toBe('10')
    // The browsers go away mid-file.
    await Promise.all(open.map((response) => response.body!.cancel()))
    const after = await download(FIXTURE_SEARCH, viewer)
    expect(after.status).toBe(200)
    expect(after.headers.get('x-total-count')).toBe('7')
    await after.text()
    // No transaction was left open by the cancelled exports.
    const { rows } = (await payload.db.drizzle.execute(
      sql`select count(*)::int as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )) as unknown as {
      rows: { open: number }[]
    }
    expect(rows[0].open).toBe(0)
  })
})
