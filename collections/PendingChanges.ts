import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { actionsField } from './fields'
import { slugs } from './slugs'

/** Changes an admin proposes and a super admin approves (back-office.md, Pending Changes). */
export const PendingChanges: CollectionConfig = {
  slug: slugs.pendingChanges,
  labels: { singular: 'Pending change', plural: 'Pending Changes' },
  admin: {
    defaultColumns: ['summary', 'row_actions', 'status', 'createdAt'],
    group: 'Administration',
    components: {
      beforeListTable: ['/src/admin/components/pendingChanges/NoneWaiting#NoneWaiting'],
    },
  },
  defaultSort: '-createdAt',
  // Created only by the workflow code (src/lib/workflows/changeRequests.ts), which stamps the author;
  // a POST to /api/pending-changes would be a change request nobody asked for. Nothing is edited
  // either: a saved 'approved' would not apply the change, so only Approve and Reject decide.
  access: { read: isSuperAdmin, create: nobody, update: nobody, delete: isSuperAdmin },
  fields: [
    // What the change is in words (the record's name, the field's label, old → new); the stored
    // table, id and JSON below are for the workflow code, not for reading.
    {
      name: 'summary',
      label: 'Change',
      type: 'ui',
      admin: {
        components: {
          Cell: '/src/admin/components/pendingChanges/Summary#ChangeSummaryCell',
          Field: '/src/admin/components/pendingChanges/Summary#ChangeSummaryField',
        },
      },
    },
    actionsField(),
    {
      name: 'action_type',
      type: 'select',
      required: true,
      options: ['INSERT', 'UPDATE', 'DELETE'],
      access: { update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'table_name',
      type: 'text',
      required: true,
      admin: { hidden: true },
      access: { update: nobody },
    },
    { name: 'record_id', type: 'text', admin: { hidden: true }, access: { update: nobody } },
    { name: 'old_data', type: 'json', admin: { hidden: true }, access: { update: nobody } },
    { name: 'new_data', type: 'json', admin: { hidden: true }, access: { update: nobody } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Approved', value: 'approved' },
        { label: 'Rejected', value: 'rejected' },
      ],
      access: { create: nobody, update: nobody },
      // Decided only by Approve/Reject, which apply the change; a saved status would not.
      admin: { readOnly: true, position: 'sidebar' },
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
      label: 'Requested by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: nobody },
      // Shown in words by the summary above ('Requested by …', 'Approved by … on …').
      admin: { hidden: true },
    },
    {
      name: 'reviewed_by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: nobody },
      // Shown in words by the summary above ('Requested by …', 'Approved by … on …').
      admin: { hidden: true },
    },
    {
      name: 'reviewed_at',
      type: 'date',
      access: { create: nobody, update: nobody },
      // Shown in words by the summary above ('Requested by …', 'Approved by … on …').
      admin: { hidden: true },
    },
    {
      name: 'rejection_reason',
      type: 'textarea',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, condition: (data) => data?.status === 'rejected' },
    },
  ],
}
