import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf } from '@/lib/db/rows'

/** Adds `cost` to a window's counter (creating it) and returns the new count, in one statement. */
export const addToCounter = async (
  payload: Payload,
  key: string,
  cost: number,
  expiresAt: Date,
): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`
    insert into rate_limit_counters (key, count, expires_at, updated_at, created_at)
    values (${key}, ${cost}, ${expiresAt.toISOString()}, now(), now())
    on conflict (key) do update set count = rate_limit_counters.count + ${cost}, updated_at = now()
    returning count`)
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0)
}

/** A window's count so far, without adding to it (0 before its first hit). */
export const counterOf = async (payload: Payload, key: string): Promise<number> => {
  const result = await payload.db.drizzle.execute(
    sql`select count from rate_limit_counters where key = ${key}`,
  )
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0)
}

export const deleteExpiredCounters = async (payload: Payload): Promise<void> => {
  await payload.db.drizzle.execute(sql`delete from rate_limit_counters where expires_at < now()`)
}
