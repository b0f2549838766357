import type { TaskConfig } from 'payload'

import { queueYearlyStatements } from '@/lib/giving/yearlyStatements'

/**
 * Hourly; in January (Lagos time) it queues last year's statement for every donor not yet sent
 * one (src/lib/giving/yearlyStatements.ts). Hourly rather than once on Jan 1, as the roll-up: a
 * missed run costs an hour, and the month's later runs find every donor's row and queue nothing.
 */
export const mailYearlyStatementsTask: TaskConfig<'mail-yearly-statements'> = {
  slug: 'mail-yearly-statements',
  label: "E-mail last year's giving statements (January)",
  schedule: [{ cron: '0 35 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => {
    const run = await queueYearlyStatements(req.payload)
    if (run.queued > 0)
      req.payload.logger.info({
        msg: 'Yearly statements queued',
        year: run.year,
        count: run.queued,
      })
    return { output: {} }
  },
}
