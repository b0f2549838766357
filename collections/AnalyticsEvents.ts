import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'
import { hiddenUnlessSections } from '@/access/user'

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'donation_funnel',
  'content_engagement',
  'sponsor_interest',
  'volunteer_interest',
] as const

export const AnalyticsEvents: CollectionConfig = {
  slug: slugs.analyticsEvents,
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  // The raw events are for super admins; every admin reads the Analytics page built from them.
  admin: {
    defaultColumns: ['event_type', 'page_path', 'createdAt'],
    group: 'Administration',
    hidden: hiddenUnlessSections([]),
  },
  // Written only by POST /api/analytics (validated, rate limited, bots ignored).
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: isSuperAdmin },
  fields: [
    { name: 'event_type', type: 'select', required: true, options: [...ANALYTICS_EVENT_TYPES] },
    { name: 'page_path', type: 'text', maxLength: 512 },
    { name: 'user_agent', type: 'text', maxLength: 512 },
    { name: 'referrer', type: 'text', maxLength: 1024 },
    { name: 'session_id', type: 'text', maxLength: 128, index: true },
    { name: 'metadata', type: 'json' },
  ],
}
