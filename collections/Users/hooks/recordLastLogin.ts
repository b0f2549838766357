import type { CollectionAfterLoginHook } from 'payload'

import type { User } from '@/payload-types'

export const recordLastLogin: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { last_login: new Date().toISOString() },
    overrideAccess: true,
    req,
    context: { skipAudit: true },
  })
}
