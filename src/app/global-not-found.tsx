import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { isGivingLinkPage } from '@/app/(frontend)/giving/linkCheck'
import BookingLinkRefused from '@/app/(frontend)/rides/booking/[link]/not-found'
import CoordinatorLinkRefused from '@/app/(frontend)/rides/coordinator/[link]/not-found'
import DriverLinkRefused from '@/app/(frontend)/rides/driver/[link]/not-found'
import { LinkRefused } from '@/components/giving/LinkRefused'
import { DataLinkRefused } from '@/components/privacy/DataLinkRefused'
import { isDataLinkPage } from '@/components/privacy/paths'
import { SiteFrame } from '@/components/SiteFrame'
import { NotFoundMessage } from '@/components/ui/NotFoundMessage'
import { common } from '@/copy/common'
import { getSiteSettings } from '@/lib/content'
import { getPayload } from '@/lib/payload/client'
import { ridePageKind } from '@/lib/rides/linkCheck'
import { VISITED_PATH_HEADER } from '@/proxy'

import './(frontend)/globals.css'

// Rendered per request, like every public page (src/app/(frontend)/layout.tsx).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  // Never at build time, which has no database: Next prerenders this page unless told it is dynamic.
  await connection()
  const { site_name } = await getSiteSettings()
  return { title: `${common.notFound.text} · ${site_name}`, icons: { icon: '/favicon.svg' } }
}

/**
 * Any address no route matches: the site's not-found page inside the site's header and footer,
 * rendered on the server with status 404. (A catch-all page calling notFound() got an empty
 * document that only JavaScript fills: vercel/next.js#62228.) The visited path is logged.
 */
export default async function GlobalNotFound() {
  const path = (await headers()).get(VISITED_PATH_HEADER)
  // A refused My giving link (src/proxy.ts): said so, with the form for a new one; its token is not logged.
  if (path && isGivingLinkPage(path))
    return (
      <SiteFrame>
        <LinkRefused />
      </SiteFrame>
    )
  // A refused My data link (issue #32): the same words and form as its page gave, now with a 404.
  if (path && isDataLinkPage(path))
    return (
      <SiteFrame>
        <DataLinkRefused />
      </SiteFrame>
    )
  // A booking's or driver's link that opens nothing (src/proxy.ts): its own words; its token is not logged.
  const ride = path ? ridePageKind(path) : null
  if (ride === 'booking' || ride === 'driver' || ride === 'coordinator')
    return (
      <SiteFrame>
        {ride === 'booking' ? (
          <BookingLinkRefused />
        ) : ride === 'driver' ? (
          <DriverLinkRefused />
        ) : (
          <CoordinatorLinkRefused />
        )}
      </SiteFrame>
    )
  // Not awaited: the page renders at once. A short link's key opens a booking: not logged either.
  if (path && ride !== 'short')
    void getPayload().then((payload) => payload.logger.warn(`404 Not Found: ${path}`))
  return (
    <SiteFrame>
      <NotFoundMessage />
    </SiteFrame>
  )
}
