import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { SITE_TIME_ZONE as LAGOS, isoDay, startOfLagosDay } from '@/lib/dates'
import type { NoticeChannel } from '@collections/options'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * Every-week bookings (issue #34, src/lib/rides/standing.ts). Their seats are given under each
 * run's row lock (rides.ts's lockRun), as any seat; a change of the every-week booking itself is
 * made under its own row lock (lockStanding), taken before any run's.
 */

export type StandingRow = {
  id: number
  series_id: number | null
  status: 'active' | 'stopped'
  passenger_name: string
  phone: string
  email: string | null
  notify_by: NoticeChannel | null
  people: number
  stop: string
  minors: boolean
  guardian_name: string | null
  guardian_phone: string | null
}

const standingColumns = sql`
  s.id, s.series_id, s.status::text as status, s.passenger_name, s.phone, s.email,
  s.notify_by::text as notify_by, s.people::int as people, s.stop, coalesce(s.minors, false) as minors,
  s.guardian_name, s.guardian_phone`

/** A pause's Lagos day, as runs' `series_day` holds it (yyyy-MM-dd). */
const pauseDay = sql`to_char(p.day at time zone ${LAGOS}, 'YYYY-MM-DD')`

/** The weekly run a run was made by, and its Lagos day; null for a run made by hand. */
export const seriesOfRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
): Promise<{ series: number; day: string } | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ series: number; day: string }>(
    await db.execute(sql`
      select series_id as series, series_day as day from bus_runs
      where id = ${runId} and series_id is not null and series_day is not null`),
  )
  return row ? { series: Number(row.series), day: row.day } : null
}

/** The person's active every-week booking on the weekly run (by e-mail, or phone without one). */
export const activeStandingOf = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
  who: { email: string } | { phone: string },
): Promise<number | null> => {
  const db = await drizzleFor(payload, req)
  const same = 'email' in who ? sql`lower(email) = lower(${who.email})` : sql`phone = ${who.phone}`
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from standing_bookings
      where series_id = ${seriesId} and status = 'active' and ${same}
      order by id limit 1`),
  )
  return row ? Number(row.id) : null
}

/**
 * The every-week booking, locked until the transaction ends; null when there is none. FOR NO KEY
 * UPDATE (its id never changes), so a booking made to reference it (FOR KEY SHARE) is not blocked.
 */
export const lockStanding = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<StandingRow | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<StandingRow>(
    await db.execute(
      sql`select ${standingColumns} from standing_bookings s where s.id = ${id} for no key update`,
    ),
  )
  return row ?? null
}

/**
 * The active every-week bookings of the run's weekly run still to book on it, in the order they
 * were asked: not paused on its day, and without a booking on it. `again` (a pause removed) counts
 * only a live booking, so a seat given back for the pause is asked for again; otherwise any
 * booking counts, so a seat its member cancelled is not booked again behind their back.
 */
export const standingDueOn = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  { only, again = false }: { only?: number; again?: boolean } = {},
): Promise<StandingRow[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<StandingRow>(
    await db.execute(sql`
      select ${standingColumns}
      from standing_bookings s join bus_runs r on r.series_id = s.series_id
      where r.id = ${runId} and s.status = 'active'
        ${only === undefined ? sql`` : sql`and s.id = ${only}`}
        and not exists (select 1 from standing_bookings_pauses p
                        where p._parent_id = s.id and ${pauseDay} = r.series_day)
        and not exists (select 1 from ride_bookings b
                        where b.standing_id = s.id and b.bus_run_id = r.id
                          ${again ? sql`and b.status in ('confirmed', 'waitlisted')` : sql``})
      order by s.started_at, s.id`),
  )
}

/**
 * Whether the every-week booking is still due on the run, read again under the run's lock and held
 * FOR SHARE until the transaction ends, so it cannot be stopped or paused while its seat is given.
 * One being changed right now (its row locked by a stop, a pause or a withdrawal, which take it
 * before the runs') is skipped, not waited for: waiting would deadlock with that change, and the
 * job's next round books it if it is still due.
 */
export const holdStandingIfDue = async (
  payload: Payload,
  req: PayloadRequest,
  standingId: number,
  runId: number,
): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  return (
    rowsOf(
      await db.execute(sql`
        select s.id from standing_bookings s join bus_runs r on r.series_id = s.series_id
        where s.id = ${standingId} and r.id = ${runId} and s.status = 'active'
          and not exists (select 1 from standing_bookings_pauses p
                          where p._parent_id = s.id and ${pauseDay} = r.series_day)
        for share of s skip locked`),
    ).length > 0
  )
}

/**
 * The weekly run's scheduled runs after today (Lagos), in date order: the runs an every-week booking
 * asked today is booked on (today's own run is the member's to book).
 */
export const seriesRunsAhead = async (
  payload: Payload,
  seriesId: number,
  /** The weekly-runs job's transaction, which sees the runs it just made. */
  req?: PayloadRequest,
): Promise<{ id: number; day: string }[]> =>
  rowsOf<{ id: number; day: string }>(
    await (
      await drizzleFor(payload, req)
    ).execute(sql`
      select id, series_day as day from bus_runs
      where series_id = ${seriesId} and status = 'scheduled' and series_day > ${isoDay(new Date())}
      order by date`),
  ).map((row) => ({ id: Number(row.id), day: row.day }))

/** The weekly run's run on a Lagos day (yyyy-MM-dd); null when it has none (yet). */
export const seriesRunOn = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
  day: string,
): Promise<number | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from bus_runs where series_id = ${seriesId} and series_day = ${day}`,
    ),
  )
  return row ? Number(row.id) : null
}

