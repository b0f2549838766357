import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { giftBatchesCopy } from '@/copy/giftBatches'

/** Issue #35: the gift batches entered and not yet committed, linking to them in their list. */
export const giftBatchesCard = async (payload: Payload) => {
  const { totalDocs } = await payload.count({
    collection: slugs.giftBatches,
    where: { status: { equals: 'open' } },
    overrideAccess: true,
  })
  return {
    title: giftBatchesCopy.dashboard.title,
    value: String(totalDocs),
    note: giftBatchesCopy.dashboard.note,
    href: `/admin/collections/${slugs.giftBatches}?where[status][equals]=open`,
    testId: 'dashboard-gift-batches-card',
  }
}
