import { statementsCopy } from '@/copy/statements'
import { formatDay, isoDay } from '@/lib/dates'

/**
 * The days a giving statement covers (issue #35): Lagos calendar days, both included, as
 * 'yyyy-MM-dd'. A year's statement is Jan 01 to Dec 31; My giving's form asks for any two days.
 * Client-safe.
 */
export type StatementRange = { from: string; to: string }

export const yearRange = (year: number): StatementRange => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
})

/** The calendar year a range is exactly, or null (its statement is then titled by its days). */
export const wholeYearOf = (range: StatementRange): number | null => {
  const year = Number(range.from.slice(0, 4))
  return range.from === `${year}-01-01` && range.to === `${year}-12-31` ? year : null
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written yyyy-MM-dd (not Feb 30), or null. */
const dayOf = (text: string): string | null => {
  const match = DAY.exec(text.trim())
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === date
    ? match[0]
    : null
}

const errors = statementsCopy.errors

/** The form's two days checked: the range, or what is wrong with them in words. */
export const readStatementRange = (
  fromText: string,
  toText: string,
  now: Date = new Date(),
): { ok: true; range: StatementRange } | { ok: false; error: string } => {
  if (!fromText.trim() || !toText.trim()) return { ok: false, error: errors.missing }
  const from = dayOf(fromText)
  const to = dayOf(toText)
  if (!from || !to) return { ok: false, error: errors.invalid }
  if (from < '2000-01-01') return { ok: false, error: errors.tooEarly }
  if (from > to) return { ok: false, error: errors.order }
  if (to > isoDay(now)) return { ok: false, error: errors.future }
  return { ok: true, range: { from, to } }
}

/** What My giving's range form shows again: the days as typed, and why no statement came. */
export type StatementRangeState = { from: string; to: string; message: string | null }

/** 'Mar 01, 2026 to Jun 30, 2026', as the site writes days. */
export const rangeWords = (range: StatementRange): [string, string] => [
  formatDay(range.from),
  formatDay(range.to),
]
