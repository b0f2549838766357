import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
} from 'payload'

import { giftBatchesCopy as copy } from '@/copy/giftBatches'
import { lockGiftBatch } from '@/lib/db/giftBatches'
import { isoDay } from '@/lib/dates'
import { normalisePhone } from '@/lib/phone'
import type { GiftBatch } from '@/payload-types'

import { slugs } from '../../slugs'

type Gift = NonNullable<GiftBatch['gifts']>[number]

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number')
    return value.id
  return null
}

const committedFixed = () => {
  const error = new APIError(copy.committedFixed, 409, undefined, true)
  // Logged as info, not as a fault (payload.config.ts loggingLevels).
  error.name = 'RefusedChange'
  return error
}

/** The counted day at noon in Lagos, so it reads the same day in every report and statement. */
const lagosNoon = (value: unknown): string | unknown => {
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : null
  return date && !Number.isNaN(date.getTime())
    ? new Date(`${isoDay(date)}T12:00:00+01:00`).toISOString()
    : value
}

/**
 * A batch as staff enter or change it: refused once committed (under the batch's row lock, so a
 * commit cannot slip between the check and the save); its gifts' funds active; e-mails trimmed,
 * phones in E.164; its count and total, and who entered and last changed it, set by the server.
 */
export const enterGiftBatch: CollectionBeforeChangeHook<GiftBatch> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && originalDoc) {
    const locked = await lockGiftBatch(req.payload, req, originalDoc.id)
    if (!locked || locked.status !== 'open') throw committedFixed()
  }
  const gifts: Gift[] = (data.gifts ?? originalDoc?.gifts ?? []).map((gift) => {
    const email = gift.donor_email?.trim().toLowerCase() || null
    const phone = gift.donor_phone?.trim() || null
    return {
      ...gift,
      donor_email: email,
      donor_phone: phone ? (normalisePhone(phone) ?? phone) : null,
    }
  })
  const fundIds = [...new Set(gifts.map((gift) => idOf(gift.fund)).filter((id) => id !== null))]
  const { docs: funds } = fundIds.length
    ? await req.payload.find({
        collection: slugs.funds,
        where: { id: { in: fundIds } },
        depth: 0,
        limit: fundIds.length,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const errors = gifts.flatMap((gift, index) => {
    const fund = funds.find((doc) => doc.id === idOf(gift.fund))
    return [
      ...(fund && fund.active === false
        ? [{ path: `gifts.${index}.fund`, message: copy.fundInactive(fund.name) }]
        : []),
      // Checked here: Payload does not validate a field its condition hides (no e-mail, no box).
      ...(gift.send_receipt && !gift.donor_email
        ? [{ path: `gifts.${index}.send_receipt`, message: copy.receiptNeedsEmail }]
        : []),
    ]
  })
  if (errors.length) throw new ValidationError({ collection: slugs.giftBatches, errors, req })
  const userId = typeof req.user?.id === 'number' ? req.user.id : null
  return {
    ...data,
    ...(data.gifts ? { gifts } : {}),
    ...(data.counted_on ? { counted_on: lagosNoon(data.counted_on) as string } : {}),
    gift_count: gifts.length,
    total: gifts.reduce((sum, gift) => sum + (Number(gift.amount) || 0), 0),
    ...(operation === 'create' ? { status: 'open' as const, entered_by: userId } : {}),
    last_changed_by: userId,
  }
}

/** A committed batch is never deleted, by anyone: its gifts are donations now. */
export const keepCommittedBatch: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const locked = await lockGiftBatch(req.payload, req, Number(id))
  if (locked && locked.status !== 'open') throw committedFixed()
}
