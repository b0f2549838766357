import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { ANALYTICS_TIME_ZONE } from '@/lib/analytics/range'
import { rowsOf } from '@/lib/db/rows'

/** A day is rolled up only once it has been over this long, so no insert of its last moments is missed. */
const SETTLE_MINUTES = 5
/** Days per statement: a first run over years of events advances in steps, each one committed. */
const DAYS_PER_STATEMENT = 31

/**
 * Rolls up the closed days after the last rolled-up one (or from the first event's day), in one
 * statement per batch: the day rows, their pages and their sessions are written together, so the
 * report never sees one without the others. Days without events get a row of zeros, which keeps the
 * roll-up contiguous: the day after its last row is where the report's live counting starts.
 * Concurrent runs compute the same rows and skip what the other wrote (on conflict do nothing).
 */
const rollUpBatch = async (payload: Payload, now: Date): Promise<{ batches: number; days: number }> => {
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

/** Rolls up every closed day not rolled up yet; returns how many days it wrote. */
export const rollUpAnalytics = async (payload: Payload, { now = new Date() }: { now?: Date } = {}): Promise<{ days: number }> => {
  let days = 0
  for (;;) {
    // A batch may write nothing when another run wrote it first; the next one starts after it.
    const batch = await rollUpBatch(payload, now)
    if (batch.batches === 0) return { days }
    days += batch.days
  }
}
