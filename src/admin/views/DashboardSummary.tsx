import type { Payload, TypedUser } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import type { Section } from '@/access/sections'
import { mayEraseData, mayUseBackOffice, mayView } from '@/access/rights'
import { StatGrid } from '@/admin/components/StatCard'
import { giftBatchesCard } from '@/admin/components/giftBatches/giftBatchesCard'
import { concernsCards, ratingsCards } from '@/admin/components/rides/plansChangeCards'
import { churchOfUser } from '@/access/user'
import { dataRequestCopy } from '@/copy/dataRequests'
import { transferGivingCopy } from '@/copy/transferGiving'
import { messagesCopy } from '@/copy/messages'
import { ridesCopy } from '@/copy/rides'
import { weeklyRunsCopy } from '@/copy/weeklyRuns'
import { monthlyGivingCopy } from '@/copy/monthlyGiving'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import {
  churchDashboard,
  completedDonationKinds,
  dashboardCounts,
  expiringBefore,
  rideCounts,
} from '@/lib/db/dashboardCounts'
import { selectGivingTotals } from '@/lib/db/monthlyGiving'
import { startOfLagosMonth } from '@/lib/dates'
import { formatNaira } from '@/lib/format'

import { CUSTOM_VIEWS } from './registry'
import { runDayCards } from './runDayCards'

/**
 * The top of /admin (back-office.md, Dashboard): the welcome line, 'System Online', and the seven
 * cards, each linking to its list, with issue #18's Monthly Giving card after the donations one
 * (its own test id: the spec's seven stay 'dashboard-card'). A card shows only for a section the
 * admin may view; the view checks the user itself, as every custom admin view must.
 */
export async function DashboardSummary({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  const church = churchOfUser(user)
  if (church !== null) return <ChurchDashboard payload={payload} church={church} user={user} />
  if (!mayUseBackOffice(user)) return null
  const donations = mayView('donations')(user)
  const [counts, settings, kinds, giving, rides] = await Promise.all([
    dashboardCounts(payload),
    payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true }),
    donations ? completedDonationKinds(payload) : null,
    donations ? selectGivingTotals(payload) : null,
    mayView('rides')(user) ? rideCounts(payload) : null,
  ])
  const kindsCopy = monthlyGivingCopy.kinds
  const cards: {
    title: string
    value: string
    note?: string
    details?: string[]
    href: string
    section: Section
    testId?: string
  }[] = [
    {
      title: 'Total Donations (Completed)',
      value: formatNaira(counts.completedDonationsAmount),
      note: `${counts.completedDonations} donations`,
      details: kinds
        ? [
            kindsCopy.line(kindsCopy.oneOff, kinds.oneOff.count, formatNaira(kinds.oneOff.amount)),
            kindsCopy.line(
              kindsCopy.monthly,
              kinds.monthly.count,
              formatNaira(kinds.monthly.amount),
            ),
            kindsCopy.line(
              kindsCopy.offline,
              kinds.offline.count,
              formatNaira(kinds.offline.amount),
            ),
          ]
        : undefined,
      href: '/admin/collections/donations?where[status][equals]=completed',
      section: 'donations',
    },
    ...(giving
      ? [
          {
            title: monthlyGivingCopy.dashboard.title,
            value: formatNaira(giving.monthlyTotal),
            note: monthlyGivingCopy.dashboard.note(giving.active),
            href: `/admin${CUSTOM_VIEWS.monthlyGiving.path}`,
            section: 'donations' as const,
            testId: 'dashboard-giving-card',
          },
        ]
      : []),
    {
      title: 'Sponsorship Applications',
      value: String(counts.sponsorshipApplications),
      href: '/admin/collections/sponsorship-applications',
      section: 'sponsorships',
    },
    {
      title: 'Impact Reports',
      value: String(counts.impactReportRequests),
      note: 'download requests',
      href: '/admin/collections/impact-report-requests?where[report_type][equals]=impact_report',
      section: 'reports',
    },
    {
      title: 'Pitch Deck Requests',
      value: String(counts.pendingPitchDeckRequests),
      note: 'pending',
      href: '/admin/pitch-deck-requests',
      section: 'reports',
    },
    {
      title: 'Active Projects',
      value: String(counts.activeProjects),
      href: '/admin/collections/projects?where[status][equals]=active',
      section: 'projects',
    },
    {
      title: 'News Articles',
      value: String(counts.newsArticles),
      href: '/admin/collections/news',
      section: 'news',
    },
    {
      title: 'Volunteer Applications',
      value: String(counts.volunteerApplications),
      href: '/admin/collections/volunteer-applications',
      section: 'applications',
    },
    {
      title: ridesCopy.dashboard.churchesTitle,
      value: String(counts.pendingChurches),
      note: ridesCopy.dashboard.churchesNote(counts.activeChurches),
      href: '/admin/collections/churches?where[status][equals]=pending',
      section: 'rides',
      testId: 'dashboard-churches-card',
    },
    {
      title: ridesCopy.dashboard.driversTitle,
      value: String(counts.pendingDrivers),
      note: ridesCopy.dashboard.expiringNote(counts.expiringDrivers),
      href: '/admin/collections/drivers?where[status][equals]=pending',
      section: 'rides',
      testId: 'dashboard-drivers-card',
    },
    {
      title: ridesCopy.dashboard.expiringTitle,
      value: String(counts.expiringDrivers),
      href: expiringDriversHref(),
      section: 'rides',
      testId: 'dashboard-expiring-card',
    },
    ...(rides
      ? [
          {
            title: ridesCopy.dashboard.ridesTitle,
            value: rides.ridesGiven.toLocaleString('en-NG'),
            note: ridesCopy.dashboard.ridesNote(rides.seatsFilledPercent),
            href: '/admin/collections/ride-bookings?where[status][equals]=confirmed',
            section: 'rides' as const,
            testId: 'dashboard-rides-card',
          },
        ]
      : []),
  ]
  const visible = [
    ...cards.filter((card) => mayView(card.section)(user)),
    ...(donations ? [await giftBatchesCard(payload)] : []),
    ...(mayView('rides')(user) ? [await textMessagesCard(payload)] : []),
    ...(mayView('rides')(user) ? await runDayCards(payload, null) : []),
    ...(mayEraseData(user) ? [await dataRequestsCard(payload)] : []),
    ...(mayView('donations')(user) ? [await transferReviewsCard(payload)] : []),
    ...(await concernsCards(payload, user)),
    ...(await ratingsCards(payload, user)),
  ]
  return (
    <Summary
      welcome={`Welcome to the ${settings.site_name || DEFAULT_SITE_NAME} admin dashboard`}
      cards={visible}
    />
  )
}

