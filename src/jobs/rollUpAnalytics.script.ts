// Rolls up the analytics days that have ended, now rather than at the next hourly job:
// `npm run payload -- run src/jobs/rollUpAnalytics.script.ts`. The admin benchmark runs it after
// seeding; an operator may after deleting analytics_daily rows to have days counted again.
import config from '@payload-config'
import { getPayload } from 'payload'

import { rollUpAnalytics } from '@/lib/analytics/rollup'

const payload = await getPayload({ config })
try {
  const started = Date.now()
  const { days } = await rollUpAnalytics(payload)
  payload.logger.info(`Analytics roll-up: ${days} day(s) in ${Date.now() - started} ms`)
  await payload.destroy()
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
