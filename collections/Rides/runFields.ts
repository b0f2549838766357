import type { Field, PayloadRequest, RelationshipField, Validate, Where } from 'payload'

import { RUN_KINDS, RUN_RIDERS, RUN_VISIBILITY } from '../options'
import { slugs } from '../slugs'
import { idOf } from '../Churches/shared'
import { SERVICE_TIME } from '../Churches/Services'
import { driverMessages, driverRefusal } from './driverRules'

/**
 * The fields a bus run and a weekly run (its template, issue #34) share: what a weekly run sets is
 * what each of its runs gets.
 */
export const runServiceField: RelationshipField = {
  name: 'service',
  type: 'relationship',
  relationTo: slugs.churchServices,
  required: true,
  index: true,
  // The row's own church's service: another's would list the run under that church's branch.
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
}

export const runSeatsField: Field = {
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
}

export const runChoiceFields: Field[] = [
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
]

/**
 * The driver: a verified driver of the row's church whose papers are valid on `dateOf(data)`
 * (the run's date, or a weekly run's last date made).
 */
export const runDriverField = (
  description: string,
  dateOf: (data: Record<string, unknown>) => string | undefined,
): Field => ({
  name: 'driver',
  type: 'relationship',
  relationTo: slugs.drivers,
  index: true,
  admin: { description },
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
        date: dateOf((data ?? {}) as Record<string, unknown>),
        seats: (data as { seats?: number })?.seats,
      })) ?? true
    )
  }) as Validate,
})

export const runStopsField: Field = {
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
}
