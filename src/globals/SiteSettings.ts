import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { urlField } from '@collections/fields'
import { globalSlugs, slugs } from '@collections/slugs'
import { hiddenUnlessSections } from '@/access/user'
import { messagesCopy } from '@/copy/messages'
import { retentionCopy } from '@/copy/retention'

export const DEFAULT_SITE_NAME = 'Fellowship Rides'

/**
 * How long the data-retention job (src/lib/retention/purge.ts) keeps each kind of personal data, the
 * README's 'Data retention' documents them; a setting left empty keeps that kind. Analytics in days,
 * the rest in months.
 */
export const RETENTION_DEFAULTS = {
  bookings_months: 6,
  drivers_months: 3,
  volunteers_months: 12,
  report_requests_months: 12,
  outbox_months: 3,
  text_messages_months: 6,
  analytics_days: 30,
} as const

/**
 * The text messages' limits (src/lib/messaging/limits.ts), whole naira: Termii's DND route costs
 * about ₦6 to ₦8 a page, a WhatsApp utility template about ₦11 (docs/messaging-providers.md).
 */
export const MESSAGING_DEFAULTS = {
  daily_ceiling_naira: 5_000,
  per_number_daily: 10,
  sms_page_naira: 8,
  whatsapp_naira: 12,
} as const

const words = retentionCopy.settings
const limits = messagesCopy.settings

/** A whole number of a group of settings, 0 or more (empty or 0: none). */
const wholeNumber = (name: string, label: string, defaultValue: number, max?: number) => ({
  name,
  label,
  type: 'number' as const,
  min: 0,
  ...(max ? { max } : {}),
  defaultValue,
  admin: { step: 1 },
})

const period = (name: keyof typeof RETENTION_DEFAULTS, label: string) =>
  wholeNumber(name, label, RETENTION_DEFAULTS[name], name === 'analytics_days' ? 3650 : 120)

const limit = (name: keyof typeof MESSAGING_DEFAULTS, label: string) =>
  wholeNumber(name, label, MESSAGING_DEFAULTS[name])

export const SiteSettings: GlobalConfig = {
  slug: globalSlugs.siteSettings,
  label: 'Site settings',
  // Only a super admin changes them (update: isSuperAdmin): nobody else is shown them in the sidebar.
  admin: { group: 'Administration', hidden: hiddenUnlessSections([]) },
  access: { read: anyone, update: isSuperAdmin },
  fields: [
    {
      name: 'site_name',
      label: 'Site name',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_SITE_NAME,
    },
    {
      name: 'contact_email',
      label: 'Contact e-mail',
      type: 'email',
      defaultValue: 'partners@fellowshiprides.ng',
    },
    {
      name: 'data_protection_officer',
      label: 'Data protection officer',
      type: 'group',
      admin: {
        description:
          'Shown on the Privacy Policy page: whom people contact about their personal data (Nigeria Data Protection Act 2023).',
      },
      fields: [
        { name: 'name', label: 'Name', type: 'text' },
        { name: 'email', label: 'E-mail', type: 'email' },
        { name: 'phone', label: 'Phone (optional)', type: 'text' },
      ],
    },
    { name: 'logo_light', label: 'Logo (light mode)', type: 'upload', relationTo: slugs.media },
    { name: 'logo_dark', label: 'Logo (dark mode)', type: 'upload', relationTo: slugs.media },
    {
      name: 'social_links',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'x', 'youtube', 'linkedin', 'whatsapp', 'tiktok'],
        },
        { ...urlField('url', 'URL'), required: true },
      ],
    },
    {
      name: 'data_retention',
      label: words.group,
      type: 'group',
      admin: { description: words.description },
      fields: [
        period('bookings_months', words.bookings),
        period('drivers_months', words.drivers),
        period('volunteers_months', words.volunteers),
        period('report_requests_months', words.reportRequests),
        period('outbox_months', words.outbox),
        period('text_messages_months', words.textMessages),
        period('analytics_days', words.analytics),
      ],
    },
    {
      name: 'messaging',
      label: limits.group,
      type: 'group',
      // The site reads its settings publicly; what we spend on texts is not the public's.
      access: { read: isSuperAdmin },
      admin: { description: limits.description },
      fields: [
        limit('daily_ceiling_naira', limits.dailyCeiling),
        limit('per_number_daily', limits.perNumber),
        limit('sms_page_naira', limits.smsCost),
        limit('whatsapp_naira', limits.whatsAppCost),
      ],
    },
  ],
}
