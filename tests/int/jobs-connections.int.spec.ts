// A job update that fails gives its connection back. Payload's updateJobs opens a transaction per
// update and, when a statement fails, neither commits nor rolls back: the connection stayed "idle
// in transaction (aborted)" for ever, and a few such failures drained the pool until the instance
// answered nothing. The failure here is the one two runners caused: a job's row deleted while it
// ran (the other runner completed it), so its log entry's insert fails.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { rowsOf } from '@/lib/db/rows'
import { runJobIfClaimed } from '@/lib/jobs/runner'

import { stubEnvs } from '../helpers/env'
import { getTestPayload } from '../helpers/payload'

/** More jobs than the pool has connections (DATABASE_POOL_MAX, 10). */
const JOBS = 12

let payload: Payload
let server: SMTPServer
/** Messages the mail server has read and not yet accepted: their sends wait until released. */
const held: (() => void)[] = []

beforeAll(async () => {
  const port = await findFreePort()
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => held.push(() => callback()))
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  stubEnvs({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    SMTP_SKIP_VERIFY: 'true',
  })
  payload = await getTestPayload()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  for (const release of held.splice(0)) release()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const idleInTransaction = async () =>
  rowsOf<{ count: number }>(
    await payload.db.drizzle.execute(
      sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    ),
  )[0].count

it(
  'jobs whose rows vanish while they run leave no connection in a transaction, and the app still answers',
  { timeout: 600_000 },
  async () => {
    const runs: Promise<boolean>[] = []
    for (let i = 0; i < JOBS; i++) {
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to: `admin${i}@example.org`,
          subject: `Request ${i}`,
          text: 'A request arrived.',
          html: '<p>A request arrived.</p>',
        },
      })
      runs.push(runJobIfClaimed(payload, job.id))
    }
    // Every job is in the middle of its send.
    await vi.waitFor(() => expect(held).toHaveLength(JOBS), { timeout: 30_000, interval: 50 })
    await payload.db.drizzle.execute(sql`delete from payload_jobs`)
    for (const release of held.splice(0)) release()
    // Each run ends (its failure logged), none hangs waiting for a connection.
    expect(await Promise.all(runs)).toEqual(Array(JOBS).fill(true))

    // The failed updates were rolled back: nothing stays in a transaction...
    expect(await idleInTransaction()).toBe(0)
    // ...and every connection came back: more queries at once than the pool holds all get answers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => payload.db.drizzle.execute(sql`select ${i}::int as n`)),
    )
    expect(answers.map((answer) => rowsOf<{ n: number }>(answer)[0].n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    )
    expect(await idleInTransaction()).toBe(0)
  },
)
