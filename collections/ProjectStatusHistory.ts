import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/**
 * An append-only log of project status changes, written only by the pause and resume workflow
 * (src/lib/workflows/projects.ts, with overrideAccess): nobody adds, edits or removes an entry.
 */
export const ProjectStatusHistory: CollectionConfig = {
  slug: slugs.projectStatusHistory,
  labels: { singular: 'Project status change', plural: 'Project status history' },
  admin: {
    group: 'Content',
    defaultColumns: ['project', 'old_status', 'new_status', 'changed_by', 'changed_at'],
  },
  defaultSort: '-changed_at',
  access: {
    read: canView('projects'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: slugs.projects,
      required: true,
      index: true,
    },
    { name: 'old_status', type: 'text' },
    { name: 'new_status', type: 'text', required: true },
    { name: 'reason', type: 'textarea' },
    { name: 'changed_by', type: 'relationship', relationTo: slugs.users },
    {
      name: 'changed_at',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      index: true,
      // Entries are never edited: the day and the time (issue #29: 'Changed 28/11/2026', no time).
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'MMM dd, yyyy HH:mm' },
      },
    },
    { name: 'metadata', type: 'json' },
  ],
}
