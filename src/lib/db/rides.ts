import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { SITE_TIME_ZONE as LAGOS, startOfLagosDay } from '@/lib/dates'
import type { PassengerLine } from '@/lib/mail/rideNotices'
import type { NoticeChannel } from '@collections/options'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The rides' statements (src/lib/rides/): bus runs, their seats and bookings. A decision about a
 * run's seats is made under the run's row lock (lockRun), in the caller's transaction.
 */

export type LockedRun = {
  id: number
  church_id: number
  title: string
  date: string
  seats: number
  status: string
  upcoming: boolean
  /** Its driver closed it (issue #34): it books no seats and promotes nobody. */
  closed: boolean
  /** Closed, or someone on it is marked On board: no cancel takes its passengers off it. */
  underway: boolean
}

/** A booking as its passenger's e-mails need it, as the statements below read it from ride_bookings. */
export type PassengerRow = {
  code: string
  /** None for a phone-only booking (issue #33). */
  email: string | null
  phone: string
  /** How the passenger is told; null on bookings made before it was asked (e-mail). */
  notify_by: NoticeChannel | null
  passenger_name: string
  people: number
  stop: string
  /** Seats just given back of it, for the e-mail that says so. */
  returned?: number
  /** A child rides (issue #34): a seat's notice carries the child's hand-over code. */
  minors?: boolean
  /** The child's parent or guardian's phone, sent the hand-over code too (issue #34). */
  guardian_phone?: string | null
}

/** How a booking's passenger is reached: PassengerRow's email, phone, notify_by and guardian's phone. */
const contactColumns = sql`email, phone, notify_by::text as notify_by, coalesce(minors, false) as minors, guardian_phone`

