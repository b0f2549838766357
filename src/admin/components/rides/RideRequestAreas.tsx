import type { Payload, TypedUser } from 'payload'

import { slugs } from '@collections/slugs'
import { rideRequestCopy } from '@/copy/rideRequests'

const copy = rideRequestCopy.admin

/**
 * Above the Ride Requests list (issue #34): the open requests counted by area, for planning where
 * a run is wanted. Read as the user, so a church admin counts only its own church's requests.
 */
export async function RideRequestAreas({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  if (!user) return null
  const { docs } = await payload.find({
    collection: slugs.rideRequests,
    where: { status: { equals: 'open' } },
    select: { area: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const counts = new Map<string, { area: string; count: number }>()
  for (const { area } of docs) {
    const key = area.trim().toLowerCase()
    const entry = counts.get(key) ?? { area: area.trim(), count: 0 }
    entry.count++
    counts.set(key, entry)
  }
  const rows = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.area.localeCompare(b.area),
  )
  return (
    <section aria-label={copy.byArea} style={{ margin: '0 0 1rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>{copy.byArea}</h3>
      {rows.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul data-testid="ride-request-areas" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {rows.map((row) => (
            <li key={row.area}>
              <a
                href={`/admin/collections/${slugs.rideRequests}?where[area][equals]=${encodeURIComponent(row.area)}&where[status][equals]=open`}
              >
                {row.area}
              </a>
              : {row.count}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
