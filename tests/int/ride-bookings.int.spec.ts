// Issue #19: seats on a church bus are decided by PostgreSQL. Fifty people asking at once for the
// last ten seats get ten bookings and forty places on the waitlist; a cancellation gives its seat
// to the first in line, once; and every decision e-mails its passenger, once.
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { bookSeat, cancelBooking } from '@/lib/rides/bookings'

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
