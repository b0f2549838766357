/** The nine permission sections of back-office.md, with their labels. */
export const SECTIONS = [
  { value: 'donations', label: 'Donations' },
  { value: 'sponsorships', label: 'Sponsorships' },
  { value: 'reports', label: 'Impact Reports' },
  { value: 'projects', label: 'Projects' },
  { value: 'news', label: 'News' },
  { value: 'team', label: 'Team Members' },
  { value: 'advisors', label: 'Board of Jethros' },
  { value: 'sponsors', label: 'Impact Sponsors' },
  { value: 'applications', label: 'Applications' },
] as const

export type Section = (typeof SECTIONS)[number]['value']

export const ROLES = ['admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]
