import { isSuperAdminUser, type UserRule } from './user'

/** A super admin may delete, or change the role or status of, anyone but itself, so nobody raises or locks out itself. */
export const isSuperAdminOnOthers: UserRule = ({ req: { user }, id }) =>
  isSuperAdminUser(user) && (id === undefined || String(id) !== String(user?.id))
