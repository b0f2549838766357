import type {
  CheckboxField,
  DateField,
  Field,
  NumberField,
  RelationshipField,
  SelectField,
  TextareaField,
  TextField,
  UIField,
} from 'payload'

import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

export const URL_PATTERN = /^https?:\/\/[^\s]+$/i

/** Optional URL field: empty is fine, anything else must be an http(s) URL. */
export const urlField = (name: string, label?: string): TextField => ({
  name,
  label,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || URL_PATTERN.test(value)
      ? true
      : 'Please enter a valid URL (starting with http:// or https://).',
})

export const orderField = (name = 'order_index', label = 'Display order'): NumberField => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  required: true,
  admin: { position: 'sidebar', step: 1 },
  validate: (value: number | null | undefined) =>
    Number.isInteger(value) && (value as number) >= 0
      ? true
      : 'Display order must be a whole number of at least 0.',
})

export const isActiveField = (label = 'Active'): CheckboxField => ({
  name: 'is_active',
  label,
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar' },
})

/** An uploaded image (public media) plus an external URL for images hosted elsewhere. */
export const imageFields = (name = 'image', urlName = 'image_url'): Field[] => [
  { name, type: 'upload', relationTo: slugs.media },
  {
    ...urlField(urlName, 'External image URL'),
    admin: { description: 'Used only when no image is uploaded.' },
  },
]

/** A sponsor's or partner's logo URL, offered only while no file is chosen (hooks/logoSource.ts keeps one of the two). */
export const logoUrlField = (): TextField => ({
  ...urlField('logo_url', 'Logo URL'),
  admin: {
    condition: (data) => !data?.logo,
    description: 'Used only when no logo file is uploaded.',
  },
})

/** A status select whose value a visitor can never choose: it starts at the default. */
export const reviewStatusField = (
  access: Required<Pick<NonNullable<SelectField['access']>, 'create' | 'update'>>,
): SelectField => ({
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'pending',
  index: true,
  options: [
    { label: 'Pending', value: 'pending' },
    { label: 'Approved', value: 'approved' },
    { label: 'Rejected', value: 'rejected' },
  ],
  access,
  admin: { position: 'sidebar' },
})

/** Whole naira: money is never a float. The currency mark gives it the '₦1,200,000' list cell (src/admin/humanLabels.ts). */
export const nairaField = (name: string, label: string, required = false): NumberField => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: { step: 1, custom: { currency: 'NGN' } },
  validate: (value: number | null | undefined) => {
    if (value === null || value === undefined) return required ? 'This field is required.' : true
    return Number.isInteger(value) && value >= 0 ? true : 'Amounts are whole naira, 0 or more.'
  },
})

/**
 * Who reviewed an application and when: written only by the review workflows (overrideAccess), as
 * the decision is made, so nobody can sign a decision with another admin's name.
 */
export const reviewFields = (): [RelationshipField, DateField] => [
  {
    name: 'reviewed_by',
    type: 'relationship',
    relationTo: slugs.users,
    access: { create: nobody, update: nobody },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'reviewed_at',
    type: 'date',
    access: { create: nobody, update: nobody },
    admin: { position: 'sidebar', readOnly: true },
  },
]

/**
 * A record's review outcome, decided only by its review workflow (which records who decided, when
 * and why): its status, starting at 'pending', and the reason shown once it is rejected.
 */
export const reviewStatusFields = (
  options: readonly { value: string; label: string }[],
): [SelectField, TextareaField] => [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'pending',
    index: true,
    options: [...options],
    access: { create: nobody, update: nobody },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'rejection_reason',
    label: 'Reason for rejection',
    type: 'textarea',
    access: { create: nobody, update: nobody },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => data?.status === 'rejected',
    },
  },
]

/** The list's Actions column: its cell shows the row's buttons (src/admin/components/rowActions). */
export const actionsField = (): UIField => ({
  name: 'row_actions',
  label: 'Actions',
  type: 'ui',
  admin: { components: { Cell: '/src/admin/components/rowActions#ActionsCell' } },
})

/**
 * The key of a person's short link (/s/<key>, src/lib/messaging/shortLinks.ts) that their texts
 * carry (issue #33): random, made with their first text, and gone with the record. Read by
 * trusted code only: it opens the record's signed page.
 */
export const shortLinkField: TextField = {
  name: 'short_link',
  type: 'text',
  unique: true,
  access: { read: nobody, create: nobody, update: nobody },
  admin: { hidden: true },
}
