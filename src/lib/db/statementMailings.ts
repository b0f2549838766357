import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { SITE_TIME_ZONE } from '@/lib/dates'

import { emailKey } from './giving'
import { ERASED_DOMAIN } from './privacy'
import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The January statements' rows (collection statement-mailings, src/lib/giving/yearlyStatements.ts):
 * one per donor and year, the donor a keyed hash of their address (lower-cased and trimmed, as My
 * giving compares it), so a row never reads back as an address.
 */
const donorKey = (pepper: string, email: SQL) =>
  sql`encode(sha256(convert_to(${pepper} || ${emailKey(email)}, 'UTF8')), 'base64')`

/**
 * In `req`'s transaction, a row for up to `limit` donors with a completed gift in the Lagos
 * calendar year who have none yet, naming their latest gift of the year; the new rows. Another
 * instance inserting the same donor at the same time waits on the unique index, then inserts
 * nothing: only the transaction whose row stands queues that donor's e-mail. Refunded and voided
 * gifts are not completed, so a donor with only those is left out.
 */
export const recordStatementMailings = async (
  payload: Payload,
  req: PayloadRequest,
  { year, pepper, limit }: { year: number; pepper: string; limit: number },
): Promise<{ id: number; donation_id: number }[]> =>
  rowsOf<{ id: number; donation_id: number }>(
    await (
      await drizzleFor(payload, req)
    ).execute(sql`
      with donors as (
        select distinct on (${emailKey(sql`d.donor_email`)})
          ${donorKey(pepper, sql`d.donor_email`)} as donor_key, d.id as donation_id
        from donations d
        where d.status = 'completed'
          -- An erased donor's gifts stay for the accounts under an address that is no one's.
          and ${emailKey(sql`d.donor_email`)} not like ${`%@${ERASED_DOMAIN}`}
          -- An offline gift given with no address (issue #35) has no one to mail.
          and ${emailKey(sql`d.donor_email`)} <> ''
          and extract(year from coalesce(d.completed_at, d.created_at) at time zone ${SITE_TIME_ZONE})::int = ${year}
        order by ${emailKey(sql`d.donor_email`)}, coalesce(d.completed_at, d.created_at) desc, d.id desc)
      insert into statement_mailings (donor_key, year, donation_id, created_at, updated_at)
      select donors.donor_key, ${year}, donors.donation_id, now(), now() from donors
      where not exists (
        select 1 from statement_mailings m where m.donor_key = donors.donor_key and m.year = ${year})
      order by donors.donation_id
      limit ${limit}
      on conflict (donor_key, year) do nothing
      returning id, donation_id`),
  )

/** One row's year and gift, for its e-mail's job; null when it is gone. */
export const statementMailingOf = async (
  payload: Payload,
  id: number,
): Promise<{ year: number; donation_id: number } | null> =>
  rowsOf<{ year: number; donation_id: number }>(
    await payload.db.drizzle.execute(
      sql`select year::int as year, donation_id::int as donation_id from statement_mailings where id = ${id}`,
    ),
  )[0] ?? null
