import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { isPublishedOrCanView } from '@/access/isPublishedOrCanView'
import { refuseUnsafeLinks } from '@hooks/safeLinks'

import { actionsField, imageFields, urlField } from '../fields'
import { slugs } from '../slugs'
import { dropEmptyLinks } from './hooks/dropEmptyLinks'
import { stampPublishedAt } from './hooks/stampPublishedAt'

export const News: CollectionConfig = {
  slug: slugs.news,
  labels: { singular: 'Article', plural: 'News' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'row_actions', 'category', 'is_published', 'published_at'],
    group: 'Content',
  },
  defaultSort: '-createdAt',
  access: {
    read: isPublishedOrCanView('news'),
    create: canEdit('news'),
    update: canEdit('news'),
    delete: canEdit('news'),
  },
  hooks: {
    beforeChange: [refuseUnsafeLinks('content', 'Content'), dropEmptyLinks, stampPublishedAt],
  },
  fields: [
    actionsField(),
    { name: 'title', type: 'text', required: true },
    { name: 'excerpt', type: 'textarea' },
    { name: 'content', type: 'richText', required: true },
    { name: 'category', type: 'text' },
    { name: 'author_name', label: 'Author', type: 'text' },
    ...imageFields(),
    {
      name: 'is_published',
      label: 'Published',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
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
