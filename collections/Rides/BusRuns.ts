import {
  APIError,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
} from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'
import {
  cancelBookingsOfRun,
  promoteWaitlistOfRun,
  seatsBookedOn,
  seatsTakenUnderLock,
} from '@/lib/rides/bookings'

import { keepWhileNamed, ownChurchField } from '../Churches/shared'
import { DRIVER_CANCEL, DRIVER_CANCEL_JOBS, runCancelFields } from './runCancelFields'
import {
  runChoiceFields,
  runDriverField,
  runSeatsField,
  runServiceField,
  runStopsField,
} from './runFields'
import { runDayFields } from './boardingFields'
import { runCoordinatorFields } from './coordinatorFields'
import { changedAloneField, markChangedAlone } from './hooks/changedAlone'
import { runDirectionField } from './returnTrips'
import { tellRequestsOfNewRun } from './RideRequests'

/** A run with bookings is cancelled, never deleted: its passengers' bookings must stay. */
const keepRunsWithBookings = keepWhileNamed(
  slugs.rideBookings,
  (id) => ({ bus_run: { equals: id } }),
  'This bus run has bookings, so it cannot be deleted: set its status to Cancelled instead.',
)

/** A weekly run's run is cancelled, never deleted: the weekly-runs job would make it again. */
const keepRunsOfSeries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const run = await req.payload.findByID({
    collection: slugs.busRuns,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (run?.series)
    throw new APIError(
      'This bus run belongs to a weekly run, which would make it again: set its status to Cancelled instead.',
      400,
      undefined,
      true,
    )
}

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
  // Queued in this change's transaction: the queue's cron sends them once it is committed (or
  // the driver's cancel starts them then, src/lib/rides/driverCancel.ts).
  const byDriver = req.context[DRIVER_CANCEL] === true
  const jobs = await cancelBookingsOfRun(
    req.payload,
    req,
    doc.id,
    byDriver ? 'driver-cancelled' : 'run-cancelled',
  )
  if (byDriver) req.context[DRIVER_CANCEL_JOBS] = jobs
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
    defaultColumns: ['title', 'kind', 'direction', 'service', 'date', 'seats', 'booked', 'status'],
    group: 'Rides',
  },
  defaultSort: '-date',
  // A weekly run makes one run per date, however many instances' jobs race (src/lib/rides/series.ts).
  indexes: [{ fields: ['series', 'series_day'], unique: true }],
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeChange: [pinToOwnChurch, seatsNotBelowBooked, markChangedAlone],
    afterChange: [serveWaitlist, tellPassengersOfCancel, tellRequestsOfNewRun],
    beforeDelete: [keepRunsWithBookings, keepRunsOfSeries],
  },
  fields: [
    ownChurchField(),
    { name: 'title', label: 'Name', type: 'text', required: true, maxLength: 120 },
    runServiceField,
    { name: 'date', label: 'Service date', type: 'date', required: true, index: true },
    runSeatsField,
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
    ...runChoiceFields,
    runDirectionField,
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
    ...runCancelFields,
    runDriverField(
      'A verified driver of this church whose licence, roadworthiness and insurance are valid on the service date. Passengers are told their first name, vehicle and plate.',
      (data) => data.date as string | undefined,
    ),
    // Made by a weekly run (issue #34), on its Lagos day (yyyy-MM-dd), kept if the run's date is moved.
    {
      name: 'series',
      label: 'Weekly run',
      type: 'relationship',
      relationTo: slugs.runSeries,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.series) },
    },
    changedAloneField,
    {
      name: 'series_day',
      type: 'text',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    // When the driver and passengers were sent the day-before e-mails (the ride-notices job), once.
    {
      name: 'passengers_sent_at',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    ...runDayFields,
    ...runCoordinatorFields,
    runStopsField,
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
        defaultColumns: [
          'passenger_name',
          'phone',
          'people',
          'stop',
          'status',
          'boarding',
          'code',
          'rating',
          'rating_comment',
        ],
        allowCreate: false,
        condition: (data) => Boolean(data?.id),
      },
    },
  ],
}
