import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import { isoDay, lagosYear } from '@/lib/dates'
import { recordStatementMailings } from '@/lib/db/statementMailings'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { inTransaction } from '@/lib/workflows/asUser'

/**
 * Every donor's statement of last year, e-mailed in January (issue #35), exactly once per donor
 * and year: each batch inserts the donors' rows (statement-mailings, unique per donor and year)
 * and queues their e-mails (`send-yearly-statement`) in one transaction, so a second instance
 * running at the same moment inserts and queues nothing for them, and a kill -9 before the commit
 * leaves nothing behind for the next run to trip on.
 */
const BATCH = 50
/** Donors per run: a large first January continues at the next hourly run. */
const MAX_BATCHES = 40

/** The key a donor's address is hashed with in those rows: derived, so the secret never reaches SQL. */
const statementPepper = (): string => {
  const secret = env('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: statement rows cannot be keyed.')
  return createHash('sha256').update(`statement-mailings:${secret}`).digest('base64url')
}

/** In January (Lagos), last year's statements still to send are queued; otherwise nothing. */
export const queueYearlyStatements = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<{ year: number | null; queued: number }> => {
  if (isoDay(now).slice(5, 7) !== '01') return { year: null, queued: 0 }
  const year = lagosYear(now) - 1
  const pepper = statementPepper()
  let queued = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const jobs = await inTransaction(payload, async (req) => {
      const rows = await recordStatementMailings(payload, req, { year, pepper, limit: BATCH })
      const ids: (number | string)[] = []
      for (const row of rows) {
        const job = await payload.jobs.queue({
          task: 'send-yearly-statement',
          input: { mailingId: row.id },
          req,
        })
        ids.push(job.id)
      }
      return ids
    })
    for (const id of jobs) runJobSoon(payload, id)
    queued += jobs.length
    if (jobs.length < BATCH) break
  }
  return { year, queued }
}
