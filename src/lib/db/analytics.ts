import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { AnalyticsEventInput } from '@/lib/analytics/events'
import { ANALYTICS_TIME_ZONE, POPULAR_PAGES_LIMIT, type AnalyticsDays } from '@/lib/analytics/range'
import type { AnalyticsDay } from '@/lib/analytics/report'

import { rowsOf } from './rows'

/** The tracker's accepted events, in one statement per request whatever its size: cheap enough to take every page view. */
export const insertAnalyticsEvents = async (
  payload: Payload,
  events: AnalyticsEventInput[],
  userAgent: string,
): Promise<void> => {
  const rows = events.map(
    (event) =>
      sql`(${event.event_type}, ${event.page_path}, ${userAgent}, ${event.referrer}, ${event.session_id}, ${JSON.stringify(event.metadata)}, now(), now())`,
  )
  await payload.db.drizzle.execute(
    sql`insert into analytics_events (event_type, page_path, user_agent, referrer, session_id, metadata, created_at, updated_at) values ${sql.join(rows, sql`, `)}`,
  )
}

/** The report as PostgreSQL computes it (src/lib/analytics/report.ts shapes it for the page). */
export type AnalyticsReportRow = {
  from: string
  to: string
  unique_visitors: number
  returning_visitors: number
  returning_percent: number
  page_views: number
  initiated: number
  completed: number
  conversion_rate: number
  donations: number
  /** Completed donations of the range, gifts made once and monthly payments apart (issue #18). */
  one_off: number
  one_off_amount: number
  monthly: number
  monthly_amount: number
  /** Gifts staff recorded offline (issue #35); one_off is online gifts made once. */
  offline: number
  offline_amount: number
  sponsors: number
  volunteers: number
  total_events: number
  pages: { path: string; views: number }[]
  series: AnalyticsDay[]
}

/**
 * The whole report in one statement, so every number comes from one snapshot.
 *
 * Events: closed days come from the roll-up (rollUpAnalyticsBatch below); every day without a
 * roll-up row, today at least, is counted live from analytics_events. Visitors are distinct sessions over the range,
 * never a sum of daily counts: a session seen on two days is one visitor.
 *
 * Donations Completed counts the donations table (status completed, by completion time): the payment
 * server's own record, right even when a donor's browser blocks the tracker. The conversion rate
 * divides the tracker's own funnel steps, completed by initiated, so both sides are counted the same
 * way (a blocked tracker drops both). Sponsor applications count by creation, volunteer applications
 * by applied_date (set when they are created).
 */
