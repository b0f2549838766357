// Issue #34, every-week bookings: a member ticks "Every week" on a weekly run's run and is booked
// on each of its runs, except a date they paused (a seat already booked for it is given back);
// with 10 seats and 12 every-week bookings the same two wait every week, in the order they asked;
// two jobs at once book each of them once per run. Stopped (giving back the weeks ahead), it books
// no new week.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { lockSeries } from '@/lib/db/runSeries'
import { lockStanding } from '@/lib/db/standing'
import { bookingPath, cancelByLink, withdrawGuardianConsent } from '@/lib/rides/bookings'
import { requestSeat } from '@/lib/rides/seatRequest'
import { makeWeeklyRuns, runDateOf } from '@/lib/rides/series'
import { changeStanding } from '@/lib/rides/standing'
import { inTransaction } from '@/lib/workflows/asUser'

import { seedActiveChurch } from '../helpers/churches'
import { queuedEmailsTo } from '../helpers/outbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let chapel: Awaited<ReturnType<typeof seedActiveChurch>>

beforeAll(async () => {
  payload = await getTestPayload()
  chapel = await seedActiveChurch(payload, 'Standing Chapel')
})

const STOP = 'Allen Junction'

const newSeries = (title: string, data: Record<string, unknown>) =>
  payload.create({
    collection: slugs.runSeries,
    data: {
      title,
      church: chapel.church,
      service: chapel.service,
      stops: [{ place: STOP, area: 'Ikeja', time: '07:15' }],
      seats: 10,
      ...data,
    } as never,
    depth: 0,
    overrideAccess: true,
  })

const runsOf = async (series: number) =>
  rowsOf<{ id: number; day: string }>(
    await payload.db.drizzle.execute(
      sql`select id, series_day as day from bus_runs where series_id = ${series} order by date`,
    ),
  ).map((run) => ({ id: Number(run.id), day: run.day }))

/** Each run's bookings made by every-week bookings: 'name status' in the order they were made. */
const bookingsOf = async (series: number) =>
  rowsOf<{ day: string; rows: string[] | null }>(
    await payload.db.drizzle.execute(sql`
      select r.series_day as day,
             array_agg(b.passenger_name || ' ' || b.status::text order by b.id)
               filter (where b.id is not null) as rows
      from bus_runs r left join ride_bookings b on b.bus_run_id = r.id and b.standing_id is not null
      where r.series_id = ${series} group by r.id order by r.date`),
  ).map((run) => run.rows ?? [])

/** The day `days` days after a yyyy-MM-dd day. */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(runDateOf(day)) + days * 24 * 3600 * 1000).toISOString().slice(0, 10)

