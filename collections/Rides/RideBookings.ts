import type { CollectionConfig } from 'payload'

import { editChurchRows, readChurchRows } from '@/access/churches'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { shortLinkField } from '../fields'
import { bookingDayFields } from './boardingFields'
import { ratingFields } from './ratingFields'
import { BOOKING_STATUSES, MAX_PEOPLE_PER_BOOKING, NOTICE_CHANNELS } from '../options'
import { slugs } from '../slugs'
import { outboundBookingField } from './returnTrips'

/**
 * A seat request on a bus run (issue #19). Made and decided only by src/lib/rides/bookings.ts,
 * under a lock on its run, so seats are never oversold and the waitlist moves up in order. A
 * passenger's details are read by staff with the Rides section and their church's admin only.
 */
export const RideBookings: CollectionConfig = {
  slug: slugs.rideBookings,
  labels: { singular: 'Ride booking', plural: 'Ride Bookings' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: [
      'code',
      'passenger_name',
      'phone',
      'bus_run',
      'stop',
      'people',
      'status',
      'booked_at',
      'rating',
    ],
    listSearchableFields: ['code', 'passenger_name'],
    group: 'Rides',
  },
  defaultSort: 'booked_at',
  access: { read: readChurchRows, create: nobody, update: editChurchRows, delete: isSuperAdmin },
  fields: [
    {
      name: 'code',
      label: 'Booking code',
      type: 'text',
      required: true,
      unique: true,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'bus_run',
      label: 'Bus run',
      type: 'relationship',
      relationTo: slugs.busRuns,
      required: true,
      index: true,
      access: { update: nobody },
    },
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      required: true,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    // Made for a member's every-week booking (issue #34, src/lib/rides/standing.ts).
    {
      name: 'standing',
      label: 'Every-week booking',
      type: 'relationship',
      relationTo: slugs.standingBookings,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.standing) },
    },
    { name: 'passenger_name', label: 'Passenger', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 32 },
    // Issue #33: a member may book with a confirmed phone and no e-mail.
    { name: 'email', label: 'E-mail', type: 'email' },
    {
      name: 'notify_by',
      label: 'Told by',
      type: 'select',
      defaultValue: 'email',
      options: NOTICE_CHANNELS.map(({ value, label }) => ({ value, label })),
    },
    shortLinkField,
    {
      name: 'people',
      label: 'People',
      type: 'number',
      required: true,
      min: 1,
      max: MAX_PEOPLE_PER_BOOKING,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    { name: 'stop', label: 'Pickup stop', type: 'text', required: true, maxLength: 120 },
    outboundBookingField,
    // Minors ride only with a parent's or guardian's consent, recorded here (src/lib/rides/seatRequest.ts).
    {
      name: 'minors',
      label: 'Someone under 18 rides',
      type: 'checkbox',
      defaultValue: false,
      access: { update: nobody },
      admin: { readOnly: true },
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
          access: { update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'guardian_phone',
          label: 'Parent’s or guardian’s phone',
          type: 'text',
          maxLength: 32,
          access: { update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'guardian_consent_at',
          label: 'Consent given',
          type: 'date',
          access: { update: nobody },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: [...BOOKING_STATUSES],
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...ratingFields,
    {
      name: 'booked_at',
      label: 'Booked',
      type: 'date',
      required: true,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'confirmed_at',
      label: 'Seat given',
      type: 'date',
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...bookingDayFields,
  ],
}
