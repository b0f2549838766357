import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'

import { slugs } from '../slugs'

const privateRead = { read: canView('donations') }

const TRANSFER_GIFT_STATUSES = [
  { value: 'setting_up', label: 'Setting up' },
  { value: 'active', label: 'Active' },
] as const

/**
 * A donor's monthly giving by bank transfer (issue #35): a Paystack customer and its Dedicated
 * Virtual Account, a permanent account number the donor pays into from their own bank. A collection
 * of its own, not a kind of monthly gift: a card gift is a Paystack plan and subscription that the
 * site charges, pauses and reconciles, a transfer gift is none of that (the donor's bank moves the
 * money), so no card code ever meets a gift it cannot act on. Written only by src/lib/giving/transfers.ts.
 */
export const TransferGifts: CollectionConfig = {
  slug: slugs.transferGifts,
  labels: { singular: 'Transfer gift', plural: 'Monthly transfer gifts' },
  admin: {
    useAsTitle: 'account_number',
    defaultColumns: ['donor_name', 'amount', 'bank_name', 'account_number', 'status', 'createdAt'],
    group: 'Donations',
  },
  defaultSort: '-createdAt',
  access: { read: canView('donations'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'donor_name', label: 'Donor', type: 'text', access: privateRead },
    { name: 'donor_email', type: 'email', required: true, access: privateRead },
    {
      // One transfer gift per address (Paystack keeps one customer per e-mail): a second tap finds it.
      name: 'email_key',
      type: 'text',
      required: true,
      unique: true,
      access: { read: nobody },
      admin: { hidden: true },
    },
    { name: 'amount', label: 'Pledged (₦ a month)', type: 'number', required: true, min: 1 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'setting_up',
      options: TRANSFER_GIFT_STATUSES.map((option) => ({ ...option })),
      admin: { position: 'sidebar' },
    },
    { name: 'project', type: 'relationship', relationTo: slugs.projects, access: privateRead },
    {
      // The donation form's donor details, copied onto every donation a transfer makes.
      name: 'donor',
      type: 'json',
      access: { read: nobody },
      admin: { hidden: true },
    },
    {
      name: 'customer_code',
      label: 'Paystack customer',
      type: 'text',
      unique: true,
      access: privateRead,
    },
    { name: 'bank_name', label: 'Bank', type: 'text' },
    { name: 'account_number', label: 'Account number', type: 'text' },
    { name: 'account_name', label: 'Account name', type: 'text' },
    {
      name: 'dedicated_account_id',
      label: 'Paystack dedicated account id',
      type: 'text',
      admin: { position: 'sidebar' },
    },
    { name: 'set_up_at', label: 'Set up', type: 'date', admin: { position: 'sidebar' } },
  ],
}
