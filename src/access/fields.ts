import type { FieldAccess } from 'payload'

import { isActiveAdminUser, isSuperAdminUser } from './user'

export const superAdminField: FieldAccess = ({ req: { user } }) => isSuperAdminUser(user)

/** A super admin may change anyone's role or status but its own, so nobody raises or locks out itself. */
export const superAdminOnOthersField: FieldAccess = ({ req: { user }, id }) =>
  isSuperAdminUser(user) && (id === undefined || String(id) !== String(user?.id))

export const adminField: FieldAccess = ({ req: { user } }) => isActiveAdminUser(user)

export const nobodyField: FieldAccess = () => false
