import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { slugs } from '../../slugs'
import { adminCopy } from '@/copy/admin'

/**
 * A project that received donations is never deleted, by anyone: its gifts would lose which
 * project they were for, though receipts name it. Completed or Cancelled ends it instead.
 */
export const keepProjectWithDonations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: slugs.donations,
    where: { project: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  const error = new APIError(adminCopy.projectHasDonations, 409, undefined, true)
  // Logged as info, not as a fault (payload.config.ts loggingLevels).
  error.name = 'RefusedChange'
  throw error
}
