import type { Payload } from 'payload'

/**
 * Queues a job and starts it in the background at once; the minute cron (src/jobs) picks it up
 * again if this attempt fails or the process stops. Resolves once the job is safely queued.
 */
export const queueAndRunSoon = async (payload: Payload, job: Parameters<Payload['jobs']['queue']>[0]) => {
  const queued = await payload.jobs.queue(job)
  if (process.env.JOBS_AUTORUN !== 'false') {
    void payload.jobs.runByID({ id: queued.id, silent: { info: true } }).catch((error: unknown) => payload.logger.error({ err: error, msg: `Job ${queued.id} failed to start; the queue will retry it` }))
  }
  return queued
}
