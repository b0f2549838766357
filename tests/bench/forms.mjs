// npm run bench:forms — throughput and latency of the public write endpoints on the production
// build: POST /api/analytics with batches of 10 events, and POST /api/forms/pitch-deck, each under
// concurrent load for a fixed time. Prints requests/s, rows/s and latency percentiles.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { build } from '../../src/cli/build.mjs'
import { ROOT } from '../../src/cli/runtime.mjs'
import { percentile, waitFor } from './common.mjs'

const PORT = Number(process.env.BENCH_PORT || 3450)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54650)
const SECONDS = Number(process.env.BENCH_SECONDS || 15)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16)
const base = `http://localhost:${PORT}`
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

const analyticsBatch = (worker, n) => ({
  events: Array.from({ length: 10 }, (_, i) => ({
    event_type: i === 0 ? 'donation_funnel' : 'page_view',
    page_path: i % 2 ? '/sponsorship' : '/',
    referrer: 'https://www.google.com/',
    session_id: `bench-${worker}-${n}`,
    metadata: {
      timestamp: new Date().toISOString(),
      is_returning_visitor: i % 3 === 0,
      screen_resolution: '412x915',
      viewport_size: '412x823',
      ...(i === 0 ? { step: 'initiated', source: 'bench' } : {}),
    },
  })),
})

const pitchDeck = (worker, n) => ({
  full_name: `Bench Visitor ${worker}`,
  email: `bench-${worker}-${n}@example.org`,
})

/** CONCURRENCY loops posting for SECONDS; every answer must be a success. */
const load = async (name, pathname, body, rowsPerRequest) => {
  const latencies = []
  let failures = 0
  const until = Date.now() + SECONDS * 1000
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let n = 0; Date.now() < until; n++) {
        const t0 = performance.now()
        const response = await fetch(base + pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
          body: JSON.stringify(body(worker, n)),
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - t0)
        if (!response.ok) failures++
      }
    }),
  )
  const elapsed = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const requests = latencies.length
  return {
    endpoint: name,
    'requests/s': Math.round(requests / elapsed),
    'rows/s': Math.round((requests * rowsPerRequest) / elapsed),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p95 ms': Math.round(percentile(latencies, 95)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    failures,
  }
}

if ((await build()) !== 0) process.exit(1)
const dataDir = '.data/bench-forms'
fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true })
const server = spawn(process.execPath, ['src/cli/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    EMBEDDED_PG_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    SEED_DEMO_CONTENT: 'true',
    PUBLIC_SERVER_URL: base,
    UPLOADS_DIR: `${dataDir}/uploads`,
    // All load comes from one address; the limits themselves are integration-tested.
    RATE_LIMIT_FORMS_PER_HOUR: '100000000',
    RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR: '100000000',
    RATE_LIMIT_ANALYTICS_PER_10_MINUTES: '100000000',
  },
})
let code = 0
try {
  await waitFor(`${base}/api/health`, 240_000)
  // Warm up: the first requests compile routes and open database connections.
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: JSON.stringify(analyticsBatch('warm', i)),
    })
    await fetch(`${base}/api/forms/pitch-deck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pitchDeck('warm', i)),
    })
  }
  const results = [
    await load('POST /api/analytics (10 events)', '/api/analytics', analyticsBatch, 10),
    await load('POST /api/forms/pitch-deck', '/api/forms/pitch-deck', pitchDeck, 1),
  ]
  console.log(
    `\n${CONCURRENCY} concurrent clients, ${SECONDS} s per endpoint, one app instance, embedded PostgreSQL:`,
  )
  console.table(results)
  if (results.some((result) => result.failures > 0)) code = 1
} catch (error) {
  console.error(error)
  code = 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
process.exit(code)