/** Waits for a row lock in this transaction at most `ms`; past that the statement fails with 55P03. */
export const limitLockWait = async (payload: Payload, req: PayloadRequest, ms: number) => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select set_config('lock_timeout', ${`${ms}ms`}, true)`)
}

/** The run's row, locked until the transaction ends; null when there is none. */
export const lockRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<LockedRun | null> => {
  const db = await drizzleFor(payload, req)
  const [run] = rowsOf<LockedRun>(
    await db.execute(sql`
      select id, church_id, title, date::text as date, seats::int as seats, status::text as status,
             date >= ${startOfLagosDay().toISOString()}::timestamptz as upcoming,
             closed_at is not null as closed,
             closed_at is not null or exists (
               select 1 from ride_bookings b
               where b.bus_run_id = bus_runs.id and b.status = 'confirmed' and b.boarding = 'boarded'
             ) as underway
      from bus_runs where id = ${runId} for update`),
  )
  return run ?? null
}

/** Seats given on the run, and how many requests wait for one. */
export const seatState = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<{ taken: number; waiting: number }> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ taken: string; waiting: string }>(
    await db.execute(sql`
      select coalesce(sum(people) filter (where status = 'confirmed'), 0)::text as taken,
             count(*) filter (where status = 'waitlisted')::text as waiting
      from ride_bookings where bus_run_id = ${runId}`),
  )
  return { taken: Number(row?.taken ?? 0), waiting: Number(row?.waiting ?? 0) }
}

/** Seats given and requests waiting, per run (Find a Ride), without a lock. */
export const seatCounts = async (
  payload: Payload,
  runIds: number[],
): Promise<Map<number, { taken: number; waiting: number }>> => {
  const counts = new Map<number, { taken: number; waiting: number }>()
  if (runIds.length === 0) return counts
  const rows = rowsOf<{ run: number; taken: string; waiting: string }>(
    await payload.db.drizzle.execute(sql`
      select bus_run_id as run,
             coalesce(sum(people) filter (where status = 'confirmed'), 0)::text as taken,
             count(*) filter (where status = 'waitlisted')::text as waiting
      from ride_bookings
      where bus_run_id in (${sql.join(
        runIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by bus_run_id`),
  )
  for (const row of rows)
    counts.set(Number(row.run), { taken: Number(row.taken), waiting: Number(row.waiting) })
  return counts
}

/** How many requests wait for a seat on the run (the driver's page), without a lock. */
export const waitingOn = async (payload: Payload, runId: number): Promise<number> => {
  const [waiting] = rowsOf<{ count: string }>(
    await payload.db.drizzle.execute(sql`
      select count(*)::text as count from ride_bookings
      where bus_run_id = ${runId} and status = 'waitlisted'`),
  )
  return Number(waiting?.count ?? 0)
}

/** The pickup time at a stop of the run; null when the stop has none. */
export const stopTime = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  place: string,
): Promise<string | null> => {
  const db = await drizzleFor(payload, req)
  const [stop] = rowsOf<{ time: string | null }>(
    await db.execute(sql`
      select time from bus_runs_stops where _parent_id = ${runId} and place = ${place}
      order by _order limit 1`),
  )
  return stop?.time ?? null
}

type LiveBooking = PassengerRow & {
  status: 'confirmed' | 'waitlisted'
  /** Made in the last ten minutes: asked again at once (a second tap, a lost answer). */
  just_booked: boolean
}

/**
 * The asker's booking on the run that holds or waits for a seat: by e-mail, whatever the case of
 * its address, or by phone (E.164) for a request made without an e-mail.
 */
export const liveBookingOf = async (
  payload: Payload,
  /** Outside a transaction (no lock): only to ask whether there is one. */
  req: PayloadRequest | undefined,
  runId: number,
  who: { email: string } | { phone: string },
): Promise<LiveBooking | null> => {
  const db = await drizzleFor(payload, req)
  const same = 'email' in who ? sql`lower(email) = lower(${who.email})` : sql`phone = ${who.phone}`
  const [existing] = rowsOf<LiveBooking>(
    await db.execute(sql`
      select code, status::text as status, ${contactColumns}, passenger_name, people::int as people, stop,
             booked_at > now() - interval '10 minutes' as just_booked
      from ride_bookings
      where bus_run_id = ${runId} and ${same}
        and status in ('confirmed', 'waitlisted')
      order by id limit 1`),
  )
  return existing ?? null
}

/** The booking a code names, and its run; null when there is none. */
export const bookingOfCode = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
): Promise<{ id: number; bus_run_id: number } | null> => {
  const db = await drizzleFor(payload, req)
  const [booking] = rowsOf<{ id: number; bus_run_id: number }>(
    await db.execute(sql`select id, bus_run_id from ride_bookings where code = ${code}`),
  )
  return booking ?? null
}

/** A booking as it is now (read again under its run's lock); null when there is none. */
export const bookingNow = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<(PassengerRow & { status: string }) | null> => {
  const db = await drizzleFor(payload, req)
  const [current] = rowsOf<PassengerRow & { status: string }>(
    await db.execute(
      sql`select status::text as status, code, ${contactColumns}, passenger_name, people::int as people, stop
          from ride_bookings where id = ${id}`,
    ),
  )
  return current ?? null
}

/** Cancels every seat given and every place waiting on the run; the bookings cancelled. */
export const cancelLiveBookingsOfRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<PassengerRow[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<PassengerRow>(
    await db.execute(sql`
      update ride_bookings set status = 'cancelled', updated_at = now()
      where bus_run_id = ${runId} and status in ('confirmed', 'waitlisted')
      returning code, ${contactColumns}, passenger_name, people::int as people, stop`),
  )
}

/** The run's confirmed and waitlisted bookings, in the order they were made. */
export const liveBookingsOfRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<PassengerRow[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<PassengerRow>(
    await db.execute(sql`
      select code, ${contactColumns}, passenger_name, people::int as people, stop from ride_bookings
      where bus_run_id = ${runId} and status in ('confirmed', 'waitlisted') order by id`),
  )
}

/**
 * The run's live bookings at a stop no longer among `places` moved to `to` (issue #34): their
 * codes and the stops they had.
 */
export const moveBookingsOffStops = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  places: string[],
  to: string,
): Promise<Map<string, string>> => {
  const db = await drizzleFor(payload, req)
  const moved = rowsOf<{ code: string; old: string }>(
    await db.execute(sql`
      with gone as (
        select id, stop from ride_bookings
        where bus_run_id = ${runId} and status in ('confirmed', 'waitlisted')
          and stop <> all(${sql.param(places)}::text[]))
      update ride_bookings b set stop = ${to}, updated_at = now() from gone
      where b.id = gone.id
      returning b.code, gone.stop as old`),
  )
  return new Map(moved.map((row) => [row.code, row.old]))
}

/** The run's waitlist in the order it was joined. */
export const waitlistOf = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<(PassengerRow & { id: number })[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<PassengerRow & { id: number }>(
    await db.execute(sql`
      select id, people::int as people, ${contactColumns}, passenger_name, code, stop from ride_bookings
      where bus_run_id = ${runId} and status = 'waitlisted' order by booked_at, id`),
  )
}

export type BookingPageRow = {
  code: string
  status: 'confirmed' | 'waitlisted' | 'cancelled'
  people: number
  stop: string
  stop_time: string | null
  run: string
  run_kind: 'bus' | 'car'
  date: string
  service: string
  time: string
  church: string
  branch: string
  driver_name: string | null
  vehicle: string | null
  plate: string | null
  upcoming: boolean
  run_cancelled: boolean
  /** Read for the guardian's consent (issue #32) and how the passenger is told; never shown on the page. */
  email: string | null
  phone: string | null
  notify_by: NoticeChannel | null
  minors: boolean
}

/** A booking with its run, service, church and (for a seat given) its verified driver; null when there is none. */
export const bookingPageOf = async (
  payload: Payload,
  code: string,
): Promise<BookingPageRow | null> => {
  const db = payload.db.drizzle
  const [row] = rowsOf<BookingPageRow>(
    await db.execute(sql`
      select b.code, b.status::text as status, b.people::int as people, b.stop,
             b.email, b.phone, b.notify_by::text as notify_by, coalesce(b.minors, false) as minors,
             r.title as run, r.kind::text as run_kind, r.date::text as date, s.name as service, s.time,
             c.name as church, br.name as branch,
             d.name as driver_name, d.vehicle, d.plate,
             r.date >= ${startOfLagosDay().toISOString()}::timestamptz as upcoming,
             r.status = 'cancelled' as run_cancelled,
             (select st.time from bus_runs_stops st
               where st._parent_id = r.id and st.place = b.stop order by st._order limit 1) as stop_time
      from ride_bookings b
      join bus_runs r on r.id = b.bus_run_id
      join church_services s on s.id = r.service_id
      join church_branches br on br.id = s.branch_id
      join churches c on c.id = r.church_id
      left join drivers d on d.id = r.driver_id and d.status = 'verified' and b.status = 'confirmed'
      where b.code = ${code}`),
  )
  return row ?? null
}

export type Passenger = PassengerLine & {
  email: string | null
  code: string
  notify_by: NoticeChannel | null
}

const passengerColumns = sql`
  b.passenger_name as name, b.phone, b.people::int as people, b.stop, b.email, b.code,
  b.notify_by::text as notify_by,
  coalesce(b.minors, false) as minors,
  coalesce((select st.time from bus_runs_stops st
    where st._parent_id = b.bus_run_id and st.place = b.stop
    order by st._order limit 1), '') as time`

/** A run's confirmed passengers, stop by stop in pickup order; in the request's transaction when there is one. */
export const confirmedPassengersOf = async (
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
export const passengerOfCode = async (
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

/** A scheduled ride the driver already offers to this service on this date; null when there is none. */
export const offeredRideOf = async (
  payload: Payload,
  req: PayloadRequest,
  offer: { driverId: number; serviceId: number; date: string },
): Promise<{ id: number } | null> => {
  const db = await drizzleFor(payload, req)
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from bus_runs
      where driver_id = ${offer.driverId} and service_id = ${offer.serviceId}
        and date = ${offer.date}::timestamptz and status = 'scheduled'`),
  )
  return existing ?? null
}

