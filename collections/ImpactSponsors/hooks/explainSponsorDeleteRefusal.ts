import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isSuperAdminUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'

/** Access alone would answer a bare 403; the spec names the reason, so refuse with it first. */
export const explainSponsorDeleteRefusal: CollectionBeforeOperationHook<'impact-sponsors'> = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'delete' && !args.overrideAccess && !isSuperAdminUser(req.user)) {
    throw new APIError(adminCopy.sponsorDeletePermission, 403, null, true)
  }
  return args
}
