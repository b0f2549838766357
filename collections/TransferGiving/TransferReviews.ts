import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { transferGivingCopy } from '@/copy/transferGiving'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'

const TRANSFER_REVIEW_REASONS = [
  { value: 'unknown_customer', label: 'Not tied to a donor' },
  { value: 'amount_far', label: 'Far from the pledged amount' },
] as const

const TRANSFER_REVIEW_STATUSES = [
  { value: 'open', label: 'Waiting' },
  { value: 'recorded', label: 'Recorded as a gift' },
  { value: 'not_gift', label: 'Not a gift' },
] as const

const closed = { create: nobody, update: nobody }

/** Set by the recording itself (src/lib/giving/transfers.ts) when it links the donation it made. */
export const RECORDING_TRANSFER = 'recordingTransfer'

/** A decided transfer is fixed: its donor cannot be re-pointed after its donation was made. */
const fixedOnceDecided: CollectionBeforeChangeHook = ({ context, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc || originalDoc.status === 'open') return
  if (context[RECORDING_TRANSFER]) return
  const error = new APIError(transferGivingCopy.review.decided, 409, undefined, true)
  // Logged as info, not as a fault (payload.config.ts loggingLevels).
  error.name = 'RefusedChange'
  throw error
}

/**
 * A bank transfer into a Dedicated Virtual Account that did not become a donation by itself
 * (issue #35): Paystack could not tie it to a donor of ours, or its amount is far from the pledge.
 * Staff with the donations right decide it ('Record as this donor's gift' or 'Not a gift',
 * src/lib/giving/transferReviews.ts); only the donor it is recorded for is theirs to choose.
 */
export const TransferReviews: CollectionConfig = {
  slug: slugs.transferReviews,
  labels: { singular: 'Transfer to review', plural: 'Transfers to review' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'amount', 'reason', 'transfer_gift', 'status', 'createdAt'],
    group: 'Donations',
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [fixedOnceDecided] },
  access: {
    read: canView('donations'),
    create: nobody,
    update: canEdit('donations'),
    delete: nobody,
  },
  fields: [
    {
      name: 'reference',
      label: 'Paystack reference',
      type: 'text',
      required: true,
      unique: true,
      access: closed,
    },
    { name: 'amount', label: 'Amount (₦)', type: 'number', required: true, access: closed },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: TRANSFER_REVIEW_REASONS.map((option) => ({ ...option })),
      access: closed,
    },
    { name: 'customer_code', label: 'Paystack customer', type: 'text', access: closed },
    { name: 'paid_at', label: 'Paid', type: 'date', access: closed },
    {
      name: 'transfer_gift',
      label: 'Donor’s transfer gift',
      type: 'relationship',
      relationTo: slugs.transferGifts,
      admin: { description: 'Whose gift it is; choose one for a transfer not tied to a donor.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: TRANSFER_REVIEW_STATUSES.map((option) => ({ ...option })),
      access: closed,
      admin: { position: 'sidebar' },
    },
    {
      name: 'review_actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#TransferReviewActions' },
      },
    },
    { name: 'close_reason', label: 'Why it is not a gift', type: 'textarea', access: closed },
    {
      name: 'donation',
      type: 'relationship',
      relationTo: slugs.donations,
      access: closed,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'decided_by',
      label: 'Decided by',
      type: 'relationship',
      relationTo: slugs.users,
      access: closed,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'decided_at',
      label: 'Decided on',
      type: 'date',
      access: closed,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
