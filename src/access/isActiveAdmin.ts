import { isActiveAdminUser, type UserRule } from './user'

export const isActiveAdmin: UserRule = ({ req: { user } }) => isActiveAdminUser(user)
