import type { Payload } from 'payload'

import { env } from '@/lib/config/env'
import {
  claimRunnableJob,
  claimRunnableJobs,
  guardJobUpdates,
  releaseJobsWithExpiredClaims,
  renewJobClaim,
  type ReleasedJob,
} from '@/lib/db/payloadJobs'

/**
 * The job runner of every app instance. Payload's own picks jobs with a read and then a separate
 * write (runJobs → updateJobs: findMany, then one update per row), and its runByID marks any job
 * processing without a condition, so two instances, or one instance's cron and runSoon, ran the
 * same job twice. Here a job is claimed by one conditional UPDATE and only the claim's winner runs
 * it, through Payload's runByID, so retries, backoff, the job log and deleteJobOnComplete stay
 * Payload's. While it runs, the claim is renewed (updated_at); a claim not renewed for
 * JOBS_CLAIM_TIMEOUT_SECONDS belongs to a runner that died (kill -9, a lost database) and is
 * released as a failed try.
 */

/** Jobs one instance claims and runs at a time; it claims no more than it runs, so no claim waits unrenewed. */
const BATCH = 10

export const claimTimeoutSeconds = (): number => env('JOBS_CLAIM_TIMEOUT_SECONDS')

/** Up to `limit` runnable jobs of the queue, oldest first, now claimed by this runner. */
export const claimJobs = (
  payload: Payload,
  { queue = 'default', limit = BATCH } = {},
): Promise<number[]> => claimRunnableJobs(payload, queue, limit)

/** Runs a job this runner has claimed, renewing the claim meanwhile. Never throws: a failure is logged and the claim expires. */
const runClaimedJob = (payload: Payload, id: number | string): Promise<void> => {
  guardJobUpdates(payload)
  const renew = setInterval(
    () =>
      void renewJobClaim(payload, id).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: `Job ${id}: could not renew its claim` }),
      ),
    (claimTimeoutSeconds() * 1000) / 4,
  )
  return (
    payload.jobs
      .runByID({ id, overrideAccess: true, silent: { info: true } })
      .then(() => undefined)
      // Left processing: whatever the job did stays done, and the expired claim retries it as a failed try.
      .catch((error: unknown) =>
        payload.logger.error({
          err: error,
          msg: `Job ${id} stopped with an error; it is retried once its claim expires`,
        }),
      )
      .finally(() => clearInterval(renew))
  )
}

/** Claims the job and runs it if this runner won; otherwise another runner has it (or it is not due) and nothing happens. */
export const runJobIfClaimed = async (payload: Payload, id: number | string): Promise<boolean> => {
  let won = false
  try {
    won = await claimRunnableJob(payload, id)
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Job ${id} could not be claimed; the queue will run it`,
    })
  }
  if (won) await runClaimedJob(payload, id)
  return won
}

/** Tries a task may make after its first (Payload's retries), which a released claim counts against. */
const retriesOf = (payload: Payload): Record<string, number> =>
  Object.fromEntries(
    (payload.config.jobs.tasks ?? []).map((task) => [
      task.slug,
      typeof task.retries === 'number' ? task.retries : (task.retries?.attempts ?? 0),
    ]),
  )

/**
 * Releases claims not renewed for the claim timeout: their runner died mid-try. The try is logged as
 * failed in the job's log (where Payload counts a task's tries), so a job that kills its runner every
 * time stops after its retries like any failing job; one with tries left runs again at once.
 */
export const releaseExpiredClaims = async (payload: Payload): Promise<ReleasedJob[]> => {
  const released = await releaseJobsWithExpiredClaims(payload, {
    timeoutSeconds: claimTimeoutSeconds(),
    retries: retriesOf(payload),
  })
  for (const job of released) {
    payload.logger.warn({
      msg: `Job ${job.id} (${job.task_slug}): its runner stopped during try ${job.tries}; ${job.final ? 'no tries are left' : 'it runs again'}`,
    })
  }
  return released
}

/**
 * One pass of an instance's queue runner (Payload's cron calls it, src/jobs): expired claims are
 * released, then runnable jobs are claimed and run, a batch at a time, until none is left.
 */
export const runQueuedJobs = async (
  payload: Payload,
  { queue = 'default' } = {},
): Promise<void> => {
  guardJobUpdates(payload)
  await releaseExpiredClaims(payload)
  for (;;) {
    const ids = await claimJobs(payload, { queue, limit: BATCH })
    await Promise.all(ids.map((id) => runClaimedJob(payload, id)))
    if (ids.length < BATCH) return
  }
}
