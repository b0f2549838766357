// npm run bench:admin — the back office's reports on a year of data, on the production build.
// A dedicated embedded PostgreSQL under .data/bench-admin gets 1,000,000 analytics events over the
// last 365 days (mostly page views over 30 paths, donation funnel steps and other events, ~4 events
// per session, 30 % of sessions returning), 100,000 completed donations and a few thousand
// applications, all by generate_series. Then GET /api/admin/analytics?days=7|30|90|365 is timed as a
// super admin: once before the daily roll-up (every event counted live), then BENCH_RUNS times each
// after it, with median and p95 against the target (issue: every range under 300 ms). The 365-day
// report is checked against the same numbers counted straight from the raw tables.
// The recent donors part is tests/bench/admin-donors.mjs.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { build } from '../../src/cli/build.mjs'
import { ROOT } from '../../src/cli/runtime.mjs'
import { measureRecentDonors, seedDonations } from './admin-donors.mjs'
import { percentile, waitFor } from './common.mjs'

const PORT = Number(process.env.BENCH_PORT || 3470)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54670)
const SIMULATOR_PORT = Number(process.env.BENCH_SIMULATOR_PORT || 54470)
const EVENTS = Number(process.env.BENCH_EVENTS || 1_000_000)
const DONATIONS = Number(process.env.BENCH_DONATIONS || 100_000)
const RUNS = Number(process.env.BENCH_RUNS || 40)
const TARGET_MS = 300
const RANGES = [7, 30, 90, 365]
const ADMIN = { email: 'bench-super@example.org', password: 'bench-password-123' }
const base = `http://localhost:${PORT}`
const dataDir = '.data/bench-admin'

const PATHS = [
  '/',
  '/sponsorship',
  '/impact',
  '/about',
  '/news',
  '/projects',
  '/team',
  '/advisors',
  '/volunteer',
  '/donate',
]
  .concat(
    ['a', 'b', 'c', 'd', 'e'].map((slug) => `/news/${slug}`),
    [1, 2, 3, 4, 5].map((n) => `/projects/${n}`),
  )
  .concat([
    '/impact/2024',
    '/impact/2025',
    '/contact',
    '/privacy',
    '/terms',
    '/faq',
    '/partners',
    '/sponsors',
    '/events',
    '/gallery',
  ])

/**
 * Event i belongs to session i / 4 and happens at a time spread evenly over the year. Paths are
 * skewed (the home page most), steps follow the funnel's drop-off; a third of sessions return.
 */
const seedEvents = async (db, count) => {
  await db.query(
    `insert into analytics_events (event_type, page_path, user_agent, referrer, session_id, metadata, created_at, updated_at)
     select k.event_type::enum_analytics_events_event_type, ($2::text[])[1 + floor(30 * power(((i * 2654435761) % 1000) / 1000.0, 2))::int],
       'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', null, md5('session-' || (i / 4)),
       case when k.event_type = 'donation_funnel'
         then jsonb_build_object('is_returning_visitor', k.is_returning, 'step', (array['initiated','initiated','initiated','initiated','form_filled','form_filled','form_filled','payment_started','payment_started','completed','completed','failed'])[1 + (i * 31) % 12], 'amount', 5000)
         else jsonb_build_object('is_returning_visitor', k.is_returning, 'screen_resolution', '1080x2400', 'viewport_size', '412x915')
       end,
       k.at, k.at
     from generate_series(1, $1::int) as i
     cross join lateral (select
       now() - ((i / 4) * 4)::double precision / $1 * interval '365 days' - (i % 4) * interval '47 seconds' as at,
       (hashtext('session-' || (i / 4)) & 1023) < 307 as is_returning,
       case when i % 100 < 80 then 'page_view' when i % 100 < 88 then 'donation_funnel' when i % 100 < 94 then 'content_engagement'
         when i % 100 < 97 then 'sponsor_interest' else 'volunteer_interest' end as event_type) as k`,
    [count, PATHS],
  )
}

const seedApplications = async (db) => {
  await db.query(
    `insert into sponsorship_applications (sponsor_type, contact_person, email, phone, sponsor_amount, created_at, updated_at)
     select 'individual', 'Bench Sponsor ' || i, 'sponsor' || i || '@example.org', '+2348030000000', 100000, now() - i * interval '2 hours', now()
     from generate_series(1, 3000) as i`,
  )
  await db.query(
    `insert into volunteer_applications (applicant_name, email, preferred_areas, applied_date, created_at, updated_at)
     select 'Bench Volunteer ' || i, 'volunteer' || i || '@example.org', 'Finance', now() - i * interval '90 minutes', now() - i * interval '90 minutes', now()
     from generate_series(1, 5000) as i`,
  )
}

/** The 365-day cards counted straight from the raw tables, as the report must count them. */
const rawYear = async (db) => {
  const { rows } = await db.query(`
    with b as (select ((now() at time zone 'Africa/Lagos')::date - 364)::timestamp at time zone 'Africa/Lagos' as since)
    select
      (select count(*) from analytics_events, b where created_at >= since)::int as total_interactions,
      (select count(*) from analytics_events, b where created_at >= since and event_type = 'page_view')::int as page_views,
      (select count(distinct session_id) from analytics_events, b where created_at >= since and event_type = 'page_view')::int as unique_visitors,
      (select count(distinct session_id) from analytics_events, b where created_at >= since and event_type = 'page_view' and metadata->'is_returning_visitor' = 'true'::jsonb)::int as returning_visitors,
      (select count(*) from donations, b where status = 'completed' and coalesce(completed_at, created_at) >= since)::int as donations_completed,
      (select json_agg(p) from (select page_path as path, count(*)::int as views from analytics_events, b where created_at >= since and event_type = 'page_view' group by 1 order by 2 desc, 1 limit 10) p) as popular_pages`)
  return rows[0]
}

