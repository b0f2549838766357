// Issue #34, when plans change: a driver cancels their ride from their page with a reason, and
// every passenger booked or waiting is told once, in the cancel's transaction, that the driver had
// to cancel (another driver's link changes nothing); staff and the church's admin hear the reason.
// A weekly run's run cancelled by its church admin tells its passengers once and leaves the others.
// A passenger rates a ride after it. A safeguarding concern reaches staff and its church's admin
// at once, is read only by them (another church's admin can neither read nor count it), and is
// closed only with its outcome written.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { OUTCOME_REQUIRED } from '@collections/Concerns'
import { slugs } from '@collections/slugs'
import { ratingSummary } from '@/lib/db/ratings'
import { bookingPath } from '@/lib/rides/bookings'
import { reportConcern } from '@/lib/rides/concerns'
import { cancelRideAsDriver } from '@/lib/rides/driverCancel'
import { driverPath } from '@/lib/rides/driverPage'
import { rateableLink, rateRide } from '@/lib/rides/ratings'
import { makeWeeklyRuns } from '@/lib/rides/series'

import {
  dayFromNow,
  seedActiveChurch,
  seedBooking,
  seedBusRun,
  seedDriver,
} from '../helpers/churches'
import { queuedEmailsTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>
let other: Awaited<ReturnType<typeof seedActiveChurch>>
let pastor: Awaited<ReturnType<typeof createUser>>
let otherPastor: Awaited<ReturnType<typeof createUser>>
let staff: Awaited<ReturnType<typeof createUser>>
let viewer: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Plans Chapel')
  other = await seedActiveChurch(payload, 'Plans Other Chapel')
  pastor = await createUser(payload, { role: 'church_admin', church: chapel.church })
  otherPastor = await createUser(payload, { role: 'church_admin', church: other.church })
  staff = await createUser(payload, { permissions: { rides: { can_view: true, can_edit: true } } })
  // A plain admin who may only view Rides: no safeguarding concerns.
  viewer = await createUser(payload, {
    permissions: { rides: { can_view: true, can_edit: false } },
  })
})

const verifiedDriver = async (church: number) => {
  const driver = await seedDriver(payload, church)
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  return driver
}

const linkOf = (driver: { id: number; email: string }) =>
  driverPath(driver).slice('/rides/driver/'.length)

let booked = 0
const book = async (
  run: number,
  church: number,
  status: 'confirmed' | 'waitlisted' = 'confirmed',
) => {
  booked += 1
  const email = `plans-${booked}-${run}@example.org`
  const booking = await seedBooking(
    payload,
    { run, church },
    {
      // Six of the codes' letters and digits, as bookSeat makes them: the links parse them.
      code: `FR-PC${String.fromCharCode(65 + Math.floor(booked / 26))}${String.fromCharCode(65 + (booked % 26))}22`,
      passenger_name: `Passenger ${booked}`,
      phone: '+2348030000000',
      email,
    },
  )
  if (status === 'waitlisted')
    await payload.update({
      collection: slugs.rideBookings,
      id: booking.id,
      data: { status },
      overrideAccess: true,
    })
  return { email, code: booking.code }
}

