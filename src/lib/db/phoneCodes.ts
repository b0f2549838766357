import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

export type LockedPhoneCode = {
  id: number
  phone: string
  code_hash: string
  request: unknown
  tries: number
  booking_code: string | null
  expired: boolean
}

/**
 * A pending phone confirmation by its reference, locked for the request's transaction: a second
 * tap of its form waits here until the first has booked (or refused), then reads what it did.
 */
export const lockPhoneCode = async (
  payload: Payload,
  req: PayloadRequest,
  reference: string,
): Promise<LockedPhoneCode | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<LockedPhoneCode>(
    await db.execute(sql`
      select id, phone, code_hash, request, tries::int as tries, booking_code,
        expires_at <= now() as expired
      from phone_codes where reference = ${reference}
      for update`),
  )
  return row ?? null
}

/** Pending confirmations whose code expired: nothing is booked with them any more. */
export const deleteExpiredPhoneCodes = async (payload: Payload, req: PayloadRequest) => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`delete from phone_codes where expires_at <= now()`)
}
