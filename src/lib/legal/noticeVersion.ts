import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { isoDay } from '@/lib/dates'

/** What a consent records while no Privacy Policy has been published yet. */
export const NO_PUBLISHED_NOTICE = 'unpublished'

/**
 * The version of the privacy notice a person is shown now: the Lagos day the Privacy Policy was
 * last published ('2026-11-28'), the "Last updated" date its page shows. Consents record it.
 */
export async function privacyNoticeVersion(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: slugs.legalPages,
    where: { and: [{ kind: { equals: 'privacy' } }, { _status: { equals: 'published' } }] },
    draft: false,
    limit: 1,
    depth: 0,
    select: { published_at: true },
    overrideAccess: true,
  })
  const publishedAt = docs[0]?.published_at
  return publishedAt ? isoDay(new Date(publishedAt)) : NO_PUBLISHED_NOTICE
}
