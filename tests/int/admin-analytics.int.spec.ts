// The Analytics dashboard's numbers (back-office.md, Analytics dashboard and section 9) against a
// hand-made fixture: every card, the popular pages, the daily activity rows and the chart's series,
// with days in Lagos time and the edges of each range; the roll-up gives the same report as counting
// live; GET /api/admin/analytics answers active admins only.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { adminCopy } from '@/copy/admin'
import { analyticsReport, type AnalyticsDay, type AnalyticsReport } from '@/lib/analytics/report'
import { ANALYTICS_RANGES } from '@/lib/analytics/range'
import { rollUpAnalytics } from '@/lib/analytics/rollup'
import { rowsOf } from '@/lib/db/rows'

import { callApi } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { scheduledRunOf } from '../helpers/schedules'
import { createUser, TEST_PASSWORD } from '../helpers/users'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const exec = (query: ReturnType<typeof sql>) => payload.db.drizzle.execute(query)

beforeEach(async () => {
  await exec(sql`delete from analytics_daily`)
  await exec(sql`delete from analytics_events`)
  await exec(sql`delete from donations`)
  await exec(sql`delete from sponsorship_applications`)
  await exec(sql`delete from volunteer_applications`)
})

/** A wall-clock time in Lagos (WAT, UTC+1 all year). */
const lagos = (local: string) => new Date(`${local}+01:00`)
/** 10:00 on Sunday 15 March 2026 in Lagos: 'today' in every test below. */
const NOW = lagos('2026-03-15T10:00:00')

type EventType =
  'page_view' | 'donation_funnel' | 'content_engagement' | 'sponsor_interest' | 'volunteer_interest'
const RETURNING: Record<string, boolean> = {
  s1: false,
  s2: true,
  s3: false,
  s4: true,
  s5: false,
  s6: true,
  s7: false,
  s8: true,
  s9: false,
  s10: false,
}

const event = async (
  type: EventType,
  session: string,
  path: string,
  at: Date,
  extra: Record<string, unknown> = {},
) => {
  const metadata = {
    timestamp: at.toISOString(),
    is_returning_visitor: RETURNING[session] ?? false,
    ...extra,
  }
  await exec(sql`
    insert into analytics_events (event_type, page_path, user_agent, session_id, metadata, created_at, updated_at)
    values (${type}::enum_analytics_events_event_type, ${path}, 'Mozilla/5.0', ${session}, ${JSON.stringify(metadata)}::jsonb, ${at.toISOString()}::timestamptz, now())`)
}
const view = (session: string, path: string, at: Date) => event('page_view', session, path, at)
const step = (session: string, name: string, at: Date) =>
  event('donation_funnel', session, '/sponsorship', at, { step: name })

const donation = async (
  n: number,
  status: 'pending' | 'completed' | 'failed' | 'refunded',
  completedAt: Date | null,
  createdAt: Date,
) => {
  await exec(sql`
    insert into donations (amount, status, reference, donor_email, completed_at, created_at, updated_at)
    values (5000, ${status}::enum_donations_status, ${`AN-${n}`}, ${`d${n}@example.org`}, ${completedAt?.toISOString() ?? null}::timestamptz, ${createdAt.toISOString()}::timestamptz, now())`)
}
const sponsorApplication = async (at: Date) => {
  await exec(sql`
    insert into sponsorship_applications (sponsor_type, contact_person, email, phone, sponsor_amount, created_at, updated_at)
    values ('individual', 'Ada', 'ada@example.org', '+2348030000000', 100000, ${at.toISOString()}::timestamptz, now())`)
}
const volunteerApplication = async (at: Date) => {
  await exec(sql`
    insert into volunteer_applications (applicant_name, email, preferred_areas, applied_date, created_at, updated_at)
    values ('Bo', 'bo@example.org', 'Finance', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, now())`)
}

/**
 * The fixture, in Lagos time. Sessions s2 and s4, s6 and s8 are returning visitors. The comments
 * name the edges each event tests.
 */
