import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { mayViewDonations } from '@/access/rights'
import { StatGrid } from '@/admin/components/StatCard'
import { analyticsCopy } from '@/copy/analytics'
import { monthlyGivingCopy } from '@/copy/monthlyGiving'
import { analyticsReport, type AnalyticsReport } from '@/lib/analytics/report'
import { formatDay } from '@/lib/dates'
import { formatCount, formatPercent } from '@/lib/analytics/format'
import { formatNaira } from '@/lib/format'
import { ANALYTICS_RANGES, parseAnalyticsDays, type AnalyticsDays } from '@/lib/analytics/range'

import { AdminPage } from './AdminPage'
import { AnalyticsChart } from './AnalyticsChart'
import { CUSTOM_VIEWS } from './registry'

const PATH = `/admin${CUSTOM_VIEWS.analytics.path}`

/** The range selector: plain links (?days=…), so it works before, and without, any JavaScript. */
function RangeNav({ days }: { days: AnalyticsDays }) {
  return (
    <nav aria-label={analyticsCopy.rangeNav} className="fr-pill-tabs">
      <ul>
        {ANALYTICS_RANGES.map((range) => (
          <li key={range.days}>
            <a
              href={`${PATH}?days=${range.days}`}
              aria-current={range.days === days ? 'page' : undefined}
            >
              {range.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Cards({ cards }: { cards: AnalyticsReport['cards'] }) {
  const copy = analyticsCopy.cards
  const items = [
    {
      copy: copy.uniqueVisitors,
      value: formatCount(cards.uniqueVisitors),
      note: copy.uniqueVisitors.note(formatCount(cards.pageViews)),
    },
    {
      copy: copy.conversionRate,
      value: formatPercent(cards.conversion.conversionRate),
      note: copy.conversionRate.note(
        formatCount(cards.conversion.completedCount),
        formatCount(cards.conversion.initiatedCount),
      ),
    },
    {
      copy: copy.impactSponsors,
      value: formatCount(cards.sponsorApplications),
      note: copy.impactSponsors.note,
    },
    {
      copy: copy.volunteerApplications,
      value: formatCount(cards.volunteerApplications),
      note: copy.volunteerApplications.note,
    },
    {
      copy: copy.returningVisitors,
      value: formatCount(cards.returningVisitors),
      note: copy.returningVisitors.note(formatPercent(cards.returningVisitorsPercent)),
    },
    {
      copy: copy.donationsCompleted,
      value: formatCount(cards.donationsCompleted),
      note: copy.donationsCompleted.note,
    },
    {
      copy: copy.totalInteractions,
      value: formatCount(cards.totalInteractions),
      note: copy.totalInteractions.note,
    },
  ]
  return (
    <StatGrid
      minColumn="9.5rem"
      stretch
      titleAs="h2"
      testId="analytics-card"
      cards={items.map((item) => ({
        title: item.copy.title,
        value: item.value,
        valueTestId: 'analytics-card-value',
        notes: [item.note],
      }))}
    />
  )
}

/** Issue #18: the range's completed donations, one-off, monthly and (issue #35) offline apart (for donations viewers). */
function DonationKinds({ kinds }: { kinds: NonNullable<AnalyticsReport['donationsByKind']> }) {
  const copy = monthlyGivingCopy.kinds
  const items = [
    { label: copy.oneOff, ...kinds.oneOff },
    { label: copy.monthly, ...kinds.monthly },
    { label: copy.offline, ...kinds.offline },
  ]
  return (
    <section aria-labelledby="analytics-kinds-heading" className="fra-panel fra-kinds">
      <h2 id="analytics-kinds-heading">{copy.heading}</h2>
      <p className="fra-muted">{copy.description}</p>
      <StatGrid
        minColumn="10rem"
        stretch
        titleAs="h3"
        testId="analytics-kind"
        cards={items.map((item) => ({
          title: item.label,
          value: formatNaira(item.amount),
          notes: [copy.donations(item.count)],
        }))}
      />
    </section>
  )
}

function PopularPages({ pages }: { pages: AnalyticsReport['popularPages'] }) {
  return (
    <section aria-labelledby="analytics-pages-heading" className="fra-panel">
      <h2 id="analytics-pages-heading">{analyticsCopy.popularPages}</h2>
      {pages.length === 0 ? (
        <p className="fra-muted">{analyticsCopy.noPageViews}</p>
      ) : (
        <ol className="fra-pages">
          {pages.map((page) => (
            <li key={page.path}>
              <span className="fra-path">{page.path}</span>
              <span className="fra-muted">
                {analyticsCopy.views(page.views, formatCount(page.views))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function DailyActivity({ days }: { days: AnalyticsReport['dailyActivity'] }) {
  const columns = analyticsCopy.dailyColumns
  return (
    <section aria-labelledby="analytics-daily-heading" className="fra-panel">
      <h2 id="analytics-daily-heading">{analyticsCopy.dailyActivity}</h2>
      <div
        className="fra-scroll"
        role="region"
        aria-labelledby="analytics-daily-heading"
        tabIndex={0}
      >
        <table className="fra-table" data-testid="analytics-daily">
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.visitors}</th>
              <th scope="col">{columns.pageViews}</th>
              <th scope="col">{columns.donations}</th>
              <th scope="col">{columns.sponsors}</th>
              <th scope="col">{columns.volunteers}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatCount(day.visitors)}</td>
                <td>{formatCount(day.pageViews)}</td>
                <td>{formatCount(day.donations)}</td>
                <td>{formatCount(day.sponsors)}</td>
                <td>{formatCount(day.volunteers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

// Scoped to this view; Payload's theme variables keep it right in light and dark mode.
/** /admin/analytics (back-office.md, Analytics dashboard): the range in ?days=, read on the server. */
export function AnalyticsView(props: AdminViewServerProps) {
  const days = parseAnalyticsDays(props.searchParams?.days)
  return (
    <AdminPage
      {...props}
      access={CUSTOM_VIEWS.analytics.access}
      title={analyticsCopy.title}
      render={async (req) => {
        const report = await analyticsReport(req.payload, {
          days,
          byKind: mayViewDonations(req.user),
        })
        return (
          <>
            <RangeNav days={days} />
            <p className="fra-muted fra-range-note" data-testid="analytics-range">
              {analyticsCopy.rangeNote(formatDay(report.from), formatDay(report.to))}
            </p>
            <Cards cards={report.cards} />
            {report.donationsByKind ? <DonationKinds kinds={report.donationsByKind} /> : null}
            <div className="fra-grid">
              <PopularPages pages={report.popularPages} />
              <DailyActivity days={report.dailyActivity} />
            </div>
            <AnalyticsChart days={report.series} />
          </>
        )
      }}
    />
  )
}
