import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

import { BOARDING_MARKS, HANDOVER_WAYS } from '../options'
import { slugs } from '../slugs'

const readOnlyRecord = { create: nobody, update: nobody }

/**
 * What happened on the day (issue #34), written only by the driver's page (src/lib/rides/boarding.ts)
 * under the run's row lock: whether the passenger boarded, and for a booking with a child, who
 * received the child at drop-off. Read-only here, shown once the driver has marked the booking.
 */
export const bookingDayFields: Field[] = [
  {
    type: 'collapsible',
    label: 'On the day',
    admin: { condition: (data) => Boolean(data?.boarding) },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'boarding',
            label: 'Boarding',
            type: 'select',
            index: true,
            options: [...BOARDING_MARKS],
            access: readOnlyRecord,
            admin: { readOnly: true },
          },
          {
            name: 'boarding_at',
            label: 'Marked',
            type: 'date',
            access: readOnlyRecord,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'boarding_by',
            label: 'Marked by',
            type: 'relationship',
            relationTo: slugs.drivers,
            access: readOnlyRecord,
            admin: { readOnly: true },
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: (data) => Boolean(data?.minors) },
        fields: [
          {
            name: 'handed_to',
            label: 'Child handed to',
            type: 'text',
            maxLength: 120,
            access: readOnlyRecord,
            admin: { readOnly: true },
          },
          {
            name: 'handed_over_by',
            label: 'Hand-over checked by',
            type: 'select',
            options: [...HANDOVER_WAYS],
            access: readOnlyRecord,
            admin: { readOnly: true },
          },
          {
            name: 'handed_over_at',
            label: 'Handed over',
            type: 'date',
            access: readOnlyRecord,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
    ],
  },
]

/**
 * A run's end (issue #34): the driver's "Close the run", and the note they wrote when a child
 * was not handed over, which reached the church's admins and staff at once. Read-only here.
 */
export const runDayFields: Field[] = [
  {
    name: 'closed_at',
    label: 'Run closed',
    type: 'date',
    access: readOnlyRecord,
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.closed_at),
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
  {
    name: 'escalated_at',
    label: 'Escalated',
    type: 'date',
    index: true,
    access: readOnlyRecord,
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.escalated_at),
      date: { pickerAppearance: 'dayAndTime' },
    },
  },
  {
    name: 'escalation_note',
    label: 'Escalation: a child not handed over',
    type: 'textarea',
    maxLength: 1000,
    access: readOnlyRecord,
    admin: { readOnly: true, condition: (data) => Boolean(data?.escalation_note) },
  },
]
