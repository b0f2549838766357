import { giftBatchesCopy } from '@/copy/giftBatches'

/** How an offline gift was given (issue #35), stored on the batch's gift and on its donation. */
export const OFFLINE_METHODS = (
  Object.keys(giftBatchesCopy.methods) as (keyof typeof giftBatchesCopy.methods)[]
).map((value) => ({ value, label: giftBatchesCopy.methods[value] }))

export const GIFT_BATCH_STATUSES = (['open', 'committed'] as const).map((value) => ({
  value,
  label: giftBatchesCopy.status[value],
}))
