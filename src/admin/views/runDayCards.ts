import { slugs } from '@collections/slugs'
import { runDayDashboardCopy as copy } from '@/copy/runDay'
import { noShows, escalatedRuns } from '@/lib/db/boarding'
import { displayPhone } from '@/lib/phone'
import type { Payload } from 'payload'

/** Repeated no-shows (issue #34): this many marks Not here by the same phone … */
const REPEATED_TIMES = 3
/** … within this many weeks. */
const REPEATED_WEEKS = 8

/**
 * The dashboard's No-shows and Escalations cards, for staff who may see Rides (every church) or a
 * church admin (`church`: its own church only): the repeated no-shows are named only to a reader
 * who may read those bookings, and only in the card, never in an address.
 */
export const runDayCards = async (payload: Payload, church: number | null) => {
  const since = new Date(Date.now() - REPEATED_WEEKS * 7 * 24 * 3600 * 1000).toISOString()
  const [shows, escalations] = await Promise.all([
    noShows(payload, { church, since, times: REPEATED_TIMES }),
    escalatedRuns(payload, church),
  ])
  return [
    {
      title: copy.noShowsTitle,
      value: String(shows.total),
      note: copy.noShowsNote,
      details: shows.repeated
        .slice(0, 5)
        .map((person) => copy.repeated(person.name, displayPhone(person.phone), person.count)),
      href: `/admin/collections/${slugs.rideBookings}?where[boarding][equals]=no_show&sort=-boarding_at`,
      testId: 'dashboard-no-shows-card',
    },
    {
      title: copy.escalationsTitle,
      value: String(escalations),
      note: copy.escalationsNote,
      href: `/admin/collections/${slugs.busRuns}?where[escalated_at][exists]=true&sort=-escalated_at`,
      testId: 'dashboard-escalations-card',
    },
  ]
}
