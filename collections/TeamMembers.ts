import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { isActiveOrCanView } from '@/access/isActiveOrCanView'

import { actionsField, imageFields, isActiveField, orderField, urlField } from './fields'
import { slugs } from './slugs'

export const TeamMembers: CollectionConfig = {
  slug: slugs.teamMembers,
  labels: { singular: 'Team member', plural: 'Team Members' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'row_actions', 'role', 'is_active', 'order_index'],
    group: 'People',
  },
  defaultSort: 'order_index',
  access: {
    read: isActiveOrCanView('team'),
    create: canEdit('team'),
    update: canEdit('team'),
    delete: canEdit('team'),
  },
  fields: [
    actionsField(),
    { name: 'name', type: 'text', required: true },
    { name: 'role', label: 'Position', type: 'text', required: true },
    { name: 'team_role', type: 'text' },
    { name: 'bio', type: 'textarea' },
    { name: 'email', type: 'email', access: { read: canView('team') } },
    urlField('linkedin_url', 'LinkedIn URL'),
    ...imageFields(),
    { name: 'church_denomination', type: 'text' },
    orderField(),
    isActiveField(),
  ],
}
