// npm run bench:payments — the payment server under a burst of Paystack webhooks, on the
// production build with the Paystack simulator that `npm start` runs without keys. Creates N pending
// donations through POST /api/payments/initialize, marks them paid on the simulator without its
// webhook, then sends every signed charge.success, plus duplicates, from 50 concurrent senders in a
// shuffled order. Prints webhooks/s and latency, and checks that every donation completed exactly
// once: N completed, one NOTIFY per donation, at most one receipt job per donation. Queued jobs are
// not run (JOBS_AUTORUN=false), so the receipt jobs are still there to be counted afterwards.
import { createHmac } from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { build } from '../../src/cli/build.mjs'
import { ROOT } from '../../src/cli/runtime.mjs'
import { sleep, percentile, waitFor } from './common.mjs'

const PORT = Number(process.env.BENCH_PORT || 3460)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54660)
const SIMULATOR_PORT = Number(process.env.BENCH_SIMULATOR_PORT || 54460)
const DONATIONS = Number(process.env.BENCH_DONATIONS || 1000)
/** Extra copies of each webhook, as Paystack's retries and duplicates would send them. */
const DUPLICATES = Number(process.env.BENCH_DUPLICATES || 2)
const SENDERS = Number(process.env.BENCH_SENDERS || 50)
const INITIALIZE_CONCURRENCY = 8
/** The key src/cli/paystack.mjs gives the simulator, and so the app, when no key is set. */
const SECRET = 'sk_test_simulator'
const CHANNEL = 'donation_completed'
const base = `http://localhost:${PORT}`
const simulator = `http://127.0.0.1:${SIMULATOR_PORT}`
const dataDir = '.data/bench-payments'

