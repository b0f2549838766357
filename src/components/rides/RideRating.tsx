import { RIDE_RATINGS } from '@collections/Rides/ratingFields'
import { inputClass } from '@/components/forms/Field'
import { plansChangeCopy } from '@/copy/plansChange'
import { COMMENT_MAX } from '@/lib/rides/ratings'

import { refusalIn } from './refusal'

const copy = plansChangeCopy.rating

/**
 * "How was your ride?" on a booking's page after the ride (issue #34): 1 to 5 and an optional
 * comment, a plain form that posts to ./rate (src/lib/rides/ratings.ts) without script. Once
 * rated, it thanks the passenger and keeps the form, on their rating, to change it.
 */
export function RideRating({
  link,
  current,
  refused,
}: {
  link: string
  current: { rating: number; comment: string } | null
  refused: unknown
}) {
  const problem = refusalIn(copy.errors, refused)
  return (
    <section id="rating" aria-labelledby="rating-title" className="card space-y-4 p-5 sm:p-8">
      <h2 id="rating-title" className="text-xl font-semibold">
        {copy.title}
      </h2>
      {current ? (
        <p role="status" className="font-medium" data-testid="rating-thanks">
          {copy.thanks(current.rating)}
        </p>
      ) : (
        <p className="text-ink-soft">{copy.lead}</p>
      )}
      {problem ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <form method="post" action={`/rides/booking/${link}/rate`} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="font-medium">{copy.rating}</legend>
          {[...RIDE_RATINGS].reverse().map(({ value, label }) => (
            <label key={value} className="flex items-center gap-3 py-1">
              <input
                type="radio"
                name="rating"
                value={value}
                required
                defaultChecked={current?.rating === Number(value)}
                className="size-5 accent-accent"
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <label className="block space-y-1">
          <span className="font-medium">{copy.comment}</span>
          <textarea
            name="comment"
            rows={3}
            maxLength={COMMENT_MAX}
            defaultValue={current?.comment ?? ''}
            className={inputClass}
          />
        </label>
        <button type="submit" className="btn-primary">
          {current ? copy.change : copy.submit}
        </button>
      </form>
    </section>
  )
}
