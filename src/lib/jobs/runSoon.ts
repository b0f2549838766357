import type { Payload } from 'payload'

import { env } from '@/lib/config/env'

import { runJobIfClaimed } from './runner'

/**
 * Starts a queued job in the background at once, if this instance wins its claim (src/lib/jobs/runner.ts);
 * otherwise another instance's runner already has it. The job must be committed: one queued in a
 * transaction still open is not visible yet, and the queue's cron runs it later.
 */
export const runJobSoon = (payload: Payload, id: number | string): void => {
  if (!env('JOBS_AUTORUN')) return
  void runJobIfClaimed(payload, id)
}

/**
 * Queues a job and starts it soon (runJobSoon); the queue's cron picks it up again if this attempt
 * fails or the process stops. Resolves once the job is safely queued.
 */
export const queueAndRunSoon = async (
  payload: Payload,
  job: Parameters<Payload['jobs']['queue']>[0],
) => {
  const queued = await payload.jobs.queue(job)
  runJobSoon(payload, queued.id)
  return queued
}
