import { inputClass } from '@/components/forms/Field'
import { runDayCopy as copy } from '@/copy/runDay'
import type { RunDayView } from '@/lib/rides/runDay'

import { refusalIn } from './refusal'

/**
 * The day itself on a driver's page, or a bus run's coordinator's day page (issue #34): plain
 * forms posted to `./day` (its route handler answers with a 303 back here), so they work on a
 * cheap phone without JavaScript.
 */

type Mark = RunDayView['marks'][string]

const MARKS = ['boarded', 'no_show'] as const

/** The page the forms are on: a driver's, or a coordinator's. */
type DayPage = 'driver' | 'coordinator'

const dayAction = (link: string, page: DayPage = 'driver') => `/rides/${page}/${link}/day`

/** A passenger's mark, their "On board" and "Not here", and for a child on board, the hand-over. */
export function PassengerDay({
  link,
  code,
  minors,
  mark,
  closed,
  page,
}: {
  link: string
  code: string
  minors: boolean
  mark: Mark | undefined
  closed: boolean
  page?: DayPage
}) {
  const boarding = mark?.boarding ?? null
  const handedTo = mark?.handedTo ?? null
  return (
    <div className="mt-2 space-y-2" data-testid="passenger-day">
      <p className="font-medium" data-testid="boarding-mark">
        {boarding ? copy.marked[boarding] : copy.unmarked}
        {handedTo ? ` · ${copy.handedTo(handedTo)}` : ''}
      </p>
      {closed || handedTo ? null : (
        <div className="flex flex-wrap gap-2">
          {/* A child on board leaves it only by hand-over: no "Not here" (boarding.ts refuses it). */}
          {(minors && boarding === 'boarded' ? (['boarded'] as const) : MARKS).map((value) => (
            <form key={value} method="post" action={dayAction(link, page)}>
              <input type="hidden" name="action" value="board" />
              <input type="hidden" name="booking" value={code} />
              <input type="hidden" name="mark" value={value} />
              <button
                type="submit"
                className={boarding === value ? 'btn-primary' : 'btn-secondary'}
                aria-pressed={boarding === value}
              >
                {value === 'boarded' ? copy.onBoard : copy.notHere}
              </button>
            </form>
          ))}
        </div>
      )}
      {minors && boarding === 'boarded' && !handedTo && !closed ? (
        <form method="post" action={dayAction(link, page)} className="space-y-2">
          <input type="hidden" name="action" value="hand-over" />
          <input type="hidden" name="booking" value={code} />
          <p className="font-medium">{copy.handOverTitle}</p>
          <label className="block space-y-1">
            <span className="block text-sm">{copy.handOverCode}</span>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              className={inputClass}
            />
          </label>
          <label className="block space-y-1">
            <span className="block text-sm">{copy.handOverName}</span>
            <input name="name" autoComplete="off" maxLength={120} className={inputClass} />
          </label>
          <button type="submit" className="btn-primary">
            {copy.handOver}
          </button>
        </form>
      ) : null}
    </div>
  )
}

/** The answer to the last post, shown at its ride. */
export function DayAnswer({ answer }: { answer: string | undefined }) {
  // Own keys only: '?day=__proto__' shows nothing (not a 500).
  const words = refusalIn(copy.answers, answer)
  if (!words) return null
  return (
    <p role="status" className="card p-4 font-medium" data-testid="day-answer">
      {words}
    </p>
  )
}

/** "Close the run", with the escalation note when a child on board was not handed over. */
export function CloseRun({
  link,
  runId,
  day,
  childrenLeft,
  page,
}: {
  link: string
  runId: number
  day: RunDayView
  childrenLeft: boolean
  page?: DayPage
}) {
  if (day.closed)
    return (
      <p className="font-medium" data-testid="run-closed">
        {day.escalated ? copy.escalated : copy.closed}
      </p>
    )
  return (
    <form method="post" action={dayAction(link, page)} className="space-y-2">
      <input type="hidden" name="action" value="close" />
      <input type="hidden" name="run" value={runId} />
      <p className="text-sm text-ink-soft">{copy.closeLead}</p>
      {childrenLeft ? (
        <label className="block space-y-1">
          <span className="block text-sm font-medium">{copy.escalationLabel}</span>
          <textarea name="note" rows={3} maxLength={1000} className={inputClass} />
        </label>
      ) : null}
      <button type="submit" className="btn-primary">
        {copy.close}
      </button>
    </form>
  )
}
