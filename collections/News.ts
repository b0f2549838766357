import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { isPublishedOrCanView } from '@/access/isPublishedOrCanView'
import { refuseUnsafeLinks } from '@hooks/safeLinks'

import { imageFields, urlField } from './fields'
import { slugs } from './slugs'

/** Publishing stamps published_at; unpublishing clears it (back-office.md section 4). */
const stampPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const publishing = data.is_published ?? originalDoc?.is_published
  if (!publishing) return { ...data, published_at: null }
  if (data.is_published && !originalDoc?.is_published) return { ...data, published_at: data.published_at ?? new Date().toISOString() }
  return data
}

/** Links with an empty platform or URL are dropped on save. */
const dropEmptyLinks: CollectionBeforeChangeHook = ({ data }) =>
  Array.isArray(data.external_links)
    ? { ...data, external_links: data.external_links.filter((link: { platform?: string; url?: string }) => link?.platform?.trim() && link?.url?.trim()) }
    : data

export const News: CollectionConfig = {
  slug: slugs.news,
  labels: { singular: 'News article', plural: 'News' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'is_published', 'published_at'], group: 'Content' },
  defaultSort: '-createdAt',
  access: { read: isPublishedOrCanView('news'), create: canEdit('news'), update: canEdit('news'), delete: canEdit('news') },
  hooks: { beforeChange: [refuseUnsafeLinks('content', 'Content'), dropEmptyLinks, stampPublishedAt] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'excerpt', type: 'textarea' },
    { name: 'content', type: 'richText', required: true },
    { name: 'category', type: 'text' },
    { name: 'author_name', label: 'Author', type: 'text' },
    ...imageFields(),
    { name: 'is_published', label: 'Published', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'published_at', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'external_links',
      type: 'array',
      fields: [
        { name: 'platform', type: 'text' },
        urlField('url', 'URL'),
        { name: 'title', type: 'text' },
      ],
    },
  ],
}
