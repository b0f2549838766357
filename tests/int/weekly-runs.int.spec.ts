// Issue #34, weekly runs: a church admin sets a run once and its runs for the next four weeks are
// made, on the service's day in Lagos; the job (and two of it at once) never makes a date twice;
// each run is cancelled on its own; a change reaches the coming runs, booked ones too (each
// passenger told once), not a past, cancelled or own-changed one; switched off, it makes no new runs; another church's admin sees none of it.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { makeWeeklyRuns, seriesDays } from '@/lib/rides/series'

import { seedActiveChurch } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'
import { scheduledRunOf } from '../helpers/schedules'
import { queuedEmailsTo } from '../helpers/outbox'
import { createUser } from '../helpers/users'

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>
let pastor: Awaited<ReturnType<typeof createUser>>
let otherPastor: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Weekly Chapel')
  const other = await seedActiveChurch(payload, 'Other Weekly Chapel')
  pastor = await createUser(payload, { role: 'church_admin', church: chapel.church })
  otherPastor = await createUser(payload, { role: 'church_admin', church: other.church })
})

/** The next `weeks` Sundays on Lagos's calendar after today, as yyyy-MM-dd. */
const comingSundays = (weeks: number) => {
  const lagos = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(at))
  const sundays: string[] = []
  for (let n = 1; sundays.length < weeks; n++) {
    const day = lagos(Date.now() + n * 24 * 3600 * 1000)
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) sundays.push(day)
  }
  return sundays
}

const runsOf = async (series: number) =>
  rowsOf<{
    id: number
    day: string
    status: string
    seats: number
    title: string
    church: number
    driver: number | null
    times: string
  }>(
    await payload.db.drizzle.execute(sql`
      select r.id, to_char(r.date at time zone 'Africa/Lagos', 'YYYY-MM-DD') as day,
             r.status::text as status, r.seats::int as seats, r.title, r.church_id as church,
             r.driver_id as driver,
             (select string_agg(s.place || ' ' || s.time, ', ' order by s._order)
                from bus_runs_stops s where s._parent_id = r.id) as times
      from bus_runs r where r.series_id = ${series} order by r.date`),
  )

const newSeries = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: slugs.runSeries,
    data: {
      title: 'Sunday bus from Ikeja',
      service: chapel.service,
      stops: [{ place: 'Allen Junction', area: 'Ikeja', time: '07:15' }],
      seats: 10,
      ...data,
    } as never,
    depth: 0,
    user: pastor,
    overrideAccess: false,
  })

