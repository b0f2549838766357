import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { isBackOfficeUser } from '@/access/user'

/** Belt and braces for a session that outlived deactivation (say, an edit made in SQL). */
export const refuseInactiveRefresh: CollectionBeforeOperationHook<'users'> = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'refresh' && req.user && !isBackOfficeUser(req.user)) throw new Forbidden(req.t)
  return args
}
