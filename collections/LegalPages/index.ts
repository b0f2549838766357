import type { CollectionConfig } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { isLiveOrCanView } from '@/access/isLiveOrCanView'
import { LEGAL_KINDS, legalCopy } from '@/copy/legal'
import { refuseUnsafeLinks } from '@hooks/safeLinks'

import { slugs } from '../slugs'
import { stampPublishedAt } from './hooks/stampPublishedAt'

const copy = legalCopy.admin

/**
 * The Privacy Policy, Terms of Service, Safety and Help Center pages (issue #32), written by the
 * staff who edit News. Each save is a version; visitors see the last published one, at /<kind>.
 */
export const LegalPages: CollectionConfig = {
  slug: slugs.legalPages,
  labels: { singular: copy.singular, plural: copy.plural },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', '_status', 'published_at'],
    group: 'Content',
  },
  defaultSort: 'kind',
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: isLiveOrCanView('news'),
    readVersions: canView('news'),
    create: canEdit('news'),
    update: canEdit('news'),
    delete: canEdit('news'),
  },
  hooks: { beforeChange: [refuseUnsafeLinks('content', 'Content'), stampPublishedAt] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'kind',
      label: copy.kind,
      type: 'select',
      required: true,
      unique: true,
      options: LEGAL_KINDS.map((kind) => ({ value: kind, label: legalCopy.pages[kind].name })),
      admin: { position: 'sidebar', description: copy.kindHelp },
    },
    {
      name: 'summary',
      label: copy.summary,
      type: 'textarea',
      maxLength: 300,
      admin: { description: copy.summaryHelp },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'published_at',
      label: copy.publishedAt,
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, description: copy.publishedAtHelp },
    },
  ],
}
