import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { adminCopy } from '@/copy/admin'
import { consentWithdrawnForStanding } from '@/lib/db/standing'

import { slugs } from '../../slugs'

/**
 * An every-week booking stopped because a guardian withdrew their consent (issue #34) is never made
 * active again by staff: each new week would record a consent the guardian never gave.
 */
export const keepWithdrawnStopped: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (
    operation === 'update' &&
    originalDoc?.status === 'stopped' &&
    data.status === 'active' &&
    (await consentWithdrawnForStanding(req.payload, req, Number(originalDoc.id)))
  )
    throw new ValidationError({
      collection: slugs.standingBookings,
      errors: [{ path: 'status', message: adminCopy.withdrawnStandingStays }],
    })
  return data
}
