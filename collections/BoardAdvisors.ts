import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { isActiveOrCanView } from '@/access/isActiveOrCanView'

import { actionsField, imageFields, isActiveField, orderField, urlField } from './fields'
import { slugs } from './slugs'

/** The Board of Jethros. */
export const BoardAdvisors: CollectionConfig = {
  slug: slugs.boardAdvisors,
  labels: { singular: 'Board member', plural: 'Board of Jethros' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'row_actions', 'title', 'company', 'is_active', 'order_index'],
    group: 'People',
  },
  defaultSort: 'order_index',
  access: {
    read: isActiveOrCanView('advisors'),
    create: canEdit('advisors'),
    update: canEdit('advisors'),
    delete: canEdit('advisors'),
  },
  fields: [
    actionsField(),
    { name: 'name', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    { name: 'company', label: 'Church', type: 'text' },
    { name: 'bio', type: 'textarea' },
    urlField('linkedin_url', 'LinkedIn URL'),
    ...imageFields(),
    { name: 'church_denomination', type: 'text' },
    orderField(),
    isActiveField(),
  ],
}
