import type { Payload, TypedUser } from 'payload'

import { maySeeConcerns } from '@/access/concerns'
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
