import type { Access, FieldAccess } from 'payload'

import type { Section } from './sections'
import { hasSectionPermission } from './user'

export const canEdit =
  (section: Section): Access =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_edit')

export const canEditField =
  (section: Section): FieldAccess =>
  ({ req: { user } }) =>
    hasSectionPermission(user, section, 'can_edit')
