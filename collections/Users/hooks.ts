import { APIError, type CollectionAfterLoginHook, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { isActiveAdminUser } from '@/access/user'
import { authCopy } from '@/copy/auth'

export const NO_ADMIN_PRIVILEGES = authCopy.noAdminPrivileges

/**
 * 'Access Denied' / "You don't have admin privileges." Payload's login toast shows the part after
 * the colon as the detail line. The explicit name keeps the message public in the production
 * build, where minified class names are empty and Payload would answer 'An unknown error occurred.'
 */
export const refuseInactiveLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (isActiveAdminUser(user)) return user
  const error = new APIError(`${authCopy.accessDenied}: ${NO_ADMIN_PRIVILEGES}`, 403, null, true)
  error.name = 'NoAdminPrivileges'
  throw error
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
