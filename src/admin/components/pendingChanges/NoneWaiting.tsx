import type { Payload, TypedUser } from 'payload'

import { mayReviewChanges } from '@/access/rights'
import { slugs } from '@collections/slugs'
import { adminCopy } from '@/copy/admin'

/**
 * Above the Pending Changes list: 'No pending changes to review' (back-office.md) while nothing
 * waits, so the super admin does not have to read the decided ones to know the queue is empty.
 */
export async function NoneWaiting({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  if (!mayReviewChanges(user)) return null
  const { totalDocs } = await payload.count({
    collection: slugs.pendingChanges,
    where: { status: { equals: 'pending' } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return null
  return (
    <p role="status" style={{ margin: '0 0 1rem', fontWeight: 600 }}>
      {adminCopy.noPendingChanges}
    </p>
  )
}
