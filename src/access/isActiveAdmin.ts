import type { Access } from 'payload'

import { isActiveAdminUser } from './user'

export const isActiveAdmin: Access = ({ req: { user } }) => isActiveAdminUser(user)
