import { format, parseISO } from 'date-fns'

const counts = new Intl.NumberFormat('en-NG')
const percents = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** 12345 → '12,345' */
export const formatCount = (value: number): string => counts.format(value)

/** 12.5 → '12.5%', 30 → '30%', 0 → '0%' */
export const formatPercent = (value: number): string => `${percents.format(value)}%`

/** A report's calendar day (yyyy-MM-dd) as the specs write dates, whatever the server's time zone. */
export const formatDay = (day: string): string => format(parseISO(day), 'MMM dd, yyyy')
