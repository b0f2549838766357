import type { CollectionAfterLoginHook } from 'payload'

import { releaseSignInAttempt } from '@/lib/auth/signIn'
import type { User } from '@/payload-types'

/** A successful sign-in gives its try back: only failures use up an address. */
export const releaseSignInCount: CollectionAfterLoginHook<User> = async ({ req }) => {
  await releaseSignInAttempt(req)
}
