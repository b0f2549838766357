import type { Payload } from 'payload'

import { RIDE_RATINGS } from '@collections/Rides/ratingFields'
import { slugs } from '@collections/slugs'
import { startOfLagosDay } from '@/lib/dates'
import type { RideBooking } from '@/payload-types'

import { bookingCodeOfLink } from './bookings'

export const COMMENT_MAX = 500

export type RatingOutcome =
  { ok: true } | { ok: false; refused: 'link' | 'rating' | 'comment' | 'closed' }

type RatedBooking = {
  id: number
  status: string
  rating?: string | null
  rating_comment?: string | null
  boarding?: string | null
  bus_run: { date: string; status: string } | number
}

const bookingOf = async (payload: Payload, code: string) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { code: { equals: code } },
      select: { status: true, rating: true, rating_comment: true, boarding: true, bus_run: true },
      populate: { [slugs.busRuns]: { date: true, status: true } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0] as RatedBooking | undefined

/**
 * A seat given on a run that went, on a day before today (Lagos): its passenger may rate it,
 * unless the driver marked them Not here (issue #34).
 */
const mayRate = (booking: RatedBooking) =>
  typeof booking.bus_run === 'object' &&
  booking.status === 'confirmed' &&
  booking.boarding !== 'no_show' &&
  booking.bus_run.status === 'scheduled' &&
  new Date(booking.bus_run.date) < startOfLagosDay()

/** Whether the booking a link opens may be rated now (its page shows the rating form). */
export const rateableLink = async (payload: Payload, link: string): Promise<boolean> => {
  const code = bookingCodeOfLink(link)
  const booking = code ? await bookingOf(payload, code) : undefined
  return booking ? mayRate(booking) : false
}

/** The rating a booking's passenger gave (issue #34), for its page; null when none yet. */
export const ratingOfLink = async (
  payload: Payload,
  link: string,
): Promise<{ rating: number; comment: string } | null> => {
  const code = bookingCodeOfLink(link)
  const booking = code ? await bookingOf(payload, code) : undefined
  return booking?.rating
    ? { rating: Number(booking.rating), comment: booking.rating_comment ?? '' }
    : null
}

/**
 * A passenger rates their ride after it (issue #34), from the booking's page: 1 to 5 and an
 * optional comment, once per booking; rating again replaces it (a slip of the thumb is put right).
 * Only a seat given on a run that went, from the day after; staff and the church's admin read it.
 */
export const rateRide = async (
  payload: Payload,
  link: string,
  given: { rating: unknown; comment: unknown },
): Promise<RatingOutcome> => {
  const code = bookingCodeOfLink(link)
  const booking = code ? await bookingOf(payload, code) : undefined
  if (!booking) return { ok: false, refused: 'link' }
  const rating = RIDE_RATINGS.find((option) => option.value === given.rating)?.value as
    RideBooking['rating'] | undefined
  if (!rating) return { ok: false, refused: 'rating' }
  const comment = typeof given.comment === 'string' ? given.comment.trim() : ''
  if (comment.length > COMMENT_MAX) return { ok: false, refused: 'comment' }
  if (!mayRate(booking)) return { ok: false, refused: 'closed' }
  await payload.update({
    collection: slugs.rideBookings,
    id: booking.id,
    data: { rating, rating_comment: comment || null, rated_at: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true }
}
