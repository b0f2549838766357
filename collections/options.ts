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
