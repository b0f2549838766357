import type { CollectionConfig, Field } from 'payload'

import { editChurchRows, readChurchRows } from '@/access/churches'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { MAX_PEOPLE_PER_BOOKING, NOTICE_CHANNELS, STANDING_STATUSES } from '../options'
import { slugs } from '../slugs'

import { keepWithdrawnStopped } from './hooks/keepWithdrawnStopped'

/** Set from the member's request and their booking page only (src/lib/rides/standing.ts). */
const fixed = { access: { update: nobody }, admin: { readOnly: true } } as const

const passengerFields: Field[] = [
  { name: 'passenger_name', label: 'Passenger', type: 'text', required: true, maxLength: 120 },
  { name: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 32, ...fixed },
  { name: 'email', label: 'E-mail', type: 'email', ...fixed },
  {
    name: 'notify_by',
    label: 'Told by',
    type: 'select',
    defaultValue: 'email',
    options: NOTICE_CHANNELS.map(({ value, label }) => ({ value, label })),
    ...fixed,
  },
  {
    name: 'people',
    label: 'People',
    type: 'number',
    required: true,
    min: 1,
    max: MAX_PEOPLE_PER_BOOKING,
    ...fixed,
  },
  { name: 'stop', label: 'Pickup stop', type: 'text', required: true, maxLength: 120, ...fixed },
  {
    name: 'minors',
    label: 'Someone under 18 rides',
    type: 'checkbox',
    defaultValue: false,
    ...fixed,
  },
  {
    type: 'row',
    admin: { condition: (data) => Boolean(data?.minors) },
    fields: [
      {
        name: 'guardian_name',
        label: 'Parent or guardian',
        type: 'text',
        maxLength: 120,
        ...fixed,
      },
      {
        name: 'guardian_phone',
        label: 'Parent’s or guardian’s phone',
        type: 'text',
        maxLength: 32,
        ...fixed,
      },
    ],
  },
]

/**
 * A member's "every week" (issue #34): a seat asked once for every run of a weekly run. Each run the
 * weekly run makes books it through the same locked allocator as any request, in the order these
 * were asked (`started_at`), so when seats are short the same members wait each week. Its member
 * pauses dates and stops it from any of its bookings' pages; staff and the church's admin read it.
 */
export const StandingBookings: CollectionConfig = {
  slug: slugs.standingBookings,
  labels: { singular: 'Every-week booking', plural: 'Every-week Bookings' },
  admin: {
    useAsTitle: 'passenger_name',
    defaultColumns: ['passenger_name', 'series', 'stop', 'people', 'status', 'started_at'],
    listSearchableFields: ['passenger_name'],
    group: 'Rides',
    description:
      'Members who asked for a seat every week. Each new run of the weekly run books them in the order they asked; a paused date gets no booking. Members pause or stop it from their booking’s page.',
  },
  defaultSort: 'started_at',
  hooks: { beforeChange: [keepWithdrawnStopped] },
  access: { read: readChurchRows, create: nobody, update: editChurchRows, delete: isSuperAdmin },
  fields: [
    {
      name: 'series',
      label: 'Weekly run',
      type: 'relationship',
      relationTo: slugs.runSeries,
      index: true,
      ...fixed,
    },
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      required: true,
      index: true,
      ...fixed,
    },
    ...passengerFields,
    {
      name: 'pauses',
      label: 'Paused dates',
      labels: { singular: 'Paused date', plural: 'Paused dates' },
      type: 'array',
      ...fixed,
      fields: [
        {
          name: 'day',
          label: 'Date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'active',
      options: STANDING_STATUSES.map(({ value, label }) => ({ value, label })),
      admin: {
        position: 'sidebar',
        description: 'Stopped, it books no new runs; the seats already booked stay.',
      },
    },
    {
      name: 'started_at',
      label: 'Asked',
      type: 'date',
      required: true,
      index: true,
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar' },
    },
    {
      name: 'stopped_at',
      label: 'Stopped',
      type: 'date',
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar' },
    },
  ],
}
