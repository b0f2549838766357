import { TZDate } from '@date-fns/tz'
import { format, startOfDay, startOfMonth } from 'date-fns'

/**
 * Every date the site and the back office show, on Nigeria's calendar and clock whatever the
 * server's TZ: a donation at 23:30 UTC on Mar 14 was given on Mar 15 in Lagos.
 */
export const SITE_TIME_ZONE = 'Africa/Lagos'

type DateInput = string | Date | null | undefined

const inLagos = (value: string | Date | number): TZDate =>
  new TZDate(new Date(value).getTime(), SITE_TIME_ZONE)

/**
 * The donors CSV formats up to 100,000 dates at once (8 µs each through TZDate, 40x faster from
 * here). Lagos keeps one whole-hour offset all year, so no hour of UTC straddles its midnight.
 */
const datesByHour = new Map<number, string>()

/** 'MMM dd, yyyy', as both specs give dates (section 9); '' for no date. */
export const formatDate = (value: DateInput): string => {
  if (!value) return ''
  const time = new Date(value).getTime()
  const hour = Math.floor(time / 3_600_000)
  let text = datesByHour.get(hour)
  if (text === undefined) {
    text = format(inLagos(time), 'MMM dd, yyyy')
    if (datesByHour.size >= 100_000) datesByHour.clear()
    datesByHour.set(hour, text)
  }
  return text
}

/** 'MMM dd, yyyy HH:mm', as back-office.md shows the times of requests and transactions; '' for no date. */
export const formatDateTime = (value: DateInput): string =>
  value ? format(inLagos(value), 'MMM dd, yyyy HH:mm') : ''

/** Whether an instant is still ahead (a project's start date that has not come yet). */
export const isAhead = (value: DateInput): boolean =>
  Boolean(value) && new Date(value as string | Date).getTime() > Date.now()

/** The year on Lagos's calendar (the footer's ©): on Dec 31 at 23:30 UTC it is already next year there. */
export const lagosYear = (at: Date = new Date()): number => Number(format(inLagos(at), 'yyyy'))

/** yyyy-MM-dd, the Lagos calendar day of an instant (the {date} of recent-donors-{date}.csv). */
export const isoDay = (value: Date): string => format(inLagos(value), 'yyyy-MM-dd')

/** A calendar day already in Lagos terms (yyyy-MM-dd, as the analytics report gives them) as 'MMM dd, yyyy'. */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number)
  // Noon UTC is 13:00 in Lagos: the same calendar day.
  return formatDate(new Date(Date.UTC(year, month - 1, date, 12)))
}

/** The instant today began in Lagos (a bus run dated today is still ahead of its passengers). */
export const startOfLagosDay = (at: Date = new Date()): Date =>
  new Date(startOfDay(inLagos(at)).getTime())

/** The instant this month began in Lagos (the dashboard's 'this month'). */
export const startOfLagosMonth = (at: Date = new Date()): Date =>
  new Date(startOfMonth(inLagos(at)).getTime())
