import type { Payload } from 'payload'

import type { BoardingMark } from '@collections/options'
import { startOfLagosDay } from '@/lib/dates'
import { dayMarksOf, runCloseOf } from '@/lib/db/boarding'

/** A run on its day, as its driver's page shows it (issue #34): each booking's mark, and its close. */
export type RunDayView = {
  closed: boolean
  escalated: boolean
  /** By booking code. */
  marks: Record<string, { boarding: BoardingMark | null; handedTo: string | null }>
}

/** The run's day view when its Lagos day is today; null on any other day. */
export const runDayOf = async (
  payload: Payload,
  run: { id: number; date: string },
): Promise<RunDayView | null> => {
  const start = startOfLagosDay().getTime()
  const at = new Date(run.date).getTime()
  if (at < start || at >= start + 24 * 3600 * 1000) return null
  const [marks, close] = await Promise.all([
    dayMarksOf(payload, run.id),
    runCloseOf(payload, run.id),
  ])
  return {
    closed: close.closed_at !== null,
    escalated: close.escalated_at !== null,
    marks: Object.fromEntries(
      marks.map((mark) => [mark.code, { boarding: mark.boarding, handedTo: mark.handed_to }]),
    ),
  }
}
