import type { CollectionBeforeValidateHook } from 'payload'

import { fundFor } from '@/lib/donations/funds'

const relationId = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number')
    return value.id
  return null
}

/**
 * Every gift names a fund (issue #35). A new donation that names none (an online one: the donor
 * chooses a project or none) is given its project's fund or the default fund, in its transaction.
 */
export const nameFund: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || relationId(data.fund)) return data
  return { ...data, fund: await fundFor(req.payload, relationId(data.project), req) }
}
