import { Forbidden, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { createChurchRows, editChurchRows, readChurchRows } from '@/access/churches'

import { expireFindRide, keepWhileNamed } from './shared'
import { SERVICE_DAY_LABELS, SERVICE_DAYS } from '../options'
import { slugs } from '../slugs'

/** 'HH:MM', 24-hour: how a service time is kept and how the form's time field sends it. */
export const SERVICE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * A service belongs to the church of its branch, never to one the request names: the branch is read
 * with the user's own access, so a church admin can only choose a branch of its own church (the
 * admin's branch picker lists no other). Without a user the server itself is writing (create
 * access needs one), as the registration form does.
 */
const churchFromBranch: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const branchId = data.branch ?? originalDoc?.branch
  const id = typeof branchId === 'object' && branchId ? branchId.id : branchId
  const branch = id
    ? await req.payload
        .findByID({
          collection: slugs.churchBranches,
          id,
          depth: 0,
          overrideAccess: !req.user,
          user: req.user,
          req,
          disableErrors: true,
        })
        .catch(() => null)
    : null
  if (!branch) throw new Forbidden(req.t)
  return { ...data, church: typeof branch.church === 'object' ? branch.church.id : branch.church }
}

/**
 * A service with bus runs stays: its runs (and their passengers' bookings) name it. Deleting its
 * branch or church is refused the same way, since they take their services along.
 */
const keepServicesWithRuns = keepWhileNamed(
  slugs.busRuns,
  (id) => ({ service: { equals: id } }),
  'This service has bus runs, so it cannot be deleted: delete or cancel its bus runs first.',
)

const keepServicesWithWeeklyRuns = keepWhileNamed(
  slugs.runSeries,
  (id) => ({ service: { equals: id } }),
  'This service has weekly runs, so it cannot be deleted: delete its weekly runs first.',
)

/** A branch's service: the day and time members are driven to (issue #19). */
export const ChurchServices: CollectionConfig = {
  slug: slugs.churchServices,
  labels: { singular: 'Service', plural: 'Service Times' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'branch', 'day', 'time'],
    group: 'Rides',
  },
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeChange: [churchFromBranch],
    afterChange: [expireFindRide.afterChange],
    beforeDelete: [keepServicesWithRuns, keepServicesWithWeeklyRuns],
    afterDelete: [expireFindRide.afterDelete],
  },
  fields: [
    {
      name: 'branch',
      type: 'relationship',
      relationTo: slugs.churchBranches,
      required: true,
      index: true,
    },
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      index: true,
      admin: { readOnly: true, description: 'The branch’s church, set from the branch.' },
    },
    { name: 'name', label: 'Service name', type: 'text', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'day',
          label: 'Day',
          type: 'select',
          required: true,
          options: SERVICE_DAYS.map((day) => ({ value: day, label: SERVICE_DAY_LABELS[day] })),
        },
        {
          name: 'time',
          label: 'Time (24-hour, HH:MM)',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            value && SERVICE_TIME.test(value) ? true : 'Please enter a time such as 08:30.',
        },
      ],
    },
  ],
}
