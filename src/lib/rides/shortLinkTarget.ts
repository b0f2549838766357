import type { Payload } from 'payload'

import { shortLinkTarget } from '@/lib/db/shortLinks'
import { SHORT_KEY } from '@/lib/messaging/shortLinks'

import { bookingPath } from './bookings'
import { driverPath } from './driverPage'

/** The signed path a short link's key opens; null for a key that is malformed or nobody's. */
export const openShortLink = async (payload: Payload, key: string): Promise<string | null> => {
  if (!SHORT_KEY.test(key)) return null
  const target = await shortLinkTarget(payload, key)
  if (!target) return null
  return target.kind === 'booking' ? bookingPath(target.code) : driverPath(target)
}
