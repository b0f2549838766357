import type { CollectionBeforeChangeHook } from 'payload'

import type { ImpactReport } from '@/payload-types'

/** The author of a report is whoever created it; nobody can claim or change it. */
export const stampCreatedBy: CollectionBeforeChangeHook<ImpactReport> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') return { ...data, created_by: req.user?.id ?? null }
  return { ...data, created_by: originalDoc?.created_by ?? null }
}