const timed = async (url, headers) => {
  const started = performance.now()
  const response = await fetch(url, { headers })
  const body = await response.json()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`)
  return { ms, body }
}

const runScript = (script, env) =>
  new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/payload'), ['run', script], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    })
    child.once('exit', (code) => resolve(code ?? 1))
  })

if ((await build()) !== 0) process.exit(1)
fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true })
const env = {
  ...process.env,
  PORT: String(PORT),
  EMBEDDED_PG_DIR: dataDir,
  EMBEDDED_PG_PORT: String(PG_PORT),
  PAYSTACK_SIMULATOR_PORT: String(SIMULATOR_PORT),
  SEED_DEMO_CONTENT: 'false',
  PUBLIC_SERVER_URL: base,
  UPLOADS_DIR: `${dataDir}/uploads`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The roll-up is run once below, at a known moment, not by the hourly schedule.
  JOBS_AUTORUN: 'false',
}
for (const name of [
  'PAYSTACK_SECRET_KEY',
  'PAYSTACK_PUBLIC_KEY',
  'PAYSTACK_BASE_URL',
  'DATABASE_URI',
])
  delete env[name]
const server = spawn(process.execPath, ['src/cli/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
})

/** Resident memory, in MB, of a process and its descendants (the launcher runs Next as a child), PostgreSQL left out. */
const treeRssMb = (root) => {
  const parents = new Map()
  const rss = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres'))
        rss.set(Number(entry), (Number(fields[21]) * 4096) / 1024 / 1024)
    } catch {
      /* the process ended while we looked */
    }
  }
  const inTree = (pid) =>
    pid === root ||
    (parents.has(pid) &&
      pid !== parents.get(pid) &&
      parents.get(pid) > 1 &&
      inTree(parents.get(pid)))
  let total = 0
  for (const [pid, mb] of rss) if (inTree(pid)) total += mb
  return total
}

let code = 0
let db
try {
  await waitFor(`${base}/api/health`, 240_000)
  const password = fs.readFileSync(path.join(ROOT, dataDir, 'postgres.password'), 'utf8').trim()
  const uri = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/fellowship`
  db = new pg.Client({ connectionString: uri })
  await db.connect()

  let started = performance.now()
  await seedEvents(db, EVENTS)
  await seedDonations(db, DONATIONS)
  await seedApplications(db)
  await db.query(
    'vacuum analyze analytics_events, donations, sponsorship_applications, volunteer_applications',
  )
  console.log(
    `\nSeeded ${EVENTS.toLocaleString('en')} analytics events, ${DONATIONS.toLocaleString('en')} donations, 3,000 sponsor and 5,000 volunteer applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`login: ${login.status}`)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const url = (days) => `${base}/api/admin/analytics?days=${days}`

  // Before any roll-up every event is counted live: one run each, to show what the roll-up saves.
  const live = {}
  for (const days of RANGES) live[days] = (await timed(url(days), headers)).ms

  started = performance.now()
  const rolled = await runScript('src/jobs/rollUpAnalytics.script.ts', {
    ...process.env,
    DATABASE_URI: uri,
    PAYLOAD_SECRET: 'bench-admin-rollup',
    JOBS_AUTORUN: 'false',
  })
  if (rolled !== 0) throw new Error('the roll-up failed')
  const rollupSeconds = (performance.now() - started) / 1000
  await db.query('vacuum analyze analytics_daily, analytics_daily_pages, analytics_daily_sessions')

  const rows = []
  const reports = {}
  for (const days of RANGES) {
    await timed(url(days), headers) // warm-up
    const latencies = []
    for (let run = 0; run < RUNS; run++) {
      const { ms, body } = await timed(url(days), headers)
      latencies.push(ms)
      reports[days] = body
    }
    latencies.sort((a, b) => a - b)
    const p95 = percentile(latencies, 95)
    rows.push({
      range: `days=${days}`,
      'live, no roll-up (ms)': Math.round(live[days]),
      runs: RUNS,
      'median ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(p95),
      'target ms': TARGET_MS,
      result: p95 < TARGET_MS ? 'ok' : 'OVER',
    })
  }
  console.log(
    `\nGET /api/admin/analytics (production build, embedded PostgreSQL; roll-up of the closed days took ${rollupSeconds.toFixed(1)} s):`,
  )
  console.table(rows)

  const raw = await rawYear(db)
  const year = reports[365].cards
  const checks = [
    ['total interactions', year.totalInteractions, raw.total_interactions],
    ['page views', year.pageViews, raw.page_views],
    ['unique visitors (distinct sessions)', year.uniqueVisitors, raw.unique_visitors],
    ['returning visitors', year.returningVisitors, raw.returning_visitors],
    ['donations completed', year.donationsCompleted, raw.donations_completed],
    ['popular pages', JSON.stringify(reports[365].popularPages), JSON.stringify(raw.popular_pages)],
  ]
  console.log('\nThe 365-day report against the raw tables:')
  for (const [name, report, expected] of checks)
    console.log(
      `${report === expected ? 'ok  ' : 'FAIL'} ${name}: ${report}${report === expected ? '' : ` (raw: ${expected})`}`,
    )
  if (
    checks.some(([, report, expected]) => report !== expected) ||
    rows.some((row) => row.result !== 'ok')
  )
    code = 1

  await measureRecentDonors({ base, headers, serverRssMb: () => treeRssMb(server.pid) })
} catch (error) {
  console.error(error)
  code = 1
} finally {
  await db?.end().catch(() => {})
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
process.exit(code)
