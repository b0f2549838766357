import type { TaskConfig } from 'payload'

import { rollUpAnalytics } from '@/lib/analytics/rollup'

/**
 * Hourly: rolls up the analytics days that have ended (src/lib/analytics/rollup.ts), so the
 * dashboard counts raw events for today only. Hourly rather than nightly: a missed run costs an hour,
 * and a run with nothing to do is one indexed lookup.
 */
export const rollUpAnalyticsTask: TaskConfig<'roll-up-analytics'> = {
  slug: 'roll-up-analytics',
  label: 'Roll up analytics',
  schedule: [{ cron: '0 15 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { days } = await rollUpAnalytics(req.payload)
    if (days > 0) req.payload.logger.info({ msg: 'Analytics rolled up', days })
    return { output: {} }
  },
}
