// Issue #19, drivers offering seats in their own cars: a verified driver's e-mailed link opens
// their page (and nothing else, nor after their address changes); there they offer a ride to one of
// their church's services from their area, for anyone or for women or men only; Find a Ride lists
// it to visitors choosing that area, and a women-only ride is booked only by someone who says so;
// the driver's page shows who rides. A seat given or given back after the day-before e-mails is
// told to the driver, and a passenger given a seat late gets the driver's details.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { offerAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import { cancelByLink } from '@/lib/rides/bookings'
import { driverLink, driverPath, offerRide, openDriverPage } from '@/lib/rides/driverPage'
import { branchRides } from '@/lib/rides/findRide'
import { sendPassengerLists } from '@/lib/rides/notices'
import { requestSeat, seatMessages } from '@/lib/rides/seatRequest'

import { rest, unusedAddress } from '../helpers/api'
import { dayFromNow, seedActiveChurch, seedBusRun, seedDriver } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'
import { createUser, TEST_PASSWORD } from '../helpers/users'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>
let other: Awaited<ReturnType<typeof seedActiveChurch>>

const offerCopy = ridesCopy.offer

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Offer Chapel')
  other = await seedActiveChurch(payload, 'Other Chapel')
})

const verifiedDriver = async (overrides: Record<string, unknown> = {}) => {
  const driver = await seedDriver(payload, chapel.church, {
    name: 'Chioma Nwosu',
    vehicle: 'Toyota Corolla, blue',
    plate: 'KJA-221-AB',
    seats: 4,
    ...overrides,
  })
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  return driver
}

const linkOf = (driver: { id: number; email: string }) =>
  driverPath(driver).slice('/rides/driver/'.length)

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

