// Issue #19, Find a Ride: a visitor sees the active churches' coming bus runs with their free seats,
// and requests seats. Every rule is the server's: a child under 18 rides only with a guardian's
// consent recorded, a members-only run needs its church's code, a request larger than the bus or
// for a stop it does not make is refused, and a refusal stores nothing. The booking's link opens
// its page's data and cancels it, once.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { messages } from '@/lib/forms/rules'
import { rideAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import { privacyNoticeVersion } from '@/lib/legal/noticeVersion'
import { cancelByLink, openBooking, withdrawGuardianConsent } from '@/lib/rides/bookings'
import { bookableRun, branchRides, listBranches } from '@/lib/rides/findRide'
import { ALREADY_BOOKED_PATH, requestSeat, seatMessages } from '@/lib/rides/seatRequest'
import { ridesCopy } from '@/copy/rides'

import { postJson, unusedAddress } from '../helpers/api'
import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
let grace: { church: number; branch: number; service: number }
let publicRun: number
let membersRun: number

const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  payload = await getTestPayload()
  grace = await seedActiveChurch(payload, 'Grace Assembly')
  await payload.update({
    collection: slugs.churches,
    id: grace.church,
    data: { member_code: 'Shepherd' },
    overrideAccess: true,
  })
  publicRun = await seedBusRun(payload, grace, {
    title: 'Ikeja bus',
    seats: 3,
    stops: [
      { place: 'Allen Junction', area: 'Ikeja', time: '07:15' },
      { place: 'Ojota Park', area: 'Ojota', time: '07:35' },
    ],
  })
  membersRun = await seedBusRun(payload, grace, {
    title: 'Members bus',
    visibility: 'members',
    stops: [{ place: 'Yaba Market', area: 'Yaba', time: '07:00' }],
  })
  // Neither of these is offered: one has gone, the other is cancelled.
  await seedBusRun(payload, grace, {
    title: 'Last week’s bus',
    date: new Date(Date.now() - 7 * DAY).toISOString(),
  })
  const cancelled = await seedBusRun(payload, grace, { title: 'Cancelled bus' })
  await payload.update({
    collection: slugs.busRuns,
    id: cancelled,
    data: { status: 'cancelled' },
    overrideAccess: true,
  })
  // A church still waiting for review offers nothing.
  await payload.create({
    collection: slugs.churches,
    data: {
      name: 'Pending Chapel',
      contact_name: 'Pastor Bisi',
      contact_email: 'bisi@example.org',
      contact_phone: '+234 803 111 1111',
      status: 'pending',
      registered_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
})

const request = (fields: Record<string, string> = {}) => ({
  run: String(publicRun),
  name: 'Ngozi Okafor',
  phone: '+234 803 555 0101',
  email: `ngozi-${Math.random().toString(36).slice(2)}@example.org`,
  people: '1',
  stop: 'Allen Junction',
  ...fields,
})

const bookingsOf = async (email: string) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const consentsOf = async (email: string) =>
  (
    await payload.find({
      collection: slugs.consents,
      where: { email: { equals: email } },
      sort: 'at',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const allBookings = async () =>
  (await payload.count({ collection: slugs.rideBookings, overrideAccess: true })).totalDocs

describe('what a visitor sees', () => {
  it('lists the branches of active churches only', async () => {
    const branches = await listBranches(payload)
    expect(branches).toEqual([
      { id: grace.branch, name: 'Main', church: 'Grace Assembly', place: 'Ikeja, Lagos' },
    ])
  })

  it('shows the coming scheduled runs with their free seats, by area, and the areas served', async () => {
    const all = await branchRides(payload, grace.branch)
    expect(all.runs.map((run) => run.title)).toEqual(['Ikeja bus', 'Members bus'])
    expect(all.areas).toEqual(['Ikeja', 'Ojota', 'Yaba'])
    expect(all.services).toEqual([{ id: grace.service, label: 'First service, Sunday 08:00' }])
    expect(all.runs[1]).toMatchObject({ membersOnly: true, seats: 10, free: 10 })

    const ojota = await branchRides(payload, grace.branch, { area: 'ojota' })
    expect(ojota.runs.map((run) => run.title)).toEqual(['Ikeja bus'])
    // A service of another branch (left in the address from an earlier choice) filters nothing.
    const stale = await branchRides(payload, grace.branch, { service: 999_999, area: 'Nowhere' })
    expect(stale.runs).toHaveLength(2)
    expect(stale.chosen).toEqual({ service: undefined, area: undefined })
    // Nothing of a church's members' code or contact reaches the page's data.
    expect(JSON.stringify(all)).not.toMatch(/Shepherd|pastor@example/)
  })
})

describe('a seat request', () => {
  it('names every missing field at once and stores nothing', async () => {
    const before = await allBookings()
    const answer = await requestSeat(payload, {
      run: String(publicRun),
      name: '',
      phone: '',
      email: '',
      people: '',
      stop: '',
    })
    expect(answer).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        name: messages.required,
        phone: messages.required,
        email: messages.required,
        people: messages.required,
        stop: seatMessages.stop,
      },
    })
    expect(await allBookings()).toBe(before)
  })

  it('refuses a child under 18 without a guardian’s consent, and records the consent when given', async () => {
    const fields = request({ minors: 'yes', guardian_name: 'Mrs Okafor', guardian_phone: '' })
    const refused = await requestSeat(payload, fields)
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { guardian_phone: messages.required, guardian_consent: seatMessages.consent },
    })
    expect(await bookingsOf(fields.email)).toEqual([])

    const answer = await requestSeat(payload, {
      ...fields,
      guardian_phone: '+234 803 555 0199',
      guardian_consent: 'yes',
    })
    expect(answer).toMatchObject({ ok: true, status: 'confirmed' })
    const [booking] = await bookingsOf(fields.email)
    expect(booking).toMatchObject({
      minors: true,
      guardian_name: 'Mrs Okafor',
      guardian_phone: '+2348035550199',
    })
    expect(Date.now() - new Date(booking.guardian_consent_at!).getTime()).toBeLessThan(60_000)
  })

  // Issue #32: the guardian's consent is a record of its own, kept in the booking's transaction.
  it('keeps the guardian’s consent with the notice’s version and time, and its withdrawal from the booking’s page', async () => {
    const fields = request({ minors: 'yes', guardian_name: 'Mrs Okafor', guardian_phone: '' })
    await requestSeat(payload, fields)
    expect(await consentsOf(fields.email)).toEqual([])

    // The booking's e-mail cannot be queued: the booking and its consent are rolled back together.
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('queue down'))
    const withConsent = { ...fields, guardian_phone: '+234 803 555 0199', guardian_consent: 'yes' }
    await expect(requestSeat(payload, withConsent)).rejects.toThrow('queue down')
    queue.mockRestore()
    expect(await bookingsOf(fields.email)).toEqual([])
    expect(await consentsOf(fields.email)).toEqual([])

    const answer = await requestSeat(payload, withConsent)
    if (!answer.ok || answer.status === 'already-booked') throw new Error('not booked')
    const [given] = await consentsOf(fields.email)
    expect(given).toMatchObject({
      phone: '+2348035550199',
      purpose: 'guardian_ride',
      choice: 'granted',
      source: 'seat_request',
      reference: answer.code,
      notice_version: await privacyNoticeVersion(payload),
    })
    expect(Date.now() - new Date(given.at).getTime()).toBeLessThan(60_000)
    const link = new URL(answer.cancelLink).pathname.split('/').pop()!
    expect(await openBooking(payload, link)).toMatchObject({ guardianConsent: 'granted' })

    // Withdrawn in one step: a new record, and the booking cancelled (a child rides only with it).
    expect(await withdrawGuardianConsent(payload, link)).toMatchObject({ ok: true })
    const records = await consentsOf(fields.email)
    expect(records.map((record) => [record.choice, record.source])).toEqual([
      ['granted', 'seat_request'],
      ['withdrawn', 'booking_page'],
    ])
    expect(await openBooking(payload, link)).toMatchObject({
      status: 'cancelled',
      guardianConsent: 'withdrawn',
    })
  })

  it('asks no consent of a booking without a child', async () => {
    const fields = request()
    const answer = await requestSeat(payload, fields)
    if (!answer.ok || answer.status === 'already-booked') throw new Error('not booked')
    expect(await consentsOf(fields.email)).toEqual([])
    const link = new URL(answer.cancelLink).pathname.split('/').pop()!
    expect(await openBooking(payload, link)).toMatchObject({ guardianConsent: null })
    // Its seat goes back, for the requests below.
    expect(await cancelByLink(payload, link)).toMatchObject({ ok: true })
  })

  it('refuses more people than the bus has seats, and a stop it does not make', async () => {
    const fields = request({ people: '4', stop: 'Somewhere else' })
    expect(await requestSeat(payload, fields)).toMatchObject({
      ok: false,
      fieldErrors: { people: seatMessages.tooMany(3), stop: seatMessages.stop },
    })
    expect(await bookingsOf(fields.email)).toEqual([])
  })

  it('a members-only run needs its church’s code, in any case', async () => {
    const base = request({ run: String(membersRun), stop: 'Yaba Market' })
    expect(await requestSeat(payload, base)).toMatchObject({
      fieldErrors: { member_code: seatMessages.memberCode },
    })
    expect(await requestSeat(payload, { ...base, member_code: 'wolf' })).toMatchObject({
      fieldErrors: { member_code: seatMessages.memberCodeWrong },
    })
    expect(await bookingsOf(base.email)).toEqual([])
    expect(await requestSeat(payload, { ...base, member_code: ' shepherd ' })).toMatchObject({
      ok: true,
      status: 'confirmed',
    })
  })

  it('a bus run names a service of its own church only', async () => {
    const elsewhere = await seedActiveChurch(payload, 'Elsewhere Chapel')
    const refused = await seedBusRun(payload, {
      church: grace.church,
      service: elsewhere.service,
    }).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
    )
    expect(refused).toMatchObject([
      { path: 'service', message: 'This service belongs to another church.' },
    ])
  })

  it('a church that is no longer active offers nothing', async () => {
    const closing = await seedActiveChurch(payload, 'Closing Chapel')
    const run = await seedBusRun(payload, closing)
    expect(await bookableRun(payload, run)).not.toBeNull()
    await payload.db.drizzle.execute(
      sql`update churches set status = 'rejected' where id = ${closing.church}`,
    )
    expect(await bookableRun(payload, run)).toBeNull()
  })

  it('refuses a run that has gone or is cancelled', async () => {
    const past = await seedBusRun(payload, grace, {
      title: 'Yesterday',
      date: new Date(Date.now() - 2 * DAY).toISOString(),
    })
    const fields = request({ run: String(past) })
    expect(await requestSeat(payload, fields)).toMatchObject({
      ok: false,
      fieldErrors: { run: seatMessages.runGone },
    })
    expect(await bookingsOf(fields.email)).toEqual([])
  })
})

