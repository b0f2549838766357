// Issue #34, return trips: a run goes to church or home, and a seat request on a To-church run may
// also book the ride home of the same service that day. Each leg is its own booking on its own
// run, decided by the same locked allocator (a seat or the waitlist), with its own notice.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { bookableRun } from '@/lib/rides/findRide'
import { homeRunFor } from '@/lib/rides/returnTrip'
import { requestSeat } from '@/lib/rides/seatRequest'
import { mapUrl } from '@/components/rides/StopList'

import { queuedEmailsTo } from '../helpers/outbox'
import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
let toChurch: number
let home: number

beforeAll(async () => {
  payload = await getTestPayload()
  const church = await seedActiveChurch(payload, 'Return Chapel')
  toChurch = await seedBusRun(payload, church, {
    title: 'Morning bus',
    seats: 2,
    stops: [
      { place: 'Allen Junction', area: 'Ikeja', time: '07:15' },
      { place: 'Ojota Park', area: 'Ojota', time: '07:35' },
    ],
  })
  const run = await payload.findByID({ collection: slugs.busRuns, id: toChurch, depth: 0 })
  home = await seedBusRun(payload, church, {
    title: 'Bus home',
    seats: 1,
    date: run.date,
    stops: [
      { place: 'Church gate', area: 'Ikeja', time: '12:30' },
      { place: 'Ojota Park', area: 'Ojota', time: '12:50' },
    ],
  })
  await payload.update({
    collection: slugs.busRuns,
    id: home,
    data: { direction: 'home' },
    overrideAccess: true,
  })
})

const bookingsOf = async (email: string) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { email: { equals: email } },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((b) => ({
    run: b.bus_run,
    status: b.status,
    stop: b.stop,
    outbound: b.outbound_code ?? null,
    code: b.code,
  }))

const ask = (email: string, stop: string) =>
  requestSeat(payload, {
    run: String(toChurch),
    name: 'Tolu Ade',
    phone: '+234 803 555 0123',
    email,
    people: '1',
    stop,
    return_trip: 'yes',
  })

describe('return trips', () => {
  it('finds the ride home of the same service and day, and only for a ride to church', async () => {
    const morning = await bookableRun(payload, toChurch)
    const after = await bookableRun(payload, home)
    expect([morning?.direction, after?.direction]).toEqual(['to_church', 'home'])
    expect((await homeRunFor(payload, morning!))?.id).toBe(home)
    expect(await homeRunFor(payload, after!)).toBeNull()
  })

  it('books both legs, each on its own run with its own status and notice, under the same allocator', async () => {
    const first = 'tolu@example.org'
    expect(await ask(first, 'Ojota Park')).toMatchObject({ ok: true, status: 'confirmed' })
    const [outbound, back] = await bookingsOf(first)
    expect([outbound, back]).toEqual([
      {
        run: toChurch,
        status: 'confirmed',
        stop: 'Ojota Park',
        outbound: null,
        code: outbound.code,
      },
      // Dropped where they were picked up.
      {
        run: home,
        status: 'confirmed',
        stop: 'Ojota Park',
        outbound: outbound.code,
        code: back.code,
      },
    ])
    expect(back.code).not.toBe(outbound.code)
    const mails = await queuedEmailsTo(payload, first)
    expect(mails).toHaveLength(2)
    expect(mails.map((mail) => mail.text.includes(outbound.code))).toContain(true)
    expect(mails.map((mail) => mail.text.includes(back.code))).toContain(true)

    // The Home run's one seat is taken: the second asker's ride home waits, their ride there does not.
    const second = 'bimpe@example.org'
    expect(await ask(second, 'Allen Junction')).toMatchObject({ ok: true, status: 'confirmed' })
    expect((await bookingsOf(second)).map((b) => [b.run, b.status, b.stop])).toEqual([
      [toChurch, 'confirmed', 'Allen Junction'],
      // No stop of that name: one in the same area.
      [home, 'waitlisted', 'Church gate'],
    ])
  })

  it('books one leg when the ride home is not asked for', async () => {
    const email = 'one-way@example.org'
    await requestSeat(payload, {
      run: String(toChurch),
      name: 'Femi One',
      phone: '+234 803 555 0124',
      email,
      people: '1',
      stop: 'Allen Junction',
    })
    expect((await bookingsOf(email)).map((b) => b.run)).toEqual([toChurch])
  })

  it('links each stop to OpenStreetMap by place, area and city', () => {
    expect(mapUrl({ place: 'Ojota Park', area: 'Ojota' }, 'Lagos')).toBe(
      'https://www.openstreetmap.org/search?query=Ojota%20Park%2C%20Ojota%2C%20Lagos',
    )
  })
})
