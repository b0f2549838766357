/** The nine permission sections of back-office.md, and Rides (issue #19), with their labels. */
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
  { value: 'rides', label: 'Rides' },
] as const

export type Section = (typeof SECTIONS)[number]['value']

/** The staff's roles, the ones 'Invite Admin User' offers. */
export const ROLES = ['admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * A church's own administrator (issue #19): invited when staff approve the church, signed in to
 * the same back office, and seeing and managing only that church's rows (src/access/churches.ts).
 */
export const CHURCH_ADMIN = 'church_admin'
export const ALL_ROLES = [...ROLES, CHURCH_ADMIN] as const
export const ROLE_LABELS: Record<(typeof ALL_ROLES)[number], string> = {
  admin: 'Admin',
  super_admin: 'Super admin',
  church_admin: 'Church admin',
}
