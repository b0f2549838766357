import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RideRating } from '@/components/rides/RideRating'
import { EveryWeekSection } from '@/components/rides/EveryWeekSection'
import { BookingTrip } from '@/components/rides/BookingTrip'
import { Link } from '@/components/ui/Link.client'
import { plansChangeCopy } from '@/copy/plansChange'
import { ridesCopy } from '@/copy/rides'
import { runDayCopy } from '@/copy/runDay'
import { getPayload } from '@/lib/payload/client'
import { openBooking, WITHDRAW_GUARDIAN_CONSENT } from '@/lib/rides/bookings'
import { rateableLink, ratingOfLink } from '@/lib/rides/ratings'
import { openStanding } from '@/lib/rides/standing'

const copy = ridesCopy.booking

export const metadata: Metadata = {
  title: copy.metaTitle,
  robots: { index: false, follow: false },
  // The address holds the booking's token: no page it links to learns it.
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ link: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const NOTES = {
  failed: copy.cancelFailed,
  limited: copy.limited,
  gone: copy.gone,
} as const

/**
 * A booking's own page (issue #19), opened from its e-mail or straight after the request: the
 * code, the bus, the stop, and whether the seat is given or waited for, with "Cancel my seat" (a
 * plain form; ./cancel). A link that opens nothing is a 404 (not-found.tsx) that shows nothing of anyone.
 */
export default async function BookingPage({ params, searchParams }: Props) {
  const { link } = await params
  const payload = await getPayload()
  const booking = await openBooking(payload, link)
  const { error, cancel, returned, withdrawn, rating, week, week_error, stop_every_week } =
    await searchParams
  if (!booking) notFound()
  // After the ride, a seat given may be rated (issue #34), unless its passenger was Not here.
  const rateable = await rateableLink(payload, link)
  // Issue #34: the every-week booking this booking was made for, if any.
  const standing = await openStanding(payload, link)
  // The question before a cancel: ?cancel=<seats> (the form below sends it, and so works without script).
  const asked = Number(cancel)
  const giveBack =
    typeof cancel === 'string' && Number.isSafeInteger(asked) && asked > 0
      ? Math.min(asked, booking.people)
      : null
  const title = booking.runCancelled ? copy.runCancelled : copy[booking.status]
  const told = copy.told[booking.toldBy]
  const note = booking.runCancelled
    ? copy.runCancelledNote
    : booking.status === 'cancelled'
      ? copy.cancelledNote
      : copy[`${booking.status}Note`](told)
  const problem =
    typeof error === 'string' && Object.hasOwn(NOTES, error)
      ? NOTES[error as keyof typeof NOTES]
      : null
  const rows: [string, string][] = [
    [copy.code, booking.code],
    [booking.runKind === 'car' ? copy.runCar : copy.run, booking.run],
    [copy.date, booking.date],
    [copy.service, booking.service],
    [copy.church, booking.church],
    [copy.stop, booking.stopTime ? `${booking.stopTime} · ${booking.stop}` : booking.stop],
    [copy.people, String(booking.people)],
    ...(booking.driver ? ([[copy.driver, booking.driver]] as [string, string][]) : []),
    ...(booking.handover
      ? ([[runDayCopy.handoverRow, booking.handover]] as [string, string][])
      : []),
  ]
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-3xl sm:text-4xl" data-testid="booking-status">
          {title}
        </h1>
        <p className="text-lg text-ink-soft">{note}</p>
      </header>
      <dl className="card grid gap-x-6 gap-y-3 p-5 sm:grid-cols-[auto_1fr] sm:p-8">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-soft">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <BookingTrip code={booking.code} />
      {problem ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {returned && booking.status !== 'cancelled' && !giveBack ? (
        <p role="status" className="font-medium">
          {copy.returnedNote(told)}
        </p>
      ) : null}
      {withdrawn && booking.guardianConsent === 'withdrawn' ? (
        <p role="status" className="font-medium">
          {copy.withdrawnNote}
        </p>
      ) : null}
      {booking.guardianConsent ? (
        <GuardianConsent link={link} given={booking.guardianConsent === 'granted'} />
      ) : null}
      {booking.status === 'cancelled' || !booking.upcoming ? (
        <Link href="/rides" className="btn-primary">
          {copy.findAnother}
        </Link>
      ) : giveBack ? (
        <form
          method="post"
          action={`/rides/booking/${link}/cancel`}
          className="card space-y-4 p-5"
          aria-labelledby="cancel-question"
        >
          <h2 id="cancel-question" className="text-xl font-semibold">
            {giveBack < booking.people
              ? copy.confirmGiveBack(giveBack, booking.people)
              : copy.confirmCancel}
          </h2>
          <p className="text-ink-soft">{copy.confirmNote}</p>
          <input type="hidden" name="seats" value={giveBack} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {giveBack < booking.people ? copy.yesGiveBack : copy.yesCancel}
            </button>
            <Link href={`/rides/booking/${link}`} className="btn-secondary">
              {copy.keep}
            </Link>
          </div>
        </form>
      ) : (
        <form method="get" action={`/rides/booking/${link}`} className="space-y-3">
          <p className="text-ink-soft">{copy.cancelHint}</p>
          {booking.people > 1 ? (
            <label className="block space-y-1">
              <span className="font-medium">{copy.seatsToGiveBack}</span>
              <select
                name="cancel"
                defaultValue={booking.people}
                className="w-40 rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus:outline-2 focus:outline-offset-1 focus:outline-accent"
              >
                {Array.from({ length: booking.people }, (_, n) => n + 1).map((seats) => (
                  <option key={seats} value={seats}>
                    {seats === booking.people ? copy.allSeats(seats) : seats}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <input type="hidden" name="cancel" value="1" />
          )}
          <button type="submit" className="btn-secondary">
            {booking.status === 'waitlisted'
              ? copy.cancelRequest
              : booking.people > 1
                ? copy.cancelSeats
                : copy.cancel}
          </button>
        </form>
      )}
      {standing ? (
        <EveryWeekSection
          link={link}
          standing={standing}
          done={typeof week === 'string' ? week : undefined}
          error={typeof week_error === 'string' ? week_error : undefined}
          askStop={stop_every_week === '1'}
        />
      ) : null}
      {rateable ? (
        <RideRating link={link} current={await ratingOfLink(payload, link)} refused={rating} />
      ) : null}
      <p>
        <Link href={`/rides/booking/${link}/concern`} className="font-medium underline">
          {plansChangeCopy.concern.bookingLink}
        </Link>
      </p>
    </div>
  )
}

/**
 * The guardian's consent given with the request, as it stands (issue #32), and withdrawing it in
 * one click, as easily as it was given: a plain form, so it works without JavaScript.
 */
function GuardianConsent({ link, given }: { link: string; given: boolean }) {
  return (
    <section aria-labelledby="guardian-consent" className="card space-y-3 p-5">
      <h2 id="guardian-consent" className="text-xl font-semibold">
        {copy.consentTitle}
      </h2>
      <p data-testid="guardian-consent-state">
        {given ? copy.consentGiven : copy.consentWithdrawn}
      </p>
      {given ? (
        <form method="post" action={`/rides/booking/${link}/cancel`} className="space-y-3">
          <p className="text-sm text-ink-soft">{copy.withdrawHint}</p>
          <input type="hidden" name="withdraw" value={WITHDRAW_GUARDIAN_CONSENT} />
          <button type="submit" className="btn-secondary">
            {copy.withdraw}
          </button>
        </form>
      ) : null}
    </section>
  )
}
