import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

const RECORDS = '/src/admin/components/records/RecordFields'
/** The stored status ('paused') by the project status's label ('Paused'). */
const STATUS = {
  Cell: `${RECORDS}#ProjectStatusCell`,
  Field: `${RECORDS}#ProjectStatusField`,
}

/**
 * An append-only log of project status changes, written only by the pause and resume workflow
 * (src/lib/workflows/projects.ts, with overrideAccess): nobody adds, edits or removes an entry.
 */
export const ProjectStatusHistory: CollectionConfig = {
  slug: slugs.projectStatusHistory,
  labels: { singular: 'Project status change', plural: 'Project status history' },
  admin: {
    group: 'Content',
    // An entry is titled by its project's name, not 'ID: 2' (issue #29).
    useAsTitle: 'project_title',
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
    {
      name: 'project_title',
      label: 'Project',
      type: 'text',
      virtual: 'project.title',
      admin: { hidden: true },
    },
    { name: 'old_status', type: 'text', admin: { components: STATUS } },
    {
      name: 'new_status',
      type: 'text',
      required: true,
      admin: { components: STATUS },
    },
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
    {
      name: 'metadata',
      type: 'json',
      admin: { components: { Field: `${RECORDS}#StatusHistoryMetadataField` } },
    },
  ],
}
