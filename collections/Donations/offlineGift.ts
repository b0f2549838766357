import { APIError, type CollectionBeforeChangeHook, type Field } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'
import { giftBatchesCopy } from '@/copy/giftBatches'
import { OFFLINE_METHODS } from '@/lib/donations/giftBatches'
import type { Donation } from '@/payload-types'

import { slugs } from '../slugs'

/** Written only by a batch's commit (src/lib/db/giftBatches.ts); read by those who view donations. */
const fromBatch = { read: canView('donations'), create: nobody, update: nobody }
const offline = (data: Partial<Donation> | undefined) => data?.source === 'offline'

/** Issue #35: how an offline gift was given and the batch it was entered in. */
export const offlineGiftFields: Field[] = [
  {
    name: 'method',
    type: 'select',
    options: OFFLINE_METHODS,
    access: fromBatch,
    admin: { position: 'sidebar', readOnly: true, condition: offline },
  },
  {
    name: 'gift_batch',
    label: 'Gift batch',
    type: 'relationship',
    relationTo: slugs.giftBatches,
    index: true,
    access: fromBatch,
    admin: { position: 'sidebar', readOnly: true, condition: offline },
  },
]

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? value.id : value

/**
 * A gift from a committed batch keeps the amount and fund the batch gave it (its amount is closed to
 * edits already); only a super admin's void takes it out of the totals.
 */
export const keepBatchGiftsFixed: CollectionBeforeChangeHook<Donation> = ({
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update' || !originalDoc?.gift_batch || data.fund === undefined) return data
  if (idOf(data.fund) === idOf(originalDoc.fund)) return data
  const error = new APIError(giftBatchesCopy.giftFixed, 409, undefined, true)
  // Logged as info, not as a fault (payload.config.ts loggingLevels).
  error.name = 'RefusedChange'
  throw error
}
