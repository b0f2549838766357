/** Collection and global slugs, shared by config, code and tests. */
export const slugs = {
  users: 'users',
  media: 'media',
  volunteerResumes: 'volunteer-resumes',
  sponsorLogos: 'sponsor-logos',
  pitchDecks: 'pitch-decks',
  reportFiles: 'report-files',
  projects: 'projects',
  projectStatusHistory: 'project-status-history',
  news: 'news',
  teamMembers: 'team-members',
  boardAdvisors: 'board-advisors',
  impactSponsors: 'impact-sponsors',
  impactPartners: 'impact-partners',
  sponsorshipApplications: 'sponsorship-applications',
  volunteerApplications: 'volunteer-applications',
  donations: 'donations',
  paystackTransactions: 'paystack-transactions',
  monthlyGifts: 'monthly-gifts',
  impactReports: 'impact-reports',
  impactReportRequests: 'impact-report-requests',
  pendingChanges: 'pending-changes',
  analyticsEvents: 'analytics-events',
  emailOutbox: 'email-outbox',
  rateLimitCounters: 'rate-limit-counters',
  auditLog: 'audit-log',
} as const

export const globalSlugs = {
  siteSettings: 'site-settings',
} as const
