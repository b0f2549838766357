// Issue #19, drivers: a church's admin (or staff) verifies a driver or rejects them with a reason,
// once, and never another church's; only a verified driver whose papers are valid on the service
// date can be put on a bus run (an expired paper blocks it); new papers are verified again; drivers
// are reminded once before a paper expires; and the day before a run the driver gets the passenger
// list and each passenger the driver's first name, car and plate, once, whoever runs the job.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { driverMessages } from '@collections/Rides/driverRules'
import { slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { formatDate } from '@/lib/dates'
import { bookingPath, bookSeat, openBooking } from '@/lib/rides/bookings'
import { sendExpiryReminders, sendPassengerLists } from '@/lib/rides/notices'

import { rest } from '../helpers/api'
import {
  dayFromNow,
  seedActiveChurch,
  seedBooking,
  seedBusRun,
  seedDriver,
} from '../helpers/churches'
import { pdfFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
let own: Awaited<ReturnType<typeof seedActiveChurch>>
let other: Awaited<ReturnType<typeof seedActiveChurch>>
let pastorToken: string
let viewerToken: string

const tokenOf = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password: TEST_PASSWORD } })).token!

beforeAll(async () => {
  payload = await getTestPayload()
  own = await seedActiveChurch(payload, 'Driver Chapel')
  other = await seedActiveChurch(payload, 'Another Chapel')
  const pastor = await createUser(payload, { role: 'church_admin', church: own.church })
  pastorToken = await tokenOf(pastor.email)
  const viewer = await createUser(payload, {
    role: 'admin',
    permissions: allSections(true, false),
  })
  viewerToken = await tokenOf(viewer.email)
})

const review = (id: number, token: string, body: Record<string, unknown>) =>
  rest('POST', `/workflows/drivers/${id}/review`, token, body)

const driverOf = (id: number) =>
  payload.findByID({ collection: slugs.drivers, id, overrideAccess: true, depth: 0 })

const mailsTo = async (to: string) => {
  await payload.jobs.run({ limit: 100 })
  return (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: to } },
      overrideAccess: true,
      pagination: false,
      sort: 'createdAt',
    })
  ).docs
}

const verified = async (church: number, overrides: Record<string, unknown> = {}) => {
  const driver = await seedDriver(payload, church, overrides)
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  return driverOf(driver.id)
}

describe('verifying a driver', () => {
  it('the church admin verifies its own driver once, and is told who; the driver is e-mailed', async () => {
    const driver = await seedDriver(payload, own.church)
    const twice = await Promise.all([
      review(driver.id, pastorToken, { status: 'approved' }),
      review(driver.id, pastorToken, { status: 'approved' }),
    ])
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await driverOf(driver.id)).toMatchObject({ status: 'verified' })
    const mails = await mailsTo(driver.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('you are verified to drive')
  })

  it('another church’s driver is not found by a church admin, and staff who only view may not decide', async () => {
    const stranger = await seedDriver(payload, other.church)
    expect((await review(stranger.id, pastorToken, { status: 'approved' })).status).toBe(404)
    expect((await review(stranger.id, viewerToken, { status: 'approved' })).status).toBe(403)
    expect((await driverOf(stranger.id)).status).toBe('pending')
  })

  it('a rejection needs a reason, which the driver is sent', async () => {
    const driver = await seedDriver(payload, own.church)
    expect(await review(driver.id, pastorToken, { status: 'rejected' })).toMatchObject({
      status: 400,
      body: { error: ridesCopy.driverReview.reasonRequired },
    })
    expect(
      (
        await review(driver.id, pastorToken, {
          status: 'rejected',
          reason: 'The plate is unreadable.',
        })
      ).status,
    ).toBe(200)
    expect(await driverOf(driver.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The plate is unreadable.',
    })
    expect((await mailsTo(driver.email))[0].text).toContain('The plate is unreadable.')
  })

  it('a driver whose insurance has expired is not verified', async () => {
    const driver = await seedDriver(payload, own.church, { insurance_expiry: dayFromNow(-3) })
    expect(await review(driver.id, pastorToken, { status: 'approved' })).toMatchObject({
      status: 409,
      body: {
        error: ridesCopy.driverReview.expired('insurance', formatDate(dayFromNow(-3))),
      },
    })
    expect((await driverOf(driver.id)).status).toBe('pending')
  })

  it('a verified driver whose papers change is verified again', async () => {
    const driver = await verified(own.church)
    const answer = await rest('PATCH', `/drivers/${driver.id}`, pastorToken, {
      insurance_expiry: dayFromNow(400),
    })
    expect(answer.status).toBe(200)
    expect((await driverOf(driver.id)).status).toBe('pending')
    // A phone number is not a paper: nothing to verify again.
    const again = await verified(own.church)
    await rest('PATCH', `/drivers/${again.id}`, pastorToken, { phone: '+234 803 444 9999' })
    expect((await driverOf(again.id)).status).toBe('verified')
  })
})

