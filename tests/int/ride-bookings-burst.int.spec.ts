// Issue #29: a burst of seat requests on one bus run (a Sunday announcement in a WhatsApp group)
// used to drain the database pool, each request holding a connection while it waited for the run's
// row lock, so half of them got 500 and the rest of the site waited too. Every request must end
// confirmed, waitlisted or 'busy, try again' (503), and the site must keep answering meanwhile.
// A small pool and a short connection wait make the old failure show in seconds.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { rowsOf } from '@/lib/db/rows'

import { callApi, postJson } from '../helpers/api'
import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { stubEnvs } from '../helpers/env'
import { getTestPayload } from '../helpers/payload'

const BUSY = 'Many people are asking for this ride right now. Please try again in a minute.'

let payload: Payload
let church: { church: number; service: number }

beforeAll(async () => {
  stubEnvs({ DATABASE_POOL_MAX: '4', DATABASE_CONNECT_TIMEOUT_SECONDS: '2' })
  payload = await getTestPayload()
  church = await seedActiveChurch(payload, 'Burst Chapel')
})

afterAll(() => {
  vi.unstubAllEnvs()
})

/** A connection of its own, outside the app's pool, holding the run's row lock as a long booking would. */
const holdRun = async (run: number) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  await client.query('begin')
  await client.query('select id from bus_runs where id = $1 for update', [run])
  return async () => {
    await client.query('rollback')
    await client.end()
  }
}

/** How many of this database's connections wait for a lock, asked outside the app's pool. */
const lockWaiters = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    const { rows } = await client.query<{ waiting: number }>(`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)
    return rows[0].waiting
  } finally {
    await client.end()
  }
}

const ask = (run: number, email: string) =>
  postJson('/forms/ride', {
    run,
    name: 'Rider',
    phone: '+234 803 555 0101',
    email,
    people: 1,
    stop: 'Allen Junction',
  })

const bookingsOf = async (run: number) =>
  rowsOf<{ status: string; count: number }>(
    await payload.db.drizzle.execute(sql`
      select status::text as status, count(*)::int as count from ride_bookings
      where bus_run_id = ${run} group by 1 order by 1`),
  )

it('30 requests queued behind a held run leave the site answering, and each ends confirmed or waitlisted', async () => {
  const run = await seedBusRun(payload, church, { seats: 10 })
  const release = await holdRun(run)
  const answers = Array.from({ length: 30 }, (_, n) => ask(run, `burst${n}@example.org`))
  await vi.waitFor(async () => expect(await lockWaiters()).toBeGreaterThan(0), {
    timeout: 60_000,
    interval: 50,
  })
  // The rest of the site still gets a connection while the burst waits.
  const health = await callApi('/health')
  await release()
  expect(health.status).toBe(200)
  const settled = await Promise.all(
    answers.map(async (answer) => {
      const response = await answer
      return { status: response.status, body: (await response.json()) as { status?: string } }
    }),
  )
  expect(settled.map((answer) => answer.status)).toEqual(Array(30).fill(201))
  expect(settled.filter((answer) => answer.body.status === 'confirmed')).toHaveLength(10)
  expect(await bookingsOf(run)).toEqual([
    { status: 'confirmed', count: 10 },
    { status: 'waitlisted', count: 20 },
  ])
})

it("a request that cannot have its turn in time is told 'busy, try again' (503) and nothing is stored", async () => {
  vi.stubEnv('SEAT_REQUEST_WAIT_SECONDS', '2')
  const run = await seedBusRun(payload, church, { seats: 10 })
  const release = await holdRun(run)
  try {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) => ask(run, `busy${n}@example.org`)),
    )
    for (const response of responses) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBeTruthy()
      expect(await response.json()).toMatchObject({ code: 'busy', error: BUSY })
    }
  } finally {
    await release()
    vi.stubEnv('SEAT_REQUEST_WAIT_SECONDS', undefined)
  }
  expect(await bookingsOf(run)).toEqual([])
})
