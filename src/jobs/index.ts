import type { JobsConfig } from 'payload'

import { attachUploadTask } from './attachUpload'
import { reconcilePaymentsTask } from './reconcilePayments'
import { sendDonationReceiptTask } from './sendDonationReceipt'
import { sendEmailTask } from './sendEmail'

/**
 * Queued work. Jobs are queued in PostgreSQL; every app instance polls the queue each minute, and
 * the code that queues a job also starts it at once (src/lib/jobs/runSoon.ts), so e-mails leave
 * in seconds and survive a restart. JOBS_AUTORUN=false stops the polling (tests run jobs themselves).
 */
export const jobs: JobsConfig = {
  tasks: [sendEmailTask, attachUploadTask, sendDonationReceiptTask, reconcilePaymentsTask],
  autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20, silent: { info: true } }],
  shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false',
  deleteJobOnComplete: true,
}
