import type { Access } from 'payload'

import { isBackOfficeUser, isSuperAdminUser } from './user'

/** Super admins edit anyone; an active admin or church admin edits only its own account. */
export const isSelfOrSuperAdmin: Access = ({ req: { user } }) => {
  if (isSuperAdminUser(user)) return true
  if (user && isBackOfficeUser(user)) return { id: { equals: user.id } }
  return false
}
