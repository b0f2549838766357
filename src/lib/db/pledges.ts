import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { SITE_TIME_ZONE } from '@/lib/dates'

import { emailKey } from './giving'
import { rowsOf } from './rows'

/**
 * What counts toward a pledge (issue #35): every completed gift, less its refunds, to the pledge's
 * fund from the pledge's donor (the same e-mail as compared everywhere, or the same stored phone),
 * given online or offline on or after the pledge's start day on Lagos's calendar. Computed, never
 * stored: a refund, a voided gift or a gift moved to another fund changes it at once.
 */
export type PledgeProgress = { id: number; amount: number; given: number; remaining: number }

const lagosDay = (column: SQL) => sql`(${column} at time zone ${SITE_TIME_ZONE})::date`

/** The pledge's gifts found one way (its e-mail, or its phone), each with what was kept of it. */
const countedGifts = (match: SQL) => sql`
  select d.id, d.amount - coalesce(d.refunded_amount, 0) as kept
  from donations d
  where ${match} and d.fund_id = p.fund_id and d.status = 'completed'
    and ${lagosDay(sql`coalesce(d.completed_at, d.created_at)`)} >= ${lagosDay(sql`p.start_date`)}`

/**
 * Each pledge with what was given toward it. The two ways of finding the donor's gifts are two
 * index lookups (the e-mail key; the phone and fund), joined by a union that counts a gift found
 * both ways once: one `or` between them read all of donations.
 */
const PROGRESS = sql`
  select p.id, p.amount::text as amount, gifts.given::text as given
  from pledges p
  cross join lateral (
    select coalesce(sum(g.kept), 0) as given from (
      ${countedGifts(sql`${emailKey(sql`d.donor_email`)} = ${emailKey(sql`p.donor_email`)}`)}
      union
      ${countedGifts(sql`coalesce(p.donor_phone, '') <> '' and d.donor_phone = p.donor_phone`)}
    ) g
  ) gifts`

const progressOf = (row: { id: number | string; amount: string; given: string }) => {
  const amount = Number(row.amount)
  const given = Number(row.given)
  return { id: Number(row.id), amount, given, remaining: Math.max(0, amount - given) }
}

/** The progress of each listed pledge, in one query (an admin page of 100 pledges is one round trip). */
export const selectPledgeProgress = async (
  payload: Payload,
  ids: number[],
): Promise<Map<number, PledgeProgress>> => {
  if (ids.length === 0) return new Map()
  const rows = rowsOf<{ id: number; amount: string; given: string }>(
    await payload.db.drizzle.execute(sql`${PROGRESS}
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  )
  return new Map(rows.map((row) => [Number(row.id), progressOf(row)]))
}

export type PledgeRow = PledgeProgress & {
  status: 'open' | 'cancelled'
  fund_name: string
  due_date: Date | string
  start_date: Date | string
}

/** The e-mail's pledges with their progress (My giving): open ones first, then by date due. */
export const pledgesOfEmail = async (payload: Payload, email: string): Promise<PledgeRow[]> =>
  rowsOf<{
    id: number
    amount: string
    given: string
    status: 'open' | 'cancelled'
    fund_name: string
    due_date: Date | string
    start_date: Date | string
  }>(
    await payload.db.drizzle.execute(sql`
      select progress.*, p.status::text as status, f.name as fund_name, p.due_date, p.start_date
      from (${PROGRESS}
        where ${emailKey(sql`p.donor_email`)} = ${email.trim().toLowerCase()}) progress
      join pledges p on p.id = progress.id
      join funds f on f.id = p.fund_id
      order by (p.status = 'cancelled'), p.due_date, p.id`),
  ).map((row) => ({
    ...progressOf(row),
    status: row.status,
    fund_name: row.fund_name,
    due_date: row.due_date,
    start_date: row.start_date,
  }))

/** The name and phone of the e-mail's latest completed gift: who a pledge from My giving is for. */
export const donorOfEmail = async (
  payload: Payload,
  email: string,
): Promise<{ donor_name: string | null; donor_phone: string | null } | null> =>
  rowsOf<{ donor_name: string | null; donor_phone: string | null }>(
    await payload.db.drizzle.execute(sql`
      select coalesce(nullif(btrim(d.donor_name), ''), nullif(btrim(d.contact_person), '')) as donor_name,
        d.donor_phone
      from donations d
      where ${emailKey(sql`d.donor_email`)} = ${email.trim().toLowerCase()} and d.status = 'completed'
      order by coalesce(d.completed_at, d.created_at) desc, d.id desc limit 1`),
  )[0] ?? null
