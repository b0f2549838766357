import type { Payload, PayloadRequest, Where } from 'payload'

import type { ConsentPurpose, ConsentSource } from '@collections/options'
import { slugs } from '@collections/slugs'
import { privacyNoticeVersion } from '@/lib/legal/noticeVersion'

/**
 * Issue #32: a consent given or withdrawn, recorded with the privacy notice's version and the
 * time, in `req`'s transaction: the transaction of what the form stores, so a consent is never kept
 * for something refused, nor lost for something kept. Records are never changed; a withdrawal is
 * a new one, and the latest per person and purpose is the current state.
 */
export type ConsentEntry = {
  /** Who: the person's e-mail as the record it comes with stores it (lower case); none for a reply by text. */
  email?: string | null
  /** +234…: a STOP or START reply's number. */
  phone?: string | null
  purpose: ConsentPurpose
  choice: 'granted' | 'withdrawn'
  source: ConsentSource
  /** What it was given with: a booking's code, a donation's reference. */
  reference?: string | null
}

export const recordConsent = async (payload: Payload, req: PayloadRequest, entry: ConsentEntry) =>
  payload.create({
    collection: slugs.consents,
    data: {
      ...entry,
      email: entry.email ? entry.email.trim().toLowerCase() : null,
      notice_version: await privacyNoticeVersion(payload),
      at: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })

/**
 * The current state of a person's consent to a purpose (of one booking's or donation's, given
 * `reference`): its latest record's choice, or null when none was ever recorded.
 */
export const currentConsent = async (
  payload: Payload,
  who: { email: string; purpose: ConsentPurpose; reference?: string },
  req?: PayloadRequest,
): Promise<'granted' | 'withdrawn' | null> => {
  const where: Where[] = [
    { email: { equals: who.email.trim().toLowerCase() } },
    { purpose: { equals: who.purpose } },
  ]
  if (who.reference) where.push({ reference: { equals: who.reference } })
  const { docs } = await payload.find({
    collection: slugs.consents,
    where: { and: where },
    sort: ['-at', '-id'],
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { choice: true },
    req,
  })
  return docs[0]?.choice ?? null
}
