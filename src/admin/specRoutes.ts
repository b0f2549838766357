/**
 * back-office.md names its pages /admin/donations, /admin/team and so on; Payload lists live under
 * /admin/collections/<slug>. These permanent redirects keep the spec's addresses (and any bookmark
 * made from them) working. The debug page's checks live on the diagnostics page.
 */
export const SPEC_ADMIN_ROUTES: Record<string, string> = {
  '/admin/donations': '/admin/collections/donations',
  '/admin/sponsor-requests': '/admin/collections/sponsorship-applications',
  '/admin/sponsors': '/admin/collections/impact-sponsors',
  '/admin/impact-reports': '/admin/collections/impact-reports',
  '/admin/volunteer-applications': '/admin/collections/volunteer-applications',
  '/admin/projects': '/admin/collections/projects',
  '/admin/news': '/admin/collections/news',
  '/admin/team': '/admin/collections/team-members',
  '/admin/advisors': '/admin/collections/board-advisors',
  '/admin/users': '/admin/collections/users',
  '/admin/pending-changes': '/admin/collections/pending-changes',
  '/admin/debug': '/admin/paystack-diagnostics#debug',
}
