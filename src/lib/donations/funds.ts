import type { Payload, PayloadRequest, Where } from 'payload'

import { slugs } from '@collections/slugs'

/**
 * The fund a gift names when it is given none (issue #35): its project's own fund, else the default fund. (A row
 * inserted by SQL with no fund gets the default fund from the column's default, set by the funds
 * migration.)
 */
export const fundFor = async (
  payload: Payload,
  projectId: number | null,
  req?: Partial<PayloadRequest>,
): Promise<number> => {
  const where: Where = projectId
    ? { project: { equals: projectId } }
    : { is_default: { equals: true } }
  const found = await payload.find({
    collection: slugs.funds,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (found.docs[0]) return found.docs[0].id
  if (projectId) return fundFor(payload, null, req)
  throw new Error('No default fund: the funds migration has not run.')
}
