import { plansChangeCopy } from '@/copy/plansChange'

import { ConcernForm } from './ConcernForm.client'

const copy = plansChangeCopy.concern

/**
 * The page of "Report a concern" (issue #34): /report-a-concern (from the Safety page), and a
 * booking's /rides/booking/<link>/concern, which names the booking. After a report, the thank-you
 * with what happens next (?sent=concern-sent).
 */
export function ConcernPage({
  sent,
  booking,
  permalink,
}: {
  sent: boolean
  /** The booking's signed link and what the passenger knows of it, when sent from its page. */
  booking?: { link: string; about: string }
  permalink: string
}) {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-3xl sm:text-4xl">
          {sent ? copy.thanksTitle : copy.title}
        </h1>
        {sent ? null : <p className="text-lg text-ink-soft">{copy.lead}</p>}
      </header>
      {sent ? (
        <div role="status" className="card space-y-3 p-5 sm:p-8" data-testid="concern-thanks">
          {copy.thanks.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="font-medium">{copy.emergency}</p>
        </div>
      ) : (
        <>
          <p className="font-medium">{copy.emergency}</p>
          {booking ? (
            <p className="card p-5 font-medium" data-testid="concern-booking">
              {booking.about}
            </p>
          ) : null}
          <div className="card p-5 sm:p-8">
            <ConcernForm booking={booking?.link} permalink={permalink} />
          </div>
        </>
      )}
    </div>
  )
}
