import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/** Changes an admin proposes and a super admin approves (back-office.md, Pending Changes). */
export const PendingChanges: CollectionConfig = {
  slug: slugs.pendingChanges,
  labels: { singular: 'Pending change', plural: 'Pending Changes' },
  admin: {
    defaultColumns: ['action_type', 'table_name', 'status', 'created_by', 'createdAt'],
    group: 'Administration',
  },
  defaultSort: '-createdAt',
  // Created only by the workflow code (src/lib/workflows/changeRequests.ts), which stamps the author;
  // a POST to /api/pending-changes would be a change request nobody asked for.
  access: { read: isSuperAdmin, create: nobody, update: isSuperAdmin, delete: isSuperAdmin },
  fields: [
    {
      name: 'action_type',
      type: 'select',
      required: true,
      options: ['INSERT', 'UPDATE', 'DELETE'],
    },
    { name: 'table_name', type: 'text', required: true },
    { name: 'record_id', type: 'text' },
    { name: 'old_data', type: 'json' },
    { name: 'new_data', type: 'json' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'approved', 'rejected'],
      access: { create: nobody, update: isSuperAdmin },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#PendingChangeReview' },
      },
    },
    {
      name: 'created_by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: nobody },
    },
    {
      name: 'reviewed_by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: isSuperAdmin },
    },
    { name: 'reviewed_at', type: 'date', access: { create: nobody, update: isSuperAdmin } },
    {
      name: 'rejection_reason',
      type: 'textarea',
      access: { create: nobody, update: isSuperAdmin },
    },
  ],
}
