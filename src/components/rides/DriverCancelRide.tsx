import { Link } from '@/components/ui/Link.client'
import { inputClass } from '@/components/forms/Field'
import { plansChangeCopy } from '@/copy/plansChange'
import { REASON_MAX } from '@/lib/rides/driverCancel'

import { refusalIn } from './refusal'

const copy = plansChangeCopy.driverCancel

/** What the driver's page shows after a refused cancel (?error=… from ./cancel). */
export const driverCancelError = (error: unknown) => refusalIn(copy.errors, error)

/**
 * "Cancel this ride" on a driver's page (issue #34), plain forms that need no script: the button
 * opens the question on the page (?cancelRide=<run>), whose reason is required; "Yes" posts to
 * ./cancel (src/lib/rides/driverCancel.ts), which answers with a 303 back to the page.
 */
export function DriverCancelRide({
  link,
  ride,
  asked,
  error,
}: {
  link: string
  ride: number
  /** The driver pressed "Cancel this ride" on this ride: the question is shown. */
  asked: boolean
  error: string | null
}) {
  const page = `/rides/driver/${link}`
  if (!asked)
    return (
      <form method="get" action={`${page}#ride-${ride}`}>
        <input type="hidden" name="cancelRide" value={ride} />
        <button type="submit" className="btn-secondary">
          {copy.button}
        </button>
      </form>
    )
  return (
    <form
      method="post"
      action={`${page}/cancel`}
      className="space-y-3 rounded-xl border border-line p-4"
      aria-labelledby={`cancel-${ride}`}
      data-testid="driver-cancel-question"
    >
      <h4 id={`cancel-${ride}`} className="text-lg font-semibold">
        {copy.question}
      </h4>
      <p className="text-sm text-ink-soft">{copy.note}</p>
      <input type="hidden" name="ride" value={ride} />
      <label className="block space-y-1">
        <span className="font-medium">{copy.reason}</span>
        <textarea
          name="reason"
          required
          minLength={3}
          maxLength={REASON_MAX}
          rows={3}
          className={inputClass}
          aria-describedby={`cancel-hint-${ride}`}
          aria-invalid={error ? true : undefined}
        />
        <span id={`cancel-hint-${ride}`} className="block text-sm text-ink-soft">
          {copy.reasonHint}
        </span>
      </label>
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {copy.yes}
        </button>
        <Link href={`${page}#ride-${ride}`} className="btn-secondary">
          {copy.keep}
        </Link>
      </div>
    </form>
  )
}
