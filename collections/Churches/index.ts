import type { CollectionConfig } from 'payload'

import { deleteRowsOf, editOwnChurch, readOwnChurch } from '@/access/churches'
import { canEdit } from '@/access/canEdit'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { actionsField, reviewFields, reviewStatusFields } from '../fields'
import { CHURCH_STATUSES } from '../options'
import { slugs } from '../slugs'

/**
 * A church that registered through "Register Your Church" (POST /api/forms/church), with its first
 * branch and service times in their own collections. Staff approve or reject it with the review
 * workflow (src/lib/rides/churchReview.ts), which also invites its contact as the church admin.
 */
export const Churches: CollectionConfig = {
  slug: slugs.churches,
  labels: { singular: 'Church', plural: 'Churches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'row_actions',
      'denomination',
      'contact_name',
      'status',
      'registered_at',
    ],
    listSearchableFields: ['name', 'contact_name', 'contact_email'],
    group: 'Rides',
  },
  defaultSort: '-registered_at',
  access: {
    read: readOwnChurch,
    // Registrations come through the public form; staff may also enter one by hand.
    create: canEdit('rides'),
    update: editOwnChurch,
    delete: isSuperAdmin,
  },
  hooks: { beforeDelete: [deleteRowsOf('church')] },
  fields: [
    actionsField(),
    { name: 'name', label: 'Church name', type: 'text', required: true, maxLength: 160 },
    { name: 'denomination', label: 'Denomination', type: 'text', maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'contact_name', label: 'Contact person', type: 'text', required: true },
        { name: 'contact_email', label: 'Contact e-mail', type: 'email', required: true },
        { name: 'contact_phone', label: 'Contact phone', type: 'text', required: true },
      ],
    },
    {
      name: 'member_code',
      label: 'Members’ code',
      type: 'text',
      maxLength: 40,
      admin: {
        description:
          'A word the church gives its members. Whoever books a members-only bus run must type it. Leave it empty and members-only runs cannot be booked on the website.',
      },
    },
    {
      name: 'registered_at',
      label: 'Registered',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#ChurchReview' },
      },
    },
    ...reviewStatusFields(CHURCH_STATUSES),
    ...reviewFields(),
  ],
}
