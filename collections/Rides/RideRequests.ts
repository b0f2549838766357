import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { editChurchRows, readChurchRows } from '@/access/churches'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { rideRequestCopy } from '@/copy/rideRequests'
import { tellRideRequests } from '@/lib/rides/rideRequests'

import { NOTICE_CHANNELS } from '../options'
import { slugs } from '../slugs'

/**
 * On bus runs: a new run tells the requests waiting for it, in its own creation transaction (the
 * notices are queued with it, and the queue's cron sends them once it commits).
 */
export const tellRequestsOfNewRun: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await tellRideRequests(req.payload, req, doc)
  return doc
}

/**
 * A request for a ride where none goes yet (issue #34), left on Find a Ride: who, how to tell
 * them, their church's branch, a service (or any) and their area. When a run of that church starts
 * from that area, the request is told once (src/lib/rides/rideRequests.ts, in the run's creation
 * transaction) and marked so. Read like bookings: staff with Rides, and the church's own admin.
 */
export const RideRequests: CollectionConfig = {
  slug: slugs.rideRequests,
  labels: { singular: 'Ride request', plural: 'Ride Requests' },
  admin: {
    useAsTitle: 'area',
    defaultColumns: ['area', 'church', 'service', 'status', 'createdAt'],
    listSearchableFields: ['area'],
    group: 'Rides',
    description: rideRequestCopy.admin.description,
    components: {
      beforeListTable: ['/src/admin/components/rides/RideRequestAreas#RideRequestAreas'],
    },
  },
  defaultSort: 'area',
  access: { read: readChurchRows, create: nobody, update: editChurchRows, delete: isSuperAdmin },
  fields: [
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      required: true,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'branch',
      type: 'relationship',
      relationTo: slugs.churchBranches,
      required: true,
      access: { update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'service',
      type: 'relationship',
      relationTo: slugs.churchServices,
      access: { update: nobody },
      admin: { readOnly: true, description: 'None: any service of the branch.' },
    },
    { name: 'area', label: 'Area', type: 'text', required: true, maxLength: 80, index: true },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 120 },
    // E.164, +234…
    { name: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 32 },
    { name: 'email', label: 'E-mail', type: 'email' },
    {
      name: 'notify_by',
      label: 'Told by',
      type: 'select',
      defaultValue: 'sms',
      options: NOTICE_CHANNELS.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'consent_at',
      label: 'Consent given',
      type: 'date',
      required: true,
      access: { update: nobody },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { value: 'open', label: 'Open' },
        { value: 'told', label: 'Told of a ride' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'told_at',
      label: 'Told on',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'told_run',
      label: 'Told of',
      type: 'relationship',
      relationTo: slugs.busRuns,
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
