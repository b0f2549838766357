import { GIVING_PATH, LINK_REQUEST_PATH } from '@/components/giving/paths'
import { isRefusedByCheckRoute } from '@/lib/http/checkRoute'

/**
 * For src/proxy.ts and src/app/global-not-found.tsx (no Payload here: the proxy is bundled apart).
 * My giving's addresses hold a private link: they are sent with PRIVATE_HEADERS (respond.ts). A
 * refused link's page must be a 404 with words and a form even without JavaScript, which a page's
 * notFound() cannot give (vercel/next.js#62228): the proxy asks check/route.ts about the link and
 * sends a refused one to the site's not-found page, which shows LinkRefused for it.
 */
export const isGivingPath = (pathname: string): boolean =>
  pathname === GIVING_PATH || pathname.startsWith(`${GIVING_PATH}/`)

const LINK_PAGE = /^\/giving\/([^/]+)\/?$/

/** /giving/<token>, the page a link opens (not /giving/link, the form's address). */
export const isGivingLinkPage = (pathname: string): boolean =>
  LINK_PAGE.test(pathname) && pathname.replace(/\/$/, '') !== LINK_REQUEST_PATH

/**
 * Whether the link page at `pathname` is refused, asked of this server (`origin`, as the proxy
 * reaches it); undefined when it cannot tell (the page then decides).
 */
export const isRefusedGivingLink = async (
  pathname: string,
  origin: string | null,
  timeoutMs = 2000,
): Promise<boolean | undefined> => {
  if (!isGivingLinkPage(pathname) || !origin) return undefined
  const token = LINK_PAGE.exec(pathname)?.[1] ?? ''
  return isRefusedByCheckRoute(`${origin}${GIVING_PATH}/${token}/check`, timeoutMs)
}
