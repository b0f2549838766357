import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { rowsOf } from './rows'

/**
 * The Monthly Giving page, its CSV and the dashboard's card (issue #18): monthly gifts counted,
 * listed and paged by PostgreSQL. A pending gift (first payment not made) is never counted or listed.
 *
 * Privacy, as on Recent Donors (src/lib/db/donors.ts): while details are hidden, an anonymous gift's
 * name and e-mail are left out of the result (never sent to the browser or the file), and no list
 * here is searched or sorted by name, so nothing on the page places a hidden donor.
 */
export const LISTED_STATUSES = ['active', 'paused', 'lapsed', 'cancelled'] as const
export type ListedStatus = (typeof LISTED_STATUSES)[number]

/** How long a lapsed gift stays among the failures to follow up. */
export const LAPSED_FOLLOW_UP_DAYS = 60

const ANONYMOUS = sql`(g.is_anonymous is true)`

const detail = (column: SQL, showAnonymous: boolean) =>
  showAnonymous ? column : sql`case when ${ANONYMOUS} then null else ${column} end`

const COLUMNS = (show: boolean) => sql`
  g.id, g.amount::text as amount, g.status::text as status,
  ${ANONYMOUS} as is_anonymous, (${ANONYMOUS} and not ${show}::boolean) as hidden,
  ${detail(sql`g.donor_name`, show)} as donor_name, ${detail(sql`g.donor_email`, show)} as donor_email,
  g.next_charge_at, g.started_at, g.paused_at, g.cancelled_at, g.lapsed_at, g.last_failure_at,
  g.failed_charges::text as failed_charges, (g.open_invoice is not null) as unpaid`

type GiftRow = {
  id: number
  amount: string
  status: ListedStatus
  is_anonymous: boolean
  hidden: boolean
  donor_name: string | null
  donor_email: string | null
  next_charge_at: Date | string | null
  started_at: Date | string | null
  paused_at: Date | string | null
  cancelled_at: Date | string | null
  lapsed_at: Date | string | null
  last_failure_at: Date | string | null
  failed_charges: string
  unpaid: boolean
}

/** One gift as the page, the CSV and the tests read it. */
export type GiftRecord = {
  id: number
  amount: number
  status: ListedStatus
  isAnonymous: boolean
  /** An anonymous gift while details are hidden: name and e-mail are null. */
  hidden: boolean
  donorName: string | null
  donorEmail: string | null
  nextChargeAt: Date | null
  startedAt: Date | null
  pausedAt: Date | null
  cancelledAt: Date | null
  lapsedAt: Date | null
  lastFailureAt: Date | null
  failedCharges: number
  /** A month is unpaid (Paystack's invoice is open). */
  unpaid: boolean
}

const dateOf = (value: Date | string | null): Date | null => (value ? new Date(value) : null)

const toGiftRecord = (row: GiftRow): GiftRecord => ({
  id: Number(row.id),
  amount: Number(row.amount),
  status: row.status,
  isAnonymous: row.is_anonymous,
  hidden: row.hidden,
  donorName: row.donor_name,
  donorEmail: row.donor_email,
  nextChargeAt: dateOf(row.next_charge_at),
  startedAt: dateOf(row.started_at),
  pausedAt: dateOf(row.paused_at),
  cancelledAt: dateOf(row.cancelled_at),
  lapsedAt: dateOf(row.lapsed_at),
  lastFailureAt: dateOf(row.last_failure_at),
  failedCharges: Number(row.failed_charges),
  unpaid: row.unpaid,
})

const selectGifts = async (payload: Payload, query: SQL): Promise<GiftRecord[]> =>
  rowsOf<GiftRow>(await payload.db.drizzle.execute(query)).map(toGiftRecord)

export type GivingTotals = Record<ListedStatus, number> & {
  /** Naira a month: the sum of the active gifts' amounts. */
  monthlyTotal: number
}

/** The page's cards and the dashboard's: gifts by status, and what the active ones give a month. */
export const selectGivingTotals = async (payload: Payload): Promise<GivingTotals> => {
  const [row] = rowsOf<Record<string, string | number>>(
    await payload.db.drizzle.execute(sql`
      select count(*) filter (where status = 'active') as active, count(*) filter (where status = 'paused') as paused,
        count(*) filter (where status = 'lapsed') as lapsed, count(*) filter (where status = 'cancelled') as cancelled,
        coalesce(sum(amount) filter (where status = 'active'), 0)::text as monthly_total
      from monthly_gifts`),
  )
  return {
    active: Number(row.active),
    paused: Number(row.paused),
    lapsed: Number(row.lapsed),
    cancelled: Number(row.cancelled),
    monthlyTotal: Number(row.monthly_total),
  }
}

/** Active gifts with an unpaid month, and gifts lapsed in the last 60 days. */
const followUpWhere = (now: Date) => sql`
  ((g.status = 'active' and g.open_invoice is not null)
    or (g.status = 'lapsed' and g.lapsed_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${LAPSED_FOLLOW_UP_DAYS}::int)))`

/** The failures to follow up, the latest failure first, and how many there are in all. */
export const selectFollowUps = async (
  payload: Payload,
  { showAnonymous, limit, now = new Date() }: { showAnonymous: boolean; limit: number; now?: Date },
): Promise<{ total: number; gifts: GiftRecord[] }> => {
  const [counted] = rowsOf<{ total: number | string }>(
    await payload.db.drizzle.execute(
      sql`select count(*) as total from monthly_gifts g where ${followUpWhere(now)}`,
    ),
  )
  const gifts = await selectGifts(
    payload,
    sql`select ${COLUMNS(showAnonymous)} from monthly_gifts g where ${followUpWhere(now)}
      order by coalesce(g.last_failure_at, g.lapsed_at) desc nulls last, g.id desc limit ${limit}`,
  )
  return { total: Number(counted.total), gifts }
}

/** Each status's own order: the next charge first; otherwise the latest change first. */
const STATUS_ORDER: Record<ListedStatus, SQL> = {
  active: sql`g.next_charge_at asc nulls last, g.id asc`,
  paused: sql`g.paused_at desc nulls last, g.id desc`,
  lapsed: sql`g.lapsed_at desc nulls last, g.id desc`,
  cancelled: sql`g.cancelled_at desc nulls last, g.id desc`,
}

/** One page of the gifts of one status. */
export const selectGiftsPage = (
  payload: Payload,
  {
    status,
    showAnonymous,
    limit,
    offset,
  }: { status: ListedStatus; showAnonymous: boolean; limit: number; offset: number },
): Promise<GiftRecord[]> =>
  selectGifts(
    payload,
    sql`select ${COLUMNS(showAnonymous)} from monthly_gifts g where g.status = ${status}
      order by ${STATUS_ORDER[status]} limit ${limit} offset ${offset}`,
  )

/** Every listed gift for the CSV: by status (active, paused, lapsed, cancelled), then newest first. */
export const selectGiftsForCsv = (
  payload: Payload,
  { showAnonymous }: { showAnonymous: boolean },
): Promise<GiftRecord[]> =>
  selectGifts(
    payload,
    sql`select ${COLUMNS(showAnonymous)} from monthly_gifts g where g.status <> 'pending'
      order by array_position(array['active', 'paused', 'lapsed', 'cancelled'], g.status::text),
        g.started_at desc nulls last, g.id desc`,
  )
