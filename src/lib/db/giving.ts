import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { SITE_TIME_ZONE } from '@/lib/dates'

import { rowsOf } from './rows'

/**
 * What the donor's My giving page reads (src/lib/giving/summary.ts, issue #18): the gifts and
 * donations of one e-mail address, matched without regard to case or surrounding spaces, as the
 * signed link compares it. Money is read as text (numeric columns) and dates as stored (UTC); the
 * caller formats both. A gift's date is when it completed, else when it was recorded (givenAt).
 */
const sameEmail = (column: SQL, email: string) =>
  sql`lower(btrim(${column})) = ${email.trim().toLowerCase()}`

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
  status: 'completed' | 'refunded'
  given_at: Date | string
  reference: string
  monthly: boolean
  project_title: string | null
  donor_type: 'individual' | 'organization'
  donor_name: string | null
  organization_name: string | null
  contact_person: string | null
  donor_email: string
}

const DONATION_COLUMNS = sql`d.id, d.amount::text as amount,
  coalesce(d.refunded_amount, 0)::text as refunded_amount, d.status::text as status,
  coalesce(d.completed_at, d.created_at) as given_at, d.reference,
  (d.monthly_gift_id is not null) as monthly, p.title as project_title, d.donor_type::text as donor_type,
  d.donor_name, d.organization_name, d.contact_person, d.donor_email`

/** Every gift received from the e-mail, refunded ones too, newest first. */
export const donationsOfEmail = async (payload: Payload, email: string): Promise<DonationRow[]> =>
  rowsOf<DonationRow>(
    await payload.db.drizzle.execute(sql`
      select ${DONATION_COLUMNS}
      from donations d left join projects p on p.id = d.project_id
      where ${sameEmail(sql`d.donor_email`, email)} and d.status in ('completed', 'refunded')
      order by coalesce(d.completed_at, d.created_at) desc, d.id desc`),
  )

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
 * A calendar year's completed gifts on Lagos's calendar, oldest first, each with the statement's
 * total beside it: rows and total come from one snapshot, so they always agree. Refunded gifts
 * (status refunded) are not gifts any more and are left out.
 */
export const statementOfEmail = async (
  payload: Payload,
  email: string,
  year: number,
): Promise<StatementRow[]> =>
  rowsOf<StatementRow>(
    await payload.db.drizzle.execute(sql`
      select ${DONATION_COLUMNS},
        (d.amount - coalesce(d.refunded_amount, 0))::text as kept,
        (sum(d.amount - coalesce(d.refunded_amount, 0)) over ())::text as total
      from donations d left join projects p on p.id = d.project_id
      where ${sameEmail(sql`d.donor_email`, email)} and d.status = 'completed'
        and coalesce(d.completed_at, d.created_at) >= make_timestamptz(${year}, 1, 1, 0, 0, 0, ${SITE_TIME_ZONE})
        and coalesce(d.completed_at, d.created_at) < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, ${SITE_TIME_ZONE})
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
