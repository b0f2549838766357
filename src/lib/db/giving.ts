import { sql } from '@payloadcms/db-postgres'
import type { AnyColumn, SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { SITE_TIME_ZONE } from '@/lib/dates'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * What the donor's My giving page reads (src/lib/giving/summary.ts, issue #18): the gifts and
 * donations of one e-mail address, matched without regard to case or surrounding spaces, as the
 * signed link compares it. Money is read as text (numeric columns) and dates as stored (UTC); the
 * caller formats both. A gift's date is when it completed, else when it was recorded (givenAt).
 */
const sameEmail = (column: SQL, email: string) =>
  sql`${emailKey(column)} = ${email.trim().toLowerCase()}`

/** The e-mail as compared: indexes.ts indexes this very expression on both tables. */
export const emailKey = (column: SQL | AnyColumn) => sql`lower(btrim(${column}))`

type GiftRow = {
  id: number
  amount: string
  status: 'active' | 'paused' | 'lapsed' | 'cancelled'
  next_charge_at: Date | string | null
  cancelled_at: Date | string | null
  project_title: string | null
}

/** The e-mail's monthly gifts that ever started (not those still awaiting their first payment). */
export const giftsOfEmail = async (payload: Payload, email: string): Promise<GiftRow[]> =>
  rowsOf<GiftRow>(
    await payload.db.drizzle.execute(sql`
      select g.id, g.amount::text as amount, g.status::text as status, g.next_charge_at,
        g.cancelled_at, p.title as project_title
      from monthly_gifts g left join projects p on p.id = g.project_id
      where ${sameEmail(sql`g.donor_email`, email)} and g.status <> 'pending'
      order by case g.status when 'active' then 0 when 'paused' then 1 when 'lapsed' then 2 else 3 end,
        g.created_at desc, g.id desc`),
  )

export type DonationRow = {
  id: number
  amount: string
  refunded_amount: string
  fees_covered: string
  status: 'completed' | 'refunded'
  given_at: Date | string
  reference: string
  monthly: boolean
  project_title: string | null
  /** Issue #35: the gift's project, else its fund; null for the default fund (a general donation). */
  fund_name: string | null
  /** Recorded by staff (cash, cheque, POS…), not given online. */
  offline: boolean
  donor_type: 'individual' | 'organization'
  donor_name: string | null
  organization_name: string | null
  contact_person: string | null
  donor_email: string
}

/** The Lagos calendar year of a gift's date, as statements and their list count it. */
const lagosYearOf = (donation: SQL) =>
  sql`extract(year from coalesce(${donation}.completed_at, ${donation}.created_at) at time zone ${SITE_TIME_ZONE})::int`

/** The Lagos calendar day of a gift's date (a statement's days are Lagos days, both ends included). */
const lagosDayOf = (donation: SQL) =>
  sql`(coalesce(${donation}.completed_at, ${donation}.created_at) at time zone ${SITE_TIME_ZONE})::date`

const DONATION_COLUMNS = sql`d.id, d.amount::text as amount,
  coalesce(d.refunded_amount, 0)::text as refunded_amount,
  coalesce(d.fees_covered, 0)::text as fees_covered, d.status::text as status,
  coalesce(d.completed_at, d.created_at) as given_at, d.reference,
  (d.monthly_gift_id is not null) as monthly, p.title as project_title,
  coalesce(p.title, (select case when f.is_default then null else f.name end from funds f where f.id = d.fund_id)) as fund_name,
  (d.source = 'offline') as offline, d.donor_type::text as donor_type,
  d.donor_name, d.organization_name, d.contact_person, d.donor_email`

/** One page of the gifts received from the e-mail, refunded ones too, newest first. */
export const donationsOfEmail = async (
  payload: Payload,
  email: string,
  page: { limit: number; offset: number },
): Promise<DonationRow[]> =>
  rowsOf<DonationRow>(
    await payload.db.drizzle.execute(sql`
      select ${DONATION_COLUMNS}
      from donations d left join projects p on p.id = d.project_id
      where ${sameEmail(sql`d.donor_email`, email)} and d.status in ('completed', 'refunded')
      order by coalesce(d.completed_at, d.created_at) desc, d.id desc
      limit ${page.limit} offset ${page.offset}`),
  )

/**
 * Over all the e-mail's received gifts, whatever page is shown: how many there are, and the years
 * (Lagos calendar, as statementOfEmail counts them) with a completed one.
 */
export const givingTotalsOfEmail = async (
  payload: Payload,
  email: string,
): Promise<{ gifts: number; statement_years: number[] }> =>
  rowsOf<{ gifts: number; statement_years: number[] }>(
    await payload.db.drizzle.execute(sql`
      select count(*)::int as gifts,
        coalesce(array_agg(distinct ${lagosYearOf(sql`d`)})
          filter (where d.status = 'completed'), '{}') as statement_years
      from donations d
      where ${sameEmail(sql`d.donor_email`, email)} and d.status in ('completed', 'refunded')`),
  )[0]

/** One received gift of the e-mail's (a receipt), or null for anyone else's or one not received. */
export const donationOfEmail = async (
  payload: Payload,
  email: string,
  id: number,
): Promise<DonationRow | null> =>
  rowsOf<DonationRow>(
    await payload.db.drizzle.execute(sql`
      select ${DONATION_COLUMNS}
      from donations d left join projects p on p.id = d.project_id
      where d.id = ${id} and ${sameEmail(sql`d.donor_email`, email)}
        and d.status in ('completed', 'refunded')`),
  )[0] ?? null

type StatementRow = DonationRow & {
  /** What the charity kept of the gift: its amount less any partial refund. */
  kept: string
  /** The sum of `kept` over the whole statement, computed by the same statement. */
  total: string
}

/**
 * The completed gifts of a range of Lagos calendar days (both included; a year is Jan 01 to Dec
 * 31), oldest first, each with the statement's total beside it: rows and total come from one
 * snapshot, so they always agree. Refunded and voided gifts are not gifts any more and are left
 * out. The days are not a range on the date index: the planner cannot tell how much of the table
 * they hold, took that index, and read a whole year of everyone's donations instead of the
 * donor's few through the e-mail index.
 */
export const statementOfEmail = async (
  payload: Payload,
  email: string,
  range: { from: string; to: string },
): Promise<StatementRow[]> =>
  rowsOf<StatementRow>(
    await payload.db.drizzle.execute(sql`
      select ${DONATION_COLUMNS},
        (d.amount - coalesce(d.refunded_amount, 0))::text as kept,
        (sum(d.amount - coalesce(d.refunded_amount, 0)) over ())::text as total
      from donations d left join projects p on p.id = d.project_id
      where ${sameEmail(sql`d.donor_email`, email)} and d.status = 'completed'
        and ${lagosDayOf(sql`d`)} between ${range.from}::date and ${range.to}::date
      order by coalesce(d.completed_at, d.created_at), d.id`),
  )

/** The e-mail's most recent completed donation, whose id a new My giving link names. */
export const latestCompletedDonation = async (
  payload: Payload,
  email: string,
): Promise<{ id: number; donor_email: string } | null> =>
  rowsOf<{ id: number; donor_email: string }>(
    await payload.db.drizzle.execute(sql`
      select d.id, d.donor_email from donations d
      where ${sameEmail(sql`d.donor_email`, email)} and d.status = 'completed'
      order by coalesce(d.completed_at, d.created_at) desc, d.id desc limit 1`),
  )[0] ?? null

/**
 * The e-mail's donations shown in the public donor list, of any status (issue #32: a withdrawn
 * listing takes them all out, and the monthly charges to come copy their first donation's choice).
 * In `req`'s transaction when given, its rows locked until it ends.
 */
export const listedDonationsOfEmail = async (
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<number[]> =>
  rowsOf<{ id: number }>(
    await (
      await drizzleFor(payload, req)
    ).execute(
      sql`select d.id from donations d
          where ${sameEmail(sql`d.donor_email`, email)} and d.show_publicly
          ${req ? sql`for update` : sql``}`,
    ),
  ).map((row) => row.id)
