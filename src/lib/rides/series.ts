import type { Payload, PayloadRequest } from 'payload'

import { SERVICE_DAYS } from '@collections/options'
import type { WeeklyRun } from '@/payload-types'
import { slugs } from '@collections/slugs'
import { driverRefusal } from '@collections/Rides/driverRules'
import { FROM_SERIES } from '@collections/Rides/hooks/changedAlone'
import { isoDay } from '@/lib/dates'
import { lockRunsAhead, lockSeries, seriesDaysMade } from '@/lib/db/runSeries'
import { describeFailure } from '@/lib/uploads/failure'
import { inTransaction } from '@/lib/workflows/asUser'

import { seatsTakenUnderLock, tellPassengersOfChange } from './bookings'
import { seatStandingOnSeries } from './standing'

const DAY_MS = 24 * 3600 * 1000

/**
 * The Lagos days (yyyy-MM-dd) a weekly run on `weekday` has runs for, `weeks` weeks ahead: from
 * tomorrow through the same weekday `weeks` weeks on, so exactly `weeks` days.
 */
export const seriesDays = (weekday: string, weeks: number, now: Date = new Date()): string[] => {
  const [year, month, date] = isoDay(now).split('-').map(Number)
  const today = Date.UTC(year, month - 1, date, 12)
  const index = SERVICE_DAYS.indexOf(weekday as (typeof SERVICE_DAYS)[number])
  const days: string[] = []
  for (let n = 1; n <= weeks * 7; n++) {
    const day = new Date(today + n * DAY_MS)
    if (day.getUTCDay() === index) days.push(day.toISOString().slice(0, 10))
  }
  return days
}

/** A day's run is dated at noon UTC, as the back office stores a date: the same day in Lagos. */
export const runDateOf = (day: string) => `${day}T12:00:00.000Z`

type Series = Pick<
  WeeklyRun,
  | 'id'
  | 'church'
  | 'title'
  | 'stops'
  | 'seats'
  | 'kind'
  | 'riders'
  | 'visibility'
  | 'driver'
  | 'direction'
>

const idOf = (value: unknown): number | undefined =>
  value === null || value === undefined
    ? undefined
    : Number(typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * What a weekly run gives each of its runs on `date`. Its driver only while their papers are valid
 * on that date: a bus then goes without one until staff name another; a car without its driver is
 * no ride (null).
 */
const fieldsOfRun = async (req: PayloadRequest, series: Series, date: string) => {
  const wanted = idOf(series.driver)
  const refused =
    wanted !== undefined &&
    (await driverRefusal(req, wanted, { church: series.church, date, seats: series.seats }))
  if (series.kind === 'car' && (wanted === undefined || refused)) return null
  return {
    title: series.title,
    stops: (series.stops ?? []).map(({ place, area, time }) => ({ place, area, time })),
    seats: series.seats,
    kind: series.kind,
    riders: series.riders,
    visibility: series.visibility,
    direction: series.direction ?? 'to_church',
    driver: refused ? null : (wanted ?? null),
  }
}

/**
 * Makes the runs an active weekly run is missing for its coming weeks, under its row lock (so two
 * instances, or a save and the job, never make one date twice; the unique (series, day) index is
 * the backstop). Returns how many it made.
 */
export const makeRunsOf = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<number> => {
  if (!(await lockSeries(payload, req, seriesId))) return 0
  const series = await payload.findByID({
    collection: slugs.runSeries,
    id: seriesId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!series.active || !series.weekday) return 0
  const made = await seriesDaysMade(payload, req, seriesId)
  let count = 0
  for (const day of seriesDays(series.weekday, series.weeks_ahead ?? 4)) {
    if (made.has(day)) continue
    const fields = await fieldsOfRun(req, series, runDateOf(day))
    if (!fields) continue
    await payload.create({
      collection: slugs.busRuns,
      data: {
        ...fields,
        church: idOf(series.church)!,
        service: idOf(series.service)!,
        date: runDateOf(day),
        status: 'scheduled',
        series: seriesId,
        series_day: day,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    count++
  }
  // Its members' every-week bookings, on the runs just made before anyone else (issue #34), and on
  // any run ahead one of them is still due on; the notices go with the queue's next round.
  await seatStandingOnSeries(payload, req, seriesId)
  return count
}

/** A run's stops as the passengers know them: place and time, in order. */
const stopsKey = (stops: { place: string; time: string }[] | null | undefined) =>
  JSON.stringify((stops ?? []).map(({ place, time }) => [place, time]))

/**
 * A changed weekly run changes its coming runs (issue #34), booked or not, each under its row lock
 * (bookings.ts takes the same lock): every scheduled run from today on that its driver has not
 * closed and that was not changed on its own (`changed_alone`, hooks/changedAlone.ts). A run
 * keeps at least the seats already booked on it, so nobody booked is dropped. When a run gets
 * other stops or times, a booking whose stop is gone moves to the first stop, and each confirmed
 * or waitlisted passenger is told once, in this transaction (`tellPassengersOfChange`). Returns
 * how many runs changed.
 */
export const applySeriesToRuns = async (
  payload: Payload,
  req: PayloadRequest,
  series: Series,
): Promise<number> => {
  let count = 0
  for (const run of await lockRunsAhead(payload, req, series.id)) {
    const fields = await fieldsOfRun(req, series, run.date)
    if (!fields) continue
    const before = await payload.findByID({
      collection: slugs.busRuns,
      id: run.id,
      select: { stops: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const taken = await seatsTakenUnderLock(payload, req, run.id)
    await payload.update({
      collection: slugs.busRuns,
      id: run.id,
      data: { ...fields, seats: Math.max(fields.seats, taken) },
      overrideAccess: true,
      depth: 0,
      context: { [FROM_SERIES]: true },
      req,
    })
    // Queued in the save's transaction: the queue's cron sends them once it is committed.
    if (stopsKey(fields.stops) !== stopsKey(before.stops))
      await tellPassengersOfChange(payload, req, run.id, fields.stops)
    count++
  }
  return count
}

/** The weekly-runs job: each active weekly run's missing runs, each in its own transaction. */
export const makeWeeklyRuns = async (
  payload: Payload,
): Promise<{ made: number; failed: number[] }> => {
  const { docs } = await payload.find({
    collection: slugs.runSeries,
    where: { active: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { active: true },
  })
  let made = 0
  const failed: number[] = []
  for (const { id } of docs) {
    try {
      made += await inTransaction(payload, (req) => makeRunsOf(payload, req, id))
    } catch (error) {
      // One weekly run refused (its service gone, say) does not hold back the others. By kind
      // only: a failed query's text may quote an every-week booking's passenger (issue #34).
      failed.push(id)
      payload.logger.error(`Weekly run ${id} not made (${describeFailure(error)})`)
    }
  }
  return { made, failed }
}
