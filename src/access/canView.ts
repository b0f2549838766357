import type { Section } from './sections'
import { hasSectionPermission, type UserRule } from './user'

export const canView =
  (section: Section): UserRule =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view')