describe('a weekly run', () => {
  let series: number

  it('makes its runs for the next four Sundays at once, as its church admin saved it', async () => {
    const saved = await newSeries()
    series = saved.id
    expect(saved).toMatchObject({ church: chapel.church, weekday: 'sunday', weeks_ahead: 4 })
    const runs = await runsOf(series)
    expect(runs.map((run) => run.day)).toEqual(comingSundays(4))
    expect(runs.every((run) => run.status === 'scheduled' && run.church === chapel.church)).toBe(
      true,
    )
    expect(runs[0]).toMatchObject({ title: 'Sunday bus from Ikeja', seats: 10 })
    expect(runs[0].times).toBe('Allen Junction 07:15')
  })

  it('makes no more when the job runs again, and twice at once', async () => {
    await Promise.all([makeWeeklyRuns(payload), makeWeeklyRuns(payload)])
    await payload.jobs.queue({ task: 'make-weekly-runs', input: {} })
    await payload.jobs.run()
    expect((await runsOf(series)).map((run) => run.day)).toEqual(comingSundays(4))
  })

  it('leaves three scheduled when one is cancelled, and does not make it again', async () => {
    const [first] = await runsOf(series)
    await payload.update({
      collection: slugs.busRuns,
      id: first.id,
      data: { status: 'cancelled' },
      user: pastor,
      overrideAccess: false,
    })
    await makeWeeklyRuns(payload)
    const runs = await runsOf(series)
    expect(runs.map((run) => run.status)).toEqual([
      'cancelled',
      'scheduled',
      'scheduled',
      'scheduled',
    ])
    // Deleted, it would be made again: it is refused with what to do instead.
    await expect(
      payload.delete({ collection: slugs.busRuns, id: runs[1].id, overrideAccess: true }),
    ).rejects.toThrow(/belongs to a weekly run.*Cancelled instead/)
  })

  it('changes its coming runs when edited, booked ones too, telling each passenger once; not a past, cancelled or own-changed run', async () => {
    const [cancelled, booked, past, ownChanged] = await runsOf(series)
    const passengers = ['ngozi', 'emeka'].map((name) => `${name}.weekly@example.org`)
    for (const [n, email] of passengers.entries())
      await payload.create({
        collection: slugs.rideBookings,
        data: {
          code: `FR-WEEKLY-${booked.id}-${n}`,
          bus_run: booked.id,
          church: chapel.church,
          passenger_name: `Passenger ${n}`,
          phone: '+234 803 000 0000',
          email,
          people: 1,
          stop: 'Allen Junction',
          status: n === 0 ? 'confirmed' : 'waitlisted',
          booked_at: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    // One run has gone (yesterday), and one was renamed on its own by the church admin.
    await payload.db.drizzle.execute(
      sql`update bus_runs set date = now() - interval '1 day' where id = ${past.id}`,
    )
    await payload.update({
      collection: slugs.busRuns,
      id: ownChanged.id,
      data: { title: 'Harvest Sunday bus' },
      user: pastor,
      overrideAccess: false,
    })
    const edit = (data: Record<string, unknown>) =>
      payload.update({
        collection: slugs.runSeries,
        id: series,
        data,
        user: pastor,
        overrideAccess: false,
      })
    const byId = async () => new Map((await runsOf(series)).map((run) => [run.id, run]))
    const changeNotices = async (email: string) =>
      (await queuedEmailsTo(payload, email)).filter((mail) => mail.subject.includes('has changed'))

    await edit({
      seats: 14,
      stops: [
        { place: 'Allen Junction', area: 'Ikeja', time: '07:00' },
        { place: 'Ojota Bus Stop', area: 'Ojota', time: '07:20' },
      ],
    })
    let runs = await byId()
    expect(
      [cancelled, booked, past, ownChanged].map(({ id }) => {
        const run = runs.get(id)!
        return [run.status, run.seats, run.title, run.times]
      }),
    ).toEqual([
      ['cancelled', 10, 'Sunday bus from Ikeja', 'Allen Junction 07:15'],
      ['scheduled', 14, 'Sunday bus from Ikeja', 'Allen Junction 07:00, Ojota Bus Stop 07:20'],
      ['scheduled', 10, 'Sunday bus from Ikeja', 'Allen Junction 07:15'],
      ['scheduled', 10, 'Harvest Sunday bus', 'Allen Junction 07:15'],
    ])
    for (const email of passengers) {
      const told = await changeNotices(email)
      expect(told).toHaveLength(1)
      expect(told[0].text).toContain('you are now picked up from Allen Junction at 07:00')
    }

    // Saved again with the stops as they are and fewer seats than are booked (the 14 seats moved
    // the waitlisted passenger up): nobody is told, and the booked run keeps the seats it gave.
    await edit({ seats: 1 })
    runs = await byId()
    expect(runs.get(booked.id)!.seats).toBe(2)
    for (const email of passengers) expect(await changeNotices(email)).toHaveLength(1)

    // A stop taken off the route: its passengers move to the first stop, and are told so.
    await edit({ stops: [{ place: 'Ojota Bus Stop', area: 'Ojota', time: '07:20' }] })
    expect(runs.get(ownChanged.id)!.times).toBe('Allen Junction 07:15')
    for (const email of passengers) {
      const told = await changeNotices(email)
      expect(told).toHaveLength(2)
      // The first told only the new time; this one, the stop that went.
      expect(
        told.filter((mail) =>
          mail.text.includes('Your stop, Allen Junction, is no longer on the route'),
        ),
      ).toHaveLength(1)
    }
    const moved = await payload.find({
      collection: slugs.rideBookings,
      where: { bus_run: { equals: booked.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(moved.docs.map((booking) => booking.stop)).toEqual(['Ojota Bus Stop', 'Ojota Bus Stop'])

    // Once someone is on board the run is under way: a later change leaves it, and its
    // passengers, as they are.
    await payload.db.drizzle.execute(
      sql`update ride_bookings set boarding = 'boarded' where bus_run_id = ${booked.id}`,
    )
    const underway = (await byId()).get(booked.id)!.times
    await edit({ stops: [{ place: 'Ojota Bus Stop', area: 'Ojota', time: '07:40' }] })
    expect((await byId()).get(booked.id)!.times).toBe(underway)
    for (const email of passengers) expect(await changeNotices(email)).toHaveLength(2)
  })

  it('makes no new runs once switched off, even for more weeks; those made stay', async () => {
    await payload.update({
      collection: slugs.runSeries,
      id: series,
      data: { active: false, weeks_ahead: 6 },
      user: pastor,
      overrideAccess: false,
    })
    await makeWeeklyRuns(payload)
    expect(await runsOf(series)).toHaveLength(4)
  })

  it('is neither seen nor changed by another church’s admin', async () => {
    const { totalDocs } = await payload.find({
      collection: slugs.runSeries,
      user: otherPastor,
      overrideAccess: false,
    })
    expect(totalDocs).toBe(0)
    await expect(
      payload.update({
        collection: slugs.runSeries,
        id: series,
        data: { seats: 2 },
        user: otherPastor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

it('is queued by the scheduler within the hour, on every instance’s cron', async () => {
  const { asked, job, waitUntil } = await scheduledRunOf(payload, 'make-weekly-runs')
  expect(job).toMatchObject({ queue: 'default', meta: { scheduled: true } })
  expect(waitUntil!.getTime()).toBeGreaterThan(asked)
  expect(waitUntil!.getTime() - asked).toBeLessThanOrEqual(3_600_000)
})

it('two jobs at once on a weekly run not yet made: one run per date', async () => {
  // Saved switched off, then switched on behind Payload's back: nothing made it at save time.
  const { id } = await newSeries({ title: 'Raced bus', active: false })
  await payload.db.drizzle.execute(sql`update run_series set active = true where id = ${id}`)
  const made = await Promise.all([makeWeeklyRuns(payload), makeWeeklyRuns(payload)])
  // One made them all; the other, under the lock after it, found them made (and was not refused).
  expect(made.map((run) => [run.made, run.failed]).sort()).toEqual([
    [0, []],
    [4, []],
  ])
  expect((await runsOf(id)).map((run) => run.day)).toEqual(comingSundays(4))
})

it('keeps a service that a weekly run names, even one that has made no runs', async () => {
  const service = await payload.create({
    collection: slugs.churchServices,
    data: { branch: chapel.branch, name: 'Evening service', day: 'wednesday', time: '18:00' },
    overrideAccess: true,
  })
  await newSeries({ title: 'Wednesday bus', service: service.id, active: false })
  await expect(
    payload.delete({ collection: slugs.churchServices, id: service.id, overrideAccess: true }),
  ).rejects.toThrow('This service has weekly runs, so it cannot be deleted')
})

it('counts weeks on Lagos’s calendar: at 23:30 UTC on a Saturday it is already Sunday there', () => {
  // Saturday Dec 5, 2026, 23:30 UTC is Sunday Dec 6, 00:30 in Lagos: the next Sunday is Dec 13.
  expect(seriesDays('sunday', 2, new Date('2026-12-05T23:30:00Z'))).toEqual([
    '2026-12-13',
    '2026-12-20',
  ])
  expect(seriesDays('saturday', 1, new Date('2026-12-05T22:30:00Z'))).toEqual(['2026-12-12'])
})