const carRunsOf = async (driverId: number) =>
  (
    await payload.find({
      collection: slugs.busRuns,
      where: { driver: { equals: driverId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const offerFields = (link: string, when: string, overrides: Record<string, string> = {}) => ({
  link,
  when,
  area: 'Surulere',
  place: 'Adeniran Ogunsanya Mall gate',
  time: '07:10',
  seats: '3',
  riders: 'women',
  ...overrides,
})

describe('a driver’s page', () => {
  it('the verified e-mail carries the link; it opens the driver’s page and the coming service dates', async () => {
    const driver = await seedDriver(payload, chapel.church, { name: 'Bola Ahmed Tinubu-Ade' })
    const pastor = await createUser(payload, { role: 'church_admin', church: chapel.church })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: pastor.email, password: TEST_PASSWORD },
    })
    const answer = await rest('POST', `/workflows/drivers/${driver.id}/review`, token!, {
      status: 'approved',
    })
    expect(answer.status).toBe(200)
    const [mail] = await mailsTo(driver.email)
    expect(mail.text).toContain(driverLink(driver))

    const page = await openDriverPage(payload, linkOf(driver))
    expect(page).toMatchObject({ name: 'Bola', church: 'Offer Chapel', refusal: null, rides: [] })
    // One Sunday service: its next four Sundays, the soonest first.
    expect(page!.choices).toHaveLength(4)
    const days = page!.choices.map((choice) => choice.value.split(':')[1])
    expect(days).toEqual([...days].sort())
    for (const day of days) expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(0)
    expect(page!.choices[0].label).toContain('First service, Sunday 08:00')
  })

  it('in a church of several branches, each service is named with its branch', async () => {
    // Issue #29: Ikeja's and Surulere's services were listed together, no branch named.
    const grace = await seedActiveChurch(payload, 'Two Branch Assembly')
    const surulere = await payload.create({
      collection: slugs.churchBranches,
      data: {
        church: grace.church,
        name: 'Surulere',
        address: '4 Bode Thomas Street',
        state: 'Lagos',
        lga: 'Surulere',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: slugs.churchServices,
      data: { branch: surulere.id, name: 'Sunday service', day: 'sunday', time: '09:00' },
      overrideAccess: true,
    })
    const driver = await seedDriver(payload, grace.church, { name: 'Kunle Ade' })
    await payload.db.drizzle.execute(
      sql`update drivers set status = 'verified' where id = ${driver.id}`,
    )
    const page = await openDriverPage(payload, linkOf(driver))
    const sunday = page!.choices.slice(0, 2).map((choice) => choice.label.split(' · ')[1])
    expect(sunday.sort()).toEqual([
      'Main: First service, Sunday 08:00',
      'Surulere: Sunday service, Sunday 09:00',
    ])
  })

  it('a changed link opens nothing, nor does the old link once the driver’s e-mail changes', async () => {
    const driver = await verifiedDriver()
    const link = linkOf(driver)
    const last = link.at(-1) === 'A' ? 'B' : 'A'
    expect(await openDriverPage(payload, `${link.slice(0, -1)}${last}`)).toBeNull()
    expect(await openDriverPage(payload, link.replace(/^\d+/, String(driver.id + 1)))).toBeNull()
    expect(await openDriverPage(payload, String(driver.id))).toBeNull()
    await payload.update({
      collection: slugs.drivers,
      id: driver.id,
      data: { email: `moved-${driver.email}` },
      overrideAccess: true,
    })
    expect(await openDriverPage(payload, link)).toBeNull()
  })

  it('a driver not verified, or with a paper expired, is told why and offered no dates', async () => {
    const pending = await seedDriver(payload, chapel.church)
    expect(await openDriverPage(payload, linkOf(pending))).toMatchObject({
      refusal: ridesCopy.driverPage.notVerified,
      choices: [],
    })
    const expired = await verifiedDriver({ insurance_expiry: dayFromNow(-1) })
    const page = await openDriverPage(payload, linkOf(expired))
    expect(page?.refusal).toMatch(/insurance expires on .*: they cannot be given passengers/)
    expect(page?.choices).toEqual([])
    const [first] = (await openDriverPage(payload, linkOf(await verifiedDriver())))!.choices
    expect(await offerRide(payload, offerFields(linkOf(expired), first.value))).toMatchObject({
      ok: false,
      fieldErrors: { when: page?.refusal },
    })
    expect(await carRunsOf(expired.id)).toHaveLength(0)
  })
})

describe('offering a ride', () => {
  it('becomes a women-only car ride in Find a Ride for that area; a request must say everyone is a woman', async () => {
    const driver = await verifiedDriver()
    const link = linkOf(driver)
    const [, second] = (await openDriverPage(payload, link))!.choices
    // Without JavaScript: the form's action, which opens the driver's page again.
    requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
    const data = new FormData()
    for (const [name, value] of Object.entries(offerFields(link, second.value)))
      data.append(name, value)
    const thrown = await offerAction(idleFormState, data).then(
      () => undefined,
      (error: unknown) => error as { digest?: string },
    )
    expect(thrown?.digest?.split(';')[2]).toBe(`/rides/driver/${link}?offered=1#your-rides`)
    const [run] = await carRunsOf(driver.id)
    expect(run).toMatchObject({
      kind: 'car',
      riders: 'women',
      seats: 3,
      church: chapel.church,
      title: 'Car from Surulere',
      stops: [
        expect.objectContaining({
          place: 'Adeniran Ogunsanya Mall gate',
          area: 'Surulere',
          time: '07:10',
        }),
      ],
    })
    expect(run.date.slice(0, 10)).toBe(second.value.split(':')[1])

    const inArea = await branchRides(payload, chapel.branch, { area: 'surulere' })
    expect(inArea.runs.map((r) => [r.id, r.kind, r.riders])).toEqual([[run.id, 'car', 'women']])
    const elsewhere = await seedBusRun(payload, chapel, {
      title: 'Yaba bus',
      stops: [{ place: 'Yaba Market', area: 'Yaba', time: '07:00' }],
    })
    const inYaba = await branchRides(payload, chapel.branch, { area: 'Yaba' })
    expect(inYaba.runs.map((r) => r.id)).toEqual([elsewhere])

    const request = {
      run: String(run.id),
      name: 'Ngozi Okafor',
      phone: '+234 803 555 0101',
      email: `ngozi-${run.id}@example.org`,
      people: '2',
      stop: 'Adeniran Ogunsanya Mall gate',
    }
    expect(await requestSeat(payload, request)).toMatchObject({
      ok: false,
      fieldErrors: { riders_confirmed: seatMessages.riders('women') },
    })
    const [{ count }] = (
      await payload.db.drizzle.execute(
        sql`select count(*)::int as count from ride_bookings where bus_run_id = ${run.id}`,
      )
    ).rows as { count: number }[]
    expect(count).toBe(0)
    expect(await requestSeat(payload, { ...request, riders_confirmed: 'yes' })).toMatchObject({
      ok: true,
      status: 'confirmed',
    })

    // The driver sees who rides; the back office's list counts the seats booked.
    const page = await openDriverPage(payload, link)
    expect(page!.rides).toHaveLength(1)
    expect(page!.rides[0].passengers).toEqual([
      expect.objectContaining({
        name: 'Ngozi Okafor',
        phone: '+2348035550101',
        people: 2,
        stop: 'Adeniran Ogunsanya Mall gate',
        time: '07:10',
      }),
    ])
    const listed = await payload.findByID({
      collection: slugs.busRuns,
      id: run.id,
      overrideAccess: true,
    })
    expect(listed.booked).toBe(2)
  })

  it('every refusal names its field and stores nothing', async () => {
    const driver = await verifiedDriver({ insurance_expiry: dayFromNow(9) })
    const link = linkOf(driver)
    const choices = (await openDriverPage(payload, link))!.choices
    const foreign = (await openDriverPage(payload, linkOf(await otherDriver())))!.choices[0]
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ seats: '5' }, { seats: offerCopy.seatsError(4) }],
      [{ time: '7am' }, { time: offerCopy.timeError }],
      [{ area: ' ' }, { area: expect.any(String) as unknown as string }],
      [{ riders: 'children' }, { riders: offerCopy.ridersError }],
      [{ when: foreign.value }, { when: offerCopy.whenError }],
      [{ when: `${choices[0].value.split(':')[0]}:2031-01-05` }, { when: offerCopy.whenError }],
      [{ link: `${link.slice(0, -1)}x` }, { link: offerCopy.linkError }],
    ]
    for (const [change, errors] of refusals)
      expect(await offerRide(payload, offerFields(link, choices[0].value, change))).toMatchObject({
        ok: false,
        fieldErrors: errors,
      })
    // Insurance ends in 9 days: the Sunday after it is refused with the reason.
    const late = choices.find(
      (choice) => new Date(`${choice.value.split(':')[1]}T12:00:00Z`) > new Date(dayFromNow(10)),
    )!
    const answer = await offerRide(payload, offerFields(link, late.value))
    expect(answer).toMatchObject({ ok: false })
    expect(!answer.ok && answer.fieldErrors.when).toMatch(/insurance expires on/)
    expect(await carRunsOf(driver.id)).toHaveLength(0)
  })

  it('the same offer sent twice at once makes one ride', async () => {
    const driver = await verifiedDriver()
    const link = linkOf(driver)
    const [first] = (await openDriverPage(payload, link))!.choices
    const answers = await Promise.all([
      offerRide(payload, offerFields(link, first.value, { riders: 'anyone' })),
      offerRide(payload, offerFields(link, first.value, { riders: 'anyone' })),
    ])
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true])
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      fieldErrors: { when: offerCopy.already },
    })
    expect(await carRunsOf(driver.id)).toHaveLength(1)
  })
})

