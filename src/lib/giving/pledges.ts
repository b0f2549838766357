import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { PLEDGE_MAX } from '@/copy/pledges'
import { isRowId } from '@/lib/db/ids'
import { donorOfEmail, pledgesOfEmail } from '@/lib/db/pledges'
import { isoDay, startOfLagosDay } from '@/lib/dates'
import { parseDonationAmount } from '@/lib/payments/rules'

import type { GivingAccess } from './link'

/**
 * The donor's pledges on My giving (issue #35): read, made and cancelled for the e-mail the signed
 * link opened (never one from the form). Outcomes are short codes the 303 carries back to the page.
 */
const PLEDGE_OUTCOMES = [
  'made',
  'cancelled',
  'fund',
  'fundClosed',
  'amount',
  'dueDate',
  'notYours',
  'failed',
] as const
export type PledgeOutcome = (typeof PLEDGE_OUTCOMES)[number]

export type PledgeSummary = {
  id: number
  fundName: string
  amount: number
  given: number
  remaining: number
  dueDate: string
  status: 'open' | 'fulfilled' | 'cancelled'
}

export type FundChoice = { id: number; name: string }

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const readMyPledges = async (
  payload: Payload,
  access: GivingAccess,
): Promise<PledgeSummary[]> =>
  (await pledgesOfEmail(payload, access.email)).map((row) => ({
    id: row.id,
    fundName: row.fund_name,
    amount: row.amount,
    given: row.given,
    remaining: row.remaining,
    dueDate: new Date(row.due_date).toISOString(),
    status: row.status === 'cancelled' ? 'cancelled' : row.remaining <= 0 ? 'fulfilled' : 'open',
  }))

/** The funds a new pledge may name: the active ones, by name. */
export const pledgeFunds = async (payload: Payload): Promise<FundChoice[]> =>
  (
    await payload.find({
      collection: slugs.funds,
      where: { active: { not_equals: false } },
      sort: 'name',
      limit: 200,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
  ).docs.map((fund) => ({ id: fund.id, name: fund.name }))

export type PledgeForm = { fund: string; amount: string; dueDate: string; key: string }

/** A form's one-time key, written into the page: a second tap of the button posts the same one. */
const KEY = /^[A-Za-z0-9-]{16,64}$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A yyyy-MM-dd day at noon UTC (13:00 in Lagos: the same calendar day), or null. */
const dayOf = (text: string): Date | null => {
  const match = DAY.exec(text.trim())
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, 12))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year < 10000 ? date : null
}

const pledgeOfKey = async (payload: Payload, key: string) =>
  (
    await payload.find({
      collection: slugs.pledges,
      where: { request_key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { donor_email: true },
    })
  ).docs[0] ?? null

/** The outcome of a form whose key was used before: the first post's pledge, if it is this donor's. */
const alreadyMade = (found: { donor_email: string } | null, access: GivingAccess) =>
  found ? (sameEmail(found.donor_email, access.email) ? 'made' : 'failed') : null

/**
 * A pledge from My giving: the fund (an active one), a whole amount and a date not past, for the
 * link's donor, named as on their latest gift. Bad input stores nothing; a form posted twice (a
 * second tap, a reload) makes one pledge: its key is unique.
 */
export const makePledge = async (
  payload: Payload,
  access: GivingAccess,
  form: PledgeForm,
): Promise<PledgeOutcome> => {
  if (!KEY.test(form.key)) return 'failed'
  const before = alreadyMade(await pledgeOfKey(payload, form.key), access)
  if (before) return before
  const fundId = /^\d{1,10}$/.test(form.fund.trim()) ? Number(form.fund) : Number.NaN
  const fund = isRowId(fundId)
    ? await payload.findByID({
        collection: slugs.funds,
        id: fundId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!fund) return 'fund'
  if (fund.active === false) return 'fundClosed'
  const amount = form.amount.trim() ? parseDonationAmount(form.amount) : Number.NaN
  if (!Number.isInteger(amount) || amount < 1 || amount > PLEDGE_MAX) return 'amount'
  const due = dayOf(form.dueDate)
  if (!due || isoDay(due) < isoDay(new Date())) return 'dueDate'
  const donor = await donorOfEmail(payload, access.email)
  try {
    await payload.create({
      collection: slugs.pledges,
      data: {
        donor_name: donor?.donor_name || access.email.trim(),
        donor_email: access.email.trim().toLowerCase(),
        // No phone: the one typed on a gift was never proved the donor's, and a pledge's Given
        // counts gifts by phone too, which would show another person's gifts (staff's pledges may
        // name a phone they know).
        donor_phone: null,
        fund: fund.id,
        amount,
        due_date: due.toISOString(),
        start_date: startOfLagosDay().toISOString(),
        status: 'open',
        request_key: form.key,
      },
      overrideAccess: true,
    })
  } catch (error) {
    // The same key posted at the same moment: the unique index kept one, and that is this pledge.
    const raced = alreadyMade(await pledgeOfKey(payload, form.key), access)
    if (raced) return raced
    throw error
  }
  return 'made'
}

/** The donor cancels one of their own open pledges (cancelling a cancelled one again says so too). */
export const cancelPledge = async (
  payload: Payload,
  access: GivingAccess,
  pledgeId: number,
): Promise<PledgeOutcome> => {
  const pledge = isRowId(pledgeId)
    ? await payload.findByID({
        collection: slugs.pledges,
        id: pledgeId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!pledge || !sameEmail(pledge.donor_email, access.email)) return 'notYours'
  if (pledge.status !== 'cancelled')
    await payload.update({
      collection: slugs.pledges,
      id: pledge.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
  return 'cancelled'
}

/** The notice of a `?pledge=` code; an unknown one is none. */
export const pledgeOutcomeOf = (value: string | string[] | undefined): PledgeOutcome | null => {
  const code = Array.isArray(value) ? value[0] : value
  return (PLEDGE_OUTCOMES as readonly string[]).includes(code ?? '')
    ? (code as PledgeOutcome)
    : null
}
