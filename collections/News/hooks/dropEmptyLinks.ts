import type { CollectionBeforeChangeHook } from 'payload'

import type { News } from '@/payload-types'

/** Links with an empty platform or URL are dropped on save. */
export const dropEmptyLinks: CollectionBeforeChangeHook<News> = ({ data }) =>
  Array.isArray(data.external_links)
    ? {
        ...data,
        external_links: data.external_links.filter(
          (link) => link?.platform?.trim() && link?.url?.trim(),
        ),
      }
    : data
