import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { nobodyField, superAdminField } from '@/access/fields'
import { isActiveAdminUser, isSuperAdminUser } from '@/access/user'

import { slugs } from './slugs'

/** Changes an admin proposes and a super admin approves (back-office.md, Pending Changes). */
export const PendingChanges: CollectionConfig = {
  slug: slugs.pendingChanges,
  labels: { singular: 'Pending change', plural: 'Pending Changes' },
  admin: { defaultColumns: ['action_type', 'table_name', 'status', 'created_by', 'createdAt'], group: 'Administration' },
  defaultSort: '-createdAt',
  // Created only by the workflow code (src/lib/workflows/changeRequests.ts), which stamps the author;
  // a POST to /api/pending-changes would be a change request nobody asked for.
  access: { read: isSuperAdmin, create: nobody, update: isSuperAdmin, delete: isSuperAdmin },
  fields: [
    {
      name: 'action_type',
      type: 'select',
      required: true,
      options: ['INSERT', 'UPDATE', 'DELETE'],
    },
    { name: 'table_name', type: 'text', required: true },
    { name: 'record_id', type: 'text' },
    { name: 'old_data', type: 'json' },
    { name: 'new_data', type: 'json' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'approved', 'rejected'],
      access: { create: nobodyField, update: superAdminField },
    },
    { name: 'review_actions', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/admin/components/WorkflowActions#PendingChangeReview' } } },
    { name: 'created_by', type: 'relationship', relationTo: slugs.users, access: { create: nobodyField, update: nobodyField } },
    { name: 'reviewed_by', type: 'relationship', relationTo: slugs.users, access: { create: nobodyField, update: superAdminField } },
    { name: 'reviewed_at', type: 'date', access: { create: nobodyField, update: superAdminField } },
    { name: 'rejection_reason', type: 'textarea', access: { create: nobodyField, update: superAdminField } },
  ],
}

export const ANALYTICS_EVENT_TYPES = ['page_view', 'donation_funnel', 'content_engagement', 'sponsor_interest', 'volunteer_interest'] as const

export const AnalyticsEvents: CollectionConfig = {
  slug: slugs.analyticsEvents,
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: { defaultColumns: ['event_type', 'page_path', 'createdAt'], group: 'Administration' },
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

/** Every e-mail sent while no SMTP server is configured: an admin reads them here. */
export const EmailOutbox: CollectionConfig = {
  slug: slugs.emailOutbox,
  labels: { singular: 'Outbox e-mail', plural: 'E-mail outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'createdAt'], group: 'Administration' },
  defaultSort: '-createdAt',
  access: {
    // A plain admin reads only mail to itself: others' password-reset links must stay private.
    read: ({ req: { user } }) => isSuperAdminUser(user) || (isActiveAdminUser(user) && { to: { equals: (user?.email ?? '').toLowerCase() } }),
    create: nobody,
    update: nobody,
    delete: isSuperAdmin,
  },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'raw', label: 'Raw message (MIME)', type: 'code', access: { read: superAdminField, update: nobodyField } },
  ],
}


/**
 * Per-address counters of the public write endpoints (src/lib/rateLimit.ts). Kept in PostgreSQL so
 * that every app instance sees the same counts; keys hold a keyed hash, never an address.
 */
export const RateLimitCounters: CollectionConfig = {
  slug: slugs.rateLimitCounters,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
