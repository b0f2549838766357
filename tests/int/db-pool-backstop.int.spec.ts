// The pool's backstop (payload.config.ts) for a transaction some code opens and never ends: PostgreSQL
// ends it after DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS, the pool drops that connection and serves
// the next caller, and the process lives on (a connection's unheard 'error' would have stopped it).
import pg from 'pg'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { rowsOf } from '@/lib/db/rows'

import { getTestPayload } from '../helpers/payload'

// Before the config is imported: a pool of 4, of which Payload keeps one for itself, and a 3 s limit.
vi.stubEnv('DATABASE_POOL_MAX', '4')
vi.stubEnv('DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS', '3')

let payload: Payload
/** A connection of its own, outside the pool, to watch the database from. */
const observer = new pg.Client({ connectionString: process.env.DATABASE_URI })

beforeAll(async () => {
  payload = await getTestPayload()
  await observer.connect()
})

afterAll(async () => {
  await observer.end()
  vi.unstubAllEnvs()
})

const idleInTransaction = async () =>
  (
    await observer.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )
  ).rows[0].count

it(
  'transactions nobody ends are ended by the server, and their connections serve the next caller',
  { timeout: 600_000 },
  async () => {
    // Three transactions begun and abandoned: with Payload's own connection, the pool is full.
    for (let i = 0; i < 3; i++) await payload.db.beginTransaction()
    expect(await idleInTransaction()).toBeGreaterThan(0)

    // This query gets a connection once the server has ended an abandoned transaction.
    const [answer] = rowsOf<{ ok: number }>(await payload.db.drizzle.execute(sql`select 1 as ok`))
    expect(answer).toEqual({ ok: 1 })
    await vi.waitFor(async () => expect(await idleInTransaction()).toBe(0), {
      timeout: 30_000,
      interval: 100,
    })

    // The pool is whole again: as many queries at once as it holds are all answered.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => payload.db.drizzle.execute(sql`select ${i}::int as n`)),
    )
    expect(answers.map((result) => rowsOf<{ n: number }>(result)[0].n)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
  },
)

it('idle connections the server closes (a database restart) are replaced, and the process lives on', async () => {
  // Every connection the pool holds is busy at once, then idle: each is then closed by the server.
  await Promise.all(
    Array.from({ length: 4 }, () => payload.db.drizzle.execute(sql`select pg_sleep(0.05)`)),
  )
  const closed = await observer.query<{ count: number }>(
    `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`,
  )
  expect(closed.rows[0].count).toBeGreaterThan(0)
  // Still here (an unheard pool 'error' would have ended the test process), and answering.
  await vi.waitFor(
    async () =>
      expect(
        rowsOf<{ ok: number }>(await payload.db.drizzle.execute(sql`select 1 as ok`))[0],
      ).toEqual({ ok: 1 }),
    { timeout: 30_000, interval: 100 },
  )
})
