import type { CollectionConfig, Field } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'
import { giftBatchesCopy as copy } from '@/copy/giftBatches'
import { GIFT_BATCH_STATUSES, OFFLINE_METHODS } from '@/lib/donations/giftBatches'
import { normalisePhone } from '@/lib/phone'

import { slugs } from '../slugs'
import { enterGiftBatch, keepCommittedBatch } from './hooks/enterGiftBatch'

/** Written by the server only: the hooks (who entered, count, total) and the commit (endpoints/workflows.ts). */
const serverOnly = { create: nobody, update: nobody }

const stamp = (name: string, label: string, type: 'relationship' | 'date'): Field =>
  type === 'date'
    ? {
        name,
        label,
        type,
        access: serverOnly,
        admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      }
    : {
        name,
        label,
        type,
        relationTo: slugs.users,
        access: serverOnly,
        admin: { position: 'sidebar', readOnly: true },
      }

const gifts: Field = {
  name: 'gifts',
  type: 'array',
  required: true,
  minRows: 1,
  labels: { singular: 'Gift', plural: 'Gifts' },
  admin: { initCollapsed: false },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          label: 'Amount (₦)',
          type: 'number',
          required: true,
          admin: { step: 1, custom: { currency: 'NGN' } },
          validate: (value: number | null | undefined) =>
            typeof value === 'number' && Number.isInteger(value) && value > 0
              ? true
              : copy.amountWhole,
        },
        {
          name: 'fund',
          type: 'relationship',
          relationTo: slugs.funds,
          required: true,
          filterOptions: { active: { equals: true } },
        },
        {
          name: 'method',
          type: 'select',
          required: true,
          defaultValue: 'cash',
          options: OFFLINE_METHODS,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'donor_name', type: 'text' },
        { name: 'donor_email', type: 'email' },
        {
          name: 'donor_phone',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value?.trim() || normalisePhone(value) ? true : copy.phoneInvalid,
        },
      ],
    },
    { name: 'note', type: 'textarea' },
    {
      name: 'send_receipt',
      label: 'Send a receipt',
      type: 'checkbox',
      defaultValue: false,
      // Only with an e-mail (refused otherwise by enterGiftBatch).
      admin: { condition: (_, sibling) => Boolean(sibling?.donor_email) },
    },
  ],
}

/**
 * Offline gifts (issue #35): cash, cheques, transfers to the charity's account and POS payments,
 * entered together by one person and committed by another (POST /api/workflows/gift-batches/:id/commit,
 * src/lib/workflows/giftBatches.ts), which records each gift as a completed offline donation. A
 * committed batch is fixed: no edit, no delete, by anyone.
 */
export const GiftBatches: CollectionConfig = {
  slug: slugs.giftBatches,
  labels: { singular: copy.singular, plural: copy.plural },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'counted_on', 'gift_count', 'total', 'status', 'entered_by'],
    group: 'Donations',
    description: copy.description,
  },
  defaultSort: '-counted_on',
  access: {
    read: canView('donations'),
    create: canEdit('donations'),
    update: canEdit('donations'),
    delete: canEdit('donations'),
  },
  hooks: { beforeChange: [enterGiftBatch], beforeDelete: [keepCommittedBatch] },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      admin: { description: 'For example “Sunday Nov 29 collection”.' },
    },
    {
      name: 'counted_on',
      label: 'Date counted',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: GIFT_BATCH_STATUSES,
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'gift_count',
      label: 'Gifts',
      type: 'number',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'total',
      label: 'Total (₦)',
      type: 'number',
      access: serverOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    stamp('entered_by', 'Entered by', 'relationship'),
    stamp('last_changed_by', 'Last changed by', 'relationship'),
    stamp('committed_by', 'Committed by', 'relationship'),
    stamp('committed_at', 'Committed', 'date'),
    {
      name: 'commit_batch',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/giftBatches/CommitGiftBatch#CommitGiftBatch' },
      },
    },
    gifts,
  ],
}
