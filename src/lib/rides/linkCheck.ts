import { checkRouteAnswer, isRefusedByCheckRoute } from '@/lib/http/checkRoute'

/**
 * For src/proxy.ts (no Payload there: the proxy is bundled apart) and the rides pages' check routes.
 * A ride page whose address opens nothing (a past or unknown bus run, a booking or driver link
 * copied wrong) calls notFound(), which reaches a browser without JavaScript as an empty document
 * (vercel/next.js#62228): a member's kept link to last Sunday's bus was a blank white page
 * (issue #29). The proxy asks the page's check route first and sends a refused address to the
 * site's 404 page, as it does for projects, articles and My giving links.
 */

/** The ride pages that open by their address, each with its check route beside it. */
const RIDE_PAGE = /^\/rides\/(runs|booking|driver|coordinator)\/[^/]+\/?$/

/** A text's short link (src/app/(frontend)/s/[key]): its key opens a booking's or driver's page. */
const SHORT_LINK = /^\/s\/[^/]+\/?$/

/** Which ride page an address is ('booking', 'driver' and 'coordinator' hold a secret token: never logged). */
export const ridePageKind = (
  pathname: string,
): 'runs' | 'booking' | 'driver' | 'coordinator' | 'short' | null =>
  SHORT_LINK.test(pathname)
    ? 'short'
    : ((RIDE_PAGE.exec(pathname)?.[1] as
        'runs' | 'booking' | 'driver' | 'coordinator' | undefined) ?? null)

/** The check route's answer: 204 when the page opens, 404 when it does not; never cached. */
export const linkCheckAnswer = (opens: boolean): Response =>
  checkRouteAnswer(opens, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })

/**
 * Whether the ride page at `pathname` opens nothing, asked of this server (`origin`, as the proxy
 * reaches it); undefined when it is not such a page or it cannot tell (the page then decides).
 */
export const isRefusedRidePage = async (
  pathname: string,
  origin: string | null,
  timeoutMs = 2000,
): Promise<boolean | undefined> =>
  (RIDE_PAGE.test(pathname) || SHORT_LINK.test(pathname)) && origin
    ? isRefusedByCheckRoute(`${origin}${pathname.replace(/\/$/, '')}/check`, timeoutMs)
    : undefined
