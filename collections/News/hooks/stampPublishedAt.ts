import type { CollectionBeforeChangeHook } from 'payload'

import type { News } from '@/payload-types'

/** Publishing stamps published_at; unpublishing clears it (back-office.md section 4). */
export const stampPublishedAt: CollectionBeforeChangeHook<News> = ({ data, originalDoc }) => {
  const publishing = data.is_published ?? originalDoc?.is_published
  if (!publishing) return { ...data, published_at: null }
  if (data.is_published && !originalDoc?.is_published)
    return { ...data, published_at: data.published_at ?? new Date().toISOString() }
  return data
}
