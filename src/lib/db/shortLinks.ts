import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The short links' keys (src/lib/messaging/shortLinks.ts), kept on the record they open, so each
 * goes with its record: a booking's on ride_bookings, a driver's on drivers.
 */

/** What a short link is to: a booking by its code, a driver by their id. */
export type ShortLinkOwner = { booking: string } | { driver: number }

/** The owner's key: `fresh` when it had none (kept from now on), else the one it has; null when there is no such owner. */
export const keepShortKey = async (
  payload: Payload,
  req: PayloadRequest,
  owner: ShortLinkOwner,
  fresh: string,
): Promise<string | null> => {
  const db = await drizzleFor(payload, req)
  const kept = sql`short_link = coalesce(short_link, ${fresh})`
  const [row] = rowsOf<{ short_link: string }>(
    await db.execute(
      'booking' in owner
        ? sql`update ride_bookings set ${kept} where code = ${owner.booking} returning short_link`
        : sql`update drivers set ${kept} where id = ${owner.driver} returning short_link`,
    ),
  )
  return row?.short_link ?? null
}

export type ShortLinkTarget =
  { kind: 'booking'; code: string } | { kind: 'driver'; id: number; email: string }

/** What a key opens; null when no record has it. */
export const shortLinkTarget = async (
  payload: Payload,
  key: string,
): Promise<ShortLinkTarget | null> => {
  const [row] = rowsOf<{
    kind: 'booking' | 'driver'
    code: string | null
    id: number | null
    email: string | null
  }>(
    await payload.db.drizzle.execute(sql`
      select 'booking' as kind, code, null::int as id, null::text as email
        from ride_bookings where short_link = ${key}
      union all
      select 'driver', null, id, email from drivers where short_link = ${key}
      limit 1`),
  )
  if (!row) return null
  return row.kind === 'booking'
    ? { kind: 'booking', code: row.code ?? '' }
    : { kind: 'driver', id: Number(row.id), email: row.email ?? '' }
}