const seedFixture = async () => {
  await view('s1', '/', lagos('2026-03-15T09:00:00'))
  await view('s1', '/sponsorship', lagos('2026-03-15T09:05:00'))
  await view('s1', '/', lagos('2026-03-14T12:00:00')) // s1 on two days: one visitor
  await view('s2', '/', lagos('2026-03-15T00:30:00')) // 23:30 UTC on the 14th: the 15th in Lagos
  await view('s2', '/impact', lagos('2026-03-12T10:00:00'))
  await view('s3', '/impact', lagos('2026-03-14T23:59:59')) // the 14th's last second
  await view('s4', '/news', lagos('2026-03-09T00:00:00')) // the first second of 'Last 7 days'
  await view('s5', '/news', lagos('2026-03-08T23:59:59')) // the second before it
  await view('s6', '/about', new Date(NOW.getTime() - 7 * 86_400_000 - 1000)) // 7 days + 1 second ago
  await view('s7', '/team', lagos('2026-02-20T08:00:00'))
  await view('s7', '/team', lagos('2026-02-20T08:10:00'))
  await view('s8', '/team', lagos('2026-01-10T12:00:00'))
  await view('s9', '/old', lagos('2025-04-01T12:00:00'))
  await view('s10', '/old', lagos('2025-03-15T23:00:00')) // the day before 'Last year' begins

  await step('s1', 'initiated', lagos('2026-03-15T09:10:00'))
  await step('s1', 'form_filled', lagos('2026-03-15T09:12:00'))
  await step('s1', 'completed', lagos('2026-03-15T09:20:00'))
  await step('s2', 'initiated', lagos('2026-03-13T18:00:00'))
  await step('s2', 'failed', lagos('2026-03-13T18:05:00'))
  await step('s4', 'initiated', lagos('2026-03-10T11:00:00'))
  await event('content_engagement', 's4', '/news', lagos('2026-03-11T11:00:00'), {
    content_type: 'news',
    content_id: '1',
    action: 'read',
  })
  await event('sponsor_interest', 's1', '/sponsorship', lagos('2026-03-15T09:30:00'), {
    action: 'click',
  })
  await event('volunteer_interest', 's4', '/', lagos('2026-03-09T08:00:00'), { action: 'click' })
  await step('s7', 'completed', lagos('2026-02-20T08:20:00'))
  await step('s8', 'initiated', lagos('2026-01-10T12:05:00'))

  await sponsorApplication(lagos('2026-03-15T08:00:00'))
  await sponsorApplication(lagos('2026-03-13T09:00:00'))
  await sponsorApplication(lagos('2026-03-08T23:59:59'))
  await sponsorApplication(lagos('2026-02-01T12:00:00'))
  await volunteerApplication(lagos('2026-03-14T10:00:00'))
  await volunteerApplication(lagos('2026-03-14T11:00:00'))
  await volunteerApplication(lagos('2026-01-20T12:00:00'))

  await donation(1, 'completed', lagos('2026-03-15T09:25:00'), lagos('2026-03-15T09:20:00'))
  await donation(2, 'completed', lagos('2026-03-10T00:00:00'), lagos('2026-03-09T23:58:00')) // counted on the day it completed
  await donation(3, 'completed', null, lagos('2026-03-12T15:00:00')) // no completion time: its creation
  await donation(4, 'pending', null, lagos('2026-03-14T10:00:00'))
  await donation(5, 'failed', null, lagos('2026-03-14T10:00:00'))
  await donation(6, 'refunded', lagos('2026-03-13T10:00:00'), lagos('2026-03-13T09:55:00'))
  await donation(7, 'completed', lagos('2026-02-25T10:00:00'), lagos('2026-02-25T09:55:00'))
  await donation(8, 'completed', lagos('2026-03-08T23:59:59'), lagos('2026-03-08T23:50:00'))
}

const day = (
  date: string,
  visitors = 0,
  pageViews = 0,
  donations = 0,
  sponsors = 0,
  volunteers = 0,
): AnalyticsDay => ({ date, visitors, pageViews, donations, sponsors, volunteers })

/** Calendar days from `from` to `to`, oldest first, all zero unless given. */
const days = (from: string, to: string, given: AnalyticsDay[] = []): AnalyticsDay[] => {
  const list: AnalyticsDay[] = []
  for (
    let at = new Date(`${from}T00:00:00Z`);
    at <= new Date(`${to}T00:00:00Z`);
    at = new Date(at.getTime() + 86_400_000)
  ) {
    const date = at.toISOString().slice(0, 10)
    list.push(given.find((entry) => entry.date === date) ?? day(date))
  }
  return list
}

const report = (range: 7 | 30 | 90 | 365, now = NOW) =>
  analyticsReport(payload, { days: range, now })

