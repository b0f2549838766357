import type { CollectionConfig, Validate } from 'payload'

import { canEdit } from '@/access/canEdit'
import { canView } from '@/access/canView'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { nobody } from '@/access/nobody'
import { startOfLagosDay } from '@/lib/dates'
import { normalisePhone, storedPhone } from '@/lib/phone'
import { pledgeMessages, PLEDGE_MAX } from '@/copy/pledges'

import { slugs } from '../slugs'
import { pledgeProgress } from './hooks/pledgeProgress'

const NAIRA_CELL = '/src/admin/components/cells#NairaCell'

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** A new pledge (or one moved to another fund) names an active fund; a kept one may stay on a closed fund. */
const openFund: Validate = async (value, { operation, previousValue, req }) => {
  const id = idOf(value)
  if (typeof id !== 'number' && typeof id !== 'string') return pledgeMessages.fund
  if (operation === 'update' && String(idOf(previousValue)) === String(id)) return true
  const fund = await req.payload
    .findByID({
      collection: slugs.funds,
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  if (!fund) return pledgeMessages.fund
  return fund.active === false ? pledgeMessages.fundClosed : true
}

/**
 * A donor's promise of an amount to a fund by a date (issue #35). Every completed gift to that fund
 * from the donor (same e-mail or phone), online or offline, from the start date counts toward it:
 * Given and Remaining are computed on each read (hooks/pledgeProgress.ts), never stored, so a
 * refund or a gift moved between funds shows at once. Staff who edit donations record one for a
 * donor; a donor makes their own from My giving.
 */
export const Pledges: CollectionConfig = {
  slug: slugs.pledges,
  labels: { singular: 'Pledge', plural: 'Pledges' },
  admin: {
    useAsTitle: 'donor_name',
    defaultColumns: ['donor_name', 'fund', 'amount', 'given', 'remaining', 'due_date', 'state'],
    listSearchableFields: ['donor_name', 'donor_email'],
    group: 'Donations',
    description:
      'What donors promised to give to a fund by a date. Every completed gift to that fund from the donor, online or offline, counts toward it.',
  },
  defaultSort: 'due_date',
  access: {
    read: canView('donations'),
    create: canEdit('donations'),
    update: canEdit('donations'),
    delete: isSuperAdmin,
  },
  hooks: { afterOperation: [pledgeProgress] },
  fields: [
    { name: 'donor_name', label: 'Donor name', type: 'text', required: true, maxLength: 160 },
    { name: 'donor_email', label: 'E-mail', type: 'email', required: true, index: true },
    {
      name: 'donor_phone',
      label: 'Phone',
      type: 'text',
      admin: { description: 'Gifts from this number count too, whatever e-mail they give.' },
      hooks: { beforeValidate: [({ value }) => (value ? storedPhone(String(value)) : value)] },
      validate: (value: unknown) =>
        !value || normalisePhone(String(value)) ? true : pledgeMessages.phone,
    },
    {
      name: 'fund',
      type: 'relationship',
      relationTo: slugs.funds,
      required: true,
      index: true,
      filterOptions: { active: { equals: true } },
      validate: openFund,
    },
    {
      name: 'amount',
      label: 'Amount (₦)',
      type: 'number',
      required: true,
      min: 1,
      max: PLEDGE_MAX,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= PLEDGE_MAX
          ? true
          : pledgeMessages.amount,
      admin: { components: { Cell: NAIRA_CELL } },
    },
    {
      name: 'due_date',
      label: 'By',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM dd, yyyy' } },
    },
    {
      name: 'start_date',
      label: 'Counting from',
      type: 'date',
      required: true,
      defaultValue: () => startOfLagosDay().toISOString(),
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM dd, yyyy' },
        description: 'Gifts from this day on count toward the pledge.',
      },
    },
    {
      // Stored: what a person decided (open, or cancelled). Fulfilled is read from the gifts (state).
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'given',
      label: 'Given (₦)',
      type: 'number',
      virtual: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, disableListFilter: true, components: { Cell: NAIRA_CELL } },
    },
    {
      name: 'remaining',
      label: 'Remaining (₦)',
      type: 'number',
      virtual: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, disableListFilter: true, components: { Cell: NAIRA_CELL } },
    },
    {
      name: 'state',
      label: 'Progress',
      type: 'text',
      virtual: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, disableListFilter: true, position: 'sidebar' },
    },
    { name: 'note', type: 'textarea', maxLength: 1000 },
    {
      // The My giving form's one-time key: a second tap of "Make a pledge" finds the first pledge.
      name: 'request_key',
      type: 'text',
      unique: true,
      access: { create: nobody, update: nobody, read: nobody },
      admin: { hidden: true },
    },
  ],
}
