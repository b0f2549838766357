// Everything the public site reads, through the Local API as a visitor (overrideAccess: false; the donor
// list is the one projection made with trusted access, see getPublicDonations), cached
// in Next's data cache under the collection's tag. Collection hooks expire the tag on every change
// (hooks/revalidate.ts) in every app instance (src/lib/cache/), so an editor's change shows on the
// next request, whichever instance serves it.
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import type { LegalKind } from '@/copy/legal'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { rideCounts } from './db/dashboardCounts'
import { getPayload } from './payload/client'
import { listPublicDonations } from './publicDonors'

/** How long cached content may live without any change (a safety net; changes expire it at once). */
const MAX_AGE = 3600

const cached = <A extends unknown[], R>(
  tag: string,
  key: string,
  load: (...args: A) => Promise<R>,
) => unstable_cache(load, [tag, key], { tags: [tag], revalidate: MAX_AGE })

export const getSiteSettings = cached(globalSlugs.siteSettings, 'settings', async () => {
  const payload = await getPayload()
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 1,
    overrideAccess: false,
  })
  return { ...settings, site_name: settings.site_name || DEFAULT_SITE_NAME }
})

export const getProjects = cached(slugs.projects, 'all', async () => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.projects,
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

export const getProject = cached(slugs.projects, 'one', async (id: number) => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

const published: Where = { is_published: { equals: true } }

export const getLatestNews = cached(slugs.news, 'latest', async (limit: number) => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.news,
    where: published,
    sort: '-published_at',
    limit,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

/** Every published article, newest first (the /news page). */
export const getAllNews = cached(slugs.news, 'all', async () => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.news,
    where: published,
    sort: '-published_at',
    limit: 200,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

export const getNewsArticle = cached(slugs.news, 'one', async (id: number) => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.news,
    where: { and: [published, { id: { equals: id } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The published Privacy Policy, Terms, Safety or Help Center page, or null while it has none. */
export const getLegalPage = cached(slugs.legalPages, 'one', async (kind: LegalKind) => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.legalPages,
    where: { kind: { equals: kind } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** Which of those pages are published, with when (the sitemap). */
export const getLegalPageList = cached(slugs.legalPages, 'list', async () => {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: slugs.legalPages,
    limit: 10,
    depth: 0,
    select: { kind: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs
})

const active: Where = { is_active: { equals: true } }

/** The active entries of a people or sponsors list, in the order editors set. */
const activeEntries = <
  S extends 'team-members' | 'board-advisors' | 'impact-sponsors' | 'impact-partners',
>(
  collection: S,
  sort: 'order_index' | 'display_order',
) =>
  cached(collection, 'active', async () => {
    const payload = await getPayload()
    return (
      await payload.find({
        collection,
        where: active,
        sort,
        limit: 100,
        depth: 1,
        overrideAccess: false,
      })
    ).docs
  })

export const getTeamMembers = activeEntries(slugs.teamMembers, 'order_index')
export const getBoardAdvisors = activeEntries(slugs.boardAdvisors, 'order_index')
export const getImpactSponsors = activeEntries(slugs.impactSponsors, 'order_index')
export const getImpactPartners = activeEntries(slugs.impactPartners, 'display_order')

/** The public donor list (src/lib/publicDonors.ts): a masked projection, the one read made with trusted access. */
export const getPublicDonations = cached(slugs.donations, 'public', async (limit: number) =>
  listPublicDonations(await getPayload(), limit),
)

/**
 * The ride side's counts for the Impact page (issue #19), expired by any change to a church, a
 * bus run or a booking; a run passing midnight shows after PAGE_CACHE_REFRESH_SECONDS or MAX_AGE.
 */
export const getRideCounts = unstable_cache(
  async () => rideCounts(await getPayload()),
  ['rides', 'counts'],
  { tags: [slugs.churches, slugs.busRuns, slugs.rideBookings], revalidate: MAX_AGE },
)
