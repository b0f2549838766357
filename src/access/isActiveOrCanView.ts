import type { Access } from 'payload'

import type { Section } from './sections'
import { hasSectionPermission } from './user'

/** Visitors see only rows shown on the website (is_active); the section's admins see all. */
export const isActiveOrCanView =
  (section: Section): Access =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view') || { is_active: { equals: true } }
