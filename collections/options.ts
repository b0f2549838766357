/** Option lists shared by collections and the public site's forms; no imports, so client bundles stay small. */
export const PREFERRED_AREAS = [
  'Product',
  'Customer support',
  'Technical support',
  'Marketing',
  'Finance',
  'Legal and Compliance',
  'Logistics',
] as const

export const SPONSOR_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR', 'CAD'] as const
export const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const

/** public-site.md section 3: the donation form's organization types. */
export const ORGANIZATION_TYPES = [
  { value: 'corporate', label: 'Corporate' },
  { value: 'ngo', label: 'NGO/Non-Profit' },
  { value: 'church', label: 'Church' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'other', label: 'Other' },
] as const
