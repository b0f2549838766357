// My giving (issue #18): the donor's page without account or password. A signed link shows that
// e-mail's gifts (whatever the letter case) and nobody else's; a tampered or expired link shows no
// gift; receipts and yearly statements are that donor's only, and a statement's total is the
// database's; 'send me my link' answers every address alike, e-mails known ones once, and is
// rate-limited; the gift actions are plain POSTs answered by a 303 back to the page.
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { globalSlugs } from '@collections/slugs'
import { POST as postGiftAction } from '@/app/(frontend)/giving/[token]/gifts/[giftId]/route'
import { POST as postListing } from '@/app/(frontend)/giving/[token]/listing/route'
import { GET as checkLink } from '@/app/(frontend)/giving/[token]/check/route'
import GivingLinkRefused from '@/app/(frontend)/giving/[token]/not-found'
import MyGivingPage from '@/app/(frontend)/giving/[token]/page'
import { GET as getReceipt } from '@/app/(frontend)/giving/[token]/receipts/[donationId]/route'
import { GET as getStatement } from '@/app/(frontend)/giving/[token]/statements/[year]/route'
import { POST as postLinkRequest } from '@/app/(frontend)/giving/link/route'
import { isGivingLinkPage } from '@/app/(frontend)/giving/linkCheck'
import GivingPage from '@/app/(frontend)/giving/page'
import { givingCopy } from '@/copy/giving'
import { rowsOf } from '@/lib/db/rows'
import { givingToken, openGivingToken, REQUESTED_LINK_DAYS } from '@/lib/giving/link'
import { GIFTS_PER_PAGE } from '@/lib/giving/summary'
import { manageMessages } from '@/lib/giving/manage'
import { privacyNoticeVersion } from '@/lib/legal/noticeVersion'
import { donationMessages } from '@/lib/payments/rules'
import { listPublicDonations } from '@/lib/publicDonors'
import { toggleSubscription, updatePlanAmount } from '@/lib/paystack/client'

import { queuedEmailsTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { pdfText } from '../helpers/pdfText'
import { limiterClock, middleOfNextWindow } from '../helpers/rateLimitClock'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))
vi.mock('@/lib/rateLimit', async (original) =>
  (await import('../helpers/rateLimitClock')).withPinnableClock(await original()),
)
// Paystack's side of pausing, resuming, a new amount and the card page: its contract is tested with
// the simulator elsewhere; here, what My giving asks of it.
vi.mock('@/lib/paystack/client', async (original) => ({
  ...(await original<typeof import('@/lib/paystack/client')>()),
  toggleSubscription: vi.fn(async () => undefined),
  updatePlanAmount: vi.fn(async () => undefined),
  subscriptionManageLink: vi.fn(
    async (code: string) =>
      `https://paystack.com/manage/subscriptions/${code}?subscription_token=t`,
  ),
}))

const SITE = 'http://localhost:3000'
const CONTACT = 'giving-desk@church-rides.example'
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { site_name: 'Fellowship Rides', contact_email: CONTACT },
    overrideAccess: true,
  })
})
beforeEach(() => {
  limiterClock.now = undefined
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.clearAllMocks()
})

/* Data ----------------------------------------------------------------------------------------- */

const tag = () => randomBytes(4).toString('hex')

type Gift = { id: number; reference: string; amount: number }

const insertDonation = async (fields: {
  email: string
  amount: number
  status?: 'completed' | 'refunded' | 'pending' | 'failed'
  completedAt?: string | null
  name?: string
  projectId?: number | null
  giftId?: number | null
  refunded?: number | null
}): Promise<Gift> => {
  const reference = `FR-TEST-${tag()}${tag()}`
  const completedAt = fields.completedAt === undefined ? '2026-03-14T10:00:00Z' : fields.completedAt
  const [row] = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type,
        is_anonymous, show_publicly, completed_at, project_id, monthly_gift_id, refunded_amount, created_at, updated_at)
      values (${fields.amount}, 'NGN', ${fields.status ?? 'completed'}, ${reference}, ${fields.email},
        ${fields.name ?? 'Ada Okafor'}, 'individual', false, true, ${completedAt}, ${fields.projectId ?? null},
        ${fields.giftId ?? null}, ${fields.refunded ?? null}, ${completedAt ?? '2026-03-14T10:00:00Z'}, now())
      returning id`),
  )
  return { id: row.id, reference, amount: fields.amount }
}

const insertMonthlyGift = async (fields: {
  email: string
  amount: number
  status: 'pending' | 'active' | 'paused' | 'lapsed' | 'cancelled'
  nextChargeAt?: string | null
}): Promise<{ id: number; subscription: string; emailToken: string }> => {
  const subscription = `SUB_${tag()}`
  const emailToken = tag()
  const [row] = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      insert into monthly_gifts (donor_email, donor_name, amount, currency, status, failed_charges,
        plan_code, subscription_code, email_token, next_charge_at, started_at)
      values (${fields.email}, 'Ada Okafor', ${fields.amount}, 'NGN', ${fields.status}, 0,
        ${`PLN_${tag()}`}, ${subscription}, ${emailToken}, ${fields.nextChargeAt ?? null}, now())
      returning id`),
  )
  return { id: row.id, subscription, emailToken }
}

