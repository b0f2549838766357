import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { authCopy } from '@/copy/auth'

/**
 * The spec's 6-character minimum on every way a password is set: create, update (the account's
 * "change password") and reset. Payload's own check (3 characters) cannot be configured for reset,
 * so it is enforced here, before the operation, where all three pass.
 */
export const requirePasswordLength: CollectionBeforeOperationHook<'users'> = ({
  args,
  operation,
}) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  // An update without a new password may carry an empty one: that changes nothing.
  const setsPassword = typeof password === 'string' && (password !== '' || operation !== 'update')
  if (setsPassword && password.length < authCopy.passwordMinLength) {
    const error = new ValidationError({
      collection: 'users',
      errors: [{ message: authCopy.passwordTooShort.description, path: 'password' }],
    })
    // The account page's notice shows the message: the spec's sentence, not 'invalid: password'.
    error.message = authCopy.passwordTooShort.description
    throw error
  }
  return args
}