/** Scheduled runs whose passenger lists are due: today or tomorrow (Lagos's calendar), not sent yet. */
export const runsDuePassengerLists = async (payload: Payload): Promise<{ id: number }[]> =>
  rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      select id from bus_runs
      where status = 'scheduled' and passengers_sent_at is null
        and (date at time zone ${LAGOS})::date between (now() at time zone ${LAGOS})::date
                                                     and (now() at time zone ${LAGOS})::date + 1`),
  )

type RunDriver = {
  driver_name: string
  driver_email: string
  driver_phone: string
  vehicle: string
  plate: string
}

type RunWithDriver = {
  id: number
  title: string
  date: string
  church_id: number
  driver_id: number
  seats: number
} & RunDriver

/** A run as the day-before job reads it: a bus run may have no driver named. */
export type DueRun = Omit<RunWithDriver, 'driver_id' | keyof RunDriver> &
  (({ driver_id: number } & RunDriver) | { driver_id: null })

/**
 * A run whose passenger list is not sent yet, with its driver if it has one, locked until the
 * transaction ends; null when it was sent meanwhile or another instance holds it.
 */
export const lockRunForPassengerList = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<DueRun | null> => {
  const db = await drizzleFor(payload, req)
  const [run] = rowsOf<DueRun>(
    await db.execute(sql`
      select r.id, r.title, r.date::text as date, r.church_id, r.driver_id, r.seats::int as seats,
             d.name as driver_name, d.email as driver_email, d.phone as driver_phone, d.vehicle, d.plate
      from bus_runs r left join drivers d on d.id = r.driver_id
      where r.id = ${id} and r.passengers_sent_at is null
      for update of r skip locked`),
  )
  return run ?? null
}

export const markPassengerListSent = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`update bus_runs set passengers_sent_at = now() where id = ${runId}`)
}

/** The run and its driver, once its passenger list went out; null before, or without a driver. */
export const runWithListSent = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<DueRun | null> => {
  const db = await drizzleFor(payload, req)
  const [run] = rowsOf<DueRun>(
    await db.execute(sql`
      select r.id, r.title, r.date::text as date, r.church_id, r.driver_id, r.seats::int as seats,
             d.name as driver_name, d.email as driver_email, d.phone as driver_phone, d.vehicle, d.plate
      from bus_runs r left join drivers d on d.id = r.driver_id
      where r.id = ${runId} and r.passengers_sent_at is not null`),
  )
  return run ?? null
}
