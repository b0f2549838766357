// Issue #19: seats on a church bus are decided by PostgreSQL. Fifty people asking at once for the
// last ten seats get ten bookings and forty places on the waitlist; a cancellation gives its seat
// to the first in line, once; and every decision e-mails its passenger, once.
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { bookingPath, bookSeat, cancelBooking, openBooking } from '@/lib/rides/bookings'

import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let runId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const { church, service } = await seedActiveChurch(payload, 'Grace Assembly')
  runId = await seedBusRun(payload, { church, service })
})

const bookings = async () =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { bus_run: { equals: runId } },
      overrideAccess: true,
      limit: 0,
      pagination: false,
      sort: 'booked_at',
      depth: 0,
    })
  ).docs

it('50 requests at once for 10 seats: exactly 10 bookings and 40 waitlisted, each told once', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      bookSeat(payload, {
        runId,
        name: `Passenger ${n}`,
        phone: '+2348030000000',
        email: `passenger-${n}@example.org`,
        people: 1,
        stop: 'Allen Junction',
      }),
    ),
  )
  expect(answers.every((answer) => answer.ok)).toBe(true)
  const stored = await bookings()
  const count = (status: string) => stored.filter((row) => row.status === status).length
  expect([count('confirmed'), count('waitlisted')]).toEqual([10, 40])
  // The first ten to reach the lock got the seats: nobody later jumped the queue.
  expect(stored.slice(0, 10).every((row) => row.status === 'confirmed')).toBe(true)
  expect(new Set(stored.map((row) => row.code)).size).toBe(50)

  await payload.jobs.run({ limit: 200 })
  const mails = await payload.find({
    collection: slugs.emailOutbox,
    where: { to: { like: 'passenger-' } },
    overrideAccess: true,
    limit: 0,
    pagination: false,
  })
  expect(mails.docs).toHaveLength(50)
  expect(mails.docs.filter((mail) => mail.subject?.includes('waitlist'))).toHaveLength(40)
  // Each names the pickup time at the stop (issue #29: the e-mails gave none).
  for (const mail of mails.docs) expect(mail.text).toContain('Allen Junction at 07:15')
})

it('a cancellation gives its seat to exactly one person, the first in line; cancelling again changes nothing', async () => {
  const before = await bookings()
  const confirmed = before.find((row) => row.status === 'confirmed')!
  const firstWaiting = before.find((row) => row.status === 'waitlisted')!
  const link =
    (
      await payload.find({
        collection: slugs.emailOutbox,
        where: { to: { equals: confirmed.email } },
        overrideAccess: true,
      })
    ).docs[0].text ?? ''
  const token = new RegExp(`/rides/booking/${confirmed.code}\\.([A-Za-z0-9_-]+)`).exec(link)?.[1]
  expect(token).toBeDefined()

  expect(await cancelBooking(payload, confirmed.code, 'forged-token')).toMatchObject({ ok: false })
  const twice = await Promise.all([
    cancelBooking(payload, confirmed.code, token!),
    cancelBooking(payload, confirmed.code, token!),
  ])
  expect(twice.map((answer) => (answer.ok ? answer.promoted : -1)).sort()).toEqual([0, 1])

  const after = await bookings()
  const statusOf = (id: number) => after.find((row) => row.id === id)?.status
  expect(statusOf(confirmed.id)).toBe('cancelled')
  expect(statusOf(firstWaiting.id)).toBe('confirmed')
  expect(after.filter((row) => row.status === 'confirmed')).toHaveLength(10)
  expect(after.filter((row) => row.status === 'waitlisted')).toHaveLength(39)

  await payload.jobs.run({ limit: 50 })
  const told = await payload.find({
    collection: slugs.emailOutbox,
    where: { to: { equals: firstWaiting.email } },
    overrideAccess: true,
    sort: '-createdAt',
  })
  expect(told.docs).toHaveLength(2)
  expect(told.docs[0].text).toContain('a seat came free')
  expect(told.docs[0].text).toContain(`/rides/booking/${firstWaiting.code}.`)
})

it('more seats move the waitlist up at once, in order; fewer seats than are booked are refused', async () => {
  const before = await bookings()
  const waiting = before.filter((row) => row.status === 'waitlisted')
  await payload.update({
    collection: slugs.busRuns,
    id: runId,
    data: { seats: 12 },
    overrideAccess: true,
  })
  const after = await bookings()
  const statusOf = (id: number) => after.find((row) => row.id === id)?.status
  expect(waiting.slice(0, 2).map((row) => statusOf(row.id))).toEqual(['confirmed', 'confirmed'])
  expect(statusOf(waiting[2].id)).toBe('waitlisted')
  expect(after.filter((row) => row.status === 'confirmed')).toHaveLength(12)

  const refused = await payload
    .update({ collection: slugs.busRuns, id: runId, data: { seats: 11 }, overrideAccess: true })
    .then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
    )
  expect(refused).toEqual([
    { path: 'seats', message: '12 seats are already booked on this run: it cannot have fewer.' },
  ])

  await payload.jobs.run({ limit: 50 })
  const told = await payload.find({
    collection: slugs.emailOutbox,
    where: { to: { equals: waiting[0].email } },
    overrideAccess: true,
    sort: '-createdAt',
  })
  expect(told.docs[0].text).toContain('a seat came free')
})

