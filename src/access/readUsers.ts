import type { Access } from 'payload'

import { churchOfUser, isActiveAdminUser } from './user'

/** Staff read every account (back-office.md 5); a church admin only its own, for its account page. */
export const readUsers: Access = ({ req: { user } }) => {
  if (isActiveAdminUser(user)) return true
  if (user && churchOfUser(user) !== null) return { id: { equals: user.id } }
  return false
}