describe('the booking’s link', () => {
  it('without JavaScript the request opens the booking’s page, whose link shows it and cancels it once', async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
    const fields = request({ people: '2', stop: 'Ojota Park' })
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    const thrown = await rideAction(idleFormState, data).then(
      () => undefined,
      (error: unknown) => error as { digest?: string },
    )
    const location = thrown?.digest?.split(';')[2] ?? ''
    const [booking] = await bookingsOf(fields.email)
    expect(location).toMatch(new RegExp(`^/rides/booking/${booking.code}\\.[\\w-]{43}$`))
    const link = location.slice('/rides/booking/'.length)

    const view = await openBooking(payload, link)
    expect(view).toMatchObject({
      code: booking.code,
      status: 'confirmed',
      people: 2,
      stop: 'Ojota Park',
      stopTime: '07:35',
      run: 'Ikeja bus',
      church: 'Grace Assembly, Main',
      driver: null,
    })
    // Nothing of the passenger's own details is on the page.
    expect(JSON.stringify(view)).not.toMatch(/Ngozi|0101|@example/)

    // A link with its code or its token changed opens nothing.
    const other = link.replace(/^FR-./, (head) => (head.endsWith('2') ? 'FR-3' : 'FR-2'))
    expect(await openBooking(payload, other)).toBeNull()
    expect(
      await openBooking(payload, `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`),
    ).toBeNull()

    const twice = await Promise.all([cancelByLink(payload, link), cancelByLink(payload, link)])
    expect(twice.every((answer) => answer.ok)).toBe(true)
    expect((await openBooking(payload, link))?.status).toBe('cancelled')
    expect((await bookingsOf(fields.email))[0].status).toBe('cancelled')
  })
})

