import type { Access } from 'payload'

import { isActiveAdminUser, isSuperAdminUser } from './user'

/** Super admins edit anyone; an active admin edits only its own account. */
export const isSelfOrSuperAdmin: Access = ({ req: { user } }) => {
  if (isSuperAdminUser(user)) return true
  if (user && isActiveAdminUser(user)) return { id: { equals: user.id } }
  return false
}