describe('analyticsReport', () => {
  it('shows zeros, 0 % and no pages for an empty range, with every day of it listed', async () => {
    const week = await report(7)
    expect(week).toEqual({
      days: 7,
      timeZone: 'Africa/Lagos',
      from: '2026-03-09',
      to: '2026-03-15',
      cards: {
        uniqueVisitors: 0,
        pageViews: 0,
        conversion: { initiatedCount: 0, completedCount: 0, conversionRate: 0 },
        sponsorApplications: 0,
        volunteerApplications: 0,
        returningVisitors: 0,
        returningVisitorsPercent: 0,
        donationsCompleted: 0,
        totalInteractions: 0,
      },
      popularPages: [],
      series: days('2026-03-09', '2026-03-15'),
      dailyActivity: days('2026-03-09', '2026-03-15').reverse(),
    } satisfies AnalyticsReport)

    const year = await report(365)
    expect(year.from).toBe('2025-03-16')
    expect(year.series).toHaveLength(365)
    expect(
      year.series.every(
        (entry) => entry.visitors === 0 && entry.pageViews === 0 && entry.donations === 0,
      ),
    ).toBe(true)
    expect(year.dailyActivity.map((entry) => entry.date)).toEqual(
      days('2026-03-06', '2026-03-15')
        .map((entry) => entry.date)
        .reverse(),
    )
  })

  it('counts the last 7 days: Lagos calendar days, today included, the 8th day out', async () => {
    await seedFixture()
    const series = days('2026-03-09', '2026-03-15', [
      day('2026-03-15', 2, 3, 1, 1, 0),
      day('2026-03-14', 2, 2, 0, 0, 2),
      day('2026-03-13', 0, 0, 0, 1, 0),
      day('2026-03-12', 1, 1, 1, 0, 0),
      day('2026-03-10', 0, 0, 1, 0, 0),
      day('2026-03-09', 1, 1, 0, 0, 0),
    ])
    expect(await report(7)).toEqual({
      days: 7,
      timeZone: 'Africa/Lagos',
      from: '2026-03-09',
      to: '2026-03-15',
      cards: {
        // s1, s2, s3, s4: six visits over the days, four visitors.
        uniqueVisitors: 4,
        pageViews: 7,
        conversion: { initiatedCount: 3, completedCount: 1, conversionRate: 33.3 },
        sponsorApplications: 2,
        volunteerApplications: 2,
        returningVisitors: 2,
        returningVisitorsPercent: 50,
        donationsCompleted: 3,
        totalInteractions: 16,
      },
      popularPages: [
        { path: '/', views: 3 },
        { path: '/impact', views: 2 },
        { path: '/news', views: 1 },
        { path: '/sponsorship', views: 1 },
      ],
      series,
      dailyActivity: [...series].reverse(),
    } satisfies AnalyticsReport)
  })

  it('counts the last 30 days, with the 10 latest days as Daily Activity', async () => {
    await seedFixture()
    const month = await report(30)
    expect(month.from).toBe('2026-02-14')
    expect(month.cards).toEqual({
      uniqueVisitors: 7,
      pageViews: 11,
      conversion: { initiatedCount: 3, completedCount: 2, conversionRate: 66.7 },
      sponsorApplications: 3,
      volunteerApplications: 2,
      returningVisitors: 3,
      returningVisitorsPercent: 42.9,
      donationsCompleted: 5,
      totalInteractions: 21,
    })
    expect(month.popularPages).toEqual([
      { path: '/', views: 3 },
      { path: '/impact', views: 2 },
      { path: '/news', views: 2 },
      { path: '/team', views: 2 },
      { path: '/about', views: 1 },
      { path: '/sponsorship', views: 1 },
    ])
    expect(month.series).toEqual(
      days('2026-02-14', '2026-03-15', [
        day('2026-03-15', 2, 3, 1, 1, 0),
        day('2026-03-14', 2, 2, 0, 0, 2),
        day('2026-03-13', 0, 0, 0, 1, 0),
        day('2026-03-12', 1, 1, 1, 0, 0),
        day('2026-03-10', 0, 0, 1, 0, 0),
        day('2026-03-09', 1, 1, 0, 0, 0),
        day('2026-03-08', 2, 2, 1, 1, 0),
        day('2026-02-25', 0, 0, 1, 0, 0),
        day('2026-02-20', 1, 2, 0, 0, 0),
      ]),
    )
    expect(month.dailyActivity).toEqual([
      day('2026-03-15', 2, 3, 1, 1, 0),
      day('2026-03-14', 2, 2, 0, 0, 2),
      day('2026-03-13', 0, 0, 0, 1, 0),
      day('2026-03-12', 1, 1, 1, 0, 0),
      day('2026-03-11'),
      day('2026-03-10', 0, 0, 1, 0, 0),
      day('2026-03-09', 1, 1, 0, 0, 0),
      day('2026-03-08', 2, 2, 1, 1, 0),
      day('2026-03-07'),
      day('2026-03-06'),
    ])
  })

  it('counts the last 90 days and the last year; a day 365 days back is out', async () => {
    await seedFixture()
    const quarter = await report(90)
    expect([quarter.from, quarter.series.length, quarter.dailyActivity.length]).toEqual([
      '2025-12-16',
      90,
      10,
    ])
    expect(quarter.cards).toEqual({
      uniqueVisitors: 8,
      pageViews: 12,
      conversion: { initiatedCount: 4, completedCount: 2, conversionRate: 50 },
      sponsorApplications: 4,
      volunteerApplications: 3,
      returningVisitors: 4,
      returningVisitorsPercent: 50,
      donationsCompleted: 5,
      totalInteractions: 23,
    })
    const year = await report(365)
    expect([year.from, year.series.length, year.dailyActivity.length]).toEqual([
      '2025-03-16',
      365,
      10,
    ])
    expect(year.cards).toEqual({
      ...quarter.cards,
      uniqueVisitors: 9,
      pageViews: 13,
      returningVisitorsPercent: 44.4,
      totalInteractions: 24,
    })
    expect(year.popularPages).toEqual([
      { path: '/', views: 3 },
      { path: '/team', views: 3 },
      { path: '/impact', views: 2 },
      { path: '/news', views: 2 },
      { path: '/about', views: 1 },
      { path: '/old', views: 1 },
      { path: '/sponsorship', views: 1 },
    ])
    expect(year.series[0]).toEqual(day('2025-03-16'))
    expect(year.series.find((entry) => entry.date === '2025-04-01')).toEqual(
      day('2025-04-01', 1, 1),
    )
  })

  it('lists the 10 most viewed pages, ties in path order; a malformed returning flag is not a returning visitor', async () => {
    const views: [string, number][] = [
      ['/k', 1],
      ['/c', 4],
      ['/a', 5],
      ['/l', 1],
      ['/g', 2],
      ['/b', 5],
      ['/i', 2],
      ['/e', 3],
      ['/j', 1],
      ['/d', 4],
      ['/h', 2],
      ['/f', 3],
    ]
    let n = 0
    for (const [path, count] of views) {
      for (let i = 0; i < count; i++)
        await event('page_view', `p${n++}`, path, lagos('2026-03-15T08:00:00'), {
          is_returning_visitor: 'yes',
        })
    }
    const today = await report(7)
    expect(today.popularPages).toEqual([
      { path: '/a', views: 5 },
      { path: '/b', views: 5 },
      { path: '/c', views: 4 },
      { path: '/d', views: 4 },
      { path: '/e', views: 3 },
      { path: '/f', views: 3 },
      { path: '/g', views: 2 },
      { path: '/h', views: 2 },
      { path: '/i', views: 2 },
      { path: '/j', views: 1 },
    ])
    expect([
      today.cards.uniqueVisitors,
      today.cards.pageViews,
      today.cards.returningVisitors,
      today.cards.returningVisitorsPercent,
    ]).toEqual([33, 33, 0, 0])
  })
})