describe('a second request from the same e-mail', () => {
  it('shows nothing of the booking to whoever sends it: the link goes again to the booked address only', async () => {
    // Issue #29: the answer used to carry the booking's code and page (stop, time, driver, plate
    // and its cancel button) to anyone who knew the passenger's e-mail, and told the passenger nothing.
    const run = await seedBusRun(payload, grace, { title: 'Second-tap bus', seats: 4 })
    const fields = request({ run: String(run) })
    const booked = await postJson('/forms/ride', fields)
    expect(booked.status).toBe(201)
    const { code, page } = (await booked.json()) as { code: string; page: string }

    const asked = await postJson('/forms/ride', {
      ...fields,
      name: 'Someone Else',
      email: ` ${fields.email.toUpperCase()} `,
      people: '3',
    })
    expect(asked.status).toBe(200)
    const answer = await asked.text()
    expect(JSON.parse(answer)).toEqual({
      ok: true,
      status: 'already-booked',
      message: ridesCopy.alreadyBooked.note,
    })
    expect(answer).not.toContain(code)

    // Without JavaScript the page's action opens a page that names no booking.
    requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    const thrown = await rideAction(idleFormState, data).then(
      () => undefined,
      (error: unknown) => error as { digest?: string },
    )
    expect(thrown?.digest?.split(';')[2]).toBe(ALREADY_BOOKED_PATH)

    // One booking, as first made; its link e-mailed three times, to its own address only.
    expect((await bookingsOf(fields.email)).map((row) => [row.code, row.people, row.stop])).toEqual(
      [[code, 1, 'Allen Junction']],
    )
    await payload.jobs.run({ limit: 50 })
    const mails = await payload.find({
      collection: slugs.emailOutbox,
      where: { text: { contains: code } },
      overrideAccess: true,
      limit: 10,
    })
    expect(mails.docs.map((mail) => mail.to)).toEqual(Array(3).fill(fields.email))
    for (const mail of mails.docs) {
      expect(mail.text).toContain(page)
      expect(mail.text).toContain('Dear Ngozi Okafor')
    }
  })
})

