import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { isBackOfficeUser } from '@/access/user'
import { authCopy } from '@/copy/auth'
import type { User } from '@/payload-types'

/**
 * Runs only after the right password (Payload calls beforeLogin once the hash matched), so a wrong
 * password for an inactive account gets the same answer as for an unknown e-mail.
 * 'Access Denied' / "You don't have admin privileges." Payload's login toast shows the part after
 * the colon as the detail line. The explicit name keeps the message public in the production
 * build, where minified class names are empty and Payload would answer 'An unknown error occurred.'
 */
export const refuseInactiveLogin: CollectionBeforeLoginHook<User> = async ({ req, user }) => {
  // Payload stores the new session by writing back the whole user it read before hashing, which
  // would undo a deactivation saved meanwhile; so the committed row (read outside this sign-in's
  // transaction, a plain read that waits for no lock) must say active too.
  const committed = await req.payload.db.findOne<User>({
    collection: 'users',
    where: { id: { equals: user.id } },
    select: { is_active: true },
  })
  if (isBackOfficeUser(user) && committed?.is_active !== false) return user
  const error = new APIError(
    `${authCopy.accessDenied}: ${authCopy.noAdminPrivileges}`,
    403,
    null,
    true,
  )
  error.name = 'NoAdminPrivileges'
  throw error
}
