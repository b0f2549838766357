import type { Section } from './sections'
import { hasSectionPermission, type UserRule } from './user'

export const canEdit =
  (section: Section): UserRule =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_edit')
