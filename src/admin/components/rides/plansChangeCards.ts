import type { Payload, TypedUser } from 'payload'

import { maySeeConcerns } from '@/access/concerns'
import { mayView } from '@/access/rights'
import { churchOfUser } from '@/access/user'
import { ratingSummary } from '@/lib/db/ratings'
import { plansChangeCopy } from '@/copy/plansChange'
import { slugs } from '@collections/slugs'

/**
 * The dashboard's "Open concerns" card (issue #34), for staff who edit Rides and a church admin:
 * the concerns not yet closed that this user may read (counted with their own access, so a church
 * admin counts its church's only), linking to that list. None for anyone else.
 */
export const concernsCards = async (payload: Payload, user: TypedUser | null | undefined) => {
  if (!maySeeConcerns(user)) return []
  const open = { status: { not_equals: 'closed' } } as const
  const [waiting, fresh] = await Promise.all([
    payload.count({ collection: slugs.concerns, where: open, user, overrideAccess: false }),
    payload.count({
      collection: slugs.concerns,
      where: { status: { equals: 'new' } },
      user,
      overrideAccess: false,
    }),
  ])
  const copy = plansChangeCopy.dashboard
  return [
    {
      title: copy.concernsTitle,
      value: String(waiting.totalDocs),
      note: copy.concernsNote(fresh.totalDocs),
      href: `/admin/collections/${slugs.concerns}?where[status][not_equals]=closed`,
      testId: 'dashboard-concerns-card',
    },
  ]
}

/**
 * The dashboard's "Ride ratings" card (issue #34), for whoever may view Rides and a church admin:
 * the passengers' average rating (of its own church's rides for a church admin) and how many,
 * linking to the rated bookings, where each rating and comment is read.
 */
export const ratingsCards = async (payload: Payload, user: TypedUser | null | undefined) => {
  const church = churchOfUser(user)
  if (church === null && !mayView('rides')(user)) return []
  const { count, average } = await ratingSummary(payload, church)
  const copy = plansChangeCopy.dashboard
  return [
    {
      title: copy.ratingsTitle,
      value: average === null ? copy.noRatings : copy.average(average),
      note: copy.ratingsNote(count),
      href: `/admin/collections/${slugs.rideBookings}?where[rating][exists]=true&sort=-rated_at`,
      testId: 'dashboard-ratings-card',
    },
  ]
}
