import type { Payload, PayloadRequest } from 'payload'

import { SERVICE_DAY_LABELS, SERVICE_DAYS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { recordConsent } from '@/lib/consent/record'
import { formatDay, isoDay } from '@/lib/dates'
import { liveBookingOf, lockRun } from '@/lib/db/rides'
import {
  activeStandingOf,
  holdStandingIfDue,
  linkBookingToStanding,
  liveBookingsOfStanding,
  lockStanding,
  seriesOfRun,
  seriesRunOn,
  seriesRunsAhead,
  standingDueOn,
  standingIdOfBooking,
  standingOfBooking,
  type StandingRow,
} from '@/lib/db/standing'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { describeFailure } from '@/lib/uploads/failure'
import { inTransaction } from '@/lib/workflows/asUser'
import { everyWeekCopy } from '@/copy/everyWeek'

import {
  cancelBookingIn,
  codeOfLink,
  passengerFieldsOf,
  placeBooking,
  type BookingInput,
} from './bookings'
import { runDateOf } from './series'

/**
 * Every-week bookings (issue #34). A member ticks "Every week" on a weekly run's run: their request
 * makes an every-week booking (`standing-bookings`) beside the booking itself. Each run of the
 * weekly run gets a booking for every active one not paused on its day, through the same allocator
 * as any request (placeBooking, under the run's row lock), exactly once: the check for a booking
 * already made is read under that lock. Fair order when seats are short: the order members asked
 * (`started_at`), the same every week, so the first to ask are the first seated; a new run books
 * them before it is open to anyone else (in the transaction that makes it). Locks: the every-week
 * booking's row, then the runs' in date order, as the weekly-runs job takes the runs.
 */

const DAY_MS = 24 * 3600 * 1000
/** Paused dates kept from today on: a year of weekly runs. */
const MOST_PAUSES = 52

const idOf = (value: unknown): number =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * The every-week booking a request starts, in the request's transaction. Null for a run no weekly
 * run made, and when the person (by e-mail, or phone) already has an active one on this weekly run:
 * the run is then booked as an ordinary booking. A request is never attached to an existing
 * every-week booking, whose controls (pauses, stop) its own link keeps: whoever merely knows the
 * member's e-mail must not be sent a link to them.
 */
export const startStanding = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  input: BookingInput,
): Promise<number | null> => {
  const of = await seriesOfRun(payload, req, runId)
  if (!of) return null
  const who = input.email ? { email: input.email } : { phone: input.phone }
  if (await activeStandingOf(payload, req, of.series, who)) return null
  const series = await payload.findByID({
    collection: slugs.runSeries,
    id: of.series,
    depth: 0,
    select: { church: true },
    overrideAccess: true,
    req,
  })
  const created = await payload.create({
    collection: slugs.standingBookings,
    data: {
      series: of.series,
      church: idOf(series.church),
      ...passengerFieldsOf(input),
      status: 'active',
      started_at: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return created.id
}

/** An every-week booking's request, as placeBooking takes one. */
const requestOf = (standing: StandingRow): Omit<BookingInput, 'runId'> => ({
  name: standing.passenger_name,
  phone: standing.phone,
  email: standing.email ?? '',
  notifyBy: standing.notify_by ?? (standing.email ? 'email' : 'sms'),
  people: standing.people,
  stop: standing.stop,
  guardian: standing.minors
    ? { name: standing.guardian_name ?? '', phone: standing.guardian_phone ?? '' }
    : undefined,
})

/**
 * Books the run, under its row lock in the caller's transaction, for each active every-week booking
 * of its weekly run that is due there (db/standing.ts's standingDueOn), in the order they were
 * asked. A member who booked the run themselves keeps that booking, linked to the every-week
 * booking so that a cancel of it is remembered. Returns the notices' jobs.
 */
const seatStandingOnRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  options: { only?: number; again?: boolean } = {},
): Promise<(number | string)[]> => {
  // Most runs have none due: their lock is not taken (members may be booking them), and a run
  // that has some is read again under it.
  if ((await standingDueOn(payload, req, runId, options)).length === 0) return []
  const run = await lockRun(payload, req, runId)
  if (!run || run.status !== 'scheduled' || !run.upcoming) return []
  const jobs: (number | string)[] = []
  for (const standing of await standingDueOn(payload, req, runId, options)) {
    // A stop or a pause of it racing this round is not overrun (db/standing.ts).
    if (!(await holdStandingIfDue(payload, req, standing.id, run.id))) continue
    const who = standing.email ? { email: standing.email } : { phone: standing.phone }
    const own = await liveBookingOf(payload, req, run.id, who)
    if (own) {
      await linkBookingToStanding(payload, req, own.code, standing)
      continue
    }
    const placed = await placeBooking(payload, req, run, requestOf(standing), standing.id)
    jobs.push(...placed.jobs, ...placed.late)
  }
  return jobs
}

/**
 * The weekly run's runs ahead (after today), each booked for its every-week bookings: the job's
 * round, in the transaction that holds the weekly run's lock. Returns the notices' jobs.
 */
export const seatStandingOnSeries = async (
  payload: Payload,
  req: PayloadRequest,
  seriesId: number,
): Promise<(number | string)[]> => {
  const jobs: (number | string)[] = []
  for (const run of await seriesRunsAhead(payload, seriesId, req))
    jobs.push(...(await seatStandingOnRun(payload, req, run.id)))
  return jobs
}

/**
 * A new every-week booking is booked on the weekly run's runs already made ahead at once, each in a
 * transaction of its own (one run's lock at a time, as a request takes it). A failure is logged and
 * left to the weekly-runs job, whose next round books what is missing.
 */
export const seatStandingAhead = async (payload: Payload, standingId: number) => {
  try {
    const standing = await payload.findByID({
      collection: slugs.standingBookings,
      id: standingId,
      depth: 0,
      select: { series: true },
      overrideAccess: true,
    })
    if (!standing.series) return
    for (const run of await seriesRunsAhead(payload, idOf(standing.series))) {
      const jobs = await inTransaction(payload, (req) =>
        seatStandingOnRun(payload, req, run.id, { only: standingId }),
      )
      for (const job of jobs) runJobSoon(payload, job)
    }
  } catch (error) {
    payload.logger.error(
      `An every-week booking's weeks ahead were not all booked (${describeFailure(error)})`,
    )
  }
}

/**
 * Withdrawn consent for a child (bookings.ts), in the cancel's transaction: the every-week booking
 * stops for good (staff cannot start it again: keepWithdrawnStopped) and each booking it holds or
 * waits for from today on is given back as a cancel gives it back, in date order, its withdrawal
 * recorded: no week stays booked on a consent that was withdrawn. The link's own booking is among
 * them (the caller finds it cancelled and records its withdrawal). Returns the notices' jobs.
 */
export const withdrawStandingOf = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
): Promise<(number | string)[]> => {
  const id = await standingIdOfBooking(payload, req, code)
  const standing = id === null ? null : await lockStanding(payload, req, id)
  if (!standing) return []
  if (standing.status === 'active') await markStopped(payload, req, standing.id)
  const jobs: (number | string)[] = []
  for (const booked of await liveBookingsOfStanding(payload, req, standing.id)) {
    jobs.push(...(await cancelOnce(payload, req, booked)))
    if (booked !== code)
      await recordConsent(payload, req, {
        email: standing.email ?? '',
        purpose: 'guardian_ride',
        choice: 'withdrawn',
        source: 'booking_page',
        reference: booked,
      })
  }
  return jobs
}

const markStopped = (payload: Payload, req: PayloadRequest, id: number) =>
  payload.update({
    collection: slugs.standingBookings,
    id,
    data: { status: 'stopped', stopped_at: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })

export type StandingView = {
  active: boolean
  series: string
  /** 'Sunday' */
  day: string
  pauses: { day: string; label: string }[]
  /** Seats held or waited for on the coming weeks, besides the page's own booking. */
  ahead: number
  /** The earliest date a pause may take (today, yyyy-MM-dd). */
  from: string
}

const dayLabel = (weekday: string | null) =>
  SERVICE_DAY_LABELS[(weekday ?? 'sunday') as (typeof SERVICE_DAYS)[number]] ?? 'Sunday'

/** The every-week booking of the booking a link opens, for its page; null when it has none. */
export const openStanding = async (
  payload: Payload,
  link: string,
): Promise<StandingView | null> => {
  const code = codeOfLink(link)
  const row = code ? await standingOfBooking(payload, code) : null
  if (!row) return null
  return {
    active: row.status === 'active',
    series: row.series,
    day: dayLabel(row.weekday),
    pauses: row.pauses.map((day) => ({ day, label: formatDay(day) })),
    ahead: row.ahead,
    from: isoDay(new Date()),
  }
}

export type StandingChange =
  | { ok: true; done: keyof typeof everyWeekCopy.done }
  | { ok: false; error: keyof typeof everyWeekCopy.errors; weekday?: string }

/** A yyyy-MM-dd day that exists on the calendar, or null. */
const dayOf = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  return at.toISOString().slice(0, 10) === text ? text : null
}

/**
 * The booking page's changes of its every-week booking, each in one transaction under its row
 * lock: `pause` a date (a seat already booked for it is given back as a cancel gives it back, the
 * waitlist moving up), `resume` one (its run, if made, is asked for again), `stop` (no new weeks;
 * with `giveBack`, the seats already booked for the coming weeks are given back too, this page's
 * own booking kept). Bad input changes nothing and says why.
 */
export const changeStanding = async (
  payload: Payload,
  link: string,
  change: { action: 'pause' | 'resume'; day: unknown } | { action: 'stop'; giveBack: boolean },
): Promise<StandingChange> => {
  const code = codeOfLink(link)
  if (!code) return { ok: false, error: 'failed' }
  const day = change.action === 'stop' ? null : dayOf(change.day)
  if (change.action !== 'stop') {
    if (!day) return { ok: false, error: 'day' }
    const today = isoDay(new Date())
    if (day < today) return { ok: false, error: 'past' }
    if (day > isoDay(new Date(Date.now() + 366 * DAY_MS))) return { ok: false, error: 'far' }
  }
  const outcome = await inTransaction(
    payload,
    async (req): Promise<StandingChange & { jobs?: (number | string)[] }> => {
      const id = await standingIdOfBooking(payload, req, code)
      const standing = id === null ? null : await lockStanding(payload, req, id)
      if (!standing || standing.series_id === null) return { ok: false, error: 'failed' }
      if (change.action === 'stop') {
        if (standing.status === 'active') await markStopped(payload, req, standing.id)
        const jobs: (number | string)[] = []
        if (change.giveBack)
          for (const other of await liveBookingsOfStanding(payload, req, standing.id, {
            except: code,
          }))
            jobs.push(...(await cancelOnce(payload, req, other)))
        return { ok: true, done: 'stopped', jobs }
      }
      const series = await payload.findByID({
        collection: slugs.runSeries,
        id: standing.series_id,
        depth: 0,
        select: { weekday: true },
        overrideAccess: true,
        req,
      })
      const weekday = dayLabel(series.weekday ?? null)
      if (
        change.action === 'pause' &&
        SERVICE_DAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] !== series.weekday
      )
        return { ok: false, error: 'weekday', weekday }
      const kept = await payload.findByID({
        collection: slugs.standingBookings,
        id: standing.id,
        depth: 0,
        select: { pauses: true },
        overrideAccess: true,
        req,
      })
      const today = isoDay(new Date())
      const pauses = (kept.pauses ?? [])
        .map((pause) => isoDay(new Date(pause.day)))
        .filter((paused) => paused >= today)
      const run = await seriesRunOn(payload, req, standing.series_id, day!)
      if (change.action === 'pause') {
        if (standing.status !== 'active') return { ok: false, error: 'stopped' }
        if (!pauses.includes(day!) && pauses.length >= MOST_PAUSES)
          return { ok: false, error: 'tooMany' }
        await savePauses(payload, req, standing.id, [...new Set([...pauses, day!])].sort())
        const jobs: (number | string)[] = []
        if (run !== null)
          for (const booked of await liveBookingsOfStanding(payload, req, standing.id, { run }))
            jobs.push(...(await cancelOnce(payload, req, booked)))
        return { ok: true, done: 'paused', jobs }
      }
      await savePauses(
        payload,
        req,
        standing.id,
        pauses.filter((paused) => paused !== day),
      )
      const jobs =
        run !== null && standing.status === 'active'
          ? await seatStandingOnRun(payload, req, run, { only: standing.id, again: true })
          : []
      return { ok: true, done: 'resumed', jobs }
    },
    (result) => result.ok,
  )
  for (const job of outcome.jobs ?? []) runJobSoon(payload, job)
  return outcome.ok ? { ok: true, done: outcome.done } : outcome
}

const savePauses = (payload: Payload, req: PayloadRequest, id: number, days: string[]) =>
  payload.update({
    collection: slugs.standingBookings,
    id,
    data: { pauses: days.map((day) => ({ day: runDateOf(day) })) },
    overrideAccess: true,
    depth: 0,
    req,
  })

/** A booking of the every-week booking given back whole, as its page's cancel would. */
const cancelOnce = async (payload: Payload, req: PayloadRequest, code: string) => {
  const cancelled = await cancelBookingIn(payload, req, code)
  return cancelled.ok ? cancelled.jobs : []
}
