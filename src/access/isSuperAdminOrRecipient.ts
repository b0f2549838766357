import type { Access } from 'payload'

import { isActiveAdminUser, isSuperAdminUser } from './user'

/** A plain admin reads only mail to itself: others' password-reset links must stay private. */
export const isSuperAdminOrRecipient: Access = ({ req: { user } }) =>
  isSuperAdminUser(user) ||
  (isActiveAdminUser(user) && { to: { equals: (user?.email ?? '').toLowerCase() } })