const giftRow = async (id: number) =>
  rowsOf<{ status: string; amount: string }>(
    await payload.db.drizzle.execute(
      sql`select status::text as status, amount::text as amount from monthly_gifts where id = ${id}`,
    ),
  )[0]

/** One donor with gifts of every kind, and a second donor whose gifts must never show. */
const twoDonors = async () => {
  const email = `Ada.Giver-${tag()}@Example.org`
  const other = `bola-${tag()}@example.org`
  const [project] = rowsOf<{ id: number; title: string }>(
    await payload.db.drizzle.execute(sql`
      insert into projects (title, status, progress_percentage, created_at, updated_at)
      values (${`Bus for Ikorodu ${tag()}`}, 'active', 0, now(), now()) returning id, title`),
  )
  const monthly = await insertMonthlyGift({
    email,
    amount: 5000,
    status: 'active',
    nextChargeAt: '2026-04-04T23:30:00Z',
  })
  const pending = await insertMonthlyGift({ email, amount: 999_001, status: 'pending' })
  const ada = {
    email,
    project,
    monthly,
    pending,
    // The address as typed on different days: the same donor.
    oneOff: await insertDonation({ email: email.toLowerCase(), amount: 25_000 }),
    toProject: await insertDonation({
      email: email.toUpperCase(),
      amount: 12_000,
      projectId: project.id,
      completedAt: '2025-11-02T09:00:00Z',
    }),
    month: await insertDonation({ email, amount: 5000, giftId: monthly.id }),
    refunded: await insertDonation({ email, amount: 3100, status: 'refunded' }),
    unpaid: await insertDonation({ email, amount: 777_700, status: 'pending', completedAt: null }),
  }
  const bola = {
    email: other,
    gift: await insertDonation({ email: other, amount: 888_800, name: 'Bola Ade' }),
    monthly: await insertMonthlyGift({ email: other, amount: 6600, status: 'active' }),
  }
  return { ada, bola }
}

/* Pages, PDFs and requests ------------------------------------------------------------------------ */

const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404'

/** The HTML of /giving/<token> as a person gets it, or of its not-found page when the link is refused. */
const myGivingHtml = async (
  token: string,
  query: Record<string, string> = {},
): Promise<{ refused: boolean; html: string }> => {
  try {
    const element = await MyGivingPage({
      params: Promise.resolve({ token }),
      searchParams: Promise.resolve(query),
    })
    return { refused: false, html: renderToStaticMarkup(element) }
  } catch (error) {
    if ((error as { digest?: string }).digest !== NOT_FOUND) throw error
    return { refused: true, html: renderToStaticMarkup(createElement(GivingLinkRefused)) }
  }
}

