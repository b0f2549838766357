import { createLocalReq, type Payload } from 'payload'

import { driverRefusal } from '@collections/Rides/driverRules'
import { SERVICE_TIME } from '@collections/Churches/Services'
import { SERVICE_DAY_LABELS, SERVICE_DAYS, RUN_RIDERS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { formatDate, isoDay, startOfLagosDay } from '@/lib/dates'
import { lockDriver } from '@/lib/db/drivers'
import { offeredRideOf, waitingOn } from '@/lib/db/rides'
import { checkText, type FieldErrors } from '@/lib/forms/rules'
import { textFields } from '@/lib/forms/textFields'
import type { FormOutcome } from '@/lib/http/responses'
import { signatureMatches, signText } from '@/lib/signing'
import { siteUrl } from '@/lib/siteUrl'
import { inTransaction } from '@/lib/workflows/asUser'

import { firstName } from './names'
import { confirmedPassengers, type Passenger } from './passengers'
import { runDayOf, type RunDayView } from './runDay'

/**
 * A volunteer driver's own page (issue #19), opened from the link their e-mails carry: no account,
 * the address is the driver's id signed with their e-mail address (so a changed address retires
 * the old link). There a verified driver offers seats in their own car to one of their church's
 * services from their area, for anyone or for women or men only, and sees who rides with them.
 */

const LINK_PURPOSE = 'ride-driver-link'

export type DriverRow = {
  id: number
  name: string
  email: string
  status: 'pending' | 'verified' | 'rejected'
  church: number | { id: number }
  vehicle: string
  plate: string
  seats: number
}

const signedText = (driver: { id: number; email: string }) =>
  `${driver.id}:${driver.email.trim().toLowerCase()}`

export const driverPath = (driver: { id: number; email: string }) =>
  `/rides/driver/${driver.id}.${signText(LINK_PURPOSE, signedText(driver))}`

export const driverLink = (driver: { id: number; email: string }) =>
  `${siteUrl()}${driverPath(driver)}`

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The driver a link opens; null for a malformed or tampered one, or a driver no longer there. */
export const driverOfLink = async (payload: Payload, link: string): Promise<DriverRow | null> => {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(link)
  if (!match) return null
  const driver = (await payload.findByID({
    collection: slugs.drivers,
    id: Number(match[1]),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as DriverRow | null
  return driver && signatureMatches(LINK_PURPOSE, signedText(driver), match[2]) ? driver : null
}

export type OfferChoice = { value: string; label: string }

export type DriverRide = {
  id: number
  title: string
  date: string
  service: string
  kind: 'bus' | 'car'
  riders: 'anyone' | 'women' | 'men'
  seats: number
  stops: { place: string; area: string; time: string }[]
  /** To church, or home after the service (issue #34). */
  direction: 'to_church' | 'home'
  passengers: Passenger[]
  waiting: number
  /** On the run's day: the driver's marks and the run's close (issue #34); null on other days. */
  day: RunDayView | null
}

export type DriverPage = {
  name: string
  church: string
  status: DriverRow['status']
  vehicle: string
  plate: string
  seats: number
  /** Why they cannot offer a ride today (not verified, a paper expired); null when they can. */
  refusal: string | null
  choices: OfferChoice[]
  rides: DriverRide[]
}

/** How many coming dates of each service a driver may offer a ride to. */
const WEEKS_AHEAD = 4

/** The next dates (yyyy-MM-dd, Lagos's calendar, today included) that fall on this weekday. */
const nextDates = (day: (typeof SERVICE_DAYS)[number], count = WEEKS_AHEAD): string[] => {
  const today = new Date(`${isoDay(new Date())}T12:00:00.000Z`)
  const offset = (SERVICE_DAYS.indexOf(day) - today.getUTCDay() + 7) % 7
  return Array.from({ length: count }, (_, week) =>
    new Date(today.getTime() + (offset + 7 * week) * 24 * 3600 * 1000).toISOString().slice(0, 10),
  )
}

type ServiceRow = {
  id: number
  name: string
  day: (typeof SERVICE_DAYS)[number]
  time: string
  /** The branch's name, when the church has more than one: 'Surulere: Sunday service'. */
  branch: string | null
}

const servicesOf = async (payload: Payload, churchId: number): Promise<ServiceRow[]> => {
  const { docs } = await payload.find({
    collection: slugs.churchServices,
    where: { church: { equals: churchId } },
    select: { name: true, day: true, time: true, branch: true },
    populate: { [slugs.churchBranches]: { name: true } },
    sort: 'name',
    pagination: false,
    overrideAccess: true,
    depth: 1,
  })
  const branchName = (service: (typeof docs)[number]) =>
    typeof service.branch === 'object' && service.branch ? service.branch.name : null
  const branches = new Set(docs.map(branchName))
  return docs.map((service) => ({
    id: service.id,
    name: service.name,
    day: service.day as ServiceRow['day'],
    time: service.time,
    branch: branches.size > 1 ? branchName(service) : null,
  }))
}

/** A service as a driver reads it: its branch's name first when the church has several. */
const serviceLabel = (service: ServiceRow) =>
  service.branch ? `${service.branch}: ${service.name}` : service.name

/** Each coming date of each of the church's services, as one choice: '<service id>:<yyyy-MM-dd>'. */
const offerChoices = (services: ServiceRow[]): OfferChoice[] =>
  services
    .flatMap((service) =>
      nextDates(service.day).map((day) => ({
        value: `${service.id}:${day}`,
        label: `${formatDate(`${day}T12:00:00.000Z`)} · ${serviceLabel(service)}, ${SERVICE_DAY_LABELS[service.day]} ${service.time}`,
        day,
      })),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.label.localeCompare(b.label))
    .map(({ value, label }) => ({ value, label }))

/** The driver's coming rides (their car's, or a church bus they drive), with who rides. */
const comingRides = async (payload: Payload, driverId: number, services: ServiceRow[]) => {
  const runs = await payload.find({
    collection: slugs.busRuns,
    where: {
      driver: { equals: driverId },
      status: { equals: 'scheduled' },
      date: { greater_than_equal: startOfLagosDay().toISOString() },
    },
    select: {
      title: true,
      date: true,
      service: true,
      kind: true,
      riders: true,
      seats: true,
      stops: true,
      direction: true,
    },
    sort: 'date',
    limit: 50,
    overrideAccess: true,
    depth: 0,
  })
  const serviceName = new Map(services.map((s) => [s.id, `${serviceLabel(s)}, ${s.time}`]))
  const rides: DriverRide[] = []
  for (const run of runs.docs) {
    const waiting = await waitingOn(payload, run.id)
    rides.push({
      id: run.id,
      title: run.title,
      date: run.date,
      service: serviceName.get(idOf(run.service as number)) ?? '',
      kind: run.kind ?? 'bus',
      riders: run.riders ?? 'anyone',
      seats: run.seats,
      stops: (run.stops ?? []).map(({ place, area, time }) => ({ place, area, time })),
      direction: run.direction ?? 'to_church',
      passengers: await confirmedPassengers(payload, run.id),
      waiting,
      day: await runDayOf(payload, run),
    })
  }
  return rides
}

/** Why this driver may not offer a ride now; null when they may. */
const refusalToday = async (payload: Payload, driver: DriverRow) => {
  if (driver.status !== 'verified') return ridesCopy.driverPage.notVerified
  return driverRefusal(await createLocalReq({}, payload), driver.id, {
    church: driver.church,
    date: new Date().toISOString(),
  })
}

/** What a driver's link opens, or null when it opens nothing. */
export const openDriverPage = async (
  payload: Payload,
  link: string,
): Promise<DriverPage | null> => {
  const driver = await driverOfLink(payload, link)
  if (!driver) return null
  const churchId = idOf(driver.church)
  const church = await payload.findByID({
    collection: slugs.churches,
    id: churchId,
    select: { name: true },
    depth: 0,
    overrideAccess: true,
  })
  const services = await servicesOf(payload, churchId)
  const refusal = await refusalToday(payload, driver)
  return {
    name: firstName(driver.name),
    church: church.name,
    status: driver.status,
    vehicle: driver.vehicle,
    plate: driver.plate,
    seats: driver.seats,
    refusal,
    choices: refusal ? [] : offerChoices(services),
    rides: await comingRides(payload, driver.id, services),
  }
}

export const OFFER_FIELDS = ['link', 'when', 'area', 'place', 'time', 'seats', 'riders'] as const

type OfferInput = Partial<Record<(typeof OFFER_FIELDS)[number], string>>

const offerCopy = ridesCopy.offer

/** Every error of an offer at once, by field name. */
const checkOffer = (input: OfferInput, driver: DriverRow, choices: OfferChoice[]) => {
  const errors: FieldErrors = {}
  if (!choices.some((choice) => choice.value === input.when)) errors.when = offerCopy.whenError
  checkText(errors, 'area', input.area, { required: true, max: 80 })
  checkText(errors, 'place', input.place, { required: true, max: 120 })
  if (!SERVICE_TIME.test((input.time ?? '').trim())) errors.time = offerCopy.timeError
  const seats = Number(input.seats)
  if (!/^\d{1,3}$/.test((input.seats ?? '').trim()) || seats < 1 || seats > driver.seats)
    errors.seats = offerCopy.seatsError(driver.seats)
  if (!RUN_RIDERS.some((option) => option.value === input.riders))
    errors.riders = offerCopy.ridersError
  return errors
}

export type OfferOutcome = { ok: true; path: string } | Exclude<FormOutcome, { ok: true }>

const refused = (fieldErrors: FieldErrors): OfferOutcome => ({
  ok: false,
  code: 'invalid',
  fieldErrors,
})

/**
 * A verified driver offers seats in their own car: one ride to one service on one date, from one
 * pickup place in their area, with as many seats as their car has, for anyone or for women or men
 * only. It becomes a run of the 'car' kind of their church, listed by Find a Ride to visitors who
 * choose that area and booked like any bus (seats decided under the run's lock, the waitlist, the
 * day-before e-mails). Decided under the driver's row lock: the same offer sent twice (a second
 * tap, a lost answer) makes one ride.
 */
export const offerRide = async (
  payload: Payload,
  fields: Record<string, unknown>,
): Promise<OfferOutcome> => {
  const input = textFields(fields, OFFER_FIELDS)
  const driver = await driverOfLink(payload, input.link ?? '')
  if (!driver) return refused({ link: offerCopy.linkError })
  const refusal = await refusalToday(payload, driver)
  if (refusal) return refused({ when: refusal })
  const choices = offerChoices(await servicesOf(payload, idOf(driver.church)))
  const errors = checkOffer(input, driver, choices)
  if (Object.keys(errors).length > 0) return refused(errors)
  const [serviceId, day] = (input.when as string).split(':')
  const date = `${day}T12:00:00.000Z`
  const area = input.area!.trim()
  return inTransaction(
    payload,
    async (req): Promise<OfferOutcome> => {
      await lockDriver(payload, req, driver.id)
      const existing = await offeredRideOf(payload, req, {
        driverId: driver.id,
        serviceId: Number(serviceId),
        date,
      })
      if (existing) return refused({ when: offerCopy.already })
      // The papers must hold on the service date, not only today.
      const onTheDay = await driverRefusal(req, driver.id, { church: driver.church, date })
      if (onTheDay) return refused({ when: onTheDay })
      await payload.create({
        collection: slugs.busRuns,
        data: {
          church: idOf(driver.church),
          title: offerCopy.rideTitle(area),
          service: Number(serviceId),
          date,
          seats: Number(input.seats),
          kind: 'car',
          riders: input.riders as DriverRide['riders'],
          visibility: 'public',
          status: 'scheduled',
          driver: driver.id,
          stops: [{ place: input.place!.trim(), area, time: input.time!.trim() }],
        },
        overrideAccess: true,
        req,
      })
      return { ok: true, path: driverPath(driver) }
    },
    (outcome) => outcome.ok,
  )
}
