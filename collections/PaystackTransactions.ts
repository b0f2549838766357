import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/** Paystack's side of each donation: written only by the payment server (initialize, verify, webhook). */
export const PaystackTransactions: CollectionConfig = {
  slug: slugs.paystackTransactions,
  labels: { singular: 'Paystack transaction', plural: 'Paystack transactions' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'amount', 'verification_attempts', 'createdAt'],
    group: 'Donations',
  },
  defaultSort: '-createdAt',
  access: { read: canView('donations'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true },
    { name: 'donation', type: 'relationship', relationTo: slugs.donations, index: true },
    { name: 'status', type: 'text', required: true, defaultValue: 'pending' },
    {
      name: 'amount',
      label: 'Amount (₦)',
      type: 'number',
      required: true,
      admin: { description: 'Whole naira; Paystack receives it ×100 in kobo.' },
    },
    { name: 'currency', type: 'text', required: true, defaultValue: 'NGN' },
    { name: 'paystack_id', label: 'Paystack transaction id', type: 'text' },
    { name: 'access_code', type: 'text' },
    { name: 'authorization_url', type: 'text' },
    { name: 'gateway_response', type: 'text' },
    { name: 'channel', type: 'text' },
    { name: 'paid_at', type: 'date' },
    { name: 'verification_attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'last_verification_at', type: 'date' },
    { name: 'webhook_received_at', type: 'date' },
    { name: 'raw_response', type: 'json' },
    // Each processed refund once, by Paystack's refund id: a repeated webhook adds nothing.
    { name: 'refunds', label: 'Refunds (kobo, by refund)', type: 'json' },
  ],
}
