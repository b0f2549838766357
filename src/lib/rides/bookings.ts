import { randomInt } from 'node:crypto'

import { ValidationError, type Payload, type PayloadRequest } from 'payload'

import type { NoticeChannel } from '@collections/options'
import { globalSlugs, slugs } from '@collections/slugs'
import { env } from '@/lib/config/env'
import { formatDate } from '@/lib/dates'
import {
  bookingNow,
  bookingOfCode,
  bookingPageOf,
  cancelLiveBookingsOfRun,
  limitLockWait,
  liveBookingOf,
  lockRun,
  seatState,
  stopTime,
  waitlistOf,
  liveBookingsOfRun,
  moveBookingsOffStops,
  type LockedRun,
  type PassengerRow,
} from '@/lib/db/rides'
import { currentConsent, recordConsent } from '@/lib/consent/record'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { rideNotice, type RideNoticeKind } from '@/lib/mail/rideNotices'
import { channelOf, notify, textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { shortLinkOf } from '@/lib/messaging/shortLinks'
import { signatureMatches, signText } from '@/lib/signing'
import { siteUrl } from '@/lib/siteUrl'

import { handoverCode } from './handoverCode'
import { firstName } from './names'
import { takeTurn } from './turns'
import { tellOfLateChange } from './notices'
import { handoverSms, rideTexts } from './texts'
import { inTransaction } from '@/lib/workflows/asUser'

import { seatStandingAhead, startStanding, withdrawStandingOf } from './standing'

/**
 * Seats on church buses (issue #19). Every decision about a run's seats is made in one
 * transaction holding that run's row lock (SELECT … FOR UPDATE), so however many requests arrive
 * at once, on however many instances, they are decided one after another by PostgreSQL: seats are
 * never oversold, and the waitlist is served strictly in the order it was joined (a later request
 * never takes a seat while someone waits). Each decision's e-mail is queued in the same
 * transaction: a booking that is kept always tells its passenger, once.
 */

export type BookingInput = {
  runId: number
  name: string
  /** E.164 (src/lib/phone.ts). */
  phone: string
  /** '' for a booking made with a confirmed phone and no e-mail (issue #33). */
  email: string
  /** How the passenger is told (issue #33); e-mail when not given. */
  notifyBy?: NoticeChannel
  people: number
  stop: string
  /** Someone under 18 rides: their parent's or guardian's consent was given with these details. */
  guardian?: { name: string; phone: string }
  /** "Every week" ticked on a weekly run's run (issue #34): an every-week booking too (standing.ts). */
  everyWeek?: boolean
  /** The Home run they also asked a seat on (issue #34, returnTrip.ts). */
  returnRunId?: number
  /** On a Home leg: the code of the To-church booking it was asked with. */
  outbound?: string
}

export type BookingOutcome =
  | { ok: true; code: string; status: 'confirmed' | 'waitlisted'; cancelLink: string }
  /**
   * The e-mail (or, without one, the phone) already has a booking on this run: its link is sent
   * again to the address it was booked with, and nothing of it is given to the asker, who may only
   * know that address.
   */
  | { ok: true; status: 'already-booked' }
  | { ok: false; status: number; message: string }
  /** The run's turn did not come within SEAT_REQUEST_WAIT_SECONDS: the asker may try again. */
  | { ok: false; status: 503; busy: true }

const bookingMessages = {
  notBookable: 'This bus run is not taking bookings.',
  notFound: 'This booking was not found.',
  gone: 'This ride has already happened, so it cannot be cancelled.',
  underway:
    'This ride is under way (or over): its seats can no longer be cancelled. Please call your church’s ride coordinator.',
} as const

const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
/** 'FR-7K3Q9P': short enough to read over the phone, without 0/O or 1/I. */
const newCode = () =>
  `FR-${Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')}`

/** The booking link's secret: the booking code signed, so the code alone opens nothing. */
const LINK_PURPOSE = 'ride-booking-link'

/** The booking's own page, whose address is its code and token: what the e-mails link to. */
export const bookingPath = (code: string) =>
  `/rides/booking/${code}.${signText(LINK_PURPOSE, code)}`

const cancelLinkOf = (code: string) => `${siteUrl()}${bookingPath(code)}`

/** A booking link's code and token ('FR-7K3Q9P.<token>'); null when it is not one. */
const parseBookingLink = (link: string): { code: string; token: string } | null => {
  const match = /^(FR-[2-9A-Z]{6})\.([\w-]{43})$/.exec(link)
  return match ? { code: match[1], token: match[2] } : null
}

/** Does this token belong to this booking code? */
const tokenMatches = (code: string, token: string): boolean =>
  signatureMatches(LINK_PURPOSE, code, token)

/** The booking code a link opens; null for a link malformed or tampered with. */
export const codeOfLink = (link: string): string | null => {
  const parsed = parseBookingLink(link)
  return parsed && tokenMatches(parsed.code, parsed.token) ? parsed.code : null
}

/**
 * Tells the passenger of a decision by their channel (issue #33): the e-mail with `cancelLink`,
 * or a text with the booking's short link. Returns the jobs to start once `req` commits.
 */
const queueNotice = async (
  payload: Payload,
  req: PayloadRequest,
  kind: RideNoticeKind,
  booking: PassengerRow & { movedFrom?: string },
  run: LockedRun,
  cancelLink: string,
): Promise<(number | string)[]> => {
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req })
  // The pickup time at the passenger's stop (issue #29: the e-mails gave none).
  const time = await stopTime(payload, req, run.id, booking.stop)
  const context = {
    siteName: settings.site_name,
    passenger: booking.passenger_name,
    code: booking.code,
    run: run.title,
    date: formatDate(run.date),
    people: booking.people,
    returned: booking.returned,
    movedFrom: booking.movedFrom,
    // A seat given to a booking with a child carries the code its guardian gives at drop-off.
    handover:
      booking.minors && (kind === 'confirmed' || kind === 'promoted')
        ? handoverCode(booking.code)
        : undefined,
  }
  const to = { channel: booking.notify_by, email: booking.email, phone: booking.phone }
  const jobs = await notify(payload, req, to, {
    email: rideNotice(kind, {
      ...context,
      stop: time ? `${booking.stop} at ${time}` : booking.stop,
      cancelLink,
    }),
    shortLink: () => shortLinkOf(payload, req, { booking: booking.code }),
    texts: (link) => rideTexts(kind, { ...context, stop: booking.stop, time, link }),
  })
  // The child's guardian has the code on their own phone too, unless the notice went there.
  const guardian = textablePhone(booking.guardian_phone)
  const toGuardian = channelOf(to) === 'email' || textablePhone(booking.phone) !== guardian
  if (context.handover && guardian && toGuardian) {
    const text = handoverSms({ ...context, handover: context.handover })
    jobs.push((await queueMessage(payload, { channel: 'sms', to: guardian, text }, req)).jobId)
  }
  return jobs
}

