import type { Access } from 'payload'

import { MEDIA_SECTIONS, mediaUsedBy } from '@/lib/db/mediaUsage'

import { hasSectionPermission, isSuperAdminUser } from './user'

/** A public image may be added by an admin who edits some section that shows images. */
export const canAddMedia: Access = ({ req: { user } }) =>
  MEDIA_SECTIONS.some((section) => hasSectionPermission(user, section, 'can_edit'))

/**
 * Replacing or deleting an image changes every page that shows it, so an admin may do it only to
 * images that no section it cannot edit uses (a 'view only' projects admin keeps its hands off
 * project photos); images nobody uses yet are theirs to fix. Super admins change any.
 */
export const canChangeMedia: Access = async ({ req: { user, payload } }) => {
  if (isSuperAdminUser(user)) return true
  const editable = MEDIA_SECTIONS.filter((section) =>
    hasSectionPermission(user, section, 'can_edit'),
  )
  if (editable.length === 0) return false
  const locked = await mediaUsedBy(
    payload,
    MEDIA_SECTIONS.filter((section) => !editable.includes(section)),
  )
  return locked.length === 0 ? true : { id: { not_in: locked } }
}
