import type { CollectionConfig } from 'payload'
import { email } from 'payload/shared'

import { canEdit } from '@/access/canEdit'
import { canEditDonorDetails } from '@/access/canEditDonorDetails'
import { canView } from '@/access/canView'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { DONATION_SOURCES } from '@/lib/donations/labels'

import { ORGANIZATION_TYPES } from '../options'
import { slugs } from '../slugs'
import { computeStatusLabel } from './hooks/computeStatusLabel'
import { hideAnonymousFromSearch } from './hooks/hideAnonymousFromSearch'
import { actionsField } from '../fields'
import { feeCoveredFields } from '../feeFields'
import { keepPaidDonations } from './hooks/keepPaidDonations'
import { nameFund } from './hooks/nameFund'
import { keepBatchGiftsFixed, offlineGiftFields } from './offlineGift'

// 'voided': a completed gift recorded by mistake, voided by a super admin with a reason (issue #29).
const DONATION_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'voided'] as const

const privateRead = { read: canView('donations') }
/** Set by the payment server only; no admin or visitor writes them through the API. */
const serverOnly = { create: nobody, update: nobody }
/** Who gave: private, and fixed once the gift is completed. */
const donorDetail = { ...privateRead, update: canEditDonorDetails }

const DONOR_DETAIL_CELL = '/src/admin/components/donations/Cells#DonorDetailCell'

