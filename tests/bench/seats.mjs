// npm run bench:seats — a burst of seat requests on one bus run, as a Sunday announcement in a
// church WhatsApp group sends it (issue #29): BENCH_SEAT_REQUESTS (200) POST /api/forms/ride at
// once on a run of BENCH_SEATS (50) seats, on the production build with the demo content. Meanwhile
// one client keeps asking /api/health and the home page, as the rest of the site's visitors would.
// Prints how each request ended (confirmed, waitlisted, busy, anything else) with latencies, and
// the seats the database holds. Fails on any other answer or an oversold run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { build } from '../../src/cli/build.mjs'
import { ROOT } from '../../src/cli/runtime.mjs'
import { percentile, waitFor } from './common.mjs'

const PORT = Number(process.env.BENCH_PORT || 3470)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54670)
const SIMULATOR_PORT = Number(process.env.BENCH_SIMULATOR_PORT || 54671)
const REQUESTS = Number(process.env.BENCH_SEAT_REQUESTS || 200)
const SEATS = Number(process.env.BENCH_SEATS || 50)
const base = `http://localhost:${PORT}`
const dataDir = '.data/bench-seats'

if ((await build()) !== 0) process.exit(1)
fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true })
const env = {
  ...process.env,
  PORT: String(PORT),
  EMBEDDED_PG_DIR: dataDir,
  EMBEDDED_PG_PORT: String(PG_PORT),
  PAYSTACK_SIMULATOR: 'true',
  PAYSTACK_SIMULATOR_PORT: String(SIMULATOR_PORT),
  SEED_DEMO_CONTENT: 'true',
  PUBLIC_SERVER_URL: base,
  UPLOADS_DIR: `${dataDir}/uploads`,
  // All requests come from one address; the limits themselves are integration-tested.
  RATE_LIMIT_FORMS_PER_HOUR: '100000000',
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

const timed = async (request) => {
  const started = performance.now()
  try {
    const response = await request()
    const body = await response.json().catch(() => ({}))
    return { ms: performance.now() - started, status: response.status, body }
  } catch (error) {
    return { ms: performance.now() - started, status: 0, body: { error: String(error) } }
  }
}

const outcomeOf = ({ status, body }) => {
  if (status === 201 && (body.status === 'confirmed' || body.status === 'waitlisted'))
    return body.status
  if (status === 503 && body.code === 'busy') return 'busy, try again'
  return `other (${status} ${body.code ?? ''})`.trim()
}

const latencies = (answers) => {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  return {
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
  }
}

let code = 0
let db
try {
  await waitFor(`${base}/api/health`, 240_000)
  const password = fs.readFileSync(path.join(ROOT, dataDir, 'postgres.password'), 'utf8').trim()
  db = new pg.Client({
    host: '127.0.0.1',
    port: PG_PORT,
    user: 'postgres',
    password,
    database: 'fellowship',
  })
  await db.connect()
  // A public bus run of the demo, emptied and given BENCH_SEATS seats.
  const {
    rows: [run],
  } = await db.query(`
    select r.id, s.place from bus_runs r join bus_runs_stops s on s._parent_id = r.id
    where r.status = 'scheduled' and r.visibility = 'public' and r.riders = 'anyone' and r.date > now()
    order by r.id, s._order limit 1`)
  if (!run) throw new Error('The demo content has no public bus run ahead')
  await db.query('delete from ride_bookings where bus_run_id = $1', [run.id])
  await db.query('update bus_runs set seats = $2 where id = $1', [run.id, SEATS])
  // Warm up the route on another run's worth of nothing: one refused request compiles it.
  await fetch(`${base}/api/forms/ride`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })

  let bursting = true
  const site = []
  const visitor = (async () => {
    while (bursting) {
      site.push(await timed(() => fetch(`${base}/api/health`)))
      site.push(await timed(() => fetch(`${base}/`)))
    }
  })()
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, (_, n) =>
      timed(() =>
        fetch(`${base}/api/forms/ride`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            run: run.id,
            name: `Bench Rider ${n}`,
            phone: '+234 803 555 0101',
            email: `bench-rider-${n}@example.org`,
            people: 1,
            stop: run.place,
          }),
        }),
      ),
    ),
  )
  const wall = (performance.now() - started) / 1000
  bursting = false
  await visitor

  const counts = {}
  for (const answer of answers) counts[outcomeOf(answer)] = (counts[outcomeOf(answer)] ?? 0) + 1
  const { rows: held } = await db.query(
    `select status::text as status, count(*)::int as bookings, sum(people)::int as people
     from ride_bookings where bus_run_id = $1 group by 1 order by 1`,
    [run.id],
  )
  const confirmed = held.find((row) => row.status === 'confirmed')?.people ?? 0
  console.log(
    `\n${REQUESTS} seat requests at once on one bus run of ${SEATS} seats, one app instance, embedded PostgreSQL: ${wall.toFixed(1)} s`,
  )
  console.table(
    Object.entries(counts).map(([outcome, requests]) => ({
      outcome,
      requests,
      ...latencies(answers.filter((answer) => outcomeOf(answer) === outcome)),
    })),
  )
  console.log('Bookings stored:')
  console.table(held)
  const siteFailures = site.filter((answer) => answer.status !== 200).length
  console.log(
    `The rest of the site meanwhile: ${site.length} requests to /api/health and /, ${siteFailures} not 200`,
  )
  console.table([latencies(site)])
  const others = Object.keys(counts).filter((outcome) => outcome.startsWith('other'))
  if (others.length > 0 || confirmed > SEATS || siteFailures > 0) code = 1
} catch (error) {
  console.error(error)
  code = 1
} finally {
  await db?.end()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
process.exit(code)