/**
 * The codes of the every-week booking's bookings that hold or wait for a seat on a run from today
 * on, in date order: on one run only, or all but one booking (`except`).
 */
export const liveBookingsOfStanding = async (
  payload: Payload,
  req: PayloadRequest,
  standingId: number,
  { run, except }: { run?: number; except?: string } = {},
): Promise<string[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ code: string }>(
    await db.execute(sql`
      select b.code from ride_bookings b join bus_runs r on r.id = b.bus_run_id
      where b.standing_id = ${standingId} and b.status in ('confirmed', 'waitlisted')
        and r.date >= ${startOfLagosDay().toISOString()}::timestamptz
        ${run === undefined ? sql`` : sql`and r.id = ${run}`}
        ${except === undefined ? sql`` : sql`and b.code <> ${except}`}
      order by r.date`),
  ).map((row) => row.code)
}

export type StandingPageRow = {
  id: number
  status: 'active' | 'stopped'
  series: string
  weekday: string | null
  /** The paused Lagos days from today on (yyyy-MM-dd), in order. */
  pauses: string[]
  /** Seats it holds or waits for on runs after this booking's, which stopping may give back. */
  ahead: number
}

/** The every-week booking a booking was made for, as its page shows it; null for none. */
export const standingOfBooking = async (
  payload: Payload,
  code: string,
): Promise<StandingPageRow | null> => {
  const db = payload.db.drizzle
  const [row] = rowsOf<Omit<StandingPageRow, 'pauses'> & { pauses: string[] | null }>(
    await db.execute(sql`
      select s.id, s.status::text as status, coalesce(rs.title, '') as series,
             rs.weekday::text as weekday,
             (select array_agg(${pauseDay} order by p.day) from standing_bookings_pauses p
               where p._parent_id = s.id and ${pauseDay} >= ${isoDay(new Date())}) as pauses,
             (select count(*)::int from ride_bookings o join bus_runs r on r.id = o.bus_run_id
               where o.standing_id = s.id and o.code <> b.code
                 and o.status in ('confirmed', 'waitlisted')
                 and r.date >= ${startOfLagosDay().toISOString()}::timestamptz) as ahead
      from ride_bookings b
      join standing_bookings s on s.id = b.standing_id
      left join run_series rs on rs.id = s.series_id
      where b.code = ${code}`),
  )
  return row ? { ...row, id: Number(row.id), pauses: row.pauses ?? [] } : null
}

/** The every-week booking a booking was made for (its id); null for none. */
export const standingIdOfBooking = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
): Promise<number | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ id: number | null }>(
    await db.execute(sql`select standing_id as id from ride_bookings where code = ${code}`),
  )
  return row?.id ? Number(row.id) : null
}

/** Whether a guardian's consent was withdrawn through one of the every-week booking's bookings. */
export const consentWithdrawnForStanding = async (
  payload: Payload,
  req: PayloadRequest,
  standingId: number,
): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  return (
    rowsOf(
      await db.execute(sql`
        select 1 from consents c join ride_bookings b on b.code = c.reference
        where b.standing_id = ${standingId} and c.purpose = 'guardian_ride'
          and c.choice = 'withdrawn'
        limit 1`),
    ).length > 0
  )
}

/**
 * A booking the member made by hand on a run their every-week booking comes to, linked to it (same
 * phone, not yet linked to one): a later cancel of it is remembered, the week not booked again.
 */
export const linkBookingToStanding = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
  standing: { id: number; phone: string },
) => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    update ride_bookings set standing_id = ${standing.id}
    where code = ${code} and standing_id is null and phone = ${standing.phone}`)
}
