import type { TaskConfig } from 'payload'

import { makeWeeklyRuns } from '@/lib/rides/series'

/**
 * Hourly: each active weekly run's runs for its coming weeks (issue #34), made once per date under
 * the weekly run's lock (src/lib/rides/series.ts), however many instances run it. A save in the
 * back office makes them at once; this keeps them coming as the weeks pass.
 */
export const makeWeeklyRunsTask: TaskConfig<'make-weekly-runs'> = {
  slug: 'make-weekly-runs',
  label: 'Make the runs of weekly runs',
  schedule: [{ cron: '0 13 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => {
    const { made, failed } = await makeWeeklyRuns(req.payload)
    if (made || failed.length) req.payload.logger.info({ msg: 'Weekly runs', made, failed })
    return { output: {} }
  },
}
