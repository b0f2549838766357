import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf } from './rows'

/**
 * Passengers' ratings of their rides (issue #34), for the dashboard: how many, and their average
 * (one decimal), of every church or of one church's bookings.
 */
export const ratingSummary = async (
  payload: Payload,
  church: number | null,
): Promise<{ count: number; average: number | null }> => {
  const [row] = rowsOf<{ count: string; average: string | null }>(
    await payload.db.drizzle.execute(sql`
      select count(*)::text as count, round(avg(rating::text::int), 1)::text as average
      from ride_bookings
      where rating is not null ${church === null ? sql`` : sql`and church_id = ${church}`}`),
  )
  return {
    count: Number(row?.count ?? 0),
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
  }
}