export const selectAnalyticsReport = async (
  payload: Payload,
  days: AnalyticsDays,
  now: Date,
): Promise<AnalyticsReportRow> => {
  // A constant of ours, written as a literal so the planner sees the zone.
  const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`)
  const result = await payload.db.drizzle.execute(sql`
    with bounds as (
      select today - (${days}::int - 1) as first_day, today,
        (today - (${days}::int - 1))::timestamp at time zone ${tz} as range_start,
        (today + 1)::timestamp at time zone ${tz} as range_end
      from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as today) as t
    ),
    -- Every day of the range without a roll-up row is counted live: today, a closed day the job has
    -- not reached yet, and days before its first row (events imported or restored later). The
    -- missing days come from the roll-up's primary key and are scanned as runs of consecutive days,
    -- so a complete roll-up leaves only today to read from analytics_events.
    live_days as (
      select g.day, g.day - (row_number() over (order by g.day))::int as run
      from bounds as b
      cross join lateral generate_series(b.first_day, b.today, interval '1 day') as gs(d)
      cross join lateral (select gs.d::date as day) as g
      where not exists (select 1 from analytics_daily as r where r.day = g.day)
    ),
    live_ranges as (
      select min(day)::timestamp at time zone ${tz} as start_at, (max(day) + 1)::timestamp at time zone ${tz} as end_at
      from live_days
      group by run
    ),
    live_events as (
      select (e.created_at at time zone ${tz})::date as day, e.event_type, e.page_path, e.session_id,
        coalesce(e.metadata->'is_returning_visitor' = 'true'::jsonb, false) as is_returning, e.metadata->>'step' as step
      from live_ranges as l
      join analytics_events as e on e.created_at >= l.start_at and e.created_at < l.end_at
    ),
    event_days as (
      select d.day, d.total_events, d.page_views, d.unique_visitors, d.funnel_initiated, d.funnel_completed
      from analytics_daily as d, bounds as s
      where d.day between s.first_day and s.today
      union all
      select day, count(*)::int, (count(*) filter (where event_type = 'page_view'))::int,
        (count(distinct session_id) filter (where event_type = 'page_view'))::int,
        (count(*) filter (where event_type = 'donation_funnel' and step = 'initiated'))::int,
        (count(*) filter (where event_type = 'donation_funnel' and step = 'completed'))::int
      from live_events
      group by day
    ),
    -- Each session once, on its first day in the range: a rolled-up day's session counts unless the
    -- session had a page view earlier in the range; a live session unless the roll-up holds it in
    -- the range. Returning visitors likewise, over the returning-flagged page views only.
    rolled_visitors as (
      select coalesce(sum(dv.sessions) filter (where not dv.returning_only), 0) as visitors,
        coalesce(sum(dv.sessions) filter (where dv.returning_only), 0) as returning
      from analytics_daily_visitors as dv, bounds as s
      where dv.day between s.first_day and s.today and dv.since_day < s.first_day
    ),
    live_sessions as (
      select session_id, bool_or(is_returning) as is_returning
      from live_events
      where event_type = 'page_view' and session_id is not null
      group by session_id
    ),
    live_visitors as (
      select
        count(*) filter (where not exists (
          select 1 from analytics_daily_sessions as o where o.session_id = ls.session_id and o.day between s.first_day and s.today
        )) as visitors,
        count(*) filter (where ls.is_returning and not exists (
          select 1 from analytics_daily_sessions as o where o.session_id = ls.session_id and o.day between s.first_day and s.today and o.is_returning
        )) as returning
      from live_sessions as ls, bounds as s
    ),
    visitors as (
      select (r.visitors + l.visitors)::int as unique_visitors, (r.returning + l.returning)::int as returning_visitors
      from rolled_visitors as r, live_visitors as l
    ),
    pages as (
      select page_path as path, sum(views)::int as views
      from (
        select dp.page_path, dp.views from analytics_daily_pages as dp, bounds as s where dp.day between s.first_day and s.today
        union all
        select page_path, count(*) from live_events where event_type = 'page_view' and page_path is not null group by page_path
      ) as p
      group by page_path
      order by views desc, page_path
      limit ${POPULAR_PAGES_LIMIT}
    ),
    sponsor_days as (
      select (a.created_at at time zone ${tz})::date as day, count(*)::int as n
      from sponsorship_applications as a, bounds as s
      where a.created_at >= s.range_start and a.created_at < s.range_end
      group by 1
    ),
    volunteer_days as (
      select (a.applied_date at time zone ${tz})::date as day, count(*)::int as n
      from volunteer_applications as a, bounds as s
      where a.applied_date >= s.range_start and a.applied_date < s.range_end
      group by 1
    ),
    days as (
      select g.day, coalesce(e.total_events, 0) as total_events, coalesce(e.page_views, 0) as page_views, coalesce(e.unique_visitors, 0) as visitors,
        coalesce(e.funnel_initiated, 0) as initiated, coalesce(e.funnel_completed, 0) as completed,
        -- One index-only count per day: cheaper than converting every donation's time to a Lagos day.
        (select count(*) from donations as d
          where d.status = 'completed' and coalesce(d.completed_at, d.created_at) >= g.start_at and coalesce(d.completed_at, d.created_at) < g.end_at
        )::int as donations,
        coalesce(sd.n, 0) as sponsors, coalesce(vd.n, 0) as volunteers
      from bounds as s
      cross join lateral generate_series(s.first_day, s.today, interval '1 day') as gs(d)
      cross join lateral (
        select gs.d::date as day, gs.d::date::timestamp at time zone ${tz} as start_at, (gs.d::date + 1)::timestamp at time zone ${tz} as end_at
      ) as g
      left join event_days as e on e.day = g.day
      left join sponsor_days as sd on sd.day = g.day
      left join volunteer_days as vd on vd.day = g.day
    ),
    kinds as (
      select (count(*) filter (where d.monthly_gift_id is null and d.source = 'online'))::int as one_off,
        coalesce(sum((d.amount - coalesce(d.refunded_amount, 0))) filter (where d.monthly_gift_id is null and d.source = 'online'), 0) as one_off_amount,
        (count(*) filter (where d.monthly_gift_id is not null))::int as monthly,
        coalesce(sum((d.amount - coalesce(d.refunded_amount, 0))) filter (where d.monthly_gift_id is not null), 0) as monthly_amount,
        (count(*) filter (where d.source = 'offline'))::int as offline,
        coalesce(sum((d.amount - coalesce(d.refunded_amount, 0))) filter (where d.source = 'offline'), 0) as offline_amount
      from donations as d, bounds as s
      where d.status = 'completed' and coalesce(d.completed_at, d.created_at) >= s.range_start and coalesce(d.completed_at, d.created_at) < s.range_end
    ),
    totals as (
      select sum(total_events)::int as total_events, sum(page_views)::int as page_views, sum(initiated)::int as initiated, sum(completed)::int as completed,
        sum(donations)::int as donations, sum(sponsors)::int as sponsors, sum(volunteers)::int as volunteers
      from days
    )
    select json_build_object(
      'from', to_char(s.first_day, 'YYYY-MM-DD'),
      'to', to_char(s.today, 'YYYY-MM-DD'),
      'unique_visitors', v.unique_visitors,
      'returning_visitors', v.returning_visitors,
      'returning_percent', coalesce(round(100.0 * v.returning_visitors / nullif(v.unique_visitors, 0), 1), 0),
      'page_views', t.page_views,
      'initiated', t.initiated,
      'completed', t.completed,
      'conversion_rate', coalesce(round(100.0 * t.completed / nullif(t.initiated, 0), 1), 0),
      'donations', t.donations,
      'one_off', k.one_off,
      'one_off_amount', k.one_off_amount,
      'monthly', k.monthly,
      'monthly_amount', k.monthly_amount,
      'offline', k.offline,
      'offline_amount', k.offline_amount,
      'sponsors', t.sponsors,
      'volunteers', t.volunteers,
      'total_events', t.total_events,
      'pages', (select coalesce(json_agg(p), '[]'::json) from pages as p),
      'series', (
        select json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'visitors', d.visitors, 'pageViews', d.page_views, 'donations', d.donations, 'sponsors', d.sponsors, 'volunteers', d.volunteers) order by d.day)
        from days as d
      )
    ) as report
    from bounds as s, visitors as v, totals as t, kinds as k`)
  return rowsOf<{ report: AnalyticsReportRow }>(result)[0].report
}

/** A day is rolled up only once it has been over this long, so no insert of its last moments is missed. */
const SETTLE_MINUTES = 5
/** Days per statement: a first run over years of events advances in steps, each one committed. */
const DAYS_PER_STATEMENT = 31

/**
 * Rolls up the closed days after the last rolled-up one (or from the first event's day), in one
 * statement per batch: the day rows, their pages and their sessions are written together, so the
 * report never sees one without the others. Days without events get a row of zeros, which keeps the
 * roll-up contiguous, so the report counts live only today and the days the job has not reached.
 * Days before its first row stay live: rolling them up later would make the later rows' since_day wrong.
 * Concurrent runs compute the same rows and skip what the other wrote (on conflict do nothing).
 */
export const rollUpAnalyticsBatch = async (
  payload: Payload,
  now: Date,
): Promise<{ batches: number; days: number }> => {
  // A literal, as in the report, so the two compute days with the very same expression.
  const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`)
  const result = await payload.db.drizzle.execute(sql`
    with bounds as (
      select
        coalesce((select max(day) + 1 from analytics_daily), (select (min(created_at) at time zone ${tz})::date from analytics_events)) as from_day,
        ((${now.toISOString()}::timestamptz - make_interval(mins => ${SETTLE_MINUTES}::int)) at time zone ${tz})::date as until_day
    ),
    batch as (
      select from_day, to_day, from_day::timestamp at time zone ${tz} as start_at, to_day::timestamp at time zone ${tz} as end_at
      from bounds cross join lateral (select least(until_day, from_day + ${DAYS_PER_STATEMENT}::int) as to_day) as t
      where from_day < until_day
    ),
    events as materialized (
      select (e.created_at at time zone ${tz})::date as day, e.event_type, e.page_path, e.session_id,
        coalesce(e.metadata->'is_returning_visitor' = 'true'::jsonb, false) as is_returning, e.metadata->>'step' as step
      from analytics_events as e, batch as b
      where e.created_at >= b.start_at and e.created_at < b.end_at
    ),
    counts as (
      select day, count(*)::int as total_events, (count(*) filter (where event_type = 'page_view'))::int as page_views,
        (count(distinct session_id) filter (where event_type = 'page_view'))::int as unique_visitors,
        (count(distinct session_id) filter (where event_type = 'page_view' and is_returning))::int as returning_visitors,
        (count(*) filter (where event_type = 'donation_funnel' and step = 'initiated'))::int as funnel_initiated,
        (count(*) filter (where event_type = 'donation_funnel' and step = 'completed'))::int as funnel_completed
      from events
      group by day
    ),
    daily as (
      insert into analytics_daily (day, total_events, page_views, unique_visitors, returning_visitors, funnel_initiated, funnel_completed)
      select g.day, coalesce(c.total_events, 0), coalesce(c.page_views, 0), coalesce(c.unique_visitors, 0), coalesce(c.returning_visitors, 0),
        coalesce(c.funnel_initiated, 0), coalesce(c.funnel_completed, 0)
      from batch as b
      cross join lateral generate_series(b.from_day, b.to_day - 1, interval '1 day') as gs(d)
      cross join lateral (select gs.d::date as day) as g
      left join counts as c on c.day = g.day
      on conflict (day) do nothing
      returning day
    ),
    pages as (
      insert into analytics_daily_pages (day, page_path, views)
      select day, page_path, count(*)::int from events where event_type = 'page_view' and page_path is not null group by day, page_path
      on conflict do nothing
    ),
    session_days as (
      select day, session_id, bool_or(is_returning) as is_returning
      from events
      where event_type = 'page_view' and session_id is not null
      group by day, session_id
    ),
    -- When each session was last seen before this day (any page view, and a returning-flagged one):
    -- earlier in this batch (the window) or else in the roll-up so far.
    session_rows as (
      select sd.day, sd.session_id, sd.is_returning,
        coalesce(lag(sd.day) over w, earlier.last_day, '-infinity'::date) as since_day,
        coalesce(max(sd.day) filter (where sd.is_returning) over (w rows between unbounded preceding and 1 preceding), earlier.last_returning_day, '-infinity'::date) as returning_since_day
      from session_days as sd
      cross join batch as b
      left join lateral (
        select max(o.day) as last_day, max(o.day) filter (where o.is_returning) as last_returning_day
        from analytics_daily_sessions as o
        where o.session_id = sd.session_id and o.day < b.from_day
      ) as earlier on true
      window w as (partition by sd.session_id order by sd.day)
    ),
    sessions as (
      insert into analytics_daily_sessions (day, session_id, is_returning)
      select day, session_id, is_returning from session_rows
      on conflict do nothing
    ),
    visitors as (
      insert into analytics_daily_visitors (day, returning_only, since_day, sessions)
      select day, false, since_day, count(*)::int from session_rows group by day, since_day
      union all
      select day, true, returning_since_day, count(*)::int from session_rows where is_returning group by day, returning_since_day
      on conflict do nothing
    )
    select (select count(*) from batch)::int as batches, (select count(*) from daily)::int as days`)
  return rowsOf<{ batches: number; days: number }>(result)[0]
}