describe('putting a driver on a bus run', () => {
  const runWith = async (driver: number, overrides: { date?: string; seats?: number } = {}) => {
    const run = await seedBusRun(payload, own, { date: overrides.date ?? dayFromNow(10) })
    return payload.update({
      collection: slugs.busRuns,
      id: run,
      data: { driver, ...(overrides.seats ? { seats: overrides.seats } : {}) },
      overrideAccess: true,
      depth: 0,
    })
  }
  const refusedWith = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (thrown: unknown) => thrown as { data?: { errors?: { path: string; message: string }[] } },
    )
    return error?.data?.errors?.find((issue) => issue.path === 'driver')?.message
  }

  it('takes a verified driver of the church whose papers are valid on the day', async () => {
    const driver = await verified(own.church)
    expect((await runWith(driver.id)).driver).toBe(driver.id)
  })

  it('refuses a driver whose insurance expires before the service date', async () => {
    const expires = dayFromNow(5)
    const driver = await verified(own.church, { insurance_expiry: expires })
    expect(await refusedWith(runWith(driver.id, { date: dayFromNow(10) }))).toBe(
      driverMessages.expired('insurance', formatDate(expires)),
    )
    // Valid through the day it expires on.
    expect((await runWith(driver.id, { date: expires })).driver).toBe(driver.id)
  })

  it('refuses a driver not verified, another church’s, or a run with more seats than the car', async () => {
    const pending = await seedDriver(payload, own.church)
    expect(await refusedWith(runWith(pending.id))).toBe(driverMessages.notVerified)
    const stranger = await verified(other.church)
    expect(await refusedWith(runWith(stranger.id))).toBe(driverMessages.otherChurch)
    const car = await verified(own.church, { seats: 4 })
    expect(await refusedWith(runWith(car.id, { seats: 10 }))).toBe(driverMessages.seats(4))
  })
})

