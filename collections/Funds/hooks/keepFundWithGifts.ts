import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminCopy } from '@/copy/admin'
import { pledgeMessages } from '@/copy/pledges'

import { slugs } from '../../slugs'

const refused = (message: string) => {
  const error = new APIError(message, 409, undefined, true)
  // Logged as info, not as a fault (payload.config.ts loggingLevels).
  error.name = 'RefusedChange'
  return error
}

/**
 * A fund is kept while any gift, pledge or batched gift names it, and the default fund always
 * (issue #35).
 */
export const keepFundWithGifts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const fund = await req.payload.findByID({
    collection: slugs.funds,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (fund.is_default) throw refused(adminCopy.defaultFundStays)
  const { totalDocs } = await req.payload.count({
    collection: slugs.donations,
    where: { fund: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw refused(adminCopy.fundHasGifts)
  const pledged = await req.payload.count({
    collection: slugs.pledges,
    where: { fund: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (pledged.totalDocs > 0) throw refused(pledgeMessages.fundHasPledges)
  // A gift in a batch not yet committed names its fund too (the batch's gifts array).
  const batched = await req.payload.count({
    collection: slugs.giftBatches,
    where: { 'gifts.fund': { equals: id } },
    overrideAccess: true,
    req,
  })
  if (batched.totalDocs > 0) throw refused(adminCopy.fundHasGifts)
}
