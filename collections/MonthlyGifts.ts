import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'
import { refuseSortByDonor } from '@hooks/refuseSortByDonor'

import { hideAnonymousFromSearch } from './Donations/hooks/hideAnonymousFromSearch'
import { feeCoveredFields } from './feeFields'
import { slugs } from './slugs'

export const MONTHLY_GIFT_STATUSES = [
  { value: 'pending', label: 'Awaiting first payment' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

const privateRead = { read: canView('donations') }

/**
 * A donor's monthly gift: one Paystack plan and subscription (issue #18). Written only by the payment
 * server (src/lib/giving/), from the donor's checkout, Paystack's signed events and the donor's own
 * My giving page; each month's charge is a donation of its own that points here.
 */
export const MonthlyGifts: CollectionConfig = {
  slug: slugs.monthlyGifts,
  labels: { singular: 'Monthly gift', plural: 'Monthly gifts' },
  admin: {
    // The first payment's reference, never the donor's name: a picker of gifts (the Donations list's
    // 'Monthly gift' filter) lists every title, and must not list an anonymous donor's name.
    useAsTitle: 'reference',
    defaultColumns: [
      'donor',
      'amount',
      'status',
      'next_charge_at',
      'started_at',
      'failed_charges',
      'is_anonymous',
    ],
    listSearchableFields: ['donor_name', 'donor_email', 'subscription_code'],
    group: 'Donations',
    components: {
      // The donations list's 'Show/Hide Anonymous Details', remembered with it.
      beforeListTable: [
        '/src/admin/components/donations/AnonymousDetailsToggle#AnonymousDetailsToggle',
      ],
    },
  },
  defaultSort: '-createdAt',
  // As on Donations: search and filters never match an anonymous donor by name or e-mail, and
  // nothing sorts by them (a masked donor's place in a name order would reveal them).
  hooks: { beforeOperation: [hideAnonymousFromSearch, refuseSortByDonor] },
  access: { read: canView('donations'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      // The list's Donor column: name and e-mail, masked for an anonymous gift until details are
      // shown. Virtual, so the list offers no sort by it; the edit view shows the fields below.
      name: 'donor',
      type: 'text',
      virtual: true,
      access: privateRead,
      admin: {
        disableListFilter: true,
        components: {
          Cell: '/src/admin/components/monthlyGiving/GiftDonorCell#GiftDonorCell',
          Field: '/src/admin/shell/Nothing#Nothing',
        },
      },
    },
    {
      name: 'donor_name',
      type: 'text',
      access: privateRead,
      admin: { disableListColumn: true },
    },
    {
      name: 'donor_email',
      type: 'email',
      required: true,
      index: true,
      access: privateRead,
      admin: { disableListColumn: true },
    },
    {
      name: 'is_anonymous',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'As the donor chose on the first gift.' },
    },
    {
      name: 'amount',
      label: 'Amount (₦ a month)',
      type: 'number',
      required: true,
      min: 1,
    },
    ...feeCoveredFields(),
    { name: 'currency', type: 'select', required: true, defaultValue: 'NGN', options: ['NGN'] },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: MONTHLY_GIFT_STATUSES.map((option) => ({ ...option })),
      admin: { position: 'sidebar' },
    },
    { name: 'project', type: 'relationship', relationTo: slugs.projects, access: privateRead },
    {
      name: 'first_donation',
      type: 'relationship',
      relationTo: slugs.donations,
      access: privateRead,
      admin: {
        description: 'The checkout that set the gift up; later months copy its donor details.',
      },
    },
    {
      name: 'reference',
      label: 'First payment reference',
      type: 'text',
      virtual: 'first_donation.reference',
      access: privateRead,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'next_charge_at', label: 'Next charge', type: 'date', admin: { position: 'sidebar' } },
    { name: 'started_at', label: 'Started', type: 'date', admin: { position: 'sidebar' } },
    { name: 'paused_at', label: 'Paused', type: 'date', admin: { position: 'sidebar' } },
    { name: 'cancelled_at', label: 'Cancelled', type: 'date', admin: { position: 'sidebar' } },
    { name: 'lapsed_at', label: 'Lapsed', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'last_failure_at',
      label: 'Last failed charge',
      type: 'date',
      admin: { position: 'sidebar' },
    },
    {
      name: 'failed_charges',
      label: 'Failed charges',
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      name: 'open_invoice',
      label: 'Unpaid Paystack invoice',
      type: 'text',
      admin: { description: 'Set while a month is unpaid; cleared when a charge succeeds.' },
    },
    // Paystack's side. The e-mail token authorises pausing and cancelling: read by the server only.
    { name: 'plan_code', label: 'Paystack plan', type: 'text', unique: true, access: privateRead },
    { name: 'plan_id', label: 'Paystack plan id', type: 'text', access: privateRead },
    {
      name: 'subscription_code',
      label: 'Paystack subscription',
      type: 'text',
      index: true,
      access: privateRead,
    },
    { name: 'customer_code', label: 'Paystack customer', type: 'text', access: privateRead },
    { name: 'email_token', type: 'text', access: { read: nobody }, admin: { hidden: true } },
    {
      // When reconciliation last asked Paystack for this gift's charges (src/lib/giving/charges.ts).
      name: 'charges_checked_at',
      type: 'date',
      index: true,
      access: { read: nobody },
      admin: { hidden: true },
    },
    {
      name: 'failure_notified_invoice',
      type: 'text',
      access: { read: nobody },
      admin: { hidden: true },
    },
    {
      name: 'charges',
      label: 'Monthly donations',
      type: 'join',
      collection: slugs.donations,
      on: 'monthly_gift',
      defaultSort: '-createdAt',
      admin: {
        defaultColumns: ['reference', 'amount', 'status', 'completed_at'],
        // Donations come from Paystack only: Payload's 'Add new' shows whatever the permissions say.
        allowCreate: false,
        components: {
          afterInput: ['/src/admin/components/monthlyGiving/GiftDonationsLink#GiftDonationsLink'],
        },
      },
    },
  ],
}
