import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { DRIVER_PAPERS } from '@collections/Rides/Drivers'
import { SITE_TIME_ZONE as LAGOS } from '@/lib/dates'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The volunteer drivers' statements (src/lib/rides/, collections/Rides/Drivers.ts). A decision
 * about a driver is made under the driver's row lock, in the caller's transaction.
 */

/** The driver's row, locked until the transaction ends: one offer sent twice makes one ride. */
export const lockDriver = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select id from drivers where id = ${id} for update`)
}

export type DriverUnderReview = {
  status: string
  church_id: number
  church: string
  name: string
  email: string
  licence_expiry: string
  roadworthiness_expiry: string
  insurance_expiry: string
}

/** The driver and their church's name, the driver's row locked until the transaction ends; null when there is none. */
export const lockDriverForReview = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<DriverUnderReview | null> => {
  const db = await drizzleFor(payload, req)
  const [driver] = rowsOf<DriverUnderReview>(
    await db.execute(sql`
      select d.status::text as status, d.church_id, c.name as church, d.name, d.email,
             d.licence_expiry::text as licence_expiry,
             d.roadworthiness_expiry::text as roadworthiness_expiry,
             d.insurance_expiry::text as insurance_expiry
      from drivers d join churches c on c.id = d.church_id
      where d.id = ${id} for update of d`),
  )
  return driver ?? null
}

/** The church's driver with this (lower-cased) e-mail; null when there is none. */
export const driverOfChurchByEmail = async (
  payload: Payload,
  req: PayloadRequest,
  churchId: number,
  email: string,
): Promise<{ id: number } | null> => {
  const db = await drizzleFor(payload, req)
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from drivers where church_id = ${churchId} and lower(email) = ${email}`),
  )
  return existing ?? null
}

/**
 * A verified driver given new papers waits to be verified again, and will be reminded of the new
 * papers' expiry: written past the status field's access, in the save's own transaction.
 */
export const putDriverBackToPending = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`update drivers set status = 'pending', expiry_reminded_for = null where id = ${id}`,
  )
}

/** How long before a paper expires its driver is reminded. */
const REMINDER_DAYS = 14

type PaperField = (typeof DRIVER_PAPERS)[number]['field']

/** A paper's expiry that is due a reminder: within REMINDER_DAYS, not gone, later than the last told. */
const paperDue = (field: PaperField) => {
  const column = sql.raw(`"${field}"`)
  return sql`(${column} >= date_trunc('day', now() at time zone ${LAGOS}) at time zone ${LAGOS}
    and ${column} < now() + make_interval(days => ${REMINDER_DAYS})
    and (expiry_reminded_for is null or ${column} > expiry_reminded_for))`
}
// Built when asked, not on import: collections/Rides/Drivers.ts imports this module too.
const anyPaperDue = () =>
  sql.join(
    DRIVER_PAPERS.map(({ field }) => paperDue(field)),
    sql` or `,
  )

/** Verified drivers with a paper due a reminder. */
export const driversDueReminder = async (payload: Payload): Promise<{ id: number }[]> =>
  rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(
      sql`select id from drivers where status = 'verified' and (${anyPaperDue()})`,
    ),
  )

export type DriverDueReminder = {
  id: number
  name: string
  email: string
  licence_expiry: string
  roadworthiness_expiry: string
  insurance_expiry: string
  reminded_for: string | null
} & { [due: `due_${string}`]: boolean }

/**
 * A verified driver and which of their papers are due a reminder, locked until the transaction
 * ends; null when another instance holds them or they are no longer verified.
 */
export const lockDriverDueReminder = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<DriverDueReminder | null> => {
  const db = await drizzleFor(payload, req)
  const [driver] = rowsOf<DriverDueReminder>(
    await db.execute(sql`
      select id, name, email, licence_expiry::text as licence_expiry,
             roadworthiness_expiry::text as roadworthiness_expiry,
             insurance_expiry::text as insurance_expiry,
             expiry_reminded_for::text as reminded_for,
             ${sql.join(
               DRIVER_PAPERS.map(
                 ({ field }) => sql`${paperDue(field)} as ${sql.raw(`"due_${field}"`)}`,
               ),
               sql`, `,
             )}
      from drivers
      where id = ${id} and status = 'verified'
      for update skip locked`),
  )
  return driver ?? null
}

/** Keeps the latest expiry the driver was told of. */
export const markDriverReminded = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
  latest: string,
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`update drivers set expiry_reminded_for = ${latest}::timestamptz where id = ${id}`,
  )
}