/** Runs task(i) for i in [0, count) with `concurrency` workers; returns the latencies in ms. */
const pool = async (count, concurrency, task) => {
  const latencies = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now()
        await task(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  return latencies.sort((a, b) => a - b)
}

const json = async (response, what) => {
  const body = await response.json()
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

const shuffle = (items) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}

if ((await build()) !== 0) process.exit(1)
fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true })
const env = {
  ...process.env,
  PORT: String(PORT),
  EMBEDDED_PG_DIR: dataDir,
  EMBEDDED_PG_PORT: String(PG_PORT),
  PAYSTACK_SIMULATOR: 'true',
  PAYSTACK_SIMULATOR_PORT: String(SIMULATOR_PORT),
  SEED_DEMO_CONTENT: 'false',
  PUBLIC_SERVER_URL: base,
  UPLOADS_DIR: `${dataDir}/uploads`,
  JOBS_AUTORUN: 'false',
  // All load comes from one address; the limits themselves are integration-tested.
  RATE_LIMIT_PAYMENTS_PER_HOUR: '100000000',
  RATE_LIMIT_PAYMENTS_PER_EMAIL_PER_HOUR: '100000000',
}
// The simulator, never real Paystack, whatever this shell holds.
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

  // 1. N pending donations, as donors' browsers start them.
  const references = new Array(DONATIONS)
  const initializeStarted = performance.now()
  const initializeLatencies = await pool(DONATIONS, INITIALIZE_CONCURRENCY, async (i) => {
    const body = {
      amount: 100 + ((i * 7919) % 99_900),
      email: `bench-${i}@example.org`,
      donorName: `Bench Donor ${i}`,
      phone: '+234 803 123 4567',
      currency: 'NGN',
      isAnonymous: i % 10 === 0,
      showPublicly: true,
      isChristian: 'yes',
      church: 'Bench Chapel',
      donorType: 'individual',
    }
    const answer = await json(
      await fetch(`${base}/api/payments/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      'initialize',
    )
    references[i] = answer.data.reference
  })
  const initializeSeconds = (performance.now() - initializeStarted) / 1000

  // 2. Paid on Paystack; the app is told nothing yet.
  const events = new Array(DONATIONS)
  await pool(DONATIONS, INITIALIZE_CONCURRENCY, async (i) => {
    const paid = await json(
      await fetch(`${simulator}/__simulator/transactions/${references[i]}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ webhook: false }),
      }),
      'simulator pay',
    )
    const tx = paid.data
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: tx.id,
        domain: 'test',
        status: 'success',
        reference: tx.reference,
        amount: tx.amount,
        currency: tx.currency,
        gateway_response: 'Successful',
        paid_at: tx.paid_at,
        channel: 'card',
        customer: { email: tx.email },
        metadata: tx.metadata,
      },
    })
    events[i] = { raw, signature: createHmac('sha512', SECRET).update(raw).digest('hex') }
  })

  // 3. Every webhook plus duplicates, shuffled, from SENDERS concurrent senders; one NOTIFY per completion is counted.
  const notified = new Map()
  await db.query(`LISTEN ${CHANNEL}`)
  db.on('notification', (message) => {
    const { id } = JSON.parse(message.payload)
    notified.set(id, (notified.get(id) ?? 0) + 1)
  })
  const deliveries = shuffle(
    Array.from({ length: DONATIONS * (1 + DUPLICATES) }, (_, k) => events[k % DONATIONS]),
  )
  const failures = []
  const started = performance.now()
  const latencies = await pool(deliveries.length, SENDERS, async (k) => {
    const { raw, signature } = deliveries[k]
    const response = await fetch(`${base}/api/paystack/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signature,
        'user-agent': 'Paystack-bench',
      },
      body: raw,
    })
    const text = await response.text()
    if (response.status !== 200) failures.push(`${response.status} ${text.slice(0, 200)}`)
  })
  const seconds = (performance.now() - started) / 1000
  await sleep(500) // the last NOTIFYs are on their way

  // 4. Exactly once?
  const { rows: statuses } = await db.query(
    `select status::text as status, count(*)::int as n from donations where reference = any($1) group by status`,
    [references],
  )
  const completed = statuses.find((row) => row.status === 'completed')?.n ?? 0
  const { rows: jobs } = await db.query(
    `select count(*)::int as jobs, count(distinct input->>'donationId')::int as donations from payload_jobs where task_slug = 'send-donation-receipt'`,
  )
  const { rows: webhookMarked } = await db.query(
    `select count(*)::int as n from paystack_transactions where reference = any($1) and webhook_received_at is not null and status = 'success'`,
    [references],
  )
  const notifiedTwice = [...notified.values()].filter((count) => count > 1).length

  console.log(
    `\nOne app instance (production build), embedded PostgreSQL, Paystack simulator; ${DONATIONS} donations:`,
  )
  console.table([
    {
      step: 'POST /api/payments/initialize',
      requests: DONATIONS,
      concurrency: INITIALIZE_CONCURRENCY,
      'requests/s': Math.round(DONATIONS / initializeSeconds),
      'p50 ms': Math.round(percentile(initializeLatencies, 50)),
      'p99 ms': Math.round(percentile(initializeLatencies, 99)),
    },
    {
      step: `POST /api/paystack/webhook (×${1 + DUPLICATES} each)`,
      requests: deliveries.length,
      concurrency: SENDERS,
      'requests/s': Math.round(deliveries.length / seconds),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
    },
  ])
  const checks = [
    [
      'every webhook answered 200',
      failures.length === 0,
      failures.length ? `${failures.length} failed, first: ${failures[0]}` : `${deliveries.length}`,
    ],
    [
      'donations completed = N',
      completed === DONATIONS,
      `${completed} of ${DONATIONS} (${JSON.stringify(statuses)})`,
    ],
    [
      'completion NOTIFYs: one per donation',
      notified.size === DONATIONS && notifiedTwice === 0,
      `${notified.size} donations notified, ${notifiedTwice} more than once`,
    ],
    [
      'receipt jobs ≤ N, one per donation',
      jobs[0].jobs <= DONATIONS && jobs[0].jobs === jobs[0].donations,
      `${jobs[0].jobs} jobs for ${jobs[0].donations} donations`,
    ],
    [
      'transactions marked by the webhook',
      webhookMarked[0].n === DONATIONS,
      `${webhookMarked[0].n}`,
    ],
  ]
  for (const [name, ok, detail] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
  if (checks.some(([, ok]) => !ok)) code = 1
} catch (error) {
  console.error(error)
  code = 1
} finally {
  await db?.end().catch(() => {})
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}
process.exit(code)
