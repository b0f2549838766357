import type { TaskConfig } from 'payload'

import { env } from '@/lib/config/env'
import { sendExpiryReminders, sendPassengerLists } from '@/lib/rides/notices'

/** Hourly: drivers reminded before a paper expires, and the day-before e-mails of bus runs (issue #19). */
export const rideNoticesTask: TaskConfig<'ride-notices'> = {
  slug: 'ride-notices',
  label: 'Send ride reminders and passenger lists',
  // Hourly by default; the end-to-end run looks every few seconds, to see a reminder leave.
  schedule: [{ cron: env('RIDE_NOTICES_CRON'), queue: 'default' }],
  handler: async ({ req }) => {
    const reminded = await sendExpiryReminders(req.payload)
    const lists = await sendPassengerLists(req.payload)
    if (reminded || lists) req.payload.logger.info({ msg: 'Ride notices', reminded, lists })
    return { output: {} }
  },
}
