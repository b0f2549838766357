import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { startOfLagosDay } from '@/lib/dates'

import { bookSeat, type BookingInput, type BookingOutcome } from './bookings'
import { upcomingRuns, type RideRun, type RideStop } from './findRide'

/**
 * Return trips (issue #34): a run goes to church or home. A request for a seat on a To-church run
 * may ask for the ride home too, when a Home run of the same church and service goes that day:
 * the second leg is its own booking on the Home run, decided by the same locked allocator
 * (bookSeat), with its own code, status and notice, and names the first leg's code.
 */

const DAY_MS = 24 * 3600 * 1000

/** The Home run after a To-church run's service, that day; null when none is bookable. */
export const homeRunFor = async (payload: Payload, run: RideRun): Promise<RideRun | null> => {
  if (run.direction !== 'to_church') return null
  const dayStart = startOfLagosDay(new Date(run.date))
  const [home] = await upcomingRuns(payload, {
    and: [
      { church: { equals: run.churchId } },
      { service: { equals: run.serviceId } },
      { direction: { equals: 'home' } },
      { date: { greater_than_equal: dayStart.toISOString() } },
      { date: { less_than: new Date(dayStart.getTime() + DAY_MS).toISOString() } },
    ],
  })
  return home ?? null
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Where the ride home drops them: the same place, else a stop in the same area, else its first. */
const homeStopFor = (home: RideRun, pickup: RideStop | undefined): RideStop =>
  (pickup &&
    (home.stops.find((stop) => same(stop.place, pickup.place)) ??
      home.stops.find((stop) => same(stop.area, pickup.area)))) ||
  home.stops[0]

/**
 * Books the request's seat, then, when it asked for the ride home (`returnRunId`), a seat on that
 * Home run for the same people, each under its own run's lock. The first leg's outcome is the
 * answer: a ride home that is gone or busy leaves the first leg booked, and its page offers none.
 */
export const bookWithReturn = async (
  payload: Payload,
  input: BookingInput,
): Promise<BookingOutcome> => {
  const { returnRunId, ...first } = input
  const outcome = await bookSeat(payload, first)
  if (!returnRunId || !outcome.ok || outcome.status === 'already-booked') return outcome
  const [outbound, home] = await Promise.all([
    upcomingRuns(payload, { id: { equals: input.runId } }),
    upcomingRuns(payload, {
      and: [{ id: { equals: returnRunId } }, { direction: { equals: 'home' } }],
    }),
  ])
  if (!home[0]) return outcome
  const pickup = outbound[0]?.stops.find((stop) => stop.place === input.stop)
  await bookSeat(payload, {
    ...first,
    runId: returnRunId,
    stop: homeStopFor(home[0], pickup).place,
    outbound: outcome.code,
  })
  return outcome
}

type TripLeg = { direction: RideRun['direction']; code: string; status: string }

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? Number((value as { id: unknown }).id)
    : Number(value)

export type Trip = {
  direction: RideRun['direction']
  /** The booking's stop, with its area, for its map link; null when the run no longer has it. */
  stop: { place: string; area: string } | null
  city: string
  other: TripLeg | null
}

/** What a booking's page shows of its trip (issue #34): which way, its stop's map, its other leg. */
export const tripOf = async (payload: Payload, code: string): Promise<Trip | null> => {
  const { docs } = await payload.find({
    collection: slugs.rideBookings,
    where: { code: { equals: code } },
    select: { bus_run: true, stop: true },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  if (!docs[0]) return null
  const run = await payload.findByID({
    collection: slugs.busRuns,
    id: idOf(docs[0].bus_run),
    select: { direction: true, stops: true, service: true },
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  if (!run) return null
  const service = await payload.findByID({
    collection: slugs.churchServices,
    id: idOf(run.service),
    select: { branch: true },
    overrideAccess: true,
    depth: 1,
    disableErrors: true,
  })
  const branch = service?.branch
  const stop = (run.stops ?? []).find((candidate) => candidate.place === docs[0].stop)
  return {
    direction: run.direction ?? 'to_church',
    stop: stop ? { place: stop.place, area: stop.area } : null,
    city: typeof branch === 'object' && branch ? (branch.state ?? '') : '',
    other: await otherLegOf(payload, code),
  }
}

/** The other leg of a booking's trip: its Home leg, or the To-church booking it returns from. */
const otherLegOf = async (payload: Payload, code: string): Promise<TripLeg | null> => {
  const { docs } = await payload.find({
    collection: slugs.rideBookings,
    where: { or: [{ code: { equals: code } }, { outbound_code: { equals: code } }] },
    select: { code: true, status: true, outbound_code: true },
    overrideAccess: true,
    depth: 0,
    limit: 2,
  })
  const own = docs.find((doc) => doc.code === code)
  const home = docs.find((doc) => doc.outbound_code === code)
  if (home) return { direction: 'home', code: home.code, status: home.status }
  if (!own?.outbound_code) return null
  const { docs: first } = await payload.find({
    collection: slugs.rideBookings,
    where: { code: { equals: own.outbound_code } },
    select: { code: true, status: true },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  return first[0] ? { direction: 'to_church', code: first[0].code, status: first[0].status } : null
}
