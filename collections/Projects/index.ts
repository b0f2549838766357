import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'

import { actionsField, imageFields, nairaField } from '../fields'
import { slugs } from '../slugs'
import { keepProjectWithDonations } from './hooks/keepProjectWithDonations'
import { normaliseProjectInput } from './hooks/normaliseProjectInput'
import { dropProjectFund, keepProjectFund } from './hooks/projectFund'

const PROJECT_STATUSES = ['planning', 'active', 'paused', 'completed', 'cancelled'] as const

const adminOnlyRead = { read: canView('projects') }

export const Projects: CollectionConfig = {
  slug: slugs.projects,
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'row_actions',
      'location',
      'status',
      'progress_percentage',
      'budget',
      'createdAt',
    ],
    listSearchableFields: ['title'],
    group: 'Content',
  },
  defaultSort: '-createdAt',
  access: {
    read: anyone,
    create: canEdit('projects'),
    update: canEdit('projects'),
    delete: canEdit('projects'),
  },
  hooks: {
    beforeValidate: [normaliseProjectInput],
    beforeDelete: [keepProjectWithDonations, dropProjectFund],
    afterChange: [keepProjectFund],
  },
  fields: [
    actionsField(),
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'location', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: PROJECT_STATUSES.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'pause_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#ProjectPauseResume' },
      },
    },
    nairaField('budget', 'Budget (₦)'),
    {
      name: 'progress_percentage',
      label: 'Progress (%)',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 100,
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100
          ? true
          : 'Progress is a whole number from 0 to 100.',
    },
    { name: 'start_date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'end_date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    ...imageFields(),
    {
      type: 'collapsible',
      label: 'Pause and resume',
      admin: { initCollapsed: true },
      fields: [
        { name: 'pause_reason', type: 'textarea', access: adminOnlyRead },
        { name: 'paused_at', type: 'date', access: adminOnlyRead },
        { name: 'paused_by', type: 'relationship', relationTo: slugs.users, access: adminOnlyRead },
        { name: 'resumed_at', type: 'date', access: adminOnlyRead },
        {
          name: 'resumed_by',
          type: 'relationship',
          relationTo: slugs.users,
          access: adminOnlyRead,
        },
      ],
    },
    {
      name: 'updated_by',
      type: 'relationship',
      relationTo: slugs.users,
      access: adminOnlyRead,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
