import { isBackOfficeUser, type UserRule } from './user'

/** Payload's admin panel: staff, and church admins (who see their own church only). */
export const isBackOffice: UserRule = ({ req: { user } }) => isBackOfficeUser(user)
