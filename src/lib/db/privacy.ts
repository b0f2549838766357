import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { emailKey } from './giving'
import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The data map's reads and writes (src/lib/privacy/, issue #32), by collection slug and field
 * name as Payload names their table and columns: a slug's hyphens become underscores, a
 * relationship's column ends in `_id`.
 */
const table = (slug: string) => sql.identifier(slug.replace(/-/g, '_'))
const column = (field: string) => sql.identifier(field)

/** The ids of `slug`'s rows whose `fields` hold `email`, compared as My giving compares it. */
export const idsWithEmail = async (
  payload: Payload,
  slug: string,
  fields: string[],
  email: string,
  req?: Partial<PayloadRequest>,
): Promise<number[]> => {
  const key = email.trim().toLowerCase()
  const matches = sql.join(
    fields.map((field) => sql`${emailKey(sql`${column(field)}`)} = ${key}`),
    sql` or `,
  )
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ${table(slug)} where ${matches} order by id`),
  )
  return rows.map((row) => Number(row.id))
}

/** The ids of `slug`'s rows whose relationship `field` names one of `ids`. */
export const idsNaming = async (
  payload: Payload,
  slug: string,
  field: string,
  ids: number[],
  req?: Partial<PayloadRequest>,
): Promise<number[]> => {
  if (!ids.length) return []
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from ${table(slug)} where ${column(`${field}_id`)} = any(${sql.param(ids)}::int[]) order by id`,
    ),
  )
  return rows.map((row) => Number(row.id))
}

/** A phone number's digits, a Nigerian 0803… as 234803…: how numbers typed in forms meet the +234… of messages. */
const phoneDigits = (value: SQL) =>
  sql`regexp_replace(regexp_replace(${value}, '[^0-9]', '', 'g'), '^0([0-9]{10})$', '234\\1')`

/** The phone numbers (their digits) the `field` of `slug`'s rows `ids` hold; empty and short ones left out. */
export const phonesIn = async (
  payload: Payload,
  slug: string,
  field: string,
  ids: number[],
  req?: Partial<PayloadRequest>,
): Promise<string[]> => {
  if (!ids.length) return []
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ digits: string }>(
    await db.execute(sql`
      select distinct ${phoneDigits(sql`${column(field)}`)} as digits from ${table(slug)}
      where id = any(${sql.param(ids)}::int[]) and ${column(field)} is not null`),
  )
  return rows.map((row) => row.digits).filter((digits) => digits.length >= 7)
}

/** The ids of `slug`'s rows whose `field` holds one of the numbers `phones` (digits, from phonesIn). */
export const idsWithPhones = async (
  payload: Payload,
  slug: string,
  field: string,
  phones: string[],
  req?: Partial<PayloadRequest>,
): Promise<number[]> => {
  if (!phones.length) return []
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from ${table(slug)}
      where ${phoneDigits(sql`${column(field)}`)} = any(${sql.param([...new Set(phones)])}::text[])
      order by id`),
  )
  return rows.map((row) => Number(row.id))
}

/** The domain of an erased address: nothing is ever sent to one. */
export const ERASED_DOMAIN = 'erased.invalid'

/** Marks a value that becomes 'erased-<row id>@erased.invalid' (unique where the address is). */
export type RowAddress = { erasedAddress: true }

/** Overwrites `values` in the rows `ids` of `slug`, in the request's transaction, past hooks and validation. */
export const overwriteRows = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  slug: string,
  ids: number[],
  values: Record<string, string | boolean | null | RowAddress>,
): Promise<void> => {
  if (!ids.length) return
  const sets: SQL[] = Object.entries(values).map(([field, value]) =>
    value !== null && typeof value === 'object'
      ? sql`${column(field)} = 'erased-' || id || ${`@${ERASED_DOMAIN}`}`
      : sql`${column(field)} = ${value}`,
  )
  sets.push(sql`updated_at = now()`)
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`update ${table(slug)} set ${sql.join(sets, sql`, `)} where id = any(${sql.param(ids)}::int[])`,
  )
}

/**
 * A person's correction from My data (issue #32): each column of `values` is set on the rows
 * `ids` of `slug` where it holds something (a record that never had a phone does not get one).
 * Returns how many rows changed.
 */
export const correctRows = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  slug: string,
  ids: number[],
  values: Record<string, string>,
): Promise<number> => {
  const entries = Object.entries(values)
  if (!ids.length || !entries.length) return 0
  const held = (field: string) => sql`coalesce(${column(field)}::text, '') <> ''`
  const sets = entries.map(
    ([field, value]) =>
      sql`${column(field)} = case when ${held(field)} then ${value} else ${column(field)} end`,
  )
  const changed = sql.join(
    entries.map(([field, value]) => sql`(${held(field)} and ${column(field)}::text <> ${value})`),
    sql` or `,
  )
  const db = await drizzleFor(payload, req)
  const result = await db.execute(
    sql`update ${table(slug)} set ${sql.join(sets, sql`, `)}, updated_at = now()
        where id = any(${sql.param(ids)}::int[]) and (${changed}) returning id`,
  )
  return rowsOf<{ id: number }>(result).length
}

/**
 * What the audit trail and waiting changes say about the rows `ids` of `slug`: entries are titled
 * '<label> #<id>' and lose their old and new values; changes waiting for approval are dropped.
 */
export const scrubQuotes = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  slug: string,
  label: string,
  ids: number[],
): Promise<void> => {
  if (!ids.length) return
  const textIds = ids.map(String)
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    update audit_log set summary = ${`${label} #`} || document_id, changes = null
    where collection = ${slug} and document_id = any(${sql.param(textIds)}::text[])`)
  await db.execute(sql`
    delete from pending_changes
    where table_name = ${slug.replace(/-/g, '_')} and record_id = any(${sql.param(textIds)}::text[])`)
}

/** Signs the accounts `ids` out everywhere (their sessions go). */
export const endSessionsOf = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  ids: number[],
): Promise<void> => {
  if (!ids.length) return
  const db = await drizzleFor(payload, req)
  await db.execute(sql`delete from users_sessions where _parent_id = any(${sql.param(ids)}::int[])`)
}

/** Runs that still name the drivers `ids`: those still ahead and scheduled hold them. */
export const runsOfDrivers = async (
  payload: Payload,
  ids: number[],
  req?: Partial<PayloadRequest>,
): Promise<{ ahead: number; past: number[] }> => {
  if (!ids.length) return { ahead: 0, past: [] }
  const db = await drizzleFor(payload, req)
  const rows = rowsOf<{ id: number; ahead: boolean }>(
    await db.execute(sql`
      select id, (status = 'scheduled' and date >= now() - interval '1 day') as ahead
      from bus_runs where driver_id = any(${sql.param(ids)}::int[])`),
  )
  return {
    ahead: rows.filter((row) => row.ahead).length,
    past: rows.filter((row) => !row.ahead).map((row) => Number(row.id)),
  }
}

/** Past and cancelled runs forget their driver, so the driver can go (the runs and their bookings stay). */
export const forgetRunDrivers = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  runs: number[],
): Promise<void> => {
  if (!runs.length) return
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`update bus_runs set driver_id = null where id = any(${sql.param(runs)}::int[])`,
  )
}

/** Locks the open erasure request `id` in the request's transaction; its e-mail and phone, or null when it is not one (or no longer open). */
export const lockOpenErasure = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
): Promise<{ email: string | null; phone: string | null } | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ email: string | null; phone: string | null }>(
    await db.execute(sql`
      select email, phone from data_requests
      where id = ${id} and kind = 'erasure' and status = 'open' for update`),
  )
  return row ?? null
}