/** Issue #35: bank transfers waiting for staff to tie them to a donor (or close them). */
const transferReviewsCard = async (payload: Payload) => {
  const { totalDocs } = await payload.count({
    collection: slugs.transferReviews,
    where: { status: { equals: 'open' } },
    overrideAccess: true,
  })
  return {
    title: transferGivingCopy.dashboard.title,
    value: String(totalDocs),
    note: transferGivingCopy.dashboard.note(totalDocs),
    href: `/admin/collections/${slugs.transferReviews}?where[status][equals]=open`,
    testId: 'dashboard-transfer-reviews-card',
  }
}

/** Issue #32: the open requests about people's data, and how many are past the NDPA's 30 days. */
const dataRequestsCard = async (payload: Payload) => {
  const open = { status: { equals: 'open' } } as const
  const [waiting, overdue] = await Promise.all([
    payload.count({ collection: slugs.dataRequests, where: open, overrideAccess: true }),
    payload.count({
      collection: slugs.dataRequests,
      where: { and: [open, { due_at: { less_than: new Date().toISOString() } }] },
      overrideAccess: true,
    }),
  ])
  return {
    title: dataRequestCopy.dashboard.title,
    value: String(waiting.totalDocs),
    note: dataRequestCopy.dashboard.note(overdue.totalDocs),
    href: `/admin/collections/${slugs.dataRequests}?where[status][equals]=open`,
    testId: 'dashboard-data-requests-card',
  }
}

/** Issue #33: the SMS and WhatsApp messages sent and failed since the Lagos month began. */
const LEFT = ['sent', 'delivered', 'read'] as const