describe('the ride-notices job', () => {
  it('reminds a driver once before a paper expires, and not a month ahead', async () => {
    const soon = await verified(own.church, { roadworthiness_expiry: dayFromNow(6) })
    const later = await verified(own.church, { insurance_expiry: dayFromNow(30) })
    await Promise.all([sendExpiryReminders(payload), sendExpiryReminders(payload)])
    await sendExpiryReminders(payload)
    const mails = await mailsTo(soon.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain(
      `your roadworthiness certificate expires on ${formatDate(dayFromNow(6))}`,
    )
    expect(await mailsTo(later.email)).toHaveLength(0)
  })

  it('reminds of each paper: the next one coming due after the first was told is told too', async () => {
    const driver = await verified(own.church, {
      licence_expiry: dayFromNow(3),
      insurance_expiry: dayFromNow(20),
    })
    await sendExpiryReminders(payload)
    // Sent before the next reminder is queued: both e-mail jobs in one run may finish in any order.
    expect(await mailsTo(driver.email)).toHaveLength(1)
    // A week on, as it were: the insurance now ends within the fortnight, the licence still first.
    await payload.db.drizzle.execute(
      sql`update drivers set insurance_expiry = ${dayFromNow(10)}::timestamptz where id = ${driver.id}`,
    )
    await Promise.all([sendExpiryReminders(payload), sendExpiryReminders(payload)])
    await sendExpiryReminders(payload)
    expect((await mailsTo(driver.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`your driving licence expires on ${formatDate(dayFromNow(3))}`),
      expect.stringContaining(`your insurance expires on ${formatDate(dayFromNow(10))}`),
    ])
  })

  it('the day before a run: the driver gets the confirmed passengers, each passenger the driver, once', async () => {
    const driver = await verified(own.church, { name: 'Musa Ibrahim Bello' })
    const run = await seedBusRun(payload, own, {
      date: dayFromNow(1),
      seats: 3,
      stops: [
        { place: 'Allen Junction', area: 'Ikeja', time: '07:15' },
        { place: 'Ojota Park', area: 'Ojota', time: '06:50' },
      ],
    })
    await payload.update({
      collection: slugs.busRuns,
      id: run,
      data: { driver: driver.id },
      overrideAccess: true,
    })
    let n = 0
    const book = (name: string, stop: string, status: 'confirmed' | 'waitlisted') =>
      payload.create({
        collection: slugs.rideBookings,
        data: {
          code: `FR-LSTA${++n + 1}B`,
          bus_run: run,
          church: own.church,
          passenger_name: name,
          phone: `+234 803 777 000${n}`,
          email: `list-${run}-${n}@example.org`,
          people: 1,
          stop,
          status,
          booked_at: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    const ada = await book('Ada Eze', 'Allen Junction', 'confirmed')
    const emeka = await book('Emeka Obi', 'Ojota Park', 'confirmed')
    const waiting = await book('Funke Adebayo', 'Allen Junction', 'waitlisted')

    const counts = await Promise.all([sendPassengerLists(payload), sendPassengerLists(payload)])
    expect(counts.sort()).toEqual([0, 1])
    expect(await sendPassengerLists(payload)).toBe(0)

    const [list] = await mailsTo(driver.email)
    expect(list.subject).toContain('passengers for Ikeja bus')
    // Stop by stop, in pickup order; the waitlisted passenger is not on it.
    expect(list.text).toMatch(
      /06:50 Ojota Park: Emeka Obi, \+234 803 777 0002[\s\S]*07:15 Allen Junction: Ada Eze/,
    )
    expect(list.text).not.toContain('Funke')
    for (const passenger of [ada, emeka]) {
      const mails = await mailsTo(String(passenger.email))
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain(
        'Your driver is Musa, in a Toyota Hiace, white, plate LND-482-KJ.',
      )
      expect(mails[0].text).not.toContain('Bello')
    }
    expect(await mailsTo(String(waiting.email))).toHaveLength(0)
    // The booking's own page names the driver the same way.
    const link = bookingPath(ada.code).slice('/rides/booking/'.length)
    expect((await openBooking(payload, link))?.driver).toBe(
      'Musa, Toyota Hiace, white, plate LND-482-KJ',
    )
  })

  it('sends nothing for a run whose driver’s papers have expired since', async () => {
    const driver = await verified(own.church)
    const run = await seedBusRun(payload, own, { date: dayFromNow(1) })
    await payload.update({
      collection: slugs.busRuns,
      id: run,
      data: { driver: driver.id },
      overrideAccess: true,
    })
    await payload.db.drizzle.execute(
      sql`update drivers set insurance_expiry = ${dayFromNow(-1)}::timestamptz where id = ${driver.id}`,
    )
    expect(await sendPassengerLists(payload)).toBe(0)
    expect(await mailsTo(driver.email)).toHaveLength(0)
  })

  // Issue #29: passengers of a church bus with no driver named were never reminded.
  it('reminds the passengers of a bus run with no driver named, once, with their stop and time', async () => {
    const run = await seedBusRun(payload, own, { date: dayFromNow(1), title: 'Driverless bus' })
    const booking = await seedBooking(
      payload,
      { run, church: own.church },
      {
        code: 'FR-NDRV2B',
        passenger_name: 'Bisi Ade',
        phone: '+234 803 777 1000',
        email: `no-driver-${run}@example.org`,
      },
    )
    expect(await sendPassengerLists(payload)).toBe(1)
    expect(await sendPassengerLists(payload)).toBe(0)
    const mails = await mailsTo(String(booking.email))
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('your ride tomorrow (FR-NDRV2B)')
    expect(mails[0].text).toContain('from Allen Junction at 07:15')
    expect(mails[0].text).not.toContain('Your driver is')

    // Someone given a seat after the list went out is reminded too, though no driver is told.
    const late = `no-driver-late-${run}@example.org`
    const booked = await bookSeat(payload, {
      runId: run,
      name: 'Kunle Ade',
      phone: '+2348037771001',
      email: late,
      people: 1,
      stop: 'Allen Junction',
    })
    expect(booked).toMatchObject({ ok: true, status: 'confirmed' })
    // Both e-mails leave in one batch, in either order.
    const lateMails = await mailsTo(late)
    expect(lateMails.map((mail) => mail.subject).toSorted()).toEqual([
      expect.stringContaining('your ride is booked'),
      expect.stringContaining('your ride tomorrow'),
    ])
  })
})

describe('a driver’s papers', () => {
  it('a church admin uploads papers and adds a driver with them: both are its church’s', async () => {
    const pastor = await payload.find({
      collection: slugs.users,
      where: { church: { equals: own.church } },
      overrideAccess: true,
      depth: 0,
    })
    const user = { ...pastor.docs[0], collection: 'users' as const }
    const paper = await payload.create({
      collection: slugs.driverDocuments,
      data: { church: other.church },
      file: pdfFile('licence.pdf'),
      user,
      overrideAccess: false,
      depth: 0,
    })
    expect(paper.church).toBe(own.church)
    const driver = await seedDriver(payload, other.church, {
      roadworthiness_document: paper.id,
      insurance_document: paper.id,
    }).catch((error: unknown) => error)
    // Staff naming this church's paper for another church's driver are refused too.
    expect((driver as { name?: string }).name).toBe('ValidationError')
    const mine = await payload.create({
      collection: slugs.drivers,
      data: {
        church: other.church,
        name: 'Chidi Okeke',
        email: 'chidi@example.org',
        phone: '+234 803 555 1234',
        emergency_contact_name: 'Ngozi Okeke',
        emergency_contact_phone: '+234 803 555 4321',
        licence_number: 'LAG-CD-5678',
        licence_expiry: dayFromNow(300),
        vehicle: 'Honda Odyssey, blue',
        plate: 'KJA-101-AA',
        seats: 6,
        roadworthiness_document: paper.id,
        roadworthiness_expiry: dayFromNow(300),
        insurance_document: paper.id,
        insurance_expiry: dayFromNow(300),
      } as never,
      user,
      overrideAccess: false,
      depth: 0,
    })
    expect(mine).toMatchObject({ church: own.church, status: 'pending' })
  })

  it('another church’s paper cannot be named by a church admin, and stays that church’s', async () => {
    const strangersPaper = await payload.create({
      collection: slugs.driverDocuments,
      data: { church: other.church },
      file: pdfFile('Bisi-Ade-insurance.pdf'),
      overrideAccess: true,
    })
    const mine = await verified(own.church)
    const answer = await rest('PATCH', `/drivers/${mine.id}`, pastorToken, {
      insurance_document: strangersPaper.id,
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('Please upload the paper for this driver.')
    const after = await payload.findByID({
      collection: slugs.driverDocuments,
      id: strangersPaper.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(after.church).toBe(other.church)
    // Stored under a name of its own, not the driver's.
    expect(after.filename).toMatch(/^paper-\d+-[0-9a-f]{6}\.pdf$/)
  })

  it('a paper a driver names cannot be deleted; deleting the driver takes their papers along', async () => {
    const driver = await seedDriver(payload, own.church)
    const paper = driver.insurance_document as number
    const refused = await rest('DELETE', `/driver-documents/${paper}`, pastorToken)
    expect(refused.status).toBe(400)
    expect((await rest('DELETE', `/drivers/${driver.id}`, pastorToken)).status).toBe(200)
    const left = await payload.count({
      collection: slugs.driverDocuments,
      where: { id: { equals: paper } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