const address = () => `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // What Chromium sends from a page with Referrer-Policy: no-referrer.
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': address(),
      ...headers,
    },
    body: new URLSearchParams(fields),
  })

const giftAction = (token: string, giftId: number, fields: Record<string, string>, headers = {}) =>
  postGiftAction(post(`/giving/${token}/gifts/${giftId}`, fields, headers), {
    params: Promise.resolve({ token, giftId: String(giftId) }),
  })

const receipt = (token: string, donationId: number | string) =>
  getReceipt(new Request(`${SITE}/giving/${token}/receipts/${donationId}`), {
    params: Promise.resolve({ token, donationId: String(donationId) }),
  })

const statement = (token: string, year: number | string) =>
  getStatement(new Request(`${SITE}/giving/${token}/statements/${year}`), {
    params: Promise.resolve({ token, year: String(year) }),
  })

const check = (token: string) =>
  checkLink(new Request(`${SITE}/giving/${token}/check`), { params: Promise.resolve({ token }) })

const linkJobsTo = (email: string) => queuedEmailsTo(payload, email)

const requestLink = (email: string, from = address(), headers: Record<string, string> = {}) =>
  postLinkRequest(
    post('/giving/link', { email, website: '' }, { 'x-forwarded-for': from, ...headers }),
  )

// The pledge form's one-time key is new on each render (issue #35): pages compare without it.
const giving = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/name="key" value="[^"]*"/g, 'name="key"')

/** A plain form posting to `action` (attributes in any order). */
const postForm = (action: string) =>
  new RegExp(
    `<form(?=[^>]*\\smethod="post")(?=[^>]*\\saction="${action.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}")[^>]*>`,
  )

/* The page ------------------------------------------------------------------------------------------ */

describe('My giving, opened by a signed link', () => {
  it("shows every gift of the link's e-mail, whatever its case, and nobody else's", async () => {
    const { ada, bola } = await twoDonors()
    const token = givingToken({ id: ada.month.id, donor_email: ada.email })
    const { refused, html: raw } = await myGivingHtml(token)
    const html = giving(raw)
    expect(refused).toBe(false)
    expect(html).toContain(`>${givingCopy.title}</h1>`)

    // The monthly gift: amount a month, status in words, next charge in Lagos (Apr 05 there), actions.
    expect(html).toContain(givingCopy.monthly.perMonth('₦5,000'))
    expect(html).toContain(`>${givingCopy.monthly.statuses.active}</p>`)
    expect(html).toMatch(/Next charge: <\/span><time[^>]*>Apr 05, 2026<\/time>/)
    for (const action of [
      givingCopy.monthly.changeAmount,
      givingCopy.monthly.updateCard,
      givingCopy.monthly.pause,
    ])
      expect(html).toContain(`>${action}</button>`)
    // Plain forms, posting to the gift's own address under the link.
    expect(html).toMatch(postForm(`/giving/${token}/gifts/${ada.monthly.id}`))
    expect(html).toContain(`href="/giving/${token}/gifts/${ada.monthly.id}/cancel"`)
    // A gift still awaiting its first payment is not shown.
    expect(html).not.toContain('₦999,001')

    // Each received gift, one-off and monthly, with its project or 'General donation' and a receipt.
    for (const gift of [ada.oneOff, ada.toProject, ada.month, ada.refunded])
      expect(html).toContain(gift.reference)
    expect(html).toContain('₦25,000')
    expect(html).toContain('₦12,000')
    expect(html).toContain(ada.project.title)
    expect(html).toContain(`>${givingCopy.gifts.oneOff}</dd>`)
    expect(html).toContain(`>${givingCopy.gifts.monthly}</dd>`)
    expect(html).toContain(`>${givingCopy.gifts.refunded}</p>`)
    expect(html.match(/>Receipt \(PDF\)</g)).toHaveLength(4)
    // Statements for the years with completed gifts.
    expect(html).toContain(givingCopy.statements.link(2026))
    expect(html).toContain(givingCopy.statements.link(2025))
    // Not a gift: the unpaid attempt. Not this donor's: Bola's gift and monthly gift.
    expect(html).not.toContain(ada.unpaid.reference)
    expect(html).not.toContain('777,700')
    expect(html).not.toContain(bola.gift.reference)
    expect(html).not.toContain('888,800')
    expect(html).not.toContain('₦6,600')
    expect(html).not.toContain(bola.email)
  })

  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  it('refuses a tampered or expired link alike: a 404 page with the link form and no gift', async () => {
    const { ada, bola } = await twoDonors()
    const good = givingToken({ id: ada.month.id, donor_email: ada.email })
    const [id, expires, signature] = good.split('.')
    const flipped = signature[5] === 'A' ? 'B' : 'A'
    // The last character's two low bits are unused: this spelling decodes to the same bytes.
    const last = signature.at(-1)!
    const sameBytes = BASE64URL[BASE64URL.indexOf(last) ^ 1]
    const refusedTokens = {
      'the last character changed in its unused bits': `${id}.${expires}.${signature.slice(0, -1)}${sameBytes}`,
      'one character of the signature changed': `${id}.${expires}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`,
      "another donation's id": `${bola.gift.id}.${expires}.${signature}`,
      'a later expiry': `${id}.${Number(expires) + 86_400}.${signature}`,
      'signed for another e-mail': givingToken({ id: ada.month.id, donor_email: bola.email }),
      expired: givingToken(
        { id: ada.month.id, donor_email: ada.email },
        { now: Date.now() - 61 * 24 * 3600 * 1000 },
      ),
      malformed: 'not-a-token',
    }
    for (const [why, token] of Object.entries(refusedTokens)) {
      expect(await openGivingToken(payload, token), why).toBeNull()
      const { refused, html } = await myGivingHtml(token)
      expect(refused, why).toBe(true)
      expect(html, why).toContain(givingCopy.refused.title)
      expect(html, why).toMatch(postForm('/giving/link'))
      for (const shown of [
        ada.oneOff.reference,
        ada.month.reference,
        bola.gift.reference,
        '₦5,000',
        '₦25,000',
        ada.email,
      ])
        expect(html, why).not.toContain(shown)
      // What the proxy asks before rendering the page (so a browser without script gets the words).
      expect((await check(token)).status, why).toBe(404)
      // Its documents are refused too: back to the page that says so, no PDF.
      const response = await receipt(token, ada.oneOff.id)
      expect(response.status, why).toBe(303)
      expect(response.headers.get('location'), why).toBe(`/giving/${encodeURIComponent(token)}`)
      expect((await statement(token, 2026)).status, why).toBe(303)
    }
    // The good token still opens.
    expect((await myGivingHtml(good)).refused).toBe(false)
    expect((await check(good)).status).toBe(204)
    expect(isGivingLinkPage(`/giving/${good}`)).toBe(true)
    expect(isGivingLinkPage('/giving/link')).toBe(false)
  })
})

/* Receipts and statements --------------------------------------------------------------------------- */

describe('receipts and yearly statements', () => {
  it("a receipt is a PDF of one of the donor's own received gifts; anyone else's is a 404", async () => {
    const { ada, bola } = await twoDonors()
    const named = await insertDonation({ email: ada.email, amount: 40_000, name: 'Ọlá Adébáyọ̀' })
    const token = givingToken({ id: ada.oneOff.id, donor_email: ada.email })

    const response = await receipt(token, named.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${named.reference}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 8)).toString('latin1')).toMatch(/^%PDF-1\.\d$/)
    const text = await pdfText(bytes)
    expect(text).toContain(givingCopy.pdf.receiptTitle)
    expect(text).toContain('Fellowship Rides')
    expect(text).toContain('₦40,000')
    expect(text).toContain(named.reference)
    expect(text).toContain('Mar 14, 2026')
    expect(text).toContain(givingCopy.pdf.generalDonation)
    // Noto Sans has every letter and mark: the name reads back exactly as it was given (issue #35;
    // 'ọ̀' is 'ọ' with a combining grave, which no single letter of Unicode spells).
    expect(text).toContain('Ọlá Adébáyọ̀')
    expect(text).toContain(givingCopy.pdf.contact(CONTACT))

    for (const [why, id] of [
      ["another donor's gift", bola.gift.id],
      ['an unpaid attempt', ada.unpaid.id],
      ['no such gift', 2_147_000_000],
      ['not a number', 'abc'],
    ] as const) {
      const refused = await receipt(token, id)
      expect(refused.status, why).toBe(404)
      expect(refused.headers.get('content-type'), why).toMatch(/^text\/plain/)
      expect(await refused.text(), why).toBe(givingCopy.documentMissing)
    }
  })

  it("a year's statement lists its completed gifts, Lagos calendar, and its total is the database's", async () => {
    const { ada } = await twoDonors()
    const token = givingToken({ id: ada.oneOff.id, donor_email: ada.email })
    // 23:30 on Dec 31 in UTC is Jan 1 in Lagos: a 2026 gift. Partly refunded: counted at what was kept.
    const newYear = await insertDonation({
      email: ada.email,
      amount: 1500,
      completedAt: '2025-12-31T23:30:00Z',
    })
    const partly = await insertDonation({ email: ada.email, amount: 10_000, refunded: 2500 })
    // Enough gifts for a second page.
    for (let i = 0; i < 45; i++)
      await insertDonation({
        email: ada.email,
        amount: 1000 + i,
        completedAt: `2026-02-${String((i % 27) + 1).padStart(2, '0')}T08:00:00Z`,
      })

    const response = await statement(token, 2026)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="giving-statement-2026.pdf"',
    )
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(givingCopy.pdf.statementTitle(2026))
    expect(text).toContain(givingCopy.pdf.page(2, 2))

    const [db] = rowsOf<{ total: string; count: number }>(
      await payload.db.drizzle.execute(sql`
        select sum(amount - coalesce(refunded_amount, 0))::text as total, count(*)::int as count
        from donations
        where lower(donor_email) = lower(${ada.email}) and status = 'completed'
          and extract(year from (coalesce(completed_at, created_at) at time zone 'Africa/Lagos')) = 2026`),
    )
    const totalAt = text.findIndex((run) => run.startsWith('Total ('))
    expect(text[totalAt]).toBe(givingCopy.pdf.total(db.count))
    expect(text[totalAt + 1]).toBe(`₦${Number(db.total).toLocaleString('en-NG')}`)
    // The lines add up to it too.
    const lines = text.slice(0, totalAt).filter((run) => /^₦[\d,]+$/.test(run))
    expect(lines.reduce((sum, run) => sum + Number(run.slice(1).replace(/,/g, '')), 0)).toBe(
      Number(db.total),
    )
    expect(lines).toHaveLength(db.count)

    expect(text).toContain(newYear.reference)
    expect(text).toContain('Jan 01, 2026')
    expect(text).toContain(partly.reference)
    expect(text).toContain('₦7,500')
    expect(text).not.toContain(ada.refunded.reference)
    expect(text).not.toContain(ada.toProject.reference)
    expect(text).not.toContain(ada.unpaid.reference)

    // 2025 has the project gift only; a year without gifts has no statement.
    const earlier = await pdfText(
      new Uint8Array(await (await statement(token, 2025)).arrayBuffer()),
    )
    expect(earlier).toContain(ada.toProject.reference)
    expect(earlier).not.toContain(newYear.reference)
    expect((await statement(token, 2019)).status).toBe(404)
    expect((await statement(token, 'x2026')).status).toBe(404)
  })
})

/* Send me my link -------------------------------------------------------------------------------------- */

describe("'send me my link'", () => {
  it('e-mails a known address one fresh link, an unknown one nothing, and answers both alike', async () => {
    const { ada } = await twoDonors()
    const unknown = `nobody-${tag()}@example.org`
    // Typed in another case, with spaces: the donor's own address.
    const known = await requestLink(`  ${ada.email.toUpperCase()} `)
    const stranger = await requestLink(unknown)
    for (const response of [known, stranger]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/giving?sent=1')
      expect(await response.text()).toBe('')
    }

    expect(await linkJobsTo(unknown)).toEqual([])
    const jobs = await linkJobsTo(ada.email)
    expect(jobs).toHaveLength(1)
    const link = /http:\/\/localhost:3000\/giving\/([\w.-]+)/.exec(jobs[0].text)?.[1]
    expect(jobs[0].html).toContain(`href="http://localhost:3000/giving/${link}"`)
    const access = await openGivingToken(payload, link ?? '')
    expect(access?.email.toLowerCase()).toBe(ada.email.toLowerCase())
    const hours = ((access?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(REQUESTED_LINK_DAYS * 24 - 0.1)
    expect(hours).toBeLessThanOrEqual(REQUESTED_LINK_DAYS * 24)

    // What the page then says is the same for both.
    const sent = giving(
      renderToStaticMarkup(await GivingPage({ searchParams: Promise.resolve({ sent: '1' }) })),
    )
    expect(sent).toContain(givingCopy.request.sent.title)
    expect(sent).toContain(givingCopy.request.sent.description)
  })

  it('is refused from another site, and a malformed address is told so', async () => {
    const { ada } = await twoDonors()
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]
    for (const headers of crossSite) {
      const response = await requestLink(ada.email, address(), headers)
      expect(response.status).toBe(403)
    }
    expect(await linkJobsTo(ada.email)).toEqual([])
    const bad = await requestLink('ada-at-example')
    expect(bad.headers.get('location')).toBe('/giving?error=email')
    const page = giving(
      renderToStaticMarkup(await GivingPage({ searchParams: Promise.resolve({ error: 'email' }) })),
    )
    expect(page).toMatch(/aria-invalid="true"/)
    expect(page).toContain(givingCopy.request.invalidEmail)
  })

  it('is rate-limited per e-mail address and per client address, known or not', async () => {
    limiterClock.now = middleOfNextWindow(3600)
    const { ada } = await twoDonors()
    const unknown = `nobody-${tag()}@example.org`
    // Per e-mail address (RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR, 5), from many networks.
    for (const email of [ada.email, unknown]) {
      for (let i = 0; i < 5; i++)
        expect((await requestLink(email)).headers.get('location')).toBe('/giving?sent=1')
      const limited = await requestLink(email)
      expect(limited.headers.get('location')).toMatch(/^\/giving\?error=limited&wait=\d+$/)
    }
    expect(await linkJobsTo(ada.email)).toHaveLength(5)

    // Per client address (RATE_LIMIT_FORMS_PER_HOUR): a third request from one address is refused.
    vi.stubEnv('RATE_LIMIT_FORMS_PER_HOUR', '2')
    const { ada: other } = await twoDonors()
    const from = address()
    expect((await requestLink(other.email, from)).headers.get('location')).toBe('/giving?sent=1')
    expect((await requestLink(`x-${unknown}`, from)).headers.get('location')).toBe('/giving?sent=1')
    expect((await requestLink(other.email, from)).headers.get('location')).toMatch(/error=limited/)
    expect(await linkJobsTo(other.email)).toHaveLength(1)
    const page = giving(
      renderToStaticMarkup(
        await GivingPage({ searchParams: Promise.resolve({ error: 'limited', wait: '1800' }) }),
      ),
    )
    expect(page).toContain(givingCopy.request.limited('30 minutes'))
  })
})

/* The monthly gift's actions ---------------------------------------------------------------------------- */

describe("a monthly gift's actions, as plain forms", () => {
  it('pauses, resumes, changes the amount and cancels, each answered by a 303 to the page and its notice', async () => {
    const { ada } = await twoDonors()
    const token = givingToken({ id: ada.month.id, donor_email: ada.email })
    const gift = ada.monthly.id
    const back = (query: string) => `/giving/${token}${query}`

    const paused = await giftAction(token, gift, { action: 'pause' })
    expect(paused.status).toBe(303)
    expect(paused.headers.get('location')).toBe(back(`?done=paused&gift=${gift}`))
    expect(paused.headers.get('referrer-policy')).toBe('no-referrer')
    expect(toggleSubscription).toHaveBeenCalledWith(
      'disable',
      ada.monthly.subscription,
      ada.monthly.emailToken,
    )
    expect((await giftRow(gift)).status).toBe('paused')
    let { html } = await myGivingHtml(token, { done: 'paused', gift: String(gift) })
    expect(giving(html)).toContain(manageMessages.paused)
    expect(giving(html)).toContain(`>${givingCopy.monthly.statuses.paused}</p>`)
    expect(giving(html)).toContain(`>${givingCopy.monthly.resume}</button>`)

    const resumed = await giftAction(token, gift, { action: 'resume' })
    expect(resumed.headers.get('location')).toBe(back(`?done=resumed&gift=${gift}`))
    expect((await giftRow(gift)).status).toBe('active')

    const changed = await giftAction(token, gift, { action: 'amount', amount: '₦7,500' })
    expect(changed.headers.get('location')).toBe(back(`?done=amount&gift=${gift}`))
    expect(updatePlanAmount).toHaveBeenCalledWith(expect.stringMatching(/^PLN_/), 750_000)
    expect(Number((await giftRow(gift)).amount)).toBe(7500)
    ;({ html } = await myGivingHtml(token, { done: 'amount', gift: String(gift) }))
    expect(giving(html)).toContain(manageMessages.amountChanged(7500))
    expect(giving(html)).toContain(givingCopy.monthly.perMonth('₦7,500'))

    // A refused amount: nothing changes, and the message is beside that gift's field.
    const wrong = await giftAction(token, gift, { action: 'amount', amount: '12.50' })
    expect(wrong.headers.get('location')).toBe(back(`?error=amount&gift=${gift}`))
    expect(Number((await giftRow(gift)).amount)).toBe(7500)
    ;({ html } = await myGivingHtml(token, { error: 'amount', gift: String(gift) }))
    expect(giving(html)).toMatch(
      new RegExp(
        `id="gift-${gift}-amount"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="gift-${gift}-amount"`,
      ),
    )
    expect(giving(html)).toContain(donationMessages.amount)

    // Update card: on to Paystack's page, with no Referer carrying the token.
    const card = await giftAction(token, gift, { action: 'card' })
    expect(card.status).toBe(303)
    expect(card.headers.get('location')).toBe(
      `https://paystack.com/manage/subscriptions/${ada.monthly.subscription}?subscription_token=t`,
    )
    expect(card.headers.get('referrer-policy')).toBe('no-referrer')

    const cancelled = await giftAction(token, gift, { action: 'cancel' })
    expect(cancelled.headers.get('location')).toBe(back(`?done=cancelled&gift=${gift}`))
    expect((await giftRow(gift)).status).toBe('cancelled')
    ;({ html } = await myGivingHtml(token, { done: 'cancelled', gift: String(gift) }))
    expect(giving(html)).toContain(manageMessages.cancelled)
    expect(giving(html)).toContain(`>${givingCopy.monthly.statuses.cancelled}</p>`)
    expect(giving(html)).not.toContain(`>${givingCopy.monthly.pause}</button>`)
  })

  it("changes nothing for another donor's gift, another site's form or a refused link", async () => {
    const { ada, bola } = await twoDonors()
    const token = givingToken({ id: ada.month.id, donor_email: ada.email })

    const notYours = await giftAction(token, bola.monthly.id, { action: 'cancel' })
    expect(notYours.headers.get('location')).toBe(
      `/giving/${token}?error=notYours&gift=${bola.monthly.id}`,
    )
    expect((await giftRow(bola.monthly.id)).status).toBe('active')
    const { html } = await myGivingHtml(token, { error: 'notYours', gift: String(bola.monthly.id) })
    expect(giving(html)).toContain(manageMessages.notYours)

    const crossSite = await giftAction(
      token,
      ada.monthly.id,
      { action: 'cancel' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
    const otherOrigin = await giftAction(
      token,
      ada.monthly.id,
      { action: 'pause' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
    )
    expect(otherOrigin.status).toBe(403)

    const expired = givingToken(
      { id: ada.month.id, donor_email: ada.email },
      { now: Date.now() - 61 * 24 * 3600 * 1000 },
    )
    const refused = await giftAction(expired, ada.monthly.id, { action: 'cancel' })
    expect(refused.headers.get('location')).toBe(`/giving/${expired}`)

    expect((await giftRow(ada.monthly.id)).status).toBe('active')
    expect(toggleSubscription).not.toHaveBeenCalled()
  })
})

/* Many gifts, many donors ---------------------------------------------------------------------------- */

// Issue #32: the consent to the public donor list is withdrawn as easily as it was given.
describe("the public donor list's consent", () => {
  const listedIds = async () =>
    (await listPublicDonations(payload, 100)).docs.map((donation) => donation.id)
  const withdraw = (token: string, headers: Record<string, string> = {}) =>
    postListing(post(`/giving/${token}/listing`, {}, headers), {
      params: Promise.resolve({ token }),
    })

  it('is shown with a one-click Withdraw, which takes every gift of the donor out of the list and is recorded', async () => {
    const { ada, bola } = await twoDonors()
    const token = givingToken({ id: ada.month.id, donor_email: ada.email })
    let { html } = await myGivingHtml(token)
    expect(giving(html)).toContain(givingCopy.listing.shown)
    expect(html).toMatch(postForm(`/giving/${token}/listing`))
    expect(await listedIds()).toEqual(expect.arrayContaining([ada.oneOff.id, ada.toProject.id]))

    // Another site's form changes nothing.
    const forged = await withdraw(token, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    })
    expect(forged.status).toBe(403)
    expect(await listedIds()).toContain(ada.oneOff.id)

    const answer = await withdraw(token)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/giving/${token}?done=unlisted`)
    const listed = await listedIds()
    for (const gift of [ada.oneOff, ada.toProject, ada.month]) expect(listed).not.toContain(gift.id)
    expect(listed).toContain(bola.gift.id)
    const { docs } = await payload.find({
      collection: 'consents',
      where: { email: { equals: ada.email.toLowerCase() } },
      overrideAccess: true,
    })
    expect(docs).toEqual([
      expect.objectContaining({
        purpose: 'public_listing',
        choice: 'withdrawn',
        source: 'my_giving',
        notice_version: await privacyNoticeVersion(payload),
      }),
    ])
    ;({ html } = await myGivingHtml(token, { done: 'unlisted' }))
    expect(giving(html)).toContain(givingCopy.listing.withdrawn)
    expect(giving(html)).toContain(givingCopy.listing.hidden)
    expect(html).not.toMatch(postForm(`/giving/${token}/listing`))
  })
})

describe('a donor with many gifts', () => {
  const references = (html: string) =>
    [...html.matchAll(/FR-MANY-[0-9a-f]+-\d+/g)].map(([ref]) => ref)

  it('sees a page of gifts at a time, newest first, with plain links between pages; counts and statements cover all', async () => {
    const email = `Many.Gifts-${tag()}@Example.org`
    const batch = tag()
    // One page's worth from 2026 back into 2025, one gift a week, then three from 2024.
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type,
        is_anonymous, show_publicly, completed_at, created_at, updated_at)
      select 1000 + i, 'NGN', 'completed', ${`FR-MANY-${batch}-`} || i, ${email}, 'Ada Okafor', 'individual',
        false, true, '2026-06-01T10:00:00Z'::timestamptz - i * interval '7 days',
        '2026-06-01T10:00:00Z'::timestamptz - i * interval '7 days', now()
      from generate_series(1, ${GIFTS_PER_PAGE}) as i`)
    const oldest = [
      await insertDonation({ email, amount: 2401, completedAt: '2024-05-03T10:00:00Z' }),
      await insertDonation({ email, amount: 2402, completedAt: '2024-04-03T10:00:00Z' }),
      await insertDonation({ email, amount: 2403, completedAt: '2024-03-03T10:00:00Z' }),
    ]
    const total = GIFTS_PER_PAGE + 3
    const token = givingToken({ id: oldest[0].id, donor_email: email })
    const list = `/giving/${token}`

    const first = giving((await myGivingHtml(token)).html)
    expect(first.match(/data-testid="gift"/g)).toHaveLength(GIFTS_PER_PAGE)
    expect(first).toContain(givingCopy.gifts.showing(1, GIFTS_PER_PAGE, total))
    expect(references(first)[0]).toBe(`FR-MANY-${batch}-1`)
    for (const gift of oldest) expect(first).not.toContain(gift.reference)
    // A plain link to the next page: the page number is all the address adds to the link.
    expect(first).toContain(`href="${list}?page=2#giving-gifts" rel="next"`)
    expect(first).toContain(`>${givingCopy.gifts.older}</a>`)
    expect(first).not.toContain(givingCopy.gifts.newer)
    // Statements for every year, 2024's gifts being on the next page only.
    for (const year of [2026, 2025, 2024]) expect(first).toContain(givingCopy.statements.link(year))

    const second = giving((await myGivingHtml(token, { page: '2' })).html)
    expect(second.match(/data-testid="gift"/g)).toHaveLength(3)
    expect(second).toContain(givingCopy.gifts.showing(GIFTS_PER_PAGE + 1, total, total))
    // Newest first there too.
    const at = oldest.map((gift) => second.indexOf(gift.reference))
    expect(at).not.toContain(-1)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(second).toContain(`href="${list}#giving-gifts" rel="prev"`)
    expect(second).toContain(`>${givingCopy.gifts.newer}</a>`)
    expect(second).not.toContain(givingCopy.gifts.older)
    for (const year of [2026, 2025, 2024])
      expect(second).toContain(givingCopy.statements.link(year))

    // Every gift on exactly one page.
    const shown = [...references(first), ...oldest.filter((g) => second.includes(g.reference))]
    expect(new Set(shown).size).toBe(total)

    // A page past the last shows the last; anything but a page number shows the first.
    expect(giving((await myGivingHtml(token, { page: '9' })).html)).toBe(second)
    expect(giving((await myGivingHtml(token, { page: '2x' })).html)).toBe(first)

    // The 2024 statement holds the three gifts of the second page, with their total.
    const text = await pdfText(new Uint8Array(await (await statement(token, 2024)).arrayBuffer()))
    for (const gift of oldest) expect(text).toContain(gift.reference)
    const totalAt = text.indexOf(givingCopy.pdf.total(3))
    expect(text[totalAt + 1]).toBe('₦7,206')
  })
})

