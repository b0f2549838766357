import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from '@/lib/db/rows'
import { drizzleFor } from '@/lib/db/tx'
import type { PassengerLine } from '@/lib/mail/rideNotices'

export type Passenger = PassengerLine & { email: string; code: string }

const passengerColumns = sql`
  b.passenger_name as name, b.phone, b.people::int as people, b.stop, b.email, b.code,
  coalesce(b.minors, false) as minors,
  coalesce((select st.time from bus_runs_stops st
    where st._parent_id = b.bus_run_id and st.place = b.stop
    order by st._order limit 1), '') as time`

/**
 * A run's confirmed passengers, stop by stop in pickup order: what its driver is given (the
 * day-before e-mail, the driver's page). Read in the request's transaction when there is one.
 */
export const confirmedPassengers = async (
  payload: Payload,
  runId: number,
  req?: PayloadRequest,
): Promise<Passenger[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<Passenger>(
    await db.execute(sql`
      select ${passengerColumns}
      from ride_bookings b
      where b.bus_run_id = ${runId} and b.status = 'confirmed'
      order by time, b.booked_at, b.id`),
  )
}

/** One booking as its driver knows it, whatever its status; null when there is none. */
export const passengerOf = async (
  payload: Payload,
  code: string,
  req?: PayloadRequest,
): Promise<Passenger | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<Passenger>(
    await db.execute(sql`select ${passengerColumns} from ride_bookings b where b.code = ${code}`),
  )
  return row ?? null
}
