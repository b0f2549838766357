import type { PayloadRequest } from 'payload'

import type { Section } from './sections'

/** The part of a signed-in user that access rules read. */
export type AccessUser = {
  id: number | string
  email?: string | null
  role?: string | null
  is_active?: boolean | null
  /** A church admin's church: its id, or the church itself when the user was read with depth. */
  church?: number | { id: number } | null
  permissions?: Partial<
    Record<Section, { can_view?: boolean | null; can_edit?: boolean | null } | null>
  > | null
}

type MaybeUser = AccessUser | null | undefined

/** A rule that reads only the signed-in user (and the document's id): it serves as a collection's Access and as a field's FieldAccess alike. */
export type UserRule = (args: { req: PayloadRequest; id?: number | string }) => boolean

export const isActiveAdminUser = (user: MaybeUser): boolean =>
  Boolean(
    user && user.is_active !== false && (user.role === 'admin' || user.role === 'super_admin'),
  )

export const isSuperAdminUser = (user: MaybeUser): boolean =>
  isActiveAdminUser(user) && user?.role === 'super_admin'

/** Super admins hold every permission; a plain admin's defaults are view yes, edit no. */
export const hasSectionPermission = (
  user: MaybeUser,
  section: Section,
  kind: 'can_view' | 'can_edit',
): boolean => {
  if (!isActiveAdminUser(user)) return false
  if (user?.role === 'super_admin') return true
  const stored = user?.permissions?.[section]?.[kind]
  if (stored === null || stored === undefined) return kind === 'can_view'
  return stored
}

/** Signs in to the back office: active staff, or an active church admin with its church. */
export const isBackOfficeUser = (user: MaybeUser): boolean =>
  isActiveAdminUser(user) || churchOfUser(user) !== null

/** The church an active church admin manages, or null for anyone else. */
export const churchOfUser = (user: MaybeUser): number | null => {
  if (!user || user.is_active === false || user.role !== 'church_admin') return null
  const church = user.church
  if (typeof church === 'number') return church
  return church && typeof church === 'object' ? church.id : null
}

/**
 * The sidebar shows a supporting list (media, logos, raw analytics, settings) only to an admin whose
 * sections use it (issue #29: a 'News and Donations' admin saw every list). Read access is
 * unchanged: the public site reads these, and the pages an admin may open still use them.
 */
export const hiddenUnlessSections =
  (sections: readonly Section[]) =>
  ({ user }: { user: unknown }): boolean =>
    !isSuperAdminUser(user as MaybeUser) &&
    !sections.some((section) => hasSectionPermission(user as MaybeUser, section, 'can_view'))
