import type { Payload } from 'payload'

import { rollUpAnalyticsBatch } from '@/lib/db/analytics'

/**
 * Rolls up every closed day not rolled up yet, a batch of days per statement (src/lib/db/analytics.ts);
 * returns how many days it wrote.
 */
export const rollUpAnalytics = async (
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ days: number }> => {
  let days = 0
  for (;;) {
    // A batch may write nothing when another run wrote it first; the next one starts after it.
    const batch = await rollUpAnalyticsBatch(payload, now)
    if (batch.batches === 0) return { days }
    days += batch.days
  }
}
