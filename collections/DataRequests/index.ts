import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { dataRequestCopy, RESPONSE_DAYS } from '@/copy/dataRequests'
import { storedPhone } from '@/lib/phone'

import { slugs } from '../slugs'

const DATA_REQUEST_KINDS = [
  { value: 'access', label: 'Access (see their data)' },
  { value: 'correction', label: 'Correction' },
  { value: 'erasure', label: 'Erasure' },
] as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The deadline follows the day received: the NDPA gives RESPONSE_DAYS days to answer. */
const setDeadline: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const received = data.received_at ?? originalDoc?.received_at ?? new Date().toISOString()
  return {
    ...data,
    received_at: received,
    due_at: new Date(new Date(received).getTime() + RESPONSE_DAYS * DAY_MS).toISOString(),
  }
}

/**
 * A person's request about their data (issue #32): to see it, correct it or erase it. Made by the
 * person from My data (/my-data) or entered by staff for one received otherwise; answered within
 * the NDPA's 30 days. An erasure is done from the request's page ('Erase this person's data'),
 * which records what was done; the audit trail keeps the rest. Super admins only: erasure cannot
 * be undone.
 */
export const DataRequests: CollectionConfig = {
  slug: slugs.dataRequests,
  labels: { singular: 'Data request', plural: 'Data requests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'phone', 'kind', 'received_at', 'due_at', 'status'],
    listSearchableFields: ['email', 'phone'],
    group: 'Administration',
    description: dataRequestCopy.listDescription,
  },
  defaultSort: 'due_at',
  access: { read: isSuperAdmin, create: isSuperAdmin, update: isSuperAdmin, delete: nobody },
  hooks: { beforeChange: [setDeadline] },
  fields: [
    {
      name: 'kind',
      label: 'Request',
      type: 'select',
      required: true,
      options: DATA_REQUEST_KINDS.map((kind) => ({ ...kind })),
    },
    { name: 'email', label: 'Person’s e-mail', type: 'email', index: true },
    // A person who gave us only a phone asks with it (issue #32): E.164, +234…
    {
      name: 'phone',
      label: 'Person’s phone',
      type: 'text',
      index: true,
      hooks: { beforeValidate: [({ value }) => (value ? storedPhone(String(value)) : value)] },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ email: unknown }> }) =>
        Boolean(value || siblingData?.email) || 'A request needs the person’s e-mail or phone.',
    },
    {
      name: 'details',
      label: 'What they asked',
      type: 'textarea',
      admin: { description: 'For a correction, what should change.' },
    },
    {
      name: 'received_at',
      label: 'Received',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    {
      name: 'due_at',
      label: 'Deadline',
      type: 'date',
      index: true,
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: `${RESPONSE_DAYS} days after it was received.`,
        components: { Cell: '/src/admin/components/cells#DeadlineCell' },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { value: 'open', label: 'Open' },
        { value: 'completed', label: 'Completed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'erase_action',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#CompleteErasure' },
      },
    },
    { name: 'outcome', label: 'What was done', type: 'textarea' },
    {
      name: 'completed_at',
      label: 'Completed on',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'completed_by',
      label: 'Completed by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