describe('the daily roll-up', () => {
  const rolledDays = async () => {
    const result = await exec(
      sql`select count(*)::int as days, to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from analytics_daily`,
    )
    return rowsOf<{ days: number; first: string | null; last: string | null }>(result)[0]
  }

  it('gives every range the same report as counting live, and keeps today live', async () => {
    await seedFixture()
    const live = await Promise.all(ANALYTICS_RANGES.map(({ days: range }) => report(range)))

    // From the first event's day (s10, 15 March 2025) to yesterday, days without events included.
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 365 })
    expect(await rolledDays()).toEqual({ days: 365, first: '2025-03-15', last: '2026-03-14' })
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 0 })

    // The roll-up now holds s1's visit of the 14th, its visit of today is live: still one visitor.
    const rolled = await Promise.all(ANALYTICS_RANGES.map(({ days: range }) => report(range)))
    expect(rolled).toEqual(live)

    await view('s11', '/impact', lagos('2026-03-15T09:59:00'))
    const week = await report(7)
    expect([week.cards.uniqueVisitors, week.cards.pageViews, week.dailyActivity[0]]).toEqual([
      5,
      8,
      day('2026-03-15', 3, 4, 1, 1, 0),
    ])
    expect(week.popularPages.slice(0, 2)).toEqual([
      { path: '/', views: 3 },
      { path: '/impact', views: 3 },
    ])
  })

  it('counts a session seen on several days once in every range, rolled up or live, returning if flagged on any of them', async () => {
    const visit = (session: string, local: string, returning: boolean) =>
      event('page_view', session, '/', lagos(local), { is_returning_visitor: returning })
    await visit('r1', '2026-03-08T12:00:00', true) // before 'Last 7 days', then in it, then today
    await visit('r1', '2026-03-09T12:00:00', true)
    await visit('r1', '2026-03-15T08:00:00', true)
    await visit('r2', '2026-03-10T12:00:00', false) // flagged on its second day only
    await visit('r2', '2026-03-12T12:00:00', true)
    await visit('r3', '2026-03-11T12:00:00', true)
    await visit('r3', '2026-03-13T12:00:00', true)
    await visit('r4', '2026-02-20T12:00:00', false)
    await visit('r4', '2026-03-14T12:00:00', false)
    await visit('r5', '2026-03-15T09:00:00', false) // today only
    const expected = async () => {
      const [week, month] = [await report(7), await report(30)]
      expect([
        week.cards.uniqueVisitors,
        week.cards.returningVisitors,
        week.cards.returningVisitorsPercent,
      ]).toEqual([5, 3, 60])
      expect([
        month.cards.uniqueVisitors,
        month.cards.returningVisitors,
        month.cards.pageViews,
      ]).toEqual([5, 3, 10])
      // Every day had one visitor: seven in the week's rows, five in all.
      expect(week.series.map((entry) => entry.visitors)).toEqual([1, 1, 1, 1, 1, 1, 2])
    }
    await expected()
    // Rolled up in two runs, r2 and r3 span both: the second run must see their days of the first.
    expect(await rollUpAnalytics(payload, { now: lagos('2026-03-12T06:00:00') })).toEqual({
      days: 20,
    })
    await expected()
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 3 })
    await expected()
  })

  it('waits 5 minutes after midnight before rolling up the day that ended', async () => {
    await view('s1', '/', lagos('2026-03-14T23:59:59'))
    await view('s2', '/', lagos('2026-03-13T12:00:00'))
    expect(await rollUpAnalytics(payload, { now: lagos('2026-03-15T00:04:59') })).toEqual({
      days: 1,
    })
    expect(await rolledDays()).toEqual({ days: 1, first: '2026-03-13', last: '2026-03-13' })
    // The 14th is still counted live in the meantime.
    expect((await report(7, lagos('2026-03-15T00:04:59'))).cards.uniqueVisitors).toBe(2)

    expect(await rollUpAnalytics(payload, { now: lagos('2026-03-15T00:05:00') })).toEqual({
      days: 1,
    })
    expect(await rolledDays()).toEqual({ days: 2, first: '2026-03-13', last: '2026-03-14' })
    expect((await report(7, lagos('2026-03-15T00:05:00'))).series.slice(-3)).toEqual([
      day('2026-03-13', 1, 1),
      day('2026-03-14', 1, 1),
      day('2026-03-15'),
    ])
  })

  it('counts live the days before the first rolled-up day (history imported or restored later)', async () => {
    await view('s1', '/', lagos('2026-03-12T12:00:00'))
    await view('s2', '/news', lagos('2026-03-13T12:00:00'))
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 3 })
    expect(await rolledDays()).toEqual({ days: 3, first: '2026-03-12', last: '2026-03-14' })
    // Events of earlier days arrive after the roll-up began: no roll-up row will ever hold them.
    await view('s3', '/impact', lagos('2026-03-10T12:00:00'))
    await step('s3', 'initiated', lagos('2026-03-10T12:05:00'))
    await view('s2', '/news', lagos('2026-03-09T09:00:00')) // also seen on a rolled-up day: one visitor
    await view('s4', '/impact', lagos('2026-03-11T10:00:00'))

    const week = await report(7)
    expect([
      week.cards.uniqueVisitors,
      week.cards.pageViews,
      week.cards.totalInteractions,
      week.cards.conversion.initiatedCount,
    ]).toEqual([4, 5, 6, 1])
    expect(week.series).toEqual(
      days('2026-03-09', '2026-03-15', [
        day('2026-03-09', 1, 1),
        day('2026-03-10', 1, 1),
        day('2026-03-11', 1, 1),
        day('2026-03-12', 1, 1),
        day('2026-03-13', 1, 1),
      ]),
    )
    expect(week.popularPages).toEqual([
      { path: '/impact', views: 2 },
      { path: '/news', views: 2 },
      { path: '/', views: 1 },
    ])
    // The same report as counting every day live.
    await exec(sql`delete from analytics_daily`)
    expect(await report(7)).toEqual(week)
  })

  it('catches up a long gap in batches and writes nothing when there are no events', async () => {
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 0 })
    expect(await rolledDays()).toEqual({ days: 0, first: null, last: null })
    await view('s1', '/', lagos('2025-06-01T12:00:00'))
    // 1 June 2025 to 14 March 2026: more than one batch of 31 days.
    expect(await rollUpAnalytics(payload, { now: NOW })).toEqual({ days: 287 })
    expect(await rolledDays()).toEqual({ days: 287, first: '2025-06-01', last: '2026-03-14' })
    expect((await report(365)).cards.uniqueVisitors).toBe(1)
  })
})

