import type { CollectionBeforeOperationHook } from 'payload'

import { countPasswordResetRequest, countSignInAttempt } from '@/lib/auth/signIn'

/**
 * Sign-ins and forgot-password requests over HTTP count against the client's address (and a
 * sign-in against the e-mail tried from it); see src/lib/auth/signIn.ts. The Local API
 * (overrideAccess, e.g. the invitation's set-password token) is trusted server code and not counted.
 */
export const throttleSignIn: CollectionBeforeOperationHook<'users'> = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (overrideAccess === true) return args
  if (operation === 'login')
    await countSignInAttempt(req, (args as { data?: { email?: unknown } }).data?.email)
  if (operation === 'forgotPassword') await countPasswordResetRequest(req)
  return args
}
