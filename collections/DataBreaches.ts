import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { hiddenUnlessSections } from '@/access/user'
import { breachCopy } from '@/copy/breaches'
import { ndpcDeadlineOf } from '@/lib/breaches'

import { slugs } from './slugs'

const words = breachCopy.fields

/** The deadline is the server's: found + 72 hours on every save, whatever the request sent. */
const setNdpcDeadline: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const foundAt = data.found_at ?? originalDoc?.found_at
  return { ...data, ndpc_deadline: foundAt ? ndpcDeadlineOf(foundAt).toISOString() : null }
}

/**
 * The breach register (issue #32): what happened, whose data, when it was found, the NDPC's
 * 72-hour deadline, when the NDPC and the people were told, and what was done. Super admins only:
 * nobody else reads, filters or counts it; its changes are in the audit trail like any collection's.
 * SECURITY.md, 'Personal-data breaches', says what to do when one is found.
 */
export const DataBreaches: CollectionConfig = {
  slug: slugs.dataBreaches,
  labels: { singular: breachCopy.singular, plural: breachCopy.plural },
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'found_at',
      'ndpc_deadline',
      'ndpc_notice',
      'ndpc_notified_at',
      'status',
    ],
    group: 'Administration',
    description: breachCopy.description,
    hidden: hiddenUnlessSections([]),
  },
  defaultSort: '-found_at',
  access: { read: isSuperAdmin, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin },
  hooks: { beforeChange: [setNdpcDeadline] },
  fields: [
    { name: 'title', label: words.title, type: 'text', required: true, maxLength: 200 },
    { name: 'details', label: words.details, type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'people_affected', label: words.people, type: 'text', required: true },
        { name: 'data_affected', label: words.data, type: 'text', required: true },
        { name: 'approx_people', label: words.approxPeople, type: 'number', min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'found_at',
          label: words.foundAt,
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'ndpc_deadline',
          label: words.deadline,
          type: 'date',
          index: true,
          admin: {
            readOnly: true,
            description: words.deadlineHelp,
            date: { pickerAppearance: 'dayAndTime' },
            components: { Field: '/src/admin/components/breaches#NdpcDeadlineField' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ndpc_notified_at',
          label: words.notifiedAt,
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'people_told',
          label: words.peopleTold,
          type: 'select',
          required: true,
          defaultValue: 'not_yet',
          options: [...breachCopy.peopleTold],
        },
      ],
    },
    // The list's column beside the deadline: notified, not yet, or overdue in red.
    {
      name: 'ndpc_notice',
      label: words.notice,
      type: 'ui',
      admin: { components: { Cell: '/src/admin/components/breaches#NdpcNoticeCell' } },
    },
    { name: 'actions_taken', label: words.actions, type: 'textarea' },
    {
      name: 'status',
      label: words.status,
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [...breachCopy.statuses],
      admin: { position: 'sidebar' },
    },
  ],
}
