import type { CollectionBeforeChangeHook } from 'payload'

import type { LegalPage } from '@/payload-types'

/**
 * Every publication stamps its moment: the page's "Last updated" and the privacy notice's version
 * (src/lib/legal/noticeVersion.ts). A draft keeps the date of what is live.
 */
export const stampPublishedAt: CollectionBeforeChangeHook<LegalPage> = ({ data, originalDoc }) =>
  data._status === 'published'
    ? { ...data, published_at: new Date().toISOString() }
    : { ...data, published_at: originalDoc?.published_at ?? null }