describe('finding a donor among many', () => {
  it("reads the donor's gifts and monthly gifts through the e-mail index, not by reading every row", async () => {
    // Many other donors, as a few years of giving leave them; then the statistics the planner uses.
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type,
        is_anonymous, show_publicly, completed_at, created_at, updated_at)
      select 1000, 'NGN', 'completed', 'FR-CROWD-' || i, 'crowd-' || (i % 5000) || '@example.org',
        'Crowd', 'individual', false, true, now(), now(), now()
      from generate_series(1, 20000) as i`)
    await payload.db.drizzle.execute(sql`
      insert into monthly_gifts (donor_email, donor_name, amount, currency, status, failed_charges,
        plan_code, subscription_code, email_token, started_at)
      select 'crowd-' || i || '@example.org', 'Crowd', 5000, 'NGN', 'active', 0, 'PLN_CROWD_' || i,
        'SUB_CROWD_' || i, 'tok' || i, now()
      from generate_series(1, 5000) as i`)
    const { ada } = await twoDonors()
    await payload.db.drizzle.execute(sql`analyze donations`)
    await payload.db.drizzle.execute(sql`analyze monthly_gifts`)

    // The statements My giving, a statement and 'send me my link' run, as they run them.
    const drizzle = payload.db.drizzle as typeof payload.db.drizzle & {
      dialect: { sqlToQuery: (query: SQL) => { sql: string } }
    }
    const execute = vi.spyOn(drizzle, 'execute')
    const token = givingToken({ id: ada.month.id, donor_email: ada.email })
    expect((await myGivingHtml(token)).html).toContain(ada.oneOff.reference)
    expect((await statement(token, 2026)).status).toBe(200)
    expect((await requestLink(ada.email)).status).toBe(303)
    const byEmail = execute.mock.calls
      .map(([query]) => query as SQL)
      .filter((query) => drizzle.dialect.sqlToQuery(query).sql.includes('lower(btrim('))
    execute.mockRestore()

    type PlanNode = {
      'Node Type': string
      'Relation Name'?: string
      'Index Name'?: string
      Plans?: PlanNode[]
    }
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]
    const plans = await Promise.all(
      byEmail.map(async (query) => {
        const [row] = rowsOf<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          await payload.db.drizzle.execute(sql`explain (format json) ${query}`),
        )
        return nodes(row['QUERY PLAN'][0].Plan)
      }),
    )
    // At least the page's monthly gifts and gifts, the statement, and the link's donation.
    expect(plans.length).toBeGreaterThanOrEqual(4)
    for (const plan of plans) {
      // The few projects may be read whole; the donors' tables never.
      const scans = plan.filter((node) =>
        ['donations', 'monthly_gifts'].includes(node['Relation Name'] ?? ''),
      )
      expect(scans.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([])
      expect(
        plan.some((node) =>
          /^(donations|monthly_gifts)_donor_email_key_idx$/.test(node['Index Name'] ?? ''),
        ),
      ).toBe(true)
    }
    const used = new Set(plans.flat().map((node) => node['Index Name']))
    expect(used).toContain('donations_donor_email_key_idx')
    expect(used).toContain('monthly_gifts_donor_email_key_idx')
  })
})
