import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { canEdit } from '@/access/canEdit'
import { canView, canViewField } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { imageFields, nairaField } from './fields'
import { slugs } from './slugs'

export const PROJECT_STATUSES = ['planning', 'active', 'paused', 'completed', 'cancelled'] as const

const adminOnlyRead = { read: canViewField('projects') }

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The project form's rules: progress non-numeric is 0, an empty budget or date is null. */
export const normaliseProjectInput: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const next = { ...data }
  if ('progress_percentage' in next) {
    const progress = typeof next.progress_percentage === 'string' ? Number(next.progress_percentage.trim() || NaN) : next.progress_percentage
    next.progress_percentage = typeof progress === 'number' && Number.isFinite(progress) ? progress : 0
  }
  if ('budget' in next) {
    if (blank(next.budget)) next.budget = null
    else if (typeof next.budget === 'string' && Number.isFinite(Number(next.budget.trim()))) next.budget = Number(next.budget.trim())
  }
  for (const key of ['start_date', 'end_date'] as const) if (key in next && blank(next[key])) next[key] = null
  return next
}

export const Projects: CollectionConfig = {
  slug: slugs.projects,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'status', 'progress_percentage', 'budget', 'createdAt'],
    listSearchableFields: ['title'],
    group: 'Content',
  },
  defaultSort: '-createdAt',
  access: { read: anyone, create: canEdit('projects'), update: canEdit('projects'), delete: canEdit('projects') },
  hooks: { beforeValidate: [normaliseProjectInput] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'location', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: PROJECT_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar' },
    },
    { name: 'pause_actions', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/components/WorkflowActions#ProjectPauseResume' } } },
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
        Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100 ? true : 'Progress is a whole number from 0 to 100.',
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
        { name: 'resumed_by', type: 'relationship', relationTo: slugs.users, access: adminOnlyRead },
      ],
    },
    { name: 'updated_by', type: 'relationship', relationTo: slugs.users, access: adminOnlyRead, admin: { readOnly: true, position: 'sidebar' } },
  ],
}

/** An append-only log of project status changes (pause, resume, edits). */
export const ProjectStatusHistory: CollectionConfig = {
  slug: slugs.projectStatusHistory,
  labels: { singular: 'Project status change', plural: 'Project status history' },
  admin: { group: 'Content', defaultColumns: ['project', 'old_status', 'new_status', 'changed_by', 'changed_at'] },
  defaultSort: '-changed_at',
  access: { read: canView('projects'), create: canEdit('projects'), update: nobody, delete: nobody },
  fields: [
    { name: 'project', type: 'relationship', relationTo: slugs.projects, required: true, index: true },
    { name: 'old_status', type: 'text' },
    { name: 'new_status', type: 'text', required: true },
    { name: 'reason', type: 'textarea' },
    { name: 'changed_by', type: 'relationship', relationTo: slugs.users },
    { name: 'changed_at', type: 'date', required: true, defaultValue: () => new Date().toISOString(), index: true },
    { name: 'metadata', type: 'json' },
  ],
}