/** PostgreSQL's lock_not_available: the run's lock was not had within the transaction's lock_timeout. */
const isLockTimeout = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '55P03') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * A seat request: confirmed if the run has room and nobody waits, otherwise waitlisted. It waits
 * for the run's turn on this instance (turns.ts), then for the run's row lock, at most
 * SEAT_REQUEST_WAIT_SECONDS in all; past that it is answered busy and nothing is stored.
 */
export const bookSeat = async (payload: Payload, input: BookingInput): Promise<BookingOutcome> => {
  const deadline = Date.now() + env('SEAT_REQUEST_WAIT_SECONDS') * 1000
  const giveTurn = await takeTurn(input.runId, deadline)
  if (!giveTurn) return busy
  try {
    return await decideSeat(payload, input, deadline)
  } catch (error) {
    if (isLockTimeout(error)) return busy
    throw error
  } finally {
    giveTurn()
  }
}

const busy = { ok: false, status: 503, busy: true } as const

const decideSeat = async (
  payload: Payload,
  input: BookingInput,
  deadline: number,
): Promise<BookingOutcome> => {
  const outcome = await inTransaction(
    payload,
    async (
      req,
    ): Promise<
      | (BookingOutcome & {
          ok: true
          jobs: (number | string)[]
          late?: (number | string)[]
          standing?: number | null
        })
      | BookingOutcome
    > => {
      // Another instance's request may hold the run: wait for its lock only until the deadline.
      await limitLockWait(payload, req, Math.max(1, deadline - Date.now()))
      const run = await lockRun(payload, req, input.runId)
      if (!run || run.status !== 'scheduled' || !run.upcoming || run.closed)
        return { ok: false, status: 404, message: bookingMessages.notBookable }
      // The same request sent again (a lost answer on a bad network, a second tap), or someone
      // else who knows the passenger's e-mail (or phone, for a booking without one): no more seats
      // are taken, and the booking's link goes again to its own address only (it shows the stop
      // and the driver, and cancels the seat).
      const existing = await liveBookingOf(
        payload,
        req,
        run.id,
        input.email ? { email: input.email } : { phone: input.phone },
      )
      if (existing) {
        // A text is not sent again for the same request made again at once: the first one's
        // text is on its way, and a number is not to be flooded (issue #33). E-mail goes again.
        const channel = channelOf({
          channel: existing.notify_by,
          email: existing.email,
          phone: existing.phone,
        })
        const textedJustNow = channel !== 'email' && existing.just_booked
        const jobs = textedJustNow
          ? []
          : await queueNotice(
              payload,
              req,
              existing.status,
              existing,
              run,
              cancelLinkOf(existing.code),
            )
        return { ok: true, status: 'already-booked', jobs }
      }
      const standing = input.everyWeek ? await startStanding(payload, req, run.id, input) : null
      const placed = await placeBooking(payload, req, run, input, standing)
      return { ok: true, ...placed, standing }
    },
    (result) => result.ok,
  )
  if (!outcome.ok) return outcome
  if ('jobs' in outcome) for (const job of outcome.jobs) runJobSoon(payload, job)
  if ('late' in outcome) for (const job of outcome.late ?? []) runJobSoon(payload, job)
  if (outcome.status === 'already-booked') return { ok: true, status: outcome.status }
  // The weekly run's runs already made for the weeks ahead are booked too, each under its lock.
  if ('standing' in outcome && typeof outcome.standing === 'number')
    await seatStandingAhead(payload, outcome.standing)
  const { code, status, cancelLink } = outcome
  return { ok: true, code, status, cancelLink }
}

