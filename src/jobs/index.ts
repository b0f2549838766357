import type { JobsConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { env } from '@/lib/config/env'
import { guardJobUpdates } from '@/lib/db/payloadJobs'
import { runQueuedJobs } from '@/lib/jobs/runner'

import { attachUploadTask } from './attachUpload'
import { linkMonthlyGiftTask } from './linkMonthlyGift'
import { mailYearlyStatementsTask } from './mailYearlyStatements'
import { makeWeeklyRunsTask } from './makeWeeklyRuns'
import { purgeExpiredDataTask } from './purgeExpiredData'
import { reconcilePaymentsTask } from './reconcilePayments'
import { rideNoticesTask } from './rideNotices'
import { rollUpAnalyticsTask } from './rollUpAnalytics'
import { sendDonationReceiptTask } from './sendDonationReceipt'
import { sendEmailTask } from './sendEmail'
import { sendImpactReportTask } from './sendImpactReport'
import { sendMessageTask } from './sendMessage'
import { sendPitchDeckTask } from './sendPitchDeck'
import { setUpTransferGiftTask } from './setUpTransferGift'
import { sendYearlyStatementTask } from './sendYearlyStatement'

/**
 * Queued work. Jobs are queued in PostgreSQL; every app instance polls the queue each minute
 * (JOBS_CRON), and the code that queues a job also starts it at once (src/lib/jobs/runSoon.ts), so
 * e-mails leave in seconds and survive a restart. Whoever claims a job first runs it, exactly once
 * across instances (src/lib/jobs/runner.ts). JOBS_AUTORUN=false stops the polling (tests run jobs themselves).
 */
export const jobs: JobsConfig = {
  tasks: [
    sendEmailTask,
    attachUploadTask,
    sendDonationReceiptTask,
    linkMonthlyGiftTask,
    reconcilePaymentsTask,
    sendPitchDeckTask,
    sendImpactReportTask,
    rollUpAnalyticsTask,
    rideNoticesTask,
    makeWeeklyRunsTask,
    purgeExpiredDataTask,
    sendMessageTask,
    setUpTransferGiftTask,
    mailYearlyStatementsTask,
    sendYearlyStatementTask,
  ],
  // No cron at all with JOBS_AUTORUN=false: neither running queued jobs nor queueing scheduled ones.
  autoRun: (payload) => {
    if (!env('JOBS_AUTORUN')) return []
    guardJobUpdates(payload)
    return [{ cron: env('JOBS_CRON'), queue: 'default', silent: { info: true } }]
  },
  // Payload's cron asks this after queueing the scheduled tasks, just before it would run its own
  // runner (which lets two instances take one job): our runner runs the queue instead, and Payload's never does.
  shouldAutoRun: async (payload) => {
    await runQueuedJobs(payload)
    return false
  },
  // Nor over REST (GET /api/payload-jobs/run); `payload.jobs.run()` in trusted code and tests still works.
  access: { run: nobody },
  deleteJobOnComplete: true,
}
