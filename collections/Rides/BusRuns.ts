import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type PayloadRequest,
  type Validate,
  type Where,
} from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { nobody } from '@/access/nobody'

import { RUN_KINDS, RUN_RIDERS, RUN_VISIBILITY } from '../options'
import { slugs } from '../slugs'
import {
  cancelBookingsOfRun,
  promoteWaitlistOfRun,
  seatsBookedOn,
  seatsTakenUnderLock,
} from '@/lib/rides/bookings'

import { driverMessages, driverRefusal } from './driverRules'
import { idOf, keepWhileNamed, ownChurchField } from '../Churches/shared'
import { SERVICE_TIME } from '../Churches/Services'

/** A run with bookings is cancelled, never deleted: its passengers' bookings must stay. */
const keepRunsWithBookings = keepWhileNamed(
  slugs.rideBookings,
  (id) => ({ bus_run: { equals: id } }),
  'This bus run has bookings, so it cannot be deleted: set its status to Cancelled instead.',
)

/**
 * A run's seats never drop below those already given: read under the run's lock, which every
 * booking decision also takes, so no request slips in between the check and the change.
 */
const seatsNotBelowBooked: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || typeof data.seats !== 'number' || !originalDoc?.id) return data
  if (data.seats >= originalDoc.seats) return data
  const taken = await seatsTakenUnderLock(req.payload, req, originalDoc.id)
  if (data.seats < taken)
    throw new ValidationError({
      collection: slugs.busRuns,
      errors: [
        {
          path: 'seats',
          message: `${taken} seats are already booked on this run: it cannot have fewer.`,
        },
      ],
    })
  return data
}

/** More seats, or a run scheduled again: its waitlist moves up at once, in order. */
const serveWaitlist: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'scheduled') return doc
  if (doc.seats > previousDoc.seats || previousDoc.status !== 'scheduled')
    await promoteWaitlistOfRun(req.payload, req, doc.id)
  return doc
}

/** A run cancelled: its passengers' bookings are cancelled and each passenger is e-mailed, with the change. */
const tellPassengersOfCancel: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc.status === 'cancelled')
    return doc
  // Queued in this change's transaction: the queue's cron sends them once it is committed.
  await cancelBookingsOfRun(req.payload, req, doc.id)
  return doc
}

/**
 * A church bus going to one service on one date (issue #19): its pickup stops with their times,
 * its seats, and whether anyone may book it or the church's members only. Seats are handed out by
 * src/lib/rides/bookings.ts, never by editing a booking.
 */
export const BusRuns: CollectionConfig = {
  slug: slugs.busRuns,
  labels: { singular: 'Bus run', plural: 'Bus Runs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'service', 'date', 'seats', 'booked', 'status'],
    group: 'Rides',
  },
  defaultSort: '-date',
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeChange: [pinToOwnChurch, seatsNotBelowBooked],
    afterChange: [serveWaitlist, tellPassengersOfCancel],
    beforeDelete: [keepRunsWithBookings],
  },
  fields: [
    ownChurchField(),
    { name: 'title', label: 'Name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'service',
      type: 'relationship',
      relationTo: slugs.churchServices,
      required: true,
      index: true,
      // The run's own church's service: another's would list the run under that church's branch.
      validate: (async (value, { data, req }) => {
        if (!value) return 'This field is required.'
        const service = await (req as PayloadRequest).payload.findByID({
          collection: slugs.churchServices,
          id: idOf(value),
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req: req as PayloadRequest,
        })
        const church = (data as { church?: unknown })?.church
        if (!service) return 'This service was not found.'
        return church && idOf(service.church) !== idOf(church)
          ? 'This service belongs to another church.'
          : true
      }) as Validate,
    },
    { name: 'date', label: 'Service date', type: 'date', required: true, index: true },
    {
      name: 'seats',
      label: 'Seats',
      type: 'number',
      required: true,
      min: 1,
      max: 200,
      admin: { step: 1 },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 200
          ? true
          : 'Seats are a whole number from 1 to 200.',
    },
    // Seats given now, counted when a run is read (the list's column): staff see how full each is.
    {
      name: 'booked',
      label: 'Seats booked',
      type: 'number',
      virtual: true,
      // Shown once the run is saved, beside its status.
      admin: {
        readOnly: true,
        disableListFilter: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.id),
      },
      access: { create: nobody, update: nobody },
      hooks: {
        afterRead: [
          ({ data, req }) => (data?.id ? seatsBookedOn(req.payload, req, data.id) : undefined),
        ],
      },
    },
    {
      name: 'kind',
      label: 'Vehicle',
      type: 'select',
      required: true,
      defaultValue: 'bus',
      options: [...RUN_KINDS],
    },
    {
      name: 'riders',
      label: 'Who may ride',
      type: 'select',
      required: true,
      defaultValue: 'anyone',
      options: [...RUN_RIDERS],
    },
    {
      name: 'visibility',
      label: 'Who may book',
      type: 'select',
      required: true,
      defaultValue: 'public',
      options: [...RUN_VISIBILITY],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      index: true,
      options: [
        { value: 'scheduled', label: 'Scheduled' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
      admin: {
        components: { Field: '/src/admin/components/rides/RunStatusField#RunStatusField' },
      },
    },
    {
      name: 'driver',
      type: 'relationship',
      relationTo: slugs.drivers,
      index: true,
      admin: {
        description:
          'A verified driver of this church whose licence, roadworthiness and insurance are valid on the service date. Passengers are told their first name, vehicle and plate.',
      },
      filterOptions: ({ data }): Where => {
        const church = typeof data?.church === 'object' ? data?.church?.id : data?.church
        return church
          ? { status: { equals: 'verified' }, church: { equals: church } }
          : { status: { equals: 'verified' } }
      },
      validate: (async (value, { data, req }) => {
        // A cancelled run gives nobody a ride: it can be cancelled whatever its driver's papers say.
        if ((data as { status?: string })?.status === 'cancelled') return true
        if (!value)
          return (data as { kind?: string })?.kind === 'car' ? driverMessages.carNeedsDriver : true
        return (
          (await driverRefusal(req as PayloadRequest, value, {
            church: (data as { church?: unknown })?.church,
            date: (data as { date?: string })?.date,
            seats: (data as { seats?: number })?.seats,
          })) ?? true
        )
      }) as Validate,
    },
    // When the driver and passengers were sent the day-before e-mails (the ride-notices job), once.
    {
      name: 'passengers_sent_at',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'stops',
      label: 'Pickup stops',
      labels: { singular: 'Pickup stop', plural: 'Pickup stops' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'place', label: 'Place', type: 'text', required: true, maxLength: 120 },
        { name: 'area', label: 'Area', type: 'text', required: true, maxLength: 80 },
        {
          name: 'time',
          label: 'Pickup time (HH:MM)',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            value && SERVICE_TIME.test(value) ? true : 'Please enter a time such as 07:15.',
        },
      ],
    },
    // The run's passenger list on its own page (issue #29: staff had to filter Ride Bookings by hand),
    // stop by stop; read with the reader's own access to bookings.
    {
      name: 'passengers',
      label: 'Passengers',
      type: 'join',
      collection: slugs.rideBookings,
      on: 'bus_run',
      defaultSort: 'stop',
      defaultLimit: 100,
      admin: {
        defaultColumns: ['passenger_name', 'phone', 'people', 'stop', 'status', 'code'],
        allowCreate: false,
        condition: (data) => Boolean(data?.id),
      },
    },
  ],
}