const textMessagesCard = async (payload: Payload) => {
  const since = startOfLagosMonth().toISOString()
  const thisMonth = (statuses: readonly string[]) =>
    payload.count({
      collection: slugs.messages,
      where: {
        and: [
          { direction: { equals: 'out' } },
          { createdAt: { greater_than_equal: since } },
          { status: { in: [...statuses] } },
        ],
      },
      overrideAccess: true,
    })
  const [sent, failed] = await Promise.all([thisMonth(LEFT), thisMonth(['failed'])])
  const monthQuery = `where[and][0][direction][equals]=out&where[and][1][createdAt][greater_than_equal]=${encodeURIComponent(since)}`
  return {
    title: messagesCopy.dashboard.title,
    value: messagesCopy.dashboard.value(sent.totalDocs),
    note: messagesCopy.dashboard.note(failed.totalDocs),
    href: `/admin/collections/${slugs.messages}?${monthQuery}`,
    testId: 'dashboard-text-messages-card',
  }
}

type Card = {
  title: string
  value: string
  note?: string
  details?: string[]
  href: string
  testId?: string
}

/** The welcome line, 'System Online', and the cards, each a link to its list. */
function Summary({ welcome, cards }: { welcome: string; cards: Card[] }) {
  return (
    <section aria-labelledby="dashboard-welcome" style={{ marginBottom: '2rem' }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '1rem',
          marginBottom: '1rem',
        }}
      >
        <h2 id="dashboard-welcome" style={{ margin: 0 }}>
          {welcome}
        </h2>
        <span
          role="status"
          style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', fontWeight: 600 }}
        >
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: 9999, background: '#16a34a' }}
          />
          System Online
        </span>
      </div>
      <StatGrid
        minColumn="14rem"
        testId="dashboard-card"
        cards={cards.map(({ note, details = [], ...card }) => ({
          ...card,
          notes: note ? [note, ...details] : details,
        }))}
      />
    </section>
  )
}

/** The verified drivers with a paper expiring within 30 days (or already expired), soonest first. */
const expiringDriversHref = () => {
  const before = encodeURIComponent(expiringBefore().toISOString())
  const papers = ['licence_expiry', 'roadworthiness_expiry', 'insurance_expiry']
  return `/admin/collections/drivers?where[and][0][status][equals]=verified&${papers
    .map((field, n) => `where[and][1][or][${n}][${field}][less_than]=${before}`)
    .join('&')}&sort=insurance_expiry`
}

/** A church admin's dashboard (issue #19): its own church, and links to what it manages. */
async function ChurchDashboard({
  payload,
  church,
  user,
}: {
  payload: Payload
  church: number
  user?: TypedUser | null
}) {
  const [summary, dayCards] = await Promise.all([
    churchDashboard(payload, church),
    runDayCards(payload, church),
  ])
  if (!summary) return null
  const copy = ridesCopy.dashboard
  return (
    <Summary
      welcome={copy.churchWelcome(summary.name)}
      cards={[
        {
          title: copy.branches,
          value: String(summary.branches),
          href: '/admin/collections/church-branches',
          testId: 'dashboard-church-card',
        },
        {
          title: copy.services,
          value: String(summary.services),
          href: '/admin/collections/church-services',
          testId: 'dashboard-church-card',
        },
        {
          title: copy.drivers,
          value: String(summary.drivers),
          note: copy.driversToVerify(summary.pendingDrivers),
          href: '/admin/collections/drivers',
          testId: 'dashboard-church-card',
        },
        {
          title: copy.runs,
          value: String(summary.runs),
          href: '/admin/collections/bus-runs',
          testId: 'dashboard-church-card',
        },
        {
          title: weeklyRunsCopy.dashboardTitle,
          value: String(summary.weeklyRuns),
          note: weeklyRunsCopy.dashboardNote,
          href: `/admin/collections/${slugs.runSeries}`,
          testId: 'dashboard-church-card',
        },
        {
          title: copy.seats,
          value: String(summary.seats),
          note: copy.waiting(summary.waiting),
          href: '/admin/collections/ride-bookings',
          testId: 'dashboard-church-card',
        },
        {
          title: copy.church,
          value: summary.name,
          note: copy.editChurch,
          href: `/admin/collections/churches/${church}`,
          testId: 'dashboard-church-card',
        },
        ...dayCards,
        ...(await concernsCards(payload, user)),
        ...(await ratingsCards(payload, user)),
      ]}
    />
  )
}