const otherDriver = async () => {
  const driver = await seedDriver(payload, other.church)
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  return driver
}

describe('a change after the passenger list went out', () => {
  it('the driver is told of a cancel and of the seat it gives; the new passenger gets the driver’s details', async () => {
    const driver = await verifiedDriver({ name: 'Tunde Bakare' })
    const run = await seedBusRun(payload, chapel, {
      title: 'Car from Ojota',
      kind: 'car',
      driver: driver.id,
      seats: 1,
      date: dayFromNow(1),
      stops: [{ place: 'Ojota Park', area: 'Ojota', time: '06:55' }],
    })
    const ask = (name: string) =>
      requestSeat(payload, {
        run: String(run),
        name,
        phone: '+234 803 555 0202',
        email: `${name.split(' ')[0].toLowerCase()}-${run}@example.org`,
        people: '1',
        stop: 'Ojota Park',
      })
    const first = await ask('Ada Eze')
    const second = await ask('Emeka Obi')
    expect([first.ok && first.status, second.ok && second.status]).toEqual([
      'confirmed',
      'waitlisted',
    ])
    expect(await sendPassengerLists(payload)).toBeGreaterThanOrEqual(1)
    const [list] = await mailsTo(driver.email)
    expect(list.text).toContain('Ada Eze')
    expect(list.text).not.toContain('Emeka Obi')
    expect(list.text).toContain(driverLink(driver))

    expect(
      await cancelByLink(
        payload,
        new URL(first.ok && 'cancelLink' in first ? first.cancelLink : '').pathname.slice(
          '/rides/booking/'.length,
        ),
      ),
    ).toMatchObject({ ok: true, promoted: 1 })
    // Both e-mails are queued together; the queue may send them in either order.
    const told = (await mailsTo(driver.email)).slice(1).map((mail) => mail.text)
    expect(told).toHaveLength(2)
    expect(told).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Emeka Obi now rides with you on Car from Ojota'),
        expect.stringContaining(
          'Ada Eze (1 person, 06:55 Ojota Park) no longer rides with you on Car from Ojota',
        ),
      ]),
    )
    const emeka = await mailsTo(`emeka-${run}@example.org`)
    expect(emeka.map((mail) => mail.text).join('\n')).toContain('KJA-221-AB')
    // Nothing more for anyone when the job runs again.
    expect(await sendPassengerLists(payload)).toBe(0)
    expect(await mailsTo(driver.email)).toHaveLength(3)
  })
})
