import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

const DEMO_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

/**
 * A month of demo visits for the analytics page, inside the seed's transaction: sessions of one to
 * three page views a day, every third one returning, some starting a donation and fewer finishing
 * one: no more tracked completions than the demo's completed donations, as a blocked tracker only ever
 * counts fewer. Written in two statements (thousands of rows), once: false when the demo sessions (demo-…) are there already.
 */
export const insertDemoVisits = async (payload: Payload, req: PayloadRequest): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  const [{ seeded }] = rowsOf<{ seeded: boolean }>(
    await db.execute(
      sql`select exists (select 1 from analytics_events where session_id like 'demo-%') as seeded`,
    ),
  )
  if (seeded) return false
  await db.execute(sql`
    insert into analytics_events (event_type, page_path, user_agent, referrer, session_id, metadata, created_at, updated_at)
    select 'page_view', (array['/', '/sponsorship', '/impact', '/', '/news', '/sponsorship', '/impact'])[1 + (d * 3 + s * 5 + v) % 7],
      ${DEMO_USER_AGENT}, case when v = 0 and s % 4 = 0 then 'https://www.google.com/' end, 'demo-' || d || '-' || s,
      jsonb_build_object('is_returning_visitor', s % 3 = 0), t, t
    from generate_series(1, 30) as d, generate_series(0, 3 + (d * 7) % 6) as s, generate_series(0, s % 3) as v,
      lateral (select date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7 + s, mins => v * 3)) as at(t)`)
  await db.execute(sql`
    insert into analytics_events (event_type, page_path, user_agent, session_id, metadata, created_at, updated_at)
    select 'donation_funnel', '/sponsorship', ${DEMO_USER_AGENT}, 'demo-' || d || '-' || s, jsonb_build_object('step', step), t, t
    from generate_series(1, 30) as d, generate_series(0, 3 + (d * 7) % 6) as s,
      lateral (values ('initiated', 0), ('completed', 1)) as steps(step, n),
      lateral (select date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7 + s, mins => 10 + n * 5)) as at(t)
    where s % 2 = 1 and (steps.step = 'initiated' or (d + s) % 10 = 0)`)
  return true
}
