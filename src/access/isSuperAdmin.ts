import { isSuperAdminUser, type UserRule } from './user'

export const isSuperAdmin: UserRule = ({ req: { user } }) => isSuperAdminUser(user)