const statusesOn = async (run: number) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { bus_run: { equals: run } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs.map((booking) => booking.status)

describe('a driver cancels their ride', () => {
  it('tells each passenger once, staff and the church admin the reason; another driver’s link changes nothing', async () => {
    const driver = await verifiedDriver(chapel.church)
    const stranger = await verifiedDriver(chapel.church)
    const run = await seedBusRun(payload, chapel, { kind: 'car', seats: 1, driver: driver.id })
    const riders = [await book(run, chapel.church), await book(run, chapel.church, 'waitlisted')]

    // Another driver's link, and the run's own driver without a reason: nothing changes.
    expect(await cancelRideAsDriver(payload, linkOf(stranger), run, 'Car broke down')).toEqual({
      ok: false,
      refused: 'not-yours',
    })
    expect(await cancelRideAsDriver(payload, linkOf(driver), run, '  ')).toEqual({
      ok: false,
      refused: 'reason',
    })
    expect(await statusesOn(run)).toEqual(['confirmed', 'waitlisted'])

    const reason = 'My car broke down on Friday.'
    expect(await cancelRideAsDriver(payload, linkOf(driver), run, reason)).toEqual({ ok: true })
    // A second tap: nothing more.
    expect(await cancelRideAsDriver(payload, linkOf(driver), run, reason)).toEqual({ ok: true })

    const saved = await payload.findByID({
      collection: slugs.busRuns,
      id: run,
      depth: 0,
      overrideAccess: true,
    })
    expect(saved).toMatchObject({ status: 'cancelled', driver_cancel_reason: reason })
    expect(await statusesOn(run)).toEqual(['cancelled', 'cancelled'])
    for (const rider of riders) {
      const mails = await queuedEmailsTo(payload, rider.email)
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain('The driver had to cancel')
      // The driver's own words go to staff, not to passengers.
      expect(mails[0].text).not.toContain(reason)
    }
    for (const told of [staff, pastor]) {
      const mails = (await queuedEmailsTo(payload, told.email)).filter((mail) =>
        mail.subject.includes('cancelled'),
      )
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain(reason)
      expect(mails[0].text).toContain('2 bookings were cancelled')
    }
    expect(
      (await queuedEmailsTo(payload, otherPastor.email)).filter((mail) =>
        mail.subject.includes('cancelled'),
      ),
    ).toHaveLength(0)
  })
})

describe('a weekly run’s run cancelled by its church admin', () => {
  it('leaves the others and tells its passengers once', async () => {
    const series = await payload.create({
      collection: slugs.runSeries,
      data: {
        title: 'Plans weekly bus',
        service: chapel.service,
        stops: [{ place: 'Allen Junction', area: 'Ikeja', time: '07:15' }],
        seats: 10,
      } as never,
      user: pastor,
      overrideAccess: false,
    })
    await makeWeeklyRuns(payload)
    const runsOf = async () =>
      (
        await payload.find({
          collection: slugs.busRuns,
          where: { series: { equals: series.id } },
          sort: 'date',
          overrideAccess: true,
          depth: 0,
        })
      ).docs
    const runs = await runsOf()
    expect(runs).toHaveLength(4)
    const [first, second] = runs
    const rider = await book(first.id, chapel.church)
    const stays = await book(second.id, chapel.church)
    const cancel = () =>
      payload.update({
        collection: slugs.busRuns,
        id: first.id,
        data: { status: 'cancelled' },
        user: pastor,
        overrideAccess: false,
      })
    await cancel()
    // Saved again (a second tap, a staff edit): nobody is told twice.
    await cancel()
    const mails = await queuedEmailsTo(payload, rider.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('is cancelled by the church')
    expect(await queuedEmailsTo(payload, stays.email)).toHaveLength(0)
    const after = (await runsOf()).map((run) => run.status)
    expect(after).toEqual(['cancelled', 'scheduled', 'scheduled', 'scheduled'])
  })
})

describe('a rating after the ride', () => {
  it('is taken for a seat given on a run that went, and refused before it', async () => {
    const past = await seedBusRun(payload, chapel, { date: dayFromNow(-2) })
    const coming = await seedBusRun(payload, chapel)
    const rode = await book(past, chapel.church)
    const notYet = await book(coming, chapel.church)
    const link = (code: string) => bookingPath(code).slice('/rides/booking/'.length)
    expect(await rateRide(payload, link(notYet.code), { rating: '5', comment: '' })).toEqual({
      ok: false,
      refused: 'closed',
    })
    expect(await rateRide(payload, link(rode.code), { rating: '9', comment: '' })).toEqual({
      ok: false,
      refused: 'rating',
    })
    expect(
      await rateRide(payload, link(rode.code), { rating: '4', comment: 'Kind driver, on time.' }),
    ).toEqual({ ok: true })
    const [booking] = (
      await payload.find({
        collection: slugs.rideBookings,
        where: { code: { equals: rode.code } },
        user: pastor,
        overrideAccess: false,
      })
    ).docs
    expect(booking).toMatchObject({ rating: '4', rating_comment: 'Kind driver, on time.' })
    // The dashboards' Ride ratings: this church's for its admin, none of it for another church.
    expect(await ratingSummary(payload, chapel.church)).toEqual({ count: 1, average: 4 })
    expect(await ratingSummary(payload, other.church)).toEqual({ count: 0, average: null })

    // A passenger the driver marked Not here did not ride: no form, and no rating taken.
    const absent = await book(past, chapel.church)
    await payload.db.drizzle.execute(
      sql`update ride_bookings set boarding = 'no_show' where code = ${absent.code}`,
    )
    expect(await rateableLink(payload, link(rode.code))).toBe(true)
    expect(await rateableLink(payload, link(absent.code))).toBe(false)
    expect(await rateRide(payload, link(absent.code), { rating: '1', comment: '' })).toEqual({
      ok: false,
      refused: 'closed',
    })
  })
})

describe('a safeguarding concern', () => {
  let concernId: number

  it('from a booking’s page names its church and ride, and tells staff and that church’s admin once', async () => {
    const run = await seedBusRun(payload, chapel, { date: dayFromNow(-1) })
    const rider = await book(run, chapel.church)
    const outcome = await reportConcern(
      payload,
      {
        booking: bookingPath(rider.code).slice('/rides/booking/'.length),
        what: 'The driver shouted at a child at the stop.',
        when: 'Last Sunday, about 7:30',
        name: 'Ngozi',
        phone: '0803 555 0101',
      },
      '',
    )
    expect(outcome).toEqual({ ok: true })
    const [concern] = (
      await payload.find({
        collection: slugs.concerns,
        where: { booking_code: { equals: rider.code } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    concernId = concern.id
    expect(concern).toMatchObject({
      church: chapel.church,
      bus_run: run,
      status: 'new',
      reporter_phone: '+2348035550101',
    })
    for (const told of [staff, pastor])
      expect(
        (await queuedEmailsTo(payload, told.email)).filter((mail) =>
          mail.subject.includes('safeguarding concern'),
        ),
      ).toHaveLength(1)
    for (const notTold of [otherPastor, viewer])
      expect(
        (await queuedEmailsTo(payload, notTold.email)).filter((mail) =>
          mail.subject.includes('safeguarding concern'),
        ),
      ).toHaveLength(0)
  })

  it('is read by staff and its church’s admin only: another church’s admin cannot read, find or count it', async () => {
    const asked = (user: typeof staff) => ({
      collection: slugs.concerns,
      user,
      overrideAccess: false,
    })
    for (const reader of [staff, pastor])
      expect(
        (await payload.find({ ...asked(reader), where: { id: { equals: concernId } } })).totalDocs,
      ).toBe(1)
    // Another church's admin: its reads are limited to its own church, so this one is not there.
    expect((await payload.find(asked(otherPastor))).totalDocs).toBe(0)
    const byWords = { what_happened: { like: 'shouted' } }
    expect((await payload.count({ ...asked(otherPastor), where: byWords })).totalDocs).toBe(0)
    await expect(payload.findByID({ ...asked(otherPastor), id: concernId })).rejects.toThrow()
    // An admin who only views Rides is refused outright.
    await expect(payload.find(asked(viewer))).rejects.toThrow('not allowed')
    await expect(payload.count({ ...asked(viewer), where: byWords })).rejects.toThrow('not allowed')
  })

  it('from the Safety page names no church: staff only', async () => {
    await reportConcern(payload, { what: 'Something worried me on a bus.', ride: 'Ikeja bus' }, '')
    const found = await payload.find({
      collection: slugs.concerns,
      where: { ride_described: { equals: 'Ikeja bus' } },
      user: pastor,
      overrideAccess: false,
    })
    expect(found.totalDocs).toBe(0)
    expect(
      (
        await payload.find({
          collection: slugs.concerns,
          where: { ride_described: { equals: 'Ikeja bus' } },
          user: staff,
          overrideAccess: false,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('is closed by its church admin only with the outcome written', async () => {
    const close = (outcome?: string) =>
      payload.update({
        collection: slugs.concerns,
        id: concernId,
        data: { status: 'closed', ...(outcome === undefined ? {} : { outcome }) },
        user: pastor,
        overrideAccess: false,
      })
    const refused = { data: { errors: [{ path: 'outcome', message: OUTCOME_REQUIRED }] } }
    await expect(close()).rejects.toMatchObject(refused)
    await expect(close('   ')).rejects.toMatchObject(refused)
    const closed = await close(
      'Spoke with the driver and the parent; the driver is off children’s runs.',
    )
    expect(closed).toMatchObject({ status: 'closed' })
    expect(closed.closed_at).toBeTruthy()
    // What was reported cannot be changed by its readers.
    const edited = await payload.update({
      collection: slugs.concerns,
      id: concernId,
      data: { what_happened: 'Nothing happened.' },
      user: pastor,
      overrideAccess: false,
    })
    expect(edited.what_happened).toBe('The driver shouted at a child at the stop.')
  })
})
