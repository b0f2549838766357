import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Where,
} from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { nobody } from '@/access/nobody'
import { putDriverBackToPending } from '@/lib/db/drivers'

import { reviewFields, reviewStatusFields, shortLinkField } from '../fields'
import { DRIVER_STATUSES } from '../options'
import { keepWhileNamed, ownChurchField } from '../Churches/shared'
import { slugs } from '../slugs'

/** The papers whose expiry decides whether a driver may be given passengers. */
export const DRIVER_PAPERS = [
  { field: 'licence_expiry', label: 'driving licence' },
  { field: 'roadworthiness_expiry', label: 'roadworthiness certificate' },
  { field: 'insurance_expiry', label: 'insurance' },
] as const

const CHECKED = [
  'licence_number',
  'licence_expiry',
  'vehicle',
  'plate',
  'roadworthiness_document',
  'roadworthiness_expiry',
  'insurance_document',
  'insurance_expiry',
] as const

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value

const sameValue = (a: unknown, b: unknown) => {
  const [x, y] = [idOf(a), idOf(b)]
  if (x instanceof Date || y instanceof Date || /^\d{4}-\d\d-\d\dT/.test(String(x)))
    return new Date(String(x)).getTime() === new Date(String(y)).getTime()
  return String(x ?? '') === String(y ?? '')
}

/**
 * A verified driver whose licence, vehicle or papers change is verified again: new papers are
 * looked at before anyone rides on them. Written past the status field's access (nobody sets it
 * through the API), in the save's own transaction. The review (src/lib/rides/driverReview.ts)
 * changes only the status, and is not touched here.
 */
const reverifyOnNewPapers: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.status !== 'verified' || doc.status !== 'verified')
    return doc
  if (CHECKED.every((field) => sameValue(doc[field], previousDoc?.[field]))) return doc
  await putDriverBackToPending(req.payload, req, doc.id)
  return { ...doc, status: 'pending', expiry_reminded_for: null }
}

const PAPER_FIELDS = ['roadworthiness_document', 'insurance_document'] as const

/**
 * A driver's papers are their own church's: a paper already another church's is refused (its id
 * is easy to guess, and taking it would move it, and the right to open it, to this church).
 */
const papersOfTheDriversChurch: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const church = idOf(data.church ?? originalDoc?.church)
  for (const field of PAPER_FIELDS) {
    const id = idOf(data[field])
    if (!id || id === idOf(originalDoc?.[field])) continue
    const paper = await req.payload.findByID({
      collection: slugs.driverDocuments,
      id: id as number,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const owner = paper ? idOf(paper.church) : null
    if (!paper || (owner && owner !== church))
      throw new ValidationError({
        collection: slugs.drivers,
        errors: [{ path: field, message: 'Please upload the paper for this driver.' }],
      })
  }
  return data
}

/** A paper uploaded with the driver belongs to the driver's church from then on, so its admin can open it. */
const papersToDriversChurch: CollectionAfterChangeHook = async ({ doc, req }) => {
  const church = idOf(doc.church)
  const ids = PAPER_FIELDS.map((field) => idOf(doc[field])).filter(Boolean) as number[]
  if (church && ids.length)
    await req.payload.update({
      collection: slugs.driverDocuments,
      where: { and: [{ id: { in: ids } }, { church: { exists: false } }] },
      data: { church: church as number },
      overrideAccess: true,
      depth: 0,
      req,
    })
  return doc
}

/** A driver's papers go with the driver, unless another driver names them too. */
const deletePapersWithDriver: CollectionAfterDeleteHook = async ({ doc, req }) => {
  for (const field of PAPER_FIELDS) {
    const id = idOf(doc[field]) as number | undefined
    if (!id) continue
    const { totalDocs } = await req.payload.count({
      collection: slugs.drivers,
      where: {
        or: [{ roadworthiness_document: { equals: id } }, { insurance_document: { equals: id } }],
      },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0)
      await req.payload.delete({
        collection: slugs.driverDocuments,
        where: { id: { equals: id } },
        overrideAccess: true,
        req,
      })
  }
  return doc
}

/** A driver on a bus run stays: the run names them to its passengers. */
const keepDriversOnRuns = keepWhileNamed(
  slugs.busRuns,
  (id) => ({ driver: { equals: id } }),
  'This driver is on bus runs, so they cannot be deleted: choose another driver for those runs first.',
)

const paper = (name: string, label: string) => ({
  name,
  label,
  type: 'upload' as const,
  relationTo: slugs.driverDocuments,
  required: true,
  // Only papers not yet anyone's, or already this driver's church's, are offered.
  filterOptions: ({ data }: { data?: { church?: unknown } }): Where => {
    const church = idOf(data?.church)
    return church
      ? { or: [{ church: { exists: false } }, { church: { equals: church } }] }
      : { church: { exists: false } }
  },
})

const expiry = (name: string, label: string) => ({
  name,
  label,
  type: 'date' as const,
  required: true,
  index: true,
  admin: { date: { pickerAppearance: 'dayOnly' as const } },
})

/**
 * A volunteer driver of a church (issue #19): who they are, whom to call in an emergency, their
 * licence, vehicle and papers with expiry dates. Verified or rejected (with a reason) by staff or
 * their church's admin; only a verified driver whose papers are valid on the day can be put on a
 * bus run (BusRuns.ts), and drivers are reminded before a paper expires (the ride-notices job).
 */
export const Drivers: CollectionConfig = {
  slug: slugs.drivers,
  labels: { singular: 'Driver', plural: 'Drivers' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'church', 'vehicle', 'plate', 'status', 'insurance_expiry'],
    listSearchableFields: ['name', 'plate'],
    group: 'Rides',
  },
  defaultSort: 'name',
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeChange: [pinToOwnChurch, papersOfTheDriversChurch],
    afterChange: [papersToDriversChurch, reverifyOnNewPapers],
    beforeDelete: [keepDriversOnRuns],
    afterDelete: [deletePapersWithDriver],
  },
  fields: [
    ownChurchField(),
    { name: 'name', label: 'Full name', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true },
        { name: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 32 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'emergency_contact_name',
          label: 'Emergency contact',
          type: 'text',
          required: true,
          maxLength: 120,
        },
        {
          name: 'emergency_contact_phone',
          label: 'Emergency contact’s phone',
          type: 'text',
          required: true,
          maxLength: 32,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'licence_number',
          label: 'Driving licence number',
          type: 'text',
          required: true,
          maxLength: 40,
        },
        expiry('licence_expiry', 'Licence expires'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vehicle',
          label: 'Vehicle',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'Make, model and colour, as passengers will look for it.' },
        },
        { name: 'plate', label: 'Plate number', type: 'text', required: true, maxLength: 16 },
        {
          name: 'seats',
          label: 'Passenger seats',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          admin: { step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        paper('roadworthiness_document', 'Roadworthiness certificate'),
        expiry('roadworthiness_expiry', 'Roadworthiness expires'),
      ],
    },
    {
      type: 'row',
      fields: [
        paper('insurance_document', 'Insurance certificate'),
        expiry('insurance_expiry', 'Insurance expires'),
      ],
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#DriverReview' },
      },
    },
    ...reviewStatusFields(DRIVER_STATUSES),
    // The paper expiry the driver was last reminded of (the ride-notices job), so each is told once.
    {
      name: 'expiry_reminded_for',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
    shortLinkField,
    ...reviewFields(),
  ],
}