describe('the roll-up job', () => {
  it("is queued by Payload's scheduler for a quarter past the next hour", async () => {
    const { asked, job, waitUntil } = await scheduledRunOf(payload, 'roll-up-analytics')
    expect(job).toMatchObject({ queue: 'default', meta: { scheduled: true } })
    // Local time: the cron runs in the server's time zone.
    expect([
      waitUntil!.getMinutes(),
      waitUntil!.getSeconds(),
      waitUntil!.getMilliseconds(),
    ]).toEqual([15, 0, 0])
    expect(waitUntil!.getTime()).toBeGreaterThan(asked)
    expect(waitUntil!.getTime() - asked).toBeLessThanOrEqual(3_600_000)
  })

  it('rolls up every day that has ended', async () => {
    // Three days before the last day that has ended 5 minutes ago: three days to roll up, at any hour.
    await view('s1', '/', new Date(Date.now() - 5 * 60_000 - 3 * 86_400_000))
    await view('s2', '/', new Date())
    const before = await analyticsReport(payload, { days: 7 })
    await payload.jobs.queue({ task: 'roll-up-analytics', input: {} })
    await payload.jobs.run()
    const result = await exec(sql`
      select count(*)::int as days, max(day) = ((now() - interval '5 minutes') at time zone 'Africa/Lagos')::date - 1 as through_yesterday from analytics_daily`)
    expect(rowsOf(result)[0]).toEqual({ days: 3, through_yesterday: true })
    expect(await analyticsReport(payload, { days: 7 })).toEqual(before)
  })
})

