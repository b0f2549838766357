import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { maySeeConcerns, readConcerns } from '@/access/concerns'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import type { AccessUser } from '@/access/user'

import { CONCERN_STATUSES } from './options'
import { slugs } from './slugs'

export const OUTCOME_REQUIRED = 'Write what was done before closing the concern.'

/** A concern is closed only with its outcome written; the time it was closed is kept. */
const outcomeToClose: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const outcome = (data.outcome ?? originalDoc?.outcome ?? '').trim()
  if (status !== 'closed') return { ...data, closed_at: null }
  if (!outcome)
    throw new ValidationError({
      collection: slugs.concerns,
      errors: [{ path: 'outcome', message: OUTCOME_REQUIRED }],
    })
  return { ...data, closed_at: originalDoc?.closed_at ?? new Date().toISOString() }
}

const reported = { create: nobody, update: nobody }

/**
 * A safeguarding concern reported from the Safety page or a booking's page (issue #34,
 * src/lib/rides/concerns.ts). Read and handled only by staff who edit Rides and the admin of its
 * church (src/access/concerns.ts); what was reported cannot be changed, only its handling:
 * New, Looking into it, Closed with the outcome written.
 */
export const Concerns: CollectionConfig = {
  slug: slugs.concerns,
  labels: { singular: 'Concern', plural: 'Concerns' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'church', 'bus_run', 'status', 'reported_at'],
    group: 'Rides',
    description:
      'Safeguarding concerns reported on the site. Only staff who edit Rides and the church’s own admin see them. Close one with what was done.',
    hidden: ({ user }) => !maySeeConcerns(user as AccessUser | null),
  },
  defaultSort: '-reported_at',
  access: { read: readConcerns, create: nobody, update: readConcerns, delete: isSuperAdmin },
  hooks: { beforeChange: [outcomeToClose] },
  fields: [
    {
      name: 'title',
      label: 'Concern',
      type: 'text',
      access: reported,
      // The list's title (the first words of what happened); the record shows it all below.
      admin: { readOnly: true, condition: () => false },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CONCERN_STATUSES.map((status) => ({ ...status })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'outcome',
      label: 'Outcome',
      type: 'textarea',
      maxLength: 4000,
      admin: {
        description: 'What was done, who was told, and what was decided. Required to close.',
      },
    },
    {
      name: 'what_happened',
      label: 'What happened',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      access: reported,
      admin: { readOnly: true },
    },
    {
      name: 'happened_when',
      label: 'When it happened',
      type: 'text',
      maxLength: 200,
      access: reported,
      admin: { readOnly: true },
    },
    {
      name: 'ride_described',
      label: 'Which ride (as the reporter said)',
      type: 'text',
      maxLength: 200,
      access: reported,
      admin: { readOnly: true, condition: (data) => Boolean(data?.ride_described) },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'church',
          type: 'relationship',
          relationTo: slugs.churches,
          index: true,
          access: reported,
          admin: { readOnly: true },
        },
        {
          name: 'bus_run',
          label: 'Bus run',
          type: 'relationship',
          relationTo: slugs.busRuns,
          access: reported,
          admin: { readOnly: true },
        },
        {
          name: 'booking_code',
          label: 'Booking code',
          type: 'text',
          access: reported,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reporter_name',
          label: 'Reporter’s name',
          type: 'text',
          maxLength: 120,
          access: reported,
          admin: { readOnly: true },
        },
        {
          name: 'reporter_phone',
          label: 'Reporter’s phone',
          type: 'text',
          maxLength: 32,
          access: reported,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'reported_at',
      label: 'Reported',
      type: 'date',
      required: true,
      index: true,
      access: reported,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'closed_at',
      label: 'Closed',
      type: 'date',
      access: reported,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.closed_at),
      },
    },
  ],
}
