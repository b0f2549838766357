import type { CollectionConfig, Config, Plugin } from 'payload'

import { isChurchAdmin, mayView } from '@/access/rights'
import { SECTIONS, type Section } from '@/access/sections'
import type { AccessUser } from '@/access/user'
import { slugs } from '@collections/slugs'

/**
 * The permission section each back-office list belongs to. Some of them are also read by visitors
 * (published news, active sponsors), so Payload's read permission alone would keep them in the
 * sidebar of an admin who may not view the section.
 */
const SECTION_OF: Partial<Record<string, Section>> = {
  [slugs.donations]: 'donations',
  [slugs.paystackTransactions]: 'donations',
  [slugs.funds]: 'donations',
  [slugs.pledges]: 'donations',
  [slugs.giftBatches]: 'donations',
  [slugs.sponsorshipApplications]: 'sponsorships',
  [slugs.impactReports]: 'reports',
  [slugs.impactReportRequests]: 'reports',
  [slugs.projects]: 'projects',
  [slugs.projectStatusHistory]: 'projects',
  [slugs.news]: 'news',
  [slugs.legalPages]: 'news',
  [slugs.teamMembers]: 'team',
  [slugs.boardAdvisors]: 'advisors',
  [slugs.impactSponsors]: 'sponsors',
  [slugs.impactPartners]: 'sponsors',
  [slugs.volunteerApplications]: 'applications',
  [slugs.churches]: 'rides',
  [slugs.churchBranches]: 'rides',
  [slugs.churchServices]: 'rides',
  [slugs.busRuns]: 'rides',
  [slugs.runSeries]: 'rides',
  [slugs.rideBookings]: 'rides',
  [slugs.concerns]: 'rides',
  [slugs.standingBookings]: 'rides',
  [slugs.rideRequests]: 'rides',
}

/** The section's name for a refusal ('Sponsorships'), or undefined for a list no section guards. */
export const sectionLabelOf = (collection: string): string | undefined => {
  const section = SECTION_OF[collection]
  return SECTIONS.find(({ value }) => value === section)?.label
}

/**
 * May this user open this collection's list, as far as its section decides? A church admin sees the
 * Rides lists (holding its own church's rows only) and no other.
 */
export const maySeeSectionOf = (collection: string, user: AccessUser | null | undefined) => {
  const section = SECTION_OF[collection]
  if (isChurchAdmin(user)) return section === 'rides'
  return section === undefined || mayView(section)(user)
}

type Hidden = NonNullable<CollectionConfig['admin']>['hidden']

const hiddenAlsoWithout = (collection: string, hidden: Hidden): Hidden => {
  if (hidden === true) return true
  return ({ user }) =>
    !maySeeSectionOf(collection, user) || (typeof hidden === 'function' ? hidden({ user }) : false)
}

/**
 * Hides each section's lists from the sidebar and dashboard of an admin who may not view the
 * section, and everything but the Rides lists from a church admin (the site settings included).
 */
export const sidebarPerSection: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      hidden: hiddenAlsoWithout(collection.slug, collection.admin?.hidden),
    },
  })),
  globals: config.globals?.map((global) => {
    const hidden = global.admin?.hidden
    return hidden === true
      ? global
      : {
          ...global,
          admin: {
            ...global.admin,
            hidden: ({ user }) =>
              isChurchAdmin(user) || (typeof hidden === 'function' ? hidden({ user }) : false),
          },
        }
  }),
})