describe('GET /api/admin/analytics', () => {
  const get = async (query: string, token?: string) => {
    const response = await callApi(`/admin/analytics${query}`, {
      method: 'GET',
      headers: token ? { authorization: `JWT ${token}` } : {},
    })
    return {
      status: response.status,
      body: (await response.json()) as Partial<AnalyticsReport> & { error?: string },
    }
  }
  const tokenOf = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: TEST_PASSWORD } })).token!

  it('refuses a visitor and a deactivated admin (401: its sessions ended)', async () => {
    expect(await get('?days=7')).toEqual({
      status: 401,
      body: { error: adminCopy.notAuthenticated },
    })
    const admin = await createUser(payload, { role: 'admin' })
    const token = await tokenOf(admin.email)
    await payload.update({
      collection: 'users',
      id: admin.id,
      data: { is_active: false },
      overrideAccess: true,
    })
    // Deactivation ends the admin's sessions: its old token no longer signs anyone in.
    expect(await get('?days=7', token)).toEqual({
      status: 401,
      body: { error: adminCopy.notAuthenticated },
    })
  })

  it('answers any active admin with the report of the range asked, 30 days for anything else', async () => {
    const admin = await createUser(payload, {
      role: 'admin',
      permissions: { donations: { can_view: false, can_edit: false } },
    })
    const token = await tokenOf(admin.email)
    await view('s1', '/', new Date())
    const week = await get('?days=7', token)
    expect(week.status).toBe(200)
    expect(week.body).toEqual(
      JSON.parse(JSON.stringify(await analyticsReport(payload, { days: 7 }))),
    )
    expect(week.body.cards?.pageViews).toBe(1)
    for (const query of ['', '?days=45', '?days=7days', '?days='])
      expect((await get(query, token)).body.days).toBe(30)
    expect((await get('?days=365', token)).body.series).toHaveLength(365)
  })
})