export const Donations: CollectionConfig = {
  slug: slugs.donations,
  admin: {
    useAsTitle: 'reference',
    defaultColumns: [
      'donor_name',
      'donor_email',
      'row_actions',
      'amount',
      'fund',
      'source',
      'status',
      'donor_type',
      'is_anonymous',
      'createdAt',
    ],
    listSearchableFields: [
      'donor_name',
      'donor_email',
      'reference',
      'organization_name',
      'contact_person',
    ],
    group: 'Donations',
    components: {
      // The summary counts and 'Verify Pending Payments', then the 'Show/Hide Anonymous Details' toggle.
      beforeListTable: [
        '/src/admin/components/donations/DonationsSummary#DonationsSummary',
        '/src/admin/components/donations/AnonymousDetailsToggle#AnonymousDetailsToggle',
      ],
    },
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [hideAnonymousFromSearch],
    beforeValidate: [nameFund],
    beforeChange: [keepBatchGiftsFixed],
    beforeDelete: [keepPaidDonations],
  },
  // Only the donations section reads this collection. The public donor list is not a read of it but a
  // projection made on the server (src/lib/publicDonors.ts) that never holds an anonymous donor's name,
  // so no filter, sort or count through REST can reveal one.
  access: {
    read: canView('donations'),
    create: nobody,
    update: canEdit('donations'),
    delete: isSuperAdmin,
  },
  fields: [
    actionsField(),
    {
      name: 'amount',
      label: 'Amount (₦)',
      type: 'number',
      required: true,
      min: 1,
      access: serverOnly,
    },
    ...feeCoveredFields(),
    {
      name: 'currency',
      type: 'select',
      required: true,
      defaultValue: 'NGN',
      options: ['NGN'],
      access: serverOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: DONATION_STATUSES.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
      access: serverOnly,
      admin: {
        position: 'sidebar',
        components: { Cell: '/src/admin/components/donations/Cells#DonationStatusCell' },
      },
    },
    {
      name: 'status_label',
      label: 'Payment status',
      type: 'text',
      virtual: true,
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableListColumn: true,
        disableListFilter: true,
      },
      hooks: { afterRead: [computeStatusLabel] },
    },
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      access: { ...serverOnly, ...privateRead },
    },
    {
      name: 'donor_name',
      type: 'text',
      access: donorDetail,
      admin: { components: { Cell: DONOR_DETAIL_CELL } },
    },
    {
      name: 'donor_email',
      type: 'email',
      required: true,
      // Issue #35: a cash gift may come with no address (stored ''); every other gift needs one.
      validate: (value: string | null | undefined, args: Parameters<typeof email>[1]) =>
        !value && (args.siblingData as { source?: string } | undefined)?.source === 'offline'
          ? true
          : email(value, args),
      index: true,
      access: donorDetail,
      admin: { components: { Cell: DONOR_DETAIL_CELL } },
    },
    {
      name: 'donor_phone',
      type: 'text',
      access: donorDetail,
      admin: { components: { Cell: DONOR_DETAIL_CELL } },
    },
    {
      name: 'donor_type',
      type: 'select',
      required: true,
      defaultValue: 'individual',
      options: [
        { value: 'individual', label: 'Individual' },
        { value: 'organization', label: 'Organization' },
      ],
      access: { update: canEditDonorDetails },
    },
    { name: 'organization_name', type: 'text', access: donorDetail },
    { name: 'contact_person', type: 'text', access: donorDetail },
    {
      name: 'organization_type',
      type: 'select',
      options: ORGANIZATION_TYPES.map((option) => ({ ...option })),
      access: donorDetail,
    },
    { name: 'church', type: 'text', access: privateRead },
    { name: 'is_christian', type: 'select', options: ['yes', 'no'], access: privateRead },
    { name: 'is_anonymous', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'show_publicly', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'project', type: 'relationship', relationTo: slugs.projects, access: privateRead },
    {
      // Issue #35: what the gift is for. Set on the server (nameFund, or staff's batch); staff who
      // edit donations may move a gift to another fund, which the audit trail records. NOT NULL in
      // the database (the funds migration), so optional here only for the hook to fill it.
      name: 'fund',
      type: 'relationship',
      relationTo: slugs.funds,
      validate: (value: unknown) => (value ? true : 'Choose the fund this gift is for.'),
      index: true,
      access: { ...privateRead, update: canEdit('donations') },
      admin: { position: 'sidebar' },
    },
    {
      // Issue #35: online (Paystack) or recorded by staff, shown in every report and statement.
      name: 'source',
      label: 'Given',
      type: 'select',
      // NOT NULL in the database (the funds migration); the default makes every create name one.
      defaultValue: 'online',
      options: DONATION_SOURCES.map((source) => ({ ...source })),
      access: { ...serverOnly, ...privateRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    ...offlineGiftFields,
    {
      name: 'monthly_gift',
      label: 'Monthly gift',
      type: 'relationship',
      relationTo: slugs.monthlyGifts,
      index: true,
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Set when this donation is one month of a monthly gift.',
      },
    },
    {
      name: 'transaction',
      type: 'relationship',
      relationTo: slugs.paystackTransactions,
      access: { ...serverOnly, ...privateRead },
    },
    {
      name: 'completed_at',
      type: 'date',
      access: { ...serverOnly, ...privateRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'receipt_sent_at',
      type: 'date',
      access: { ...serverOnly, ...privateRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    // Why and by whom a mistaken gift was voided (POST /api/workflows/donations/:id/void), audited.
    {
      name: 'void_reason',
      label: 'Reason it was voided',
      type: 'textarea',
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => data?.status === 'voided',
      },
    },
    {
      name: 'voided_by',
      label: 'Voided by',
      type: 'relationship',
      relationTo: slugs.users,
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => data?.status === 'voided',
      },
    },
    {
      name: 'voided_at',
      label: 'Voided on',
      type: 'date',
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => data?.status === 'voided',
      },
    },
    {
      name: 'void_donation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#VoidDonation' },
      },
    },
    {
      name: 'resend_receipt',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/components/WorkflowActions#ResendReceipt' },
      },
    },
    {
      name: 'refunded_amount',
      label: 'Refunded (₦)',
      type: 'number',
      access: { ...serverOnly, ...privateRead },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Refunds Paystack processed; the gift is Refunded only when all of it was returned.',
      },
    },
  ],
}