it('a run its church cancels cancels every booking and tells each passenger once; a ride that has gone cannot be cancelled', async () => {
  const { church, service } = await seedActiveChurch(payload, 'Stopped Chapel')
  const run = await seedBusRun(payload, { church, service }, { seats: 1 })
  const ask = (n: number) =>
    bookSeat(payload, {
      runId: run,
      name: `Rider ${n}`,
      phone: '+2348030000000',
      email: `stopped-${run}-${n}@example.org`,
      people: 1,
      stop: 'Allen Junction',
    })
  const seated = await ask(1)
  const waiting = await ask(2)
  expect([seated, waiting].map((answer) => answer.ok && answer.status)).toEqual([
    'confirmed',
    'waitlisted',
  ])
  // The same person asking again is told the link went again, and takes nothing more.
  expect(await ask(1)).toEqual({ ok: true, status: 'already-booked' })
  await payload.jobs.run({ limit: 50 })
  await payload.update({
    collection: slugs.busRuns,
    id: run,
    data: { status: 'cancelled' },
    overrideAccess: true,
  })
  // Saved again while cancelled (a note, a title): nobody is told twice.
  await payload.update({
    collection: slugs.busRuns,
    id: run,
    data: { title: 'Ikeja bus (cancelled: flooding)' },
    overrideAccess: true,
  })
  await payload.jobs.run({ limit: 50 })
  // Issue #29: the bookings stayed Confirmed and no passenger was told.
  for (const n of [1, 2]) {
    const told = await payload.find({
      collection: slugs.emailOutbox,
      where: {
        to: { equals: `stopped-${run}-${n}@example.org` },
        subject: { contains: 'is cancelled' },
      },
      overrideAccess: true,
    })
    expect(told.docs).toHaveLength(1)
    expect(told.docs[0].text).toContain('the bus will not come to Allen Junction')
  }
  const seatLink = seated.ok && 'cancelLink' in seated ? new URL(seated.cancelLink).pathname : ''
  expect(await openBooking(payload, seatLink.slice('/rides/booking/'.length))).toMatchObject({
    status: 'cancelled',
    runCancelled: true,
  })
  const token = (answer: typeof seated) =>
    answer.ok && 'cancelLink' in answer ? (answer.cancelLink.split('.').pop() as string) : ''
  const code = seated.ok && 'code' in seated ? seated.code : ''
  expect(await cancelBooking(payload, code, token(seated))).toEqual({
    ok: true,
    promoted: 0,
    remaining: 0,
  })
  const rows = await payload.find({
    collection: slugs.rideBookings,
    where: { bus_run: { equals: run } },
    overrideAccess: true,
    sort: 'booked_at',
  })
  expect(rows.docs.map((row) => row.status)).toEqual(['cancelled', 'cancelled'])

  const gone = await seedBusRun(
    payload,
    { church, service },
    { date: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() },
  )
  await payload.create({
    collection: slugs.rideBookings,
    data: {
      code: 'FR-GQNEZ2',
      bus_run: gone,
      church,
      passenger_name: 'Rode Already',
      phone: '+2348030000000',
      email: 'rode@example.org',
      people: 1,
      stop: 'Allen Junction',
      status: 'confirmed',
      booked_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const link = bookingPath('FR-GQNEZ2').split('.').pop() as string
  expect(await cancelBooking(payload, 'FR-GQNEZ2', link)).toMatchObject({ ok: false, status: 409 })
})

// Issue #29: a cancel took every seat of a booking at once, and nothing confirmed it by e-mail.
it('a parent gives back two of three seats: one stays booked, the freed seats go to the waitlist, and each change is e-mailed', async () => {
  const { church, service } = await seedActiveChurch(payload, 'Partial Cancel Chapel')
  const run = await seedBusRun(payload, { church, service }, { seats: 4 })
  const ask = (email: string, people: number) =>
    bookSeat(payload, {
      runId: run,
      name: email.split('@')[0],
      phone: '+2348030000000',
      email,
      people,
      stop: 'Allen Junction',
    })
  const parent = await ask('parent.three@example.org', 3)
  const waiting = await ask('waiting.two@example.org', 2)
  expect(waiting).toMatchObject({ ok: true, status: 'waitlisted' })
  const code = parent.ok && 'code' in parent ? parent.code : ''
  const token = parent.ok && 'cancelLink' in parent ? parent.cancelLink.split('.').pop()! : ''

  expect(await cancelBooking(payload, code, token, 2)).toEqual({
    ok: true,
    promoted: 1,
    remaining: 1,
  })
  const rows = async () =>
    (
      await payload.find({
        collection: slugs.rideBookings,
        where: { bus_run: { equals: run } },
        overrideAccess: true,
        sort: 'booked_at',
        depth: 0,
      })
    ).docs.map((row) => [row.email, row.status, row.people])
  expect(await rows()).toEqual([
    ['parent.three@example.org', 'confirmed', 1],
    ['waiting.two@example.org', 'confirmed', 2],
  ])

  expect(await cancelBooking(payload, code, token, 1)).toEqual({
    ok: true,
    promoted: 0,
    remaining: 0,
  })
  expect((await rows())[0]).toEqual(['parent.three@example.org', 'cancelled', 1])

  await payload.jobs.run({ limit: 50 })
  const mails = (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: 'parent.three@example.org' } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs.map((mail) => mail.subject)
  // The queue sends them side by side, so in any order.
  expect(mails.sort()).toEqual(
    [
      `Fellowship Rides: your ride is booked (${code})`,
      `Fellowship Rides: your booking ${code} now has 1 seat`,
      `Fellowship Rides: your booking ${code} is cancelled`,
    ].sort(),
  )
})
