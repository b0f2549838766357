import type { Payload } from 'payload'

import { ANALYTICS_TIME_ZONE, DAILY_ACTIVITY_ROWS, type AnalyticsDays } from '@/lib/analytics/range'
import { selectAnalyticsReport } from '@/lib/db/analytics'
import type { DonationKinds } from '@/lib/db/dashboardCounts'

/** One calendar day (Africa/Lagos) of the Daily Activity list and the chart. */
export type AnalyticsDay = {
  /** yyyy-MM-dd */
  date: string
  visitors: number
  pageViews: number
  donations: number
  sponsors: number
  volunteers: number
}

/** back-office.md, Analytics dashboard: the numbers of one range, all counted by PostgreSQL. */
export type AnalyticsReport = {
  days: AnalyticsDays
  timeZone: string
  /** First and last calendar day of the range (yyyy-MM-dd); the last one is today. */
  from: string
  to: string
  cards: {
    /** Distinct sessions with a page view in the range. */
    uniqueVisitors: number
    pageViews: number
    /** get_donation_conversion_rate: donation_funnel steps 'completed' / 'initiated', in percent (0 when none initiated). */
    conversion: { initiatedCount: number; completedCount: number; conversionRate: number }
    /** New sponsorship applications (the spec's 'Impact Sponsors' card). */
    sponsorApplications: number
    volunteerApplications: number
    /** Distinct sessions whose page views carry the returning-visitor flag, and their share of unique visitors. */
    returningVisitors: number
    returningVisitorsPercent: number
    /** Donations whose payment completed in the range (donations table). */
    donationsCompleted: number
    /** Every tracked event in the range, page views included (analytics_summary's total_events). */
    totalInteractions: number
  }
  /** Top pages by page views, most viewed first, ties by path. */
  popularPages: { path: string; views: number }[]
  /** Every day of the range, oldest first: the chart. */
  series: AnalyticsDay[]
  /** The latest days, newest first: the Daily Activity list. */
  dailyActivity: AnalyticsDay[]
  /**
   * The range's completed donations, one-off and monthly apart, count and naira (issue #18). Only
   * when asked for (byKind): these amounts are for admins who may view donations, while the rest of
   * the report is for any admin.
   */
  donationsByKind?: DonationKinds
}

export const analyticsReport = async (
  payload: Payload,
  { days, now = new Date(), byKind = false }: { days: AnalyticsDays; now?: Date; byKind?: boolean },
): Promise<AnalyticsReport> => {
  // One statement, so every number comes from one snapshot (src/lib/db/analytics.ts).
  const row = await selectAnalyticsReport(payload, days, now)
  return {
    days,
    timeZone: ANALYTICS_TIME_ZONE,
    from: row.from,
    to: row.to,
    cards: {
      uniqueVisitors: row.unique_visitors,
      pageViews: row.page_views,
      conversion: {
        initiatedCount: row.initiated,
        completedCount: row.completed,
        conversionRate: Number(row.conversion_rate),
      },
      sponsorApplications: row.sponsors,
      volunteerApplications: row.volunteers,
      returningVisitors: row.returning_visitors,
      returningVisitorsPercent: Number(row.returning_percent),
      donationsCompleted: row.donations,
      totalInteractions: row.total_events,
    },
    popularPages: row.pages,
    series: row.series,
    dailyActivity: row.series.slice(-DAILY_ACTIVITY_ROWS).reverse(),
    ...(byKind
      ? {
          donationsByKind: {
            oneOff: { count: row.one_off, amount: Number(row.one_off_amount) },
            monthly: { count: row.monthly, amount: Number(row.monthly_amount) },
            offline: { count: row.offline, amount: Number(row.offline_amount) },
          },
        }
      : {}),
  }
}