describe('a JSON client', () => {
  it('a run id beyond any row is "no longer taking bookings", not a 500', async () => {
    for (const run of ['99999999999999', 9007199254740991, 2147483648, -1, 'abc']) {
      const response = await postJson('/forms/ride', request({ run: run as string }))
      expect({ run, status: response.status }).toEqual({ run, status: 400 })
      expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
        run: seatMessages.runGone,
      })
    }
  })

  it('"minors": true is a child riding: refused without a guardian, stored with one', async () => {
    // Issue #29: true was read as not ticked, and the children were stored as adults.
    const run = await seedBusRun(payload, grace, { title: 'JSON bus', seats: 4 })
    const fields = { ...request({ run: String(run) }), minors: true as unknown as string }
    const refused = await postJson('/forms/ride', fields)
    expect(refused.status).toBe(400)
    expect(Object.keys(((await refused.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      'guardian_name',
      'guardian_phone',
      'guardian_consent',
    ])
    const booked = await postJson('/forms/ride', {
      ...fields,
      guardian_name: 'Ngozi Okafor',
      guardian_phone: '+234 803 555 0102',
      guardian_consent: true,
    })
    expect(booked.status).toBe(201)
    const [booking] = await bookingsOf(fields.email)
    expect(booking).toMatchObject({ minors: true, guardian_name: 'Ngozi Okafor' })
    expect(booking.guardian_consent_at).toBeTruthy()
  })
})
