import type { Field, FieldAccess, SelectField } from 'payload'

import { slugs } from './slugs'

export const URL_PATTERN = /^https?:\/\/[^\s]+$/i

/** Optional URL field: empty is fine, anything else must be an http(s) URL. */
export const urlField = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || URL_PATTERN.test(value) ? true : 'Please enter a valid URL (starting with http:// or https://).',
})

export const orderField = (name = 'order_index', label = 'Display order'): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  required: true,
  admin: { position: 'sidebar', step: 1 },
  validate: (value: number | null | undefined) =>
    Number.isInteger(value) && (value as number) >= 0 ? true : 'Display order must be a whole number of at least 0.',
})

export const isActiveField = (label = 'Active'): Field => ({
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
    ...(urlField(urlName, 'External image URL') as Field & { type: 'text' }),
    admin: { description: 'Used only when no image is uploaded.' },
  },
]

/** A status select whose value a visitor can never choose: it starts at the default. */
export const reviewStatusField = (access: { create: FieldAccess; update: FieldAccess }): SelectField => ({
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

/** Whole naira: money is never a float. */
export const nairaField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: { step: 1 },
  validate: (value: number | null | undefined) => {
    if (value === null || value === undefined) return required ? 'This field is required.' : true
    return Number.isInteger(value) && value >= 0 ? true : 'Amounts are whole naira, 0 or more.'
  },
})
