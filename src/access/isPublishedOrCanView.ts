import type { Access } from 'payload'

import type { Section } from './sections'
import { hasSectionPermission } from './user'

export const isPublishedOrCanView =
  (section: Section): Access =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view') || { is_published: { equals: true } }