describe('an every-week booking', () => {
  it('is booked on every run of its weekly run, except while paused', async () => {
    const { id: series } = await newSeries('Sunday bus every week', { weeks_ahead: 3 })
    const runs = await runsOf(series)
    expect(runs).toHaveLength(3)
    const email = 'ada.everyweek@example.org'
    const asked = await requestSeat(payload, {
      run: String(runs[0].id),
      name: 'Ada Everyweek',
      phone: '0803 123 4567',
      email,
      notify_by: 'email',
      people: '1',
      stop: STOP,
      every_week: 'yes',
    })
    expect(asked).toMatchObject({ ok: true, status: 'confirmed' })
    const link = asked.ok && 'cancelLink' in asked ? asked.cancelLink.split('/').pop()! : ''
    // The runs already made for the coming weeks are booked at once; one notice each.
    expect(await bookingsOf(series)).toEqual([
      ['Ada Everyweek confirmed'],
      ['Ada Everyweek confirmed'],
      ['Ada Everyweek confirmed'],
    ])
    expect(await queuedEmailsTo(payload, email)).toHaveLength(3)

    // A date not on the bus's day is refused and changes nothing.
    expect(
      await changeStanding(payload, link, { action: 'pause', day: daysAfter(runs[1].day, 1) }),
    ).toEqual({ ok: false, error: 'weekday', weekday: 'Sunday' })

    // Pausing a booked week gives its seat back; pausing a week not made yet keeps it unbooked.
    const fourth = daysAfter(runs[2].day, 7)
    for (const day of [runs[1].day, fourth])
      expect(await changeStanding(payload, link, { action: 'pause', day })).toEqual({
        ok: true,
        done: 'paused',
      })
    await payload.update({
      collection: slugs.runSeries,
      id: series,
      data: { weeks_ahead: 4 },
      overrideAccess: true,
    })
    expect(await bookingsOf(series)).toEqual([
      ['Ada Everyweek confirmed'],
      ['Ada Everyweek cancelled'],
      ['Ada Everyweek confirmed'],
      [],
    ])

    // The pause removed: that week is booked again.
    expect(await changeStanding(payload, link, { action: 'resume', day: fourth })).toEqual({
      ok: true,
      done: 'resumed',
    })
    await makeWeeklyRuns(payload)
    expect((await bookingsOf(series))[3]).toEqual(['Ada Everyweek confirmed'])

    // Stopped, giving back the weeks ahead: this page's own seat stays, and a new week books none.
    expect(await changeStanding(payload, link, { action: 'stop', giveBack: true })).toEqual({
      ok: true,
      done: 'stopped',
    })
    await payload.update({
      collection: slugs.runSeries,
      id: series,
      data: { weeks_ahead: 5 },
      overrideAccess: true,
    })
    expect(await bookingsOf(series)).toEqual([
      ['Ada Everyweek confirmed'],
      ['Ada Everyweek cancelled'],
      ['Ada Everyweek cancelled'],
      ['Ada Everyweek cancelled'],
      [],
    ])
  })

  it('10 seats, 12 every-week bookings: the same two wait each week; two jobs book each once', async () => {
    // Switched off while the members ask, so its runs are all made by the job.
    const { id: series } = await newSeries('Fair bus', { active: false })
    const started = Date.now() - 3600_000
    for (let n = 1; n <= 12; n++)
      await payload.create({
        collection: slugs.standingBookings,
        // Asked one minute apart, the last first in id order: the order is when they asked.
        data: {
          series,
          church: chapel.church,
          passenger_name: `Member ${String(n).padStart(2, '0')}`,
          phone: '+2348030000000',
          email: `member-${13 - n}.fair@example.org`,
          notify_by: 'email',
          people: 1,
          stop: STOP,
          status: 'active',
          started_at: new Date(started + (13 - n) * 60_000).toISOString(),
        },
        overrideAccess: true,
      })
    await payload.db.drizzle.execute(sql`update run_series set active = true where id = ${series}`)
    await Promise.all([makeWeeklyRuns(payload), makeWeeklyRuns(payload)])
    const weeks = await bookingsOf(series)
    expect(weeks).toHaveLength(4)
    // Member 12 asked first and Member 01 last: 01 and 02 wait, every week.
    const expected = Array.from({ length: 12 }, (_, i) => {
      const n = 12 - i
      return `Member ${String(n).padStart(2, '0')} ${n <= 2 ? 'waitlisted' : 'confirmed'}`
    })
    for (const week of weeks) expect(week).toEqual(expected)

    // A seat given back goes to the first who waits, as for any booking.
    const [first] = await runsOf(series)
    const [seated] = rowsOf<{ code: string }>(
      await payload.db.drizzle.execute(sql`
        select code from ride_bookings where bus_run_id = ${first.id}
          and passenger_name = 'Member 12'`),
    )
    await cancelByLink(payload, bookingPath(seated.code).split('/').pop()!)
    expect((await bookingsOf(series))[0].slice(-2)).toEqual([
      'Member 02 confirmed',
      'Member 01 waitlisted',
    ])
  })
})

/** A request for a seat on the run, as the public form sends it. */
const ask = (run: number, fields: Record<string, string>) =>
  requestSeat(payload, {
    run: String(run),
    name: 'Bola Weekly',
    phone: '0803 765 4321',
    notify_by: 'email',
    people: '1',
    stop: STOP,
    ...fields,
  })

const linkOf = (asked: Awaited<ReturnType<typeof requestSeat>>) =>
  asked.ok && 'cancelLink' in asked ? asked.cancelLink.split('/').pop()! : ''

/** The bookings on the run: 'name phone status standing?' in the order they were made. */
const onRun = async (run: number) =>
  rowsOf<{ row: string }>(
    await payload.db.drizzle.execute(sql`
      select b.phone || ' ' || b.status::text || ' ' ||
             case when b.standing_id is null then 'alone' else 'every-week' end as row
      from ride_bookings b where b.bus_run_id = ${run} order by b.id`),
  ).map((booking) => booking.row)

