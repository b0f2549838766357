import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

/**
 * Deactivating an admin ends its sessions. Payload's JWT strategy accepts a token only while its
 * session id is stored on the user, so the admin's next request (locks, preferences, token refresh,
 * anything) has no user. Kept whenever the saved user is inactive, not only on the switch.
 */
export const endSessionsOfInactive: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  if ((data.is_active ?? originalDoc?.is_active) === false) data.sessions = []
  return data
}
