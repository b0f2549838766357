import type { CollectionConfig } from 'payload'

import { canReadAuditEntry } from '@/access/canReadAuditEntry'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

// 'erase': a person's data erased at their request (src/lib/privacy/erase.ts), one entry per request.
const AUDIT_ACTIONS = ['create', 'update', 'delete', 'erase'] as const

/** Who changed what and when; append-only, written by hooks/audit.ts with overrideAccess. */
export const AuditLog: CollectionConfig = {
  slug: slugs.auditLog,
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['at', 'action', 'collection', 'summary', 'user_email', 'changed_fields'],
    listSearchableFields: ['summary', 'user_email', 'document_id'],
    group: 'Administration',
    description: 'Every change an admin makes, newest first. Entries cannot be edited or deleted.',
  },
  defaultSort: '-at',
  access: { read: canReadAuditEntry, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
    },
    {
      name: 'collection',
      label: 'Section',
      type: 'text',
      required: true,
      index: true,
      admin: {
        components: {
          Cell: '/src/admin/components/cells#AuditCollectionCell',
          Field: '/src/admin/components/records/RecordFields#AuditSectionField',
        },
      },
    },
    { name: 'document_id', label: 'Document id', type: 'text', required: true, index: true },
    { name: 'summary', label: 'Title', type: 'text' },
    {
      name: 'changed_fields',
      type: 'text',
      hasMany: true,
      admin: {
        components: {
          Cell: '/src/admin/components/cells#ChangedFieldsCell',
          Field: '/src/admin/components/records/RecordFields#AuditChangedFieldsField',
        },
      },
    },
    {
      name: 'changes',
      label: 'Old → new values',
      type: 'json',
      admin: {
        description: 'Simple fields only; secrets, files and long texts are left out.',
        components: { Field: '/src/admin/components/records/RecordFields#AuditChangesField' },
      },
    },
    { name: 'user', type: 'relationship', relationTo: slugs.users },
    { name: 'user_email', type: 'text' },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      // Entries are never edited: the day and the time, in words (issue #29: lists showed the day only).
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'MMM dd, yyyy HH:mm' },
      },
    },
  ],
}
