/**
 * The analytics dashboard's ranges and limits (back-office.md section 9). A plain module, shared by
 * the server query, the endpoint and the view.
 */
import { SITE_TIME_ZONE } from '@/lib/dates'

/** Report days are Lagos calendar days, in SQL as on screen. */
export const ANALYTICS_TIME_ZONE = SITE_TIME_ZONE

export const ANALYTICS_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last year' },
] as const

export type AnalyticsDays = (typeof ANALYTICS_RANGES)[number]['days']

const DEFAULT_ANALYTICS_DAYS: AnalyticsDays = 30
export const POPULAR_PAGES_LIMIT = 10
export const DAILY_ACTIVITY_ROWS = 10

/** `?days=` as given (a string, a list of them, or nothing): one of the ranges, else the default. */
export const parseAnalyticsDays = (value: unknown): AnalyticsDays => {
  const text = Array.isArray(value) ? value[0] : value
  const range = ANALYTICS_RANGES.find(({ days }) => String(days) === text)
  return range ? range.days : DEFAULT_ANALYTICS_DAYS
}
