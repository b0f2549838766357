import { APIError, type CollectionAfterLoginHook, type CollectionBeforeLoginHook } from 'payload'

import { isActiveAdminUser } from '@/access/user'

export const NO_ADMIN_PRIVILEGES = "You don't have admin privileges."

export const refuseInactiveLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (!isActiveAdminUser(user)) throw new APIError(NO_ADMIN_PRIVILEGES, 403, null, true)
  return user
}

export const recordLastLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { last_login: new Date().toISOString() },
    overrideAccess: true,
    req,
    context: { skipAudit: true },
  })
}
