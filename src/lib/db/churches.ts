import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The churches' statements (src/lib/rides/registration.ts, churchReview.ts, driverApplication.ts):
 * each decision about a church is made under a lock, in the caller's transaction.
 */

export type ChurchUnderReview = {
  status: string
  name: string
  contact_name: string
  contact_email: string
}

/** The church's row, locked until the transaction ends: two reviews at once decide it once. */
export const lockChurchForReview = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<ChurchUnderReview | null> => {
  const db = await drizzleFor(payload, req)
  const [church] = rowsOf<ChurchUnderReview>(
    await db.execute(sql`
      select status::text as status, name, contact_name, contact_email from churches
      where id = ${id} for update`),
  )
  return church ?? null
}

/** The church's row, locked until the transaction ends (applications to it wait for each other). */
export const lockChurch = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select id from churches where id = ${id} for update`)
}

/**
 * A pending or active church of this name registered from this (lower-cased) e-mail; null when
 * there is none. It first takes a lock on the e-mail until the transaction ends, so two
 * registrations sent at once are decided one after the other.
 */
export const lockAndFindRegisteredChurch = async (
  payload: Payload,
  req: PayloadRequest,
  email: string,
  name: string,
): Promise<{ id: number } | null> => {
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('church-registration'), hashtext(${email}))`,
  )
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`
    select id from churches
    where lower(contact_email) = ${email} and lower(btrim(name)) = lower(${name})
      and status in ('pending', 'active')
    limit 1`),
  )
  return existing ?? null
}
