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
      ? sql`${column(field)} = 'erased-' || id || '@erased.invalid'`
      : sql`${column(field)} = ${value}`,
  )
  sets.push(sql`updated_at = now()`)
  const db = await drizzleFor(payload, req)
  await db.execute(
    sql`update ${table(slug)} set ${sql.join(sets, sql`, `)} where id = any(${sql.param(ids)}::int[])`,
  )
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