describe('an every-week booking, kept to its own member', () => {
  it('a request with the member’s e-mail is never attached to their every-week booking', async () => {
    const { id: series } = await newSeries('Takeover bus', { weeks_ahead: 3 })
    const runs = await runsOf(series)
    const email = 'bola.takeover@example.org'
    const link = linkOf(await ask(runs[0].id, { email, every_week: 'yes' }))
    await changeStanding(payload, link, { action: 'pause', day: runs[1].day })
    // Someone else, with the member's e-mail, their own phone and texts, on the paused week.
    const other = await ask(runs[1].id, {
      email,
      phone: '0809 111 2222',
      notify_by: 'sms',
      every_week: 'yes',
    })
    expect(other).toMatchObject({ ok: true, status: 'confirmed' })
    expect(await onRun(runs[1].id)).toEqual([
      '+2348037654321 cancelled every-week',
      '+2348091112222 confirmed alone',
    ])
  })

  it('a guardian’s withdrawal gives back every week booked, and staff cannot start it again', async () => {
    const { id: series } = await newSeries('Consent bus', { weeks_ahead: 3 })
    const runs = await runsOf(series)
    const email = 'bola.guardian@example.org'
    const link = linkOf(
      await ask(runs[0].id, {
        email,
        minors: 'yes',
        guardian_name: 'Mrs Bello',
        guardian_phone: '0803 555 0188',
        guardian_consent: 'yes',
        every_week: 'yes',
      }),
    )
    expect(await withdrawGuardianConsent(payload, link)).toMatchObject({ ok: true })
    for (const run of runs)
      expect(await onRun(run.id)).toEqual(['+2348037654321 cancelled every-week'])
    const consents = rowsOf<{ choice: string; n: number }>(
      await payload.db.drizzle.execute(sql`
        select choice::text as choice, count(distinct reference)::int as n from consents
        where email = ${email} group by choice order by choice`),
    )
    expect(consents).toEqual([
      { choice: 'granted', n: 3 },
      { choice: 'withdrawn', n: 3 },
    ])
    const [standing] = rowsOf<{ id: number }>(
      await payload.db.drizzle.execute(
        sql`select id from standing_bookings where email = ${email}`,
      ),
    )
    await expect(
      payload.update({
        collection: slugs.standingBookings,
        id: standing.id,
        data: { status: 'active' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/status/i)
  })

  it('a locked weekly run or every-week booking can still be referenced: no deadlock with the job', async () => {
    const { id: series } = await newSeries('Lock bus', { weeks_ahead: 1 })
    const [run] = await runsOf(series)
    await ask(run.id, { email: 'bola.locks@example.org', every_week: 'yes' })
    const [standing] = rowsOf<{ id: number }>(
      await payload.db.drizzle.execute(
        sql`select id from standing_bookings where email = 'bola.locks@example.org'`,
      ),
    )
    // A row made to reference them (a booking, a run) takes FOR KEY SHARE on them: from another
    // connection, at once, while the locks are held.
    const referenced = await inTransaction(payload, async (req) => {
      await lockSeries(payload, req, series)
      await lockStanding(payload, req, standing.id)
      await payload.db.drizzle.execute(
        sql`select id from run_series where id = ${series} for key share nowait`,
      )
      await payload.db.drizzle.execute(
        sql`select id from standing_bookings where id = ${standing.id} for key share nowait`,
      )
      return true
    })
    expect(referenced).toBe(true)
  })

  it('the job does not book an every-week booking being stopped while it runs', async () => {
    const { id: series } = await newSeries('Race bus', { weeks_ahead: 2 })
    const standing = await payload.create({
      collection: slugs.standingBookings,
      data: {
        series,
        church: chapel.church,
        passenger_name: 'Bola Racing',
        phone: '+2348037654321',
        email: 'bola.race@example.org',
        notify_by: 'email',
        people: 1,
        stop: STOP,
        status: 'active',
        started_at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    // The member's stop holds the every-week booking and has not committed when the job runs.
    await inTransaction(payload, async (req) => {
      await lockStanding(payload, req, standing.id)
      await payload.update({
        collection: slugs.standingBookings,
        id: standing.id,
        data: { status: 'stopped' },
        overrideAccess: true,
        req,
      })
      await makeWeeklyRuns(payload)
    })
    expect(await bookingsOf(series)).toEqual([[], []])
    // Without the check the job waits on the stop, which waits on the job: it fails by time.
  }, 60_000)

  it('a week booked by hand, then cancelled, is not booked again by the every-week booking', async () => {
    const { id: series } = await newSeries('Hand bus', { weeks_ahead: 2 })
    const runs = await runsOf(series)
    const email = 'bola.hand@example.org'
    const byHand = linkOf(await ask(runs[1].id, { email }))
    await ask(runs[0].id, { email, every_week: 'yes' })
    expect(await cancelByLink(payload, byHand)).toMatchObject({ ok: true })
    await makeWeeklyRuns(payload)
    expect(await onRun(runs[1].id)).toEqual(['+2348037654321 cancelled every-week'])
  })
})
