import type { Payload } from 'payload'

import {
  donationOfEmail,
  donationsOfEmail,
  giftsOfEmail,
  givingTotalsOfEmail,
  statementOfEmail,
  type DonationRow,
} from '@/lib/db/giving'

import type { GivingAccess } from './link'
import { isPubliclyListed } from './listing'
import {
  rangeWords,
  readStatementRange,
  wholeYearOf,
  type StatementRange,
  type StatementRangeState,
} from './statementRange'
import { statementsCopy } from '@/copy/statements'
import { isRowId } from '@/lib/db/ids'

/**
 * What the donor's My giving page and its documents read (issue #18), always for the e-mail a
 * verified link opened (openGivingToken): nothing here takes an address from the request.
 */
export type MonthlyGiftSummary = {
  id: number
  amount: number
  status: 'active' | 'paused' | 'lapsed' | 'cancelled'
  projectTitle: string | null
  nextChargeAt: string | null
  cancelledAt: string | null
}

export type GiftSummary = {
  id: number
  amount: number
  /** Returned by a partial refund (0 for none); a fully refunded gift is `refunded`. */
  refundedAmount: number
  refunded: boolean
  /** Added by the donor for Paystack's fee ("I'll cover the fees"); `amount` includes it. */
  feesCovered: number
  givenAt: string
  reference: string
  monthly: boolean
  projectTitle: string | null
  /** What the gift was for (issue #35): its fund, null for the default fund (a general donation). */
  fundName: string | null
  /** Recorded by staff (cash, cheque, POS…), not given online. */
  offline: boolean
}

/** Gifts on one page of My giving: a 500-gift donor's page was 1.36 MB of HTML for a phone. */
export const GIFTS_PER_PAGE = 50

export type GiftPage = {
  /** 1 is the newest gifts. */
  page: number
  pages: number
  /** Every gift received, on all pages. */
  total: number
  /** The places of this page's first and last gift among them, from 1 (0 and 0 for none). */
  first: number
  last: number
}

export type MyGiving = {
  email: string
  expiresAt: Date
  monthlyGifts: MonthlyGiftSummary[]
  /** The gifts of one page, newest first. */
  gifts: GiftSummary[]
  giftPage: GiftPage
  /** Years (Lagos calendar) with at least one completed gift, newest first: one statement each. */
  statementYears: number[]
  /** Some gift is shown in the public donor list, as the donor consented (issue #32). */
  listed: boolean
}

/** The page number of a query's `page`; anything but a whole number from 1 is the first page. */
export const giftPageOf = (value: string | string[] | undefined): number => {
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString()

const giftOf = (row: DonationRow): GiftSummary => ({
  id: row.id,
  amount: Number(row.amount),
  refundedAmount: Number(row.refunded_amount),
  refunded: row.status === 'refunded',
  feesCovered: Number(row.fees_covered),
  givenAt: new Date(row.given_at).toISOString(),
  reference: row.reference,
  monthly: row.monthly,
  projectTitle: row.project_title,
  fundName: row.fund_name,
  offline: row.offline,
})

/** The donor's monthly gifts that ever started: running ones first, then the newest. */
export const readMonthlyGifts = async (
  payload: Payload,
  access: GivingAccess,
): Promise<MonthlyGiftSummary[]> =>
  (await giftsOfEmail(payload, access.email)).map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    status: row.status,
    projectTitle: row.project_title,
    nextChargeAt: iso(row.next_charge_at),
    cancelledAt: iso(row.cancelled_at),
  }))

/**
 * My giving with one page of gifts (a page past the last shows the last); the count of gifts and
 * the statements cover every gift.
 */
export const readMyGiving = async (
  payload: Payload,
  access: GivingAccess,
  page = 1,
): Promise<MyGiving> => {
  const pageRows = (n: number) =>
    donationsOfEmail(payload, access.email, {
      limit: GIFTS_PER_PAGE,
      offset: (n - 1) * GIFTS_PER_PAGE,
    })
  const [monthlyGifts, totals, rows, listed] = await Promise.all([
    readMonthlyGifts(payload, access),
    givingTotalsOfEmail(payload, access.email),
    pageRows(page),
    isPubliclyListed(payload, access),
  ])
  const pages = Math.max(1, Math.ceil(totals.gifts / GIFTS_PER_PAGE))
  const shown = Math.min(page, pages)
  const gifts = (shown === page ? rows : await pageRows(shown)).map(giftOf)
  const first = gifts.length === 0 ? 0 : (shown - 1) * GIFTS_PER_PAGE + 1
  return {
    email: access.email,
    expiresAt: access.expiresAt,
    monthlyGifts,
    gifts,
    giftPage: {
      page: shown,
      pages,
      total: totals.gifts,
      first,
      last: first === 0 ? 0 : first + gifts.length - 1,
    },
    statementYears: [...totals.statement_years].sort((a, b) => b - a),
    listed,
  }
}

/** The donor as a receipt names them: an organization by its name, a person by theirs. */
export type Donor = { name: string | null; organization: string | null; email: string }

const donorOf = (row: DonationRow): Donor => ({
  name: row.donor_type === 'organization' ? row.contact_person : row.donor_name,
  organization: row.donor_type === 'organization' ? row.organization_name : null,
  email: row.donor_email,
})

export type Receipt = GiftSummary & { donor: Donor }

/** One of the donor's received gifts, for its receipt; null for anyone else's (or none). */
export const findReceipt = async (
  payload: Payload,
  access: GivingAccess,
  donationId: number,
): Promise<Receipt | null> => {
  if (!isRowId(donationId)) return null
  const row = await donationOfEmail(payload, access.email, donationId)
  return row ? { ...giftOf(row), donor: donorOf(row) } : null
}

export type Statement = {
  range: StatementRange
  /** The calendar year the range is exactly (the yearly statement), else null. */
  year: number | null
  donor: Donor
  lines: (GiftSummary & { kept: number })[]
  /** The database's sum of what was kept, from the same statement as the lines. */
  total: number
}

/**
 * The range form as My giving shows it again after the statement's route sent the donor back
 * (`?from=…&to=…`): the days typed and why there was no statement; null when none was asked for.
 */
export const statementRangeState = async (
  payload: Payload,
  access: GivingAccess,
  query: Record<string, string | string[] | undefined>,
): Promise<StatementRangeState | null> => {
  const text = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, 40)
  if (query.from === undefined && query.to === undefined) return null
  const from = text(query.from)
  const to = text(query.to)
  const checked = readStatementRange(from, to)
  if (!checked.ok) return { from, to, message: checked.error }
  const rows = await statementOfEmail(payload, access.email, checked.range)
  return {
    from,
    to,
    message: rows.length === 0 ? statementsCopy.range.empty(...rangeWords(checked.range)) : null,
  }
}

/**
 * The donor's completed gifts of a range of Lagos days (a checked range: statementRange.ts); null
 * for a range without any.
 */
export const findStatement = async (
  payload: Payload,
  access: Pick<GivingAccess, 'email'>,
  range: StatementRange,
): Promise<Statement | null> => {
  const rows = await statementOfEmail(payload, access.email, range)
  if (rows.length === 0) return null
  return {
    range,
    year: wholeYearOf(range),
    // Named as on the period's latest gift.
    donor: donorOf(rows[rows.length - 1]),
    lines: rows.map((row) => ({ ...giftOf(row), kept: Number(row.kept) })),
    total: Number(rows[0].total),
  }
}
