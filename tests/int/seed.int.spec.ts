import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { analyticsReport } from '@/lib/analytics/report'
import { rowsOf } from '@/lib/db/rows'
import { reconcilePendingPayments } from '@/lib/payments/reconcile'
import { listPublicDonations } from '@/lib/publicDonors'
import { rideCounts } from '@/lib/db/dashboardCounts'
import { branchRides, listBranches } from '@/lib/rides/findRide'
import { seedDemoContent } from '@/seed'
import { ensureFirstAdmin } from '@/seed/firstAdmin'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let first: { created: number; skipped: number }

beforeAll(async () => {
  payload = await getTestPayload()
  first = await seedDemoContent(payload)
})

describe('demo content', () => {
  it('a second run creates nothing', async () => {
    expect(first.created).toBeGreaterThan(50)
    const before = await payload.count({ collection: slugs.projects, overrideAccess: true })
    const second = await seedDemoContent(payload)
    expect(second.created).toBe(0)
    expect(
      (await payload.count({ collection: slugs.projects, overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs)
  })

  it.each([
    slugs.projects,
    slugs.news,
    slugs.teamMembers,
    slugs.boardAdvisors,
    slugs.impactSponsors,
    slugs.impactPartners,
  ])('gives a visitor something to see in %s', async (collection) => {
    const { totalDocs } = await payload.count({
      collection: collection as CollectionSlug,
      overrideAccess: false,
    })
    expect(totalDocs).toBeGreaterThan(0)
  })

  it('has a church with buses: rides given last Sunday, and next Sunday’s runs open on Find a Ride', async () => {
    expect(await rideCounts(payload)).toEqual({
      activeChurches: 1,
      ridesGiven: 11,
      seatsFilledPercent: 79,
      noShows: 0,
    })
    const [ikeja] = (await listBranches(payload)).filter((branch) => branch.name === 'Ikeja')
    const open = await branchRides(payload, ikeja.id)
    expect(open.runs.map((run) => [run.title, run.free])).toEqual([['Ikeja bus, next Sunday', 11]])
  })

  it('has active, completed and planning projects, drafts among the news, and anonymous public donors', async () => {
    const statuses = (
      await payload.find({
        collection: slugs.projects,
        overrideAccess: true,
        limit: 0,
        pagination: false,
      })
    ).docs.map((doc) => doc.status)
    for (const status of ['active', 'completed', 'planning']) expect(statuses).toContain(status)
    expect(
      (
        await payload.count({
          collection: slugs.news,
          overrideAccess: true,
          where: { is_published: { equals: false } },
        })
      ).totalDocs,
    ).toBeGreaterThan(0)
    // The public donor list (visitors read donors only through it) has named and anonymous donors.
    const listed = (await listPublicDonations(payload, 100)).docs
    expect(listed.filter((doc) => doc.is_anonymous).length).toBeGreaterThan(0)
    expect(listed.filter((doc) => doc.donor_name || doc.organization_name).length).toBeGreaterThan(
      0,
    )
    const withImage = await payload.count({
      collection: slugs.projects,
      overrideAccess: true,
      where: { image: { exists: true } },
    })
    expect(withImage.totalDocs).toBe(statuses.length)
  })
})

describe('demo content never e-mails anyone', () => {
  it('its completed gifts count as receipted, so reconciliation queues no receipt', async () => {
    const unreceipted = await payload.count({
      collection: slugs.donations,
      overrideAccess: true,
      where: { and: [{ status: { equals: 'completed' } }, { receipt_sent_at: { exists: false } }] },
    })
    expect(unreceipted.totalDocs).toBe(0)
    expect((await reconcilePendingPayments(payload)).receiptsQueued).toBe(0)
  })

  it('every address it holds is on a domain reserved for examples (RFC 2606, RFC 6761)', async () => {
    const reserved =
      /@([a-z0-9-]+\.)*(example\.(com|org|net)|example|test|invalid|localhost|local)$/i
    const result = await payload.db.drizzle.execute(sql`
      select donor_email as email from donations union all select email from sponsorship_applications
      union all select email from volunteer_applications union all select requester_email from impact_report_requests
      union all select email from team_members where email is not null union all select email from users`)
    const emails = rowsOf<{ email: string }>(result).map(({ email }) => email)
    expect(emails.length).toBeGreaterThan(20)
    expect(emails.filter((email) => !reserved.test(email))).toEqual([])
  })
})

describe('back-office demo content', () => {
  it('gives every back-office page something to decide or count', async () => {
    const count = (collection: CollectionSlug, where = {}) =>
      payload.count({ collection, where, overrideAccess: true }).then((result) => result.totalDocs)
    expect(
      await count(slugs.volunteerApplications, { status: { equals: 'pending' } }),
    ).toBeGreaterThan(0)
    expect(
      await count(slugs.sponsorshipApplications, { status: { equals: 'pending' } }),
    ).toBeGreaterThan(0)
    expect(
      await count(slugs.impactReportRequests, { report_type: { equals: 'impact_report' } }),
    ).toBeGreaterThan(0)
    expect(
      await count(slugs.impactReportRequests, {
        and: [{ report_type: { equals: 'pitch_deck' } }, { status: { equals: 'pending' } }],
      }),
    ).toBeGreaterThan(0)
    const report = await analyticsReport(payload, { days: 30 })
    expect(report.cards.uniqueVisitors).toBeGreaterThan(100)
    expect(report.cards.returningVisitors).toBeGreaterThan(0)
    expect(report.cards.conversion.completedCount).toBeGreaterThan(0)
    expect(report.cards.conversion.completedCount).toBeLessThan(
      report.cards.conversion.initiatedCount,
    )
    // The tracker never sees more completions than the donation records hold (it can only miss some).
    expect(report.cards.conversion.completedCount).toBeLessThanOrEqual(
      report.cards.donationsCompleted,
    )
    expect(report.popularPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/sponsorship', '/impact', '/news']),
    )
    // Visits are seeded once: a second run adds none.
    const before = report.cards.totalInteractions
    await seedDemoContent(payload)
    expect((await analyticsReport(payload, { days: 30 })).cards.totalInteractions).toBe(before)
  })
})

describe('the first super admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD only while there is no user, and can sign in', async () => {
    vi.stubEnv('ADMIN_EMAIL', 'Founder@Example.org')
    vi.stubEnv('ADMIN_PASSWORD', 'a-strong-first-password')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    expect(await ensureFirstAdmin(payload)).toEqual({ created: true, email: 'founder@example.org' })
    expect(await ensureFirstAdmin(payload)).toEqual({ created: false })
    const { user } = await payload.login({
      collection: slugs.users,
      data: { email: 'founder@example.org', password: 'a-strong-first-password' },
    })
    expect(user).toMatchObject({ role: 'super_admin', is_active: true })
  })
})
