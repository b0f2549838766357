import { everyWeekCopy as copy } from '@/copy/everyWeek'
import type { StandingView } from '@/lib/rides/standing'

import { Link } from '../ui/Link.client'
import { refusalIn } from './refusal'

const inputClass =
  'w-48 rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus:outline-2 focus:outline-offset-1 focus:outline-accent'

/**
 * A booking's every-week booking on its page (issue #34): the paused dates, each removable, a date
 * to pause, and "Stop every-week booking" asked first (?stop_every_week=1). Plain forms posting to
 * ./every-week, so all of it works without JavaScript.
 */
export function EveryWeekSection({
  link,
  standing,
  done,
  error,
  askStop,
}: {
  link: string
  standing: StandingView
  done?: string
  error?: string
  askStop: boolean
}) {
  const action = `/rides/booking/${link}/every-week`
  // Own keys only: '?done=__proto__' or '?error=constructor' show nothing (not a 500).
  const { weekday, ...errors } = copy.errors
  const doneNote = refusalIn(copy.done, done)
  const problem = error === 'weekday' ? weekday(standing.day) : refusalIn(errors, error)
  return (
    <section id="every-week" aria-labelledby="every-week-title" className="card space-y-5 p-5">
      <h2 id="every-week-title" className="text-xl font-semibold">
        {copy.title}
      </h2>
      <p data-testid="every-week-state">
        {standing.active ? copy.active(standing.series, standing.day) : copy.stopped}
      </p>
      {doneNote ? (
        <p role="status" className="font-medium">
          {doneNote}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="space-y-2">
        <h3 className="font-semibold">{copy.pausesTitle}</h3>
        {standing.pauses.length === 0 ? (
          <p className="text-ink-soft">{copy.noPauses}</p>
        ) : (
          <ul className="space-y-2" data-testid="paused-dates">
            {standing.pauses.map((pause) => (
              <li key={pause.day} className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{pause.label}</span>
                <form method="post" action={action}>
                  <input type="hidden" name="action" value="resume" />
                  <input type="hidden" name="day" value={pause.day} />
                  <button type="submit" className="text-sm font-medium text-accent underline">
                    {copy.removePause}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </div>
      {standing.active ? (
        <form method="post" action={action} className="space-y-3">
          <input type="hidden" name="action" value="pause" />
          <label className="block space-y-1">
            <span className="font-medium">{copy.pauseLabel}</span>
            <input
              type="date"
              name="day"
              required
              min={standing.from}
              className={inputClass}
              aria-describedby="every-week-pause-hint"
            />
          </label>
          <p id="every-week-pause-hint" className="text-sm text-ink-soft">
            {copy.pauseHint}
          </p>
          <button type="submit" className="btn-secondary">
            {copy.pause}
          </button>
        </form>
      ) : null}
      {standing.active && askStop ? (
        <form
          method="post"
          action={action}
          className="space-y-4 border-t border-line pt-4"
          aria-labelledby="every-week-stop"
        >
          <h3 id="every-week-stop" className="text-lg font-semibold">
            {copy.confirmStop}
          </h3>
          <p className="text-ink-soft">{copy.confirmStopNote}</p>
          <input type="hidden" name="action" value="stop" />
          {standing.ahead > 0 ? (
            <label className="flex gap-3">
              <input type="checkbox" name="give_back" value="yes" className="mt-1 size-5" />
              <span>{copy.giveBackAhead(standing.ahead)}</span>
            </label>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {copy.yesStop}
            </button>
            <Link href={`/rides/booking/${link}#every-week`} className="btn-secondary">
              {copy.keep}
            </Link>
          </div>
        </form>
      ) : standing.active ? (
        <form method="get" action={`/rides/booking/${link}`}>
          <input type="hidden" name="stop_every_week" value="1" />
          <button type="submit" className="btn-secondary">
            {copy.stop}
          </button>
        </form>
      ) : null}
    </section>
  )
}
