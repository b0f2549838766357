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

/** public-site.md section 9: minimum impact sponsorship per currency. */
export const SPONSOR_MINIMUMS: Record<(typeof SPONSOR_CURRENCIES)[number], number> = {
  NGN: 5_000_000,
  USD: 5_000,
  GBP: 4_000,
  EUR: 4_500,
  CAD: 6_500,
}

/** public-site.md section 3: the donation form's organization types. */
export const ORGANIZATION_TYPES = [
  { value: 'corporate', label: 'Corporate' },
  { value: 'ngo', label: 'NGO/Non-Profit' },
  { value: 'church', label: 'Church' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'other', label: 'Other' },
] as const
