import type { Access, FieldAccess } from 'payload'

import type { Section } from './sections'
import { hasSectionPermission } from './user'

export const canView =
  (section: Section): Access =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view')

export const canViewField =
  (section: Section): FieldAccess =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_view')
