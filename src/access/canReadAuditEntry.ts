import type { Access } from 'payload'

import { slugs } from '@collections/slugs'

import { SECTIONS } from './sections'
import type { Section } from './sections'
import { hasSectionPermission, isActiveAdminUser, isSuperAdminUser } from './user'

/** The section whose view right lets a plain admin read a collection's audit entries. */
const AUDIT_SECTION_OF: Partial<Record<string, Section | 'anyAdmin'>> = {
  // Admin users' entries (who invited whom, who was switched off) are super admins' (issue #29).
  [slugs.media]: 'anyAdmin',
  [slugs.projects]: 'projects',
  [slugs.projectStatusHistory]: 'projects',
  [slugs.news]: 'news',
  [slugs.legalPages]: 'news',
  [slugs.teamMembers]: 'team',
  [slugs.boardAdvisors]: 'advisors',
  [slugs.impactSponsors]: 'sponsors',
  [slugs.impactPartners]: 'sponsors',
  [slugs.sponsorLogos]: 'sponsors',
  [slugs.sponsorshipApplications]: 'sponsorships',
  [slugs.volunteerApplications]: 'applications',
  [slugs.volunteerResumes]: 'applications',
  [slugs.donations]: 'donations',
  [slugs.paystackTransactions]: 'donations',
  [slugs.impactReports]: 'reports',
  [slugs.impactReportRequests]: 'reports',
  [slugs.pitchDecks]: 'reports',
  [slugs.reportFiles]: 'reports',
  [slugs.churches]: 'rides',
  [slugs.churchBranches]: 'rides',
  [slugs.churchServices]: 'rides',
  [slugs.busRuns]: 'rides',
  [slugs.rideBookings]: 'rides',
  [slugs.rideRequests]: 'rides',
}

/**
 * Entries carry old and new values (a donor's e-mail, say), so a plain admin reads only those of
 * collections it may view itself; super admins read all (pending changes, site-wide ones included).
 */
export const canReadAuditEntry: Access = ({ req: { user } }) => {
  if (isSuperAdminUser(user)) return true
  if (!isActiveAdminUser(user)) return false
  const viewable = new Set<Section>(
    SECTIONS.map(({ value }) => value).filter((section) =>
      hasSectionPermission(user, section, 'can_view'),
    ),
  )
  const collections = Object.entries(AUDIT_SECTION_OF)
    .filter(
      ([, section]) => section === 'anyAdmin' || (section !== undefined && viewable.has(section)),
    )
    .map(([slug]) => slug)
  return { collection: { in: collections } }
}
