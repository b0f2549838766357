import type { Access } from 'payload'

import { isSuperAdminUser } from './user'

export const isSuperAdmin: Access = ({ req: { user } }) => isSuperAdminUser(user)
