import type { Access } from 'payload'

import type { Section } from './sections'
import { hasSectionPermission } from './user'

/**
 * For a collection with drafts (versions): readers without the section's view right read only the
 * published documents; a draft saved over a published one stays in the versions table, unseen.
 */
export const isLiveOrCanView =
  (section: Section): Access =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view') || { _status: { equals: 'published' } }
