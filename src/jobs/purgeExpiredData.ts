import type { TaskConfig } from 'payload'

import { purgeExpiredData } from '@/lib/retention/purge'

/**
 * Hourly, acting once a Lagos day: removes the personal data past its period in the site settings
 * (src/lib/retention/purge.ts) and audits how much of each kind went. Hourly rather than nightly, as
 * the roll-up: a missed run costs an hour, and the day's later runs find its audit entry and stop.
 */
export const purgeExpiredDataTask: TaskConfig<'purge-expired-data'> = {
  slug: 'purge-expired-data',
  label: 'Remove data past its retention period',
  schedule: [{ cron: '0 25 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => {
    const run = await purgeExpiredData(req.payload)
    // Counts only: what went is in the audit entry, whose it was nowhere.
    if (run.ran) req.payload.logger.info({ msg: 'Data retention', day: run.day, ...run.counts })
    return { output: {} }
  },
}
