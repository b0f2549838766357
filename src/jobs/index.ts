import type { JobsConfig } from 'payload'

import { attachUploadTask } from './attachUpload'
import { reconcilePaymentsTask } from './reconcilePayments'
import { rollUpAnalyticsTask } from './rollUpAnalytics'
import { sendDonationReceiptTask } from './sendDonationReceipt'
import { sendEmailTask } from './sendEmail'
import { sendPitchDeckTask } from './sendPitchDeck'

/**
 * Queued work. Jobs are queued in PostgreSQL; every app instance polls the queue each minute, and
 * the code that queues a job also starts it at once (src/lib/jobs/runSoon.ts), so e-mails leave
 * in seconds and survive a restart. JOBS_AUTORUN=false stops the polling (tests run jobs themselves).
 */
export const jobs: JobsConfig = {
  tasks: [sendEmailTask, attachUploadTask, sendDonationReceiptTask, reconcilePaymentsTask, sendPitchDeckTask, rollUpAnalyticsTask],
  // No cron at all with JOBS_AUTORUN=false: neither running queued jobs nor queueing scheduled ones.
  autoRun: () => (process.env.JOBS_AUTORUN === 'false' ? [] : [{ cron: '* * * * *', queue: 'default', limit: 20, silent: { info: true } }]),
  deleteJobOnComplete: true,
}
