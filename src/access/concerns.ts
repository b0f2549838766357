import type { Access, Where } from 'payload'

import { hasSectionPermission, churchOfUser, type AccessUser } from './user'

/**
 * Safeguarding concerns (issue #34) are read by staff who edit Rides (super admins always) and by
 * the church admin of the concern's church, as a query constraint on every read, count, update
 * and delete: another church's admin, or an admin who only views Rides, can neither read one nor
 * find one by filtering, sorting or counting. A concern that names no church is the staff's only.
 */
export const isSafeguardingStaff = (user: AccessUser | null | undefined): boolean =>
  hasSectionPermission(user, 'rides', 'can_edit')

export const readConcerns: Access = ({ req: { user } }) => {
  if (isSafeguardingStaff(user)) return true
  const church = churchOfUser(user)
  return church === null ? false : ({ church: { equals: church } } satisfies Where)
}

/** Whether the back office shows this user the concerns at all (the sidebar, the dashboard). */
export const maySeeConcerns = (user: AccessUser | null | undefined): boolean =>
  isSafeguardingStaff(user) || churchOfUser(user) !== null
