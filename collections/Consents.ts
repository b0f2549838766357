import type { CollectionConfig } from 'payload'

import { canReadConsent } from '@/access/canReadConsent'
import { nobody } from '@/access/nobody'

import { CONSENT_PURPOSES, CONSENT_SOURCES } from './options'
import { slugs } from './slugs'

/**
 * Issue #32: every consent given or withdrawn, append-only, written only by src/lib/consent/ in
 * the transaction of what the form stores (overrideAccess). A withdrawal is a new record; the
 * current state is the latest record per person and purpose. Staff read; nobody edits.
 */
export const Consents: CollectionConfig = {
  slug: slugs.consents,
  labels: { singular: 'Consent', plural: 'Consents' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['at', 'email', 'phone', 'purpose', 'choice', 'source', 'notice_version'],
    listSearchableFields: ['email', 'phone', 'reference'],
    group: 'Administration',
    description: 'Every consent given or withdrawn, newest first. Records cannot be edited.',
  },
  defaultSort: '-at',
  access: { read: canReadConsent, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'email',
      label: 'E-mail',
      type: 'text',
      index: true,
      // A STOP reply by text message comes with a number and no address.
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ phone: unknown }> }) =>
        Boolean(value || siblingData?.phone) || 'A consent needs an e-mail or a phone number.',
    },
    // +234…, one international form: a STOP reply is matched to the messages by it.
    { name: 'phone', type: 'text', index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      options: CONSENT_PURPOSES.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'choice',
      type: 'select',
      required: true,
      options: [
        { value: 'granted', label: 'Given' },
        { value: 'withdrawn', label: 'Withdrawn' },
      ],
    },
    {
      name: 'reference',
      label: 'For',
      type: 'text',
      index: true,
      admin: { description: 'The booking code or donation reference the consent was given with.' },
    },
    { name: 'notice_version', label: 'Privacy notice version', type: 'text', required: true },
    {
      name: 'at',
      label: 'When',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'MMM dd, yyyy HH:mm' } },
    },
    {
      name: 'source',
      label: 'Where',
      type: 'select',
      required: true,
      options: CONSENT_SOURCES.map(({ value, label }) => ({ value, label })),
    },
  ],
  timestamps: true,
}
