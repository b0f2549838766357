import type { FieldAccess } from 'payload'

import type { Donation } from '@/payload-types'

import { canEdit } from './canEdit'

/**
 * Who gave and how much is fixed once the gift is completed (and so receipted): an admin may correct
 * a pending or failed donation's details, never a completed or refunded one's. The payment code
 * writes with overrideAccess and is not held back.
 */
export const canEditDonorDetails: FieldAccess<Donation> = (args) =>
  canEdit('donations')(args) && args.doc?.status !== 'completed' && args.doc?.status !== 'refunded'
