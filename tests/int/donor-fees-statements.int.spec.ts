// Issue #35, the donors' part: "I'll cover the fees" adds Paystack's published local fee on the
// server (a forged amount or fee is ignored; Paystack is asked for the server's total), a monthly
// gift's plan includes it and its later months keep the split; a statement for any Lagos days
// (bad days get a message, never a 500) whose PDF total is the database's; and every donor's
// statement of last year e-mailed in January once, however many runs race.
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { globalSlugs, slugs } from '@collections/slugs'
import MyGivingPage from '@/app/(frontend)/giving/[token]/page'
import { GET as getRangeStatement } from '@/app/(frontend)/giving/[token]/statements/range/route'
import { GET as getYearStatement } from '@/app/(frontend)/giving/[token]/statements/[year]/route'
import { feesCopy } from '@/copy/fees'
import { statementsCopy } from '@/copy/statements'
import { rowsOf } from '@/lib/db/rows'
import { formatNaira } from '@/lib/format'
import { readIssuer, receiptPdf } from '@/lib/giving/documents'
import { givingToken, openGivingToken } from '@/lib/giving/link'
import { changeGiftAmount } from '@/lib/giving/manage'
import { findReceipt } from '@/lib/giving/summary'
import { queueYearlyStatements } from '@/lib/giving/yearlyStatements'
import { paystackFeeKobo, totalCoveringFees } from '@/lib/payments/fees'

import { outboxTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { pdfText } from '../helpers/pdfText'
import {
  donationOf,
  individualDonation,
  initializeDonation,
  startPayments,
  type Payments,
} from '../helpers/paystack'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

const SITE = 'http://localhost:3000'
const OLA = 'Ọlá Adébáyọ̀'
let payload: Payload
let payments: Payments

beforeAll(async () => {
  payload = await getTestPayload()
  payments = await startPayments()
  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { site_name: 'Fellowship Rides', contact_email: 'giving@church-rides.example' },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await payments?.close()
})

const tag = () => randomBytes(4).toString('hex')

describe("Paystack's local fee", () => {
  it('is 1.5%, plus ₦100 from ₦2,500, at most ₦2,000', () => {
    expect(paystackFeeKobo(2_499_00)).toBe(37_49) // ₦37.485, rounded up: no ₦100 under ₦2,500
    expect(paystackFeeKobo(2_500_00)).toBe(137_50)
    expect(paystackFeeKobo(126_666_00)).toBe(1_999_99)
    expect(paystackFeeKobo(126_667_00)).toBe(2_000_00)
    expect(paystackFeeKobo(5_000_000_00)).toBe(2_000_00)
  })

  it('is covered by the smallest whole-naira total that leaves the whole gift, across the ₦2,500 step and the cap', () => {
    const cases: [gift: number, total: number][] = [
      [100, 102],
      [2_461, 2_499], // still under ₦2,500 with its fee
      [2_462, 2_602], // the fee pushes it past ₦2,500, where the ₦100 applies
      [2_499, 2_639],
      [2_500, 2_640],
      [10_000, 10_254],
      [124_666, 126_666],
      [200_000, 202_000], // capped: ₦2,000
      [10_000_000, 10_002_000],
    ]
    for (const [gift, total] of cases) {
      expect(totalCoveringFees(gift)).toEqual({ total, fees: total - gift })
      expect(total * 100 - paystackFeeKobo(total * 100)).toBeGreaterThanOrEqual(gift * 100)
      expect((total - 1) * 100 - paystackFeeKobo((total - 1) * 100)).toBeLessThan(gift * 100)
    }
  })
})

describe("I'll cover the fees", () => {
  it("charges the server's total: a forged amount or fee in the post is ignored, and Paystack is asked for the total in kobo", async () => {
    const forged = individualDonation({
      amount: 10_000,
      coverFees: true,
      fees: 1,
      fees_covered: 1,
      gift_amount: 1,
      total: 10_001,
    })
    const started = (await initializeDonation(forged)) as unknown as Record<string, unknown>
    expect(started).toMatchObject({ amount: 10_254, gift_amount: 10_000, fees_covered: 254 })
    expect((await payments.transaction(String(started.reference))).amount).toBe(1_025_400)
    expect(await donationOf(payload, String(started.reference))).toMatchObject({
      amount: 10_254,
      gift_amount: 10_000,
      fees_covered: 254,
    })

    const plain = await initializeDonation(individualDonation({ amount: 10_000, fees: 254 }))
    expect((await payments.transaction(plain.reference)).amount).toBe(1_000_000)
    expect(await donationOf(payload, plain.reference)).toMatchObject({
      amount: 10_000,
      gift_amount: 10_000,
      fees_covered: 0,
    })
  })

  it('puts the fee in a monthly plan, and every later month keeps the gift and the fee apart', async () => {
    const { reference } = await initializeDonation(
      individualDonation({ frequency: 'monthly', amount: 5_000, coverFees: true }),
    )
    const giftId = Number((await donationOf(payload, reference)).monthly_gift)
    const gift = await payload.findByID({
      collection: slugs.monthlyGifts,
      id: giftId,
      overrideAccess: true,
    })
    expect(gift).toMatchObject({ amount: 5_178, gift_amount: 5_000, fees_covered: 178 })
    const plan = await fetch(`${payments.sim.url}/plan/${gift.plan_code}`, {
      headers: { authorization: `Bearer ${payments.secret}` },
    }).then((response) => response.json() as Promise<{ data: { amount: number } }>)
    expect(plan.data.amount).toBe(517_800)

    await payments.control(`transactions/${reference}/pay`)
    const code = await vi.waitFor(
      async () => {
        const current = await payload.findByID({
          collection: slugs.monthlyGifts,
          id: giftId,
          overrideAccess: true,
        })
        expect(current.subscription_code).toMatch(/^SUB_/)
        return current.subscription_code as string
      },
      { timeout: 30_000, interval: 50 },
    )
    await payments.control(`subscriptions/${encodeURIComponent(code)}/charge`, {
      outcome: 'success',
    })
    const months = await vi.waitFor(
      async () => {
        const { docs } = await payload.find({
          collection: slugs.donations,
          where: { monthly_gift: { equals: giftId }, status: { equals: 'completed' } },
          sort: 'createdAt',
          overrideAccess: true,
        })
        expect(docs).toHaveLength(2)
        return docs
      },
      { timeout: 30_000, interval: 50 },
    )
    for (const month of months)
      expect(month).toMatchObject({ amount: 5_178, gift_amount: 5_000, fees_covered: 178 })

    // A new amount on My giving goes on covering the fee, in the plan and on the gift.
    const access = await openGivingToken(payload, givingToken(months[1]))
    expect(await changeGiftAmount(payload, access!, giftId, '6,000')).toMatchObject({ ok: true })
    expect(
      await payload.findByID({ collection: slugs.monthlyGifts, id: giftId, overrideAccess: true }),
    ).toMatchObject({ amount: 6_193, gift_amount: 6_000, fees_covered: 193 })
    const newPlan = await fetch(`${payments.sim.url}/plan/${gift.plan_code}`, {
      headers: { authorization: `Bearer ${payments.secret}` },
    }).then((response) => response.json() as Promise<{ data: { amount: number } }>)
    expect(newPlan.data.amount).toBe(619_300)

    // The receipt shows the total paid and, in a line, the fees covered.
    const receipt = await findReceipt(payload, access!, months[1].id)
    const text = (await pdfText(await receiptPdf(receipt!, await readIssuer(payload)))).join(' ')
    expect(text).toContain('₦5,178')
    expect(text).toContain(feesCopy.receiptLabel)
    expect(text).toContain(feesCopy.receiptLine('₦178', '₦5,000'))
  })
})

/* Statements -------------------------------------------------------------------------------------- */

const insertGift = async (fields: {
  email: string
  amount: number
  completedAt: string
  name?: string
  status?: 'completed' | 'refunded' | 'voided'
  refunded?: number
}): Promise<{ id: number; donor_email: string }> => {
  const [row] = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_name, donor_type,
        is_anonymous, show_publicly, completed_at, refunded_amount, created_at, updated_at)
      values (${fields.amount}, 'NGN', ${fields.status ?? 'completed'}, ${`FR-TEST-${tag()}${tag()}`},
        ${fields.email}, ${fields.name ?? OLA}, 'individual', false, false, ${fields.completedAt},
        ${fields.refunded ?? null}, ${fields.completedAt}, now())
      returning id`),
  )
  return { id: row.id, donor_email: fields.email }
}

/** The database's own sum of what was kept, over the Lagos days given (both included). */
const sumOfDays = async (email: string, from: string, to: string): Promise<number> =>
  Number(
    rowsOf<{ total: string }>(
      await payload.db.drizzle.execute(sql`
        select coalesce(sum(amount - coalesce(refunded_amount, 0)), 0)::text as total
        from donations where lower(donor_email) = ${email.toLowerCase()} and status = 'completed'
          and (completed_at at time zone 'Africa/Lagos')::date between ${from}::date and ${to}::date`),
    )[0].total,
  )

const rangeStatement = (token: string, query: Record<string, string>) =>
  getRangeStatement(
    new Request(`${SITE}/giving/${token}/statements/range?${new URLSearchParams(query)}`),
    { params: Promise.resolve({ token }) },
  )

const pageHtml = async (token: string, query: Record<string, string>) =>
  renderToStaticMarkup(
    await MyGivingPage({
      params: Promise.resolve({ token }),
      searchParams: Promise.resolve(query),
    }),
  )

describe('a statement for any dates', () => {
  it("covers the Lagos days asked for, both included, titled by them, with the database's total", async () => {
    const email = `ola-${tag()}@example.org`
    // 23:30 UTC on Feb 28 is Mar 01 in Lagos: inside. 23:30 UTC on Mar 31 is Apr 01: outside.
    const first = await insertGift({ email, amount: 12_500, completedAt: '2026-02-28T23:30:00Z' })
    await insertGift({ email, amount: 7_000, completedAt: '2026-03-15T10:00:00Z', refunded: 2_000 })
    await insertGift({
      email,
      amount: 3_000,
      completedAt: '2026-03-20T10:00:00Z',
      status: 'refunded',
    })
    await insertGift({ email, amount: 40_000, completedAt: '2026-03-31T23:30:00Z' })
    await insertGift({ email, amount: 900, completedAt: '2026-02-28T12:00:00Z' })
    const token = givingToken(first)

    const response = await rangeStatement(token, { from: '2026-03-01', to: '2026-03-31' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain(
      'giving-statement-2026-03-01-to-2026-03-31.pdf',
    )
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(statementsCopy.range.title('Mar 01, 2026', 'Mar 31, 2026'))
    expect(text).toContain(OLA)
    const total = await sumOfDays(email, '2026-03-01', '2026-03-31')
    expect(total).toBe(17_500)
    expect(text).toContain(formatNaira(total))
    expect(text.join(' ')).not.toContain('₦40,000')

    // The yearly link still works, titled by its year.
    const yearly = await getYearStatement(new Request(`${SITE}/giving/${token}/statements/2026`), {
      params: Promise.resolve({ token, year: '2026' }),
    })
    expect(yearly.status).toBe(200)
    expect(await pdfText(new Uint8Array(await yearly.arrayBuffer()))).toContain(
      'Giving statement 2026',
    )
  })

  it('sends bad days back to the form with a message, never a 500, and a range without gifts says so', async () => {
    const email = `ola-${tag()}@example.org`
    const gift = await insertGift({ email, amount: 5_000, completedAt: '2026-03-15T10:00:00Z' })
    const token = givingToken(gift)
    const errors = statementsCopy.errors
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-03-31', to: '2026-03-01' }, errors.order],
      [{ from: '2026-03-01', to: '2999-01-01' }, errors.future],
      [{ from: '2026-02-30', to: '2026-03-01' }, errors.invalid],
      [{ from: 'yesterday', to: '2026-03-01' }, errors.invalid],
      [{ from: '', to: '2026-03-01' }, errors.missing],
      [{ from: '1999-12-31', to: '2026-03-01' }, errors.tooEarly],
      [
        { from: '2025-01-01', to: '2025-01-31' },
        statementsCopy.range.empty('Jan 01, 2025', 'Jan 31, 2025'),
      ],
    ]
    for (const [query, message] of cases) {
      const response = await rangeStatement(token, query)
      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('location')!, SITE)
      expect(location.pathname).toBe(`/giving/${token}`)
      const html = await pageHtml(token, Object.fromEntries(location.searchParams))
      expect(html).toContain(message.replace(/'/g, '&#x27;'))
      // The days typed are kept in the form.
      if (query.from) expect(html).toContain(`value="${query.from}"`)
    }
  })
})

/* The January e-mail ------------------------------------------------------------------------------ */

/** The PDF attached to an outbox e-mail, read back from its raw MIME. */
const attachedPdf = (raw: string): Uint8Array => {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: application\/pdf/i.test(chunk))
  expect(part, 'a PDF attachment').toBeDefined()
  const body = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '')
  return new Uint8Array(Buffer.from(body, 'base64'))
}

describe("every donor's statement of last year, e-mailed in January", () => {
  it('e-mails each donor who gave last year once, however many runs race, and none who did not', async () => {
    const ola = `ola-${tag()}@example.org`
    const bayo = `bayo-${tag()}@example.org`
    const before = `before-${tag()}@example.org`
    const refunded = `refunded-${tag()}@example.org`
    // A donor who had their data erased (src/lib/privacy/erase.ts): the gift stays, under no one's address.
    const erased = `erased-${tag()}@erased.invalid`
    await insertGift({ email: erased, amount: 5_000, completedAt: '2025-08-01T10:00:00Z' })
    await insertGift({ email: ola, amount: 20_000, completedAt: '2025-01-01T00:30:00Z' })
    await insertGift({
      email: ola,
      amount: 15_000,
      completedAt: '2025-06-01T10:00:00Z',
      refunded: 5_000,
    })
    // Written in another case: still Ọlá's.
    await insertGift({
      email: ola.toUpperCase(),
      amount: 2_500,
      completedAt: '2025-12-31T22:30:00Z',
    })
    // Jan 01, 2026 in Lagos, and a refund: neither is in 2025's statement.
    await insertGift({ email: ola, amount: 99_000, completedAt: '2025-12-31T23:30:00Z' })
    await insertGift({
      email: ola,
      amount: 8_000,
      completedAt: '2025-03-01T10:00:00Z',
      status: 'refunded',
    })
    await insertGift({
      email: bayo,
      amount: 5_000,
      completedAt: '2025-09-09T09:00:00Z',
      name: 'Bayọ̀',
    })
    await insertGift({ email: before, amount: 5_000, completedAt: '2024-12-31T12:00:00Z' })
    await insertGift({
      email: refunded,
      amount: 5_000,
      completedAt: '2025-04-01T10:00:00Z',
      status: 'refunded',
    })
    await insertGift({
      email: refunded,
      amount: 6_000,
      completedAt: '2025-05-01T10:00:00Z',
      status: 'voided',
    })

    // Not January in Lagos (23:30 UTC on Jan 31 is Feb 01 there): nothing is queued.
    expect(await queueYearlyStatements(payload, new Date('2026-01-31T23:30:00Z'))).toEqual({
      year: null,
      queued: 0,
    })
    const january = new Date('2026-01-15T08:00:00Z')
    const runs = await Promise.all([
      queueYearlyStatements(payload, january),
      queueYearlyStatements(payload, january),
    ])
    expect(runs.map((run) => run.year)).toEqual([2025, 2025])
    // Two donors gave in 2025: between them the racing runs queued each once.
    expect(runs[0].queued + runs[1].queued).toBe(2)
    await payload.jobs.run({ limit: 100 })
    // A later run of the month finds every donor done.
    expect(await queueYearlyStatements(payload, january)).toEqual({ year: 2025, queued: 0 })
    await payload.jobs.run({ limit: 100 })

    const [olaMail, ...more] = await outboxTo(payload, ola)
    expect(more).toEqual([])
    expect(olaMail.subject).toBe(statementsCopy.yearly.subject('Fellowship Rides', 2025))
    expect(olaMail.text).toMatch(/\/giving\/\d+\.\d+\.[A-Za-z0-9_-]{43}/)
    const text = await pdfText(attachedPdf(olaMail.raw!))
    expect(text).toContain('Giving statement 2025')
    expect(text.join(' ')).toContain('₦')
    expect(text).toContain(OLA)
    const total = await sumOfDays(ola, '2025-01-01', '2025-12-31')
    expect(total).toBe(32_500)
    expect(text).toContain(formatNaira(total))
    expect(text.join(' ')).not.toContain('₦99,000')

    expect(await outboxTo(payload, bayo)).toHaveLength(1)
    expect(await outboxTo(payload, before)).toEqual([])
    expect(await outboxTo(payload, refunded)).toEqual([])
    expect(await outboxTo(payload, erased)).toEqual([])
  })
})