/** A request's passenger as a booking holds them, and an every-week booking (standing.ts). */
export const passengerFieldsOf = (input: Omit<BookingInput, 'runId'>) => ({
  passenger_name: input.name,
  phone: input.phone,
  email: input.email || null,
  notify_by: input.notifyBy ?? 'email',
  people: input.people,
  stop: input.stop,
  minors: Boolean(input.guardian),
  guardian_name: input.guardian?.name ?? null,
  guardian_phone: input.guardian?.phone ?? null,
})

/**
 * A seat decided on a run locked by the caller: confirmed if it has room and nobody waits,
 * otherwise waitlisted; the passenger's notice queued in the same transaction. `standing` names
 * the every-week booking it is made for (issue #34).
 */
export const placeBooking = async (
  payload: Payload,
  req: PayloadRequest,
  run: LockedRun,
  input: Omit<BookingInput, 'runId'>,
  standing: number | null = null,
) => {
  const { taken, waiting } = await seatState(payload, req, run.id)
  const status: 'confirmed' | 'waitlisted' =
    waiting === 0 && taken + input.people <= run.seats ? 'confirmed' : 'waitlisted'
  const code = newCode()
  const now = new Date().toISOString()
  await payload.create({
    collection: slugs.rideBookings,
    data: {
      code,
      bus_run: run.id,
      standing,
      church: run.church_id,
      ...passengerFieldsOf(input),
      outbound_code: input.outbound ?? null,
      guardian_consent_at: input.guardian ? now : null,
      status,
      booked_at: now,
      confirmed_at: status === 'confirmed' ? now : null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  // The guardian's consent is kept with the booking it was given for, in its transaction (issue #32).
  if (input.guardian)
    await recordConsent(payload, req, {
      email: input.email,
      phone: input.guardian.phone,
      purpose: 'guardian_ride',
      choice: 'granted',
      source: 'seat_request',
      reference: code,
    })
  const cancelLink = cancelLinkOf(code)
  const jobs = await queueNotice(
    payload,
    req,
    status,
    {
      email: input.email,
      phone: input.phone,
      notify_by: input.notifyBy ?? 'email',
      passenger_name: input.name,
      code,
      people: input.people,
      stop: input.stop,
      minors: Boolean(input.guardian),
      guardian_phone: input.guardian?.phone ?? null,
    },
    run,
    cancelLink,
  )
  const late =
    status === 'confirmed' ? await tellOfLateChange(payload, req, run.id, code, true) : []
  return { code, status, cancelLink, jobs, late }
}

/**
 * Cancels a booking from its e-mailed link (code and token), once: a second cancel changes
 * nothing. `seats` fewer than the booking's gives back only those (a parent keeping one child's
 * seat); otherwise the whole booking is cancelled. The passenger is e-mailed what changed, in the
 * same transaction (issue #29). A freed seat goes to the waitlist in order, as far as the seats go;
 * each passenger given a seat is e-mailed.
 */
export const cancelBooking = async (
  payload: Payload,
  code: string,
  token: string,
  seats?: number,
  /** The guardian's consent is withdrawn (issue #32): recorded, and the booking cancelled with it. */
  withdrawConsent = false,
): Promise<
  { ok: true; promoted: number; remaining: number } | { ok: false; status: number; message: string }
> => {
  const outcome = await inTransaction(
    payload,
    async (req) =>
      tokenMatches(code, token)
        ? cancelBookingIn(payload, req, code, seats, withdrawConsent)
        : { ok: false as const, status: 404, message: bookingMessages.notFound },
    (result) => result.ok,
  )
  if (!outcome.ok) return outcome
  for (const job of outcome.jobs) runJobSoon(payload, job)
  return { ok: true, promoted: outcome.promoted, remaining: outcome.remaining }
}

/**
 * cancelBooking's decision in the caller's transaction, for a code the server chose (an
 * every-week booking's pause or stop, standing.ts). Returns the notices' jobs to start on commit.
 */
export const cancelBookingIn = async (
  payload: Payload,
  req: PayloadRequest,
  code: string,
  seats?: number,
  withdrawConsent = false,
) => {
  const booking = await bookingOfCode(payload, req, code)
  if (!booking) return { ok: false as const, status: 404, message: bookingMessages.notFound }
  // A child rides only with the consent: its every-week booking stops and gives back every week
  // booked (issue #34). Its lock before the runs', as standing.ts takes them.
  const given = withdrawConsent ? await withdrawStandingOf(payload, req, code) : []
  const run = await lockRun(payload, req, booking.bus_run_id)
  // Read again under the run's lock: a concurrent cancel may have come first.
  const current = await bookingNow(payload, req, booking.id)
  // A withdrawal is recorded whatever became of the booking; a child rides only with the consent.
  if (withdrawConsent && current)
    await recordConsent(payload, req, {
      // A phone-only booking has no e-mail (issue #33): the consent is found by its booking's code.
      email: current.email ?? '',
      purpose: 'guardian_ride',
      choice: 'withdrawn',
      source: 'booking_page',
      reference: code,
    })
  if (!run || !current || current.status === 'cancelled')
    return { ok: true as const, promoted: 0, remaining: 0, jobs: given }
  // A ride that has happened stays as it was: it counts as a ride given. So does one under way
  // (someone on board, or closed by its driver): a child on board stays in the hand-over check.
  if (!run.upcoming || run.underway)
    return withdrawConsent
      ? { ok: true as const, promoted: 0, remaining: 0, jobs: given }
      : {
          ok: false as const,
          status: 409,
          message: run.upcoming ? bookingMessages.underway : bookingMessages.gone,
        }
  const remaining = !withdrawConsent && seats && seats < current.people ? current.people - seats : 0
  await payload.update({
    collection: slugs.rideBookings,
    id: booking.id,
    data: remaining > 0 ? { people: remaining } : { status: 'cancelled' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const notice =
    remaining > 0
      ? await queueNotice(
          payload,
          req,
          'seats-returned',
          { ...current, people: remaining, returned: current.people - remaining },
          run,
          cancelLinkOf(code),
        )
      : await queueNotice(payload, req, 'cancelled', current, run, `${siteUrl()}/rides`)
  // Nobody is given a seat on a bus that is not going.
  const promoted =
    run.status === 'scheduled'
      ? await promoteWaitlist(payload, req, run)
      : { promoted: 0, jobs: [] }
  const told =
    run.status === 'scheduled' && current.status === 'confirmed' && remaining === 0
      ? await tellOfLateChange(payload, req, run.id, code, false)
      : []
  return {
    ok: true as const,
    promoted: promoted.promoted,
    remaining,
    jobs: [...given, ...notice, ...promoted.jobs, ...told],
  }
}

/**
 * A run given more seats, or scheduled again, serves its waitlist at once, in the transaction of
 * the change (BusRuns.ts); the e-mails are sent by the queue's next round after it commits.
 */
export const promoteWaitlistOfRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
) => {
  const run = await lockRun(payload, req, runId)
  if (!run || run.status !== 'scheduled' || !run.upcoming) return []
  return (await promoteWaitlist(payload, req, run)).jobs
}

/**
 * A run its church cancelled: every seat given on it and every place on its waitlist is cancelled,
 * and each passenger is e-mailed that the bus is not going, in the transaction of the run's change
 * (issue #29: the bookings stayed Confirmed and nobody was told). Returns the e-mails' jobs.
 */
export const cancelBookingsOfRun = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  /** 'driver-cancelled' when its driver cancelled it from their page (issue #34). */
  kind: 'run-cancelled' | 'driver-cancelled' = 'run-cancelled',
): Promise<(number | string)[]> => {
  const run = await lockRun(payload, req, runId)
  if (!run || !run.upcoming) return []
  // Closed, or someone on board (the driver's cancel's rule): the passengers rode, and are not to
  // be told the bus is not going; a child on board stays in the hand-over check.
  if (run.underway)
    throw new ValidationError({
      collection: slugs.busRuns,
      errors: [
        {
          path: 'status',
          message: run.closed
            ? 'Its driver has closed this run: it happened, so it cannot be cancelled.'
            : 'Someone is on board this run: it is under way, so it cannot be cancelled.',
        },
      ],
    })
  const cancelled = await cancelLiveBookingsOfRun(payload, req, runId)
  const jobs: (number | string)[] = []
  for (const booking of cancelled)
    jobs.push(...(await queueNotice(payload, req, kind, booking, run, `${siteUrl()}/rides`)))
  return jobs
}

/**
 * A weekly run's change gave this run other stops or times (issue #34, series.ts): a booking whose
 * stop is gone moves to the run's first stop, and each confirmed or waitlisted passenger is told
 * once, by their channel, in the change's transaction. Returns the notices' jobs.
 */
export const tellPassengersOfChange = async (
  payload: Payload,
  req: PayloadRequest,
  runId: number,
  stops: { place: string }[],
): Promise<(number | string)[]> => {
  const run = await lockRun(payload, req, runId)
  if (!run || run.status !== 'scheduled' || !run.upcoming || stops.length === 0) return []
  const places = stops.map((stop) => stop.place)
  const moved = await moveBookingsOffStops(payload, req, runId, places, places[0])
  const jobs: (number | string)[] = []
  for (const booking of await liveBookingsOfRun(payload, req, runId))
    jobs.push(
      ...(await queueNotice(
        payload,
        req,
        'run-changed',
        { ...booking, movedFrom: moved.get(booking.code) },
        run,
        cancelLinkOf(booking.code),
      )),
    )
  return jobs
}

/** The seats already given on a run, read under its lock: a change may not leave it oversold. */
export const seatsTakenUnderLock = async (payload: Payload, req: PayloadRequest, runId: number) => {
  await lockRun(payload, req, runId)
  return (await seatState(payload, req, runId)).taken
}

/** The seats given on a run now (the back office's Seats booked column), without a lock. */
export const seatsBookedOn = async (payload: Payload, req: PayloadRequest, runId: number) =>
  (await seatState(payload, req, runId)).taken

/** Gives freed seats to the waitlist in the order it was joined, stopping at the first that does not fit. */
const promoteWaitlist = async (payload: Payload, req: PayloadRequest, run: LockedRun) => {
  const jobs: (number | string)[] = []
  let promoted = 0
  // A run its driver closed has gone: nobody waiting is given a seat on it.
  if (run.closed) return { promoted, jobs }
  let { taken } = await seatState(payload, req, run.id)
  const waiting = await waitlistOf(payload, req, run.id)
  for (const next of waiting) {
    if (taken + next.people > run.seats) break
    await payload.update({
      collection: slugs.rideBookings,
      id: next.id,
      data: { status: 'confirmed', confirmed_at: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    taken += next.people
    promoted += 1
    jobs.push(
      ...(await queueNotice(payload, req, 'promoted', next, run, cancelLinkOf(next.code))),
      ...(await tellOfLateChange(payload, req, run.id, next.code, true)),
    )
  }
  return { promoted, jobs }
}

export type BookingView = {
  code: string
  status: 'confirmed' | 'waitlisted' | 'cancelled'
  people: number
  stop: string
  stopTime: string | null
  run: string
  /** A church bus, or a volunteer driver's own car. */
  runKind: 'bus' | 'car'
  date: string
  service: string
  church: string
  /** The run's driver as passengers know them (first name, car, plate), for a seat given on a run with a verified driver. */
  driver: string | null
  /** The run is still ahead (from today on): the seat can be cancelled. */
  upcoming: boolean
  /** The church cancelled the whole run (the booking is cancelled with it). */
  runCancelled: boolean
  /** A child rides: the guardian's consent as it stands now (issue #32); null when no child does. */
  guardianConsent: 'granted' | 'withdrawn' | null
  /** How the passenger is told of changes (issue #33): what the page's note says. */
  toldBy: NoticeChannel
  /** A child rides on a seat given: the code the guardian gives the driver at drop-off (issue #34). */
  handover: string | null
}

/**
 * The booking a link opens, for its page: what the passenger needs on the day, and nothing of
 * their own details (the page's address is in their e-mail and browser history). Null for a
 * link that is malformed, tampered with, or names no booking; all are answered alike.
 */
export const openBooking = async (payload: Payload, link: string): Promise<BookingView | null> => {
  const parsed = parseBookingLink(link)
  if (!parsed || !tokenMatches(parsed.code, parsed.token)) return null
  const row = await bookingPageOf(payload, parsed.code)
  if (!row) return null
  return {
    code: row.code,
    status: row.status,
    people: row.people,
    stop: row.stop,
    stopTime: row.stop_time,
    run: row.run,
    runKind: row.run_kind,
    date: formatDate(row.date),
    service: `${row.service}, ${row.time}`,
    church: `${row.church}, ${row.branch}`,
    driver: row.driver_name
      ? `${firstName(row.driver_name)}, ${row.vehicle}, plate ${row.plate}`
      : null,
    upcoming: row.upcoming,
    runCancelled: row.run_cancelled,
    toldBy: channelOf({ channel: row.notify_by, email: row.email, phone: row.phone }) ?? 'email',
    handover: row.minors && row.status === 'confirmed' ? handoverCode(row.code) : null,
    guardianConsent: row.minors
      ? await currentConsent(payload, {
          email: row.email ?? '',
          purpose: 'guardian_ride',
          reference: row.code,
        })
      : null,
  }
}

/** The booking code a link names, when its token is the code's own; null otherwise. */
export const bookingCodeOfLink = (link: string): string | null => {
  const parsed = parseBookingLink(link)
  return parsed && tokenMatches(parsed.code, parsed.token) ? parsed.code : null
}

/** Cancels the booking a link names (the page's "Cancel my seat"). */
export const cancelByLink = async (payload: Payload, link: string, seats?: number) => {
  const parsed = parseBookingLink(link)
  if (!parsed) return { ok: false as const, status: 404, message: bookingMessages.notFound }
  return cancelBooking(payload, parsed.code, parsed.token, seats)
}

/** What the booking page's "Withdraw" of the guardian's consent posts as `withdraw` to ./cancel. */
export const WITHDRAW_GUARDIAN_CONSENT = 'guardian_consent'

/** The booking page's "Withdraw" of the guardian's consent: recorded, and the booking cancelled. */
export const withdrawGuardianConsent = async (payload: Payload, link: string) => {
  const parsed = parseBookingLink(link)
  if (!parsed) return { ok: false as const, status: 404, message: bookingMessages.notFound }
  return cancelBooking(payload, parsed.code, parsed.token, undefined, true)
}
