import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  Forbidden,
  ValidationError,
} from 'payload'

import { isActiveAdminUser } from '@/access/user'
import { authCopy } from '@/copy/auth'
import { countPasswordResetRequest, countSignInAttempt, hashLikeASignIn, releaseSignInAttempt, signInEmail } from '@/lib/auth/signIn'
import type { User } from '@/payload-types'

export const NO_ADMIN_PRIVILEGES = authCopy.noAdminPrivileges

/**
 * Runs only after the right password (Payload calls beforeLogin once the hash matched), so a wrong
 * password for an inactive account gets the same answer as for an unknown e-mail.
 * 'Access Denied' / "You don't have admin privileges." Payload's login toast shows the part after
 * the colon as the detail line. The explicit name keeps the message public in the production
 * build, where minified class names are empty and Payload would answer 'An unknown error occurred.'
 */
export const refuseInactiveLogin: CollectionBeforeLoginHook = async ({ req, user }) => {
  // Payload stores the new session by writing back the whole user it read before hashing, which
  // would undo a deactivation saved meanwhile; so the committed row (read outside this sign-in's
  // transaction, a plain read that waits for no lock) must say active too.
  const committed = await req.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } }, select: { is_active: true } })
  if (isActiveAdminUser(user) && committed?.is_active !== false) return user
  const error = new APIError(`${authCopy.accessDenied}: ${NO_ADMIN_PRIVILEGES}`, 403, null, true)
  error.name = 'NoAdminPrivileges'
  throw error
}

/**
 * Sign-ins and forgot-password requests over HTTP count against the client's address (and a
 * sign-in against the e-mail tried from it); see src/lib/auth/signIn.ts. The Local API
 * (overrideAccess, e.g. the invitation's set-password token) is trusted server code and not counted.
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (overrideAccess === true) return args
  if (operation === 'login') await countSignInAttempt(req, (args as { data?: { email?: unknown } }).data?.email)
  if (operation === 'forgotPassword') await countPasswordResetRequest(req)
  return args
}

/**
 * Payload hashes the password only when the e-mail has an account, so an unknown e-mail was
 * answered ~25 times sooner. Hashing here for an unknown one makes both cost one hash.
 */
export const hashEvenForUnknownEmail: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const account = signInEmail(email)
  // Without both, Payload refuses before looking anything up.
  if (!account || typeof password !== 'string' || password.trim() === '') return args
  const user = await req.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: account } }, select: { id: true }, req })
  if (!user) await hashLikeASignIn(password)
  return args
}

/** A successful sign-in gives its try back: only failures use up an address. */
export const releaseSignInCount: CollectionAfterLoginHook = async ({ req }) => {
  await releaseSignInAttempt(req)
}

/**
 * Deactivating an admin ends its sessions. Payload's JWT strategy accepts a token only while its
 * session id is stored on the user, so the admin's next request (locks, preferences, token refresh,
 * anything) has no user. Kept whenever the saved user is inactive, not only on the switch.
 */
export const endSessionsOfInactive: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  if ((data.is_active ?? originalDoc?.is_active) === false) data.sessions = []
  return data
}

/** Belt and braces for a session that outlived deactivation (say, an edit made in SQL). */
export const refuseInactiveRefresh: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'refresh' && req.user && !isActiveAdminUser(req.user)) throw new Forbidden(req.t)
  return args
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

/**
 * The spec's 6-character minimum on every way a password is set: create, update (the account's
 * "change password") and reset. Payload's own check (3 characters) cannot be configured for reset,
 * so it is enforced here, before the operation, where all three pass.
 */
export const requirePasswordLength: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  // An update without a new password may carry an empty one: that changes nothing.
  const setsPassword = typeof password === 'string' && (password !== '' || operation !== 'update')
  if (setsPassword && password.length < authCopy.passwordMinLength) {
    throw new ValidationError({ collection: 'users', errors: [{ message: authCopy.passwordTooShort.description, path: 'password' }] })
  }
  return args
}
