import { NextResponse, type NextRequest } from 'next/server'

import { isGivingPath, isRefusedGivingLink } from '@/app/(frontend)/giving/linkCheck'
import { PRIVATE_HEADERS } from '@/app/(frontend)/giving/respond'
import { dataLinkCheckPath, isMyDataPath } from '@/components/privacy/paths'
import { isRefusedByCheckRoute } from '@/lib/http/checkRoute'
import { isRefusedRidePage } from '@/lib/rides/linkCheck'

/** The address a page was asked for, passed to src/app/global-not-found.tsx, which logs unknown ones. */
export const VISITED_PATH_HEADER = 'x-visited-path'

/** No route matches it, so Next renders src/app/global-not-found.tsx for it, with status 404. */
const NOT_FOUND_PATH = '/_missing'

/** A project or article page: its id, as the pages accept it (src/app/(frontend)/{news,projects}/[id]). */
const CONTENT_PAGE = /^\/(news|projects)\/([^/]+)\/?$/

/** A policy or help page (src/app/(frontend)/{privacy,terms,safety,help}), missing until published. */
const LEGAL_PAGE = /^\/(privacy|terms|safety|help)\/?$/

const CHECK_TIMEOUT_MS = 2000

/** This server, as src/cli/serve.mjs listens (PORT, LISTEN_HOST) and deploy/healthcheck.mjs asks it. */
const ownOrigin = (): string | null => {
  const port = process.env.PORT?.trim() || '3000'
  if (!/^\d{1,5}$/.test(port)) return null
  const listen = process.env.LISTEN_HOST?.trim()
  const host = !listen || listen === '0.0.0.0' || listen === '::' ? '127.0.0.1' : listen
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * Whether a project or article page would be missing, asked of this server's own REST API as a
 * visitor (no cookies, so only what the public may read: published articles). Only a definite
 * answer counts (Payload's JSON 404): an error or a slow answer gives undefined and the page decides.
 */
const isMissingContent = async (pathname: string): Promise<boolean | undefined> => {
  const match = CONTENT_PAGE.exec(pathname)
  if (!match) return isMissingLegalPage(pathname)
  const [, collection, id] = match
  if (!/^\d{1,9}$/.test(id)) return true
  const origin = ownOrigin()
  if (!origin) return undefined
  try {
    const response = await fetch(
      `${origin}/api/${collection}/${Number(id)}?depth=0&select[id]=true`,
      { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) },
    )
    await response.body?.cancel()
    const json = response.headers.get('content-type')?.includes('application/json')
    if (response.status === 404 && json) return true
    return response.ok ? false : undefined
  } catch {
    return undefined
  }
}

/** Whether a policy or help page has no published version yet, asked the same way as a visitor. */
const isMissingLegalPage = async (pathname: string): Promise<boolean | undefined> => {
  const kind = LEGAL_PAGE.exec(pathname)?.[1]
  if (!kind) return false
  const origin = ownOrigin()
  if (!origin) return undefined
  try {
    const response = await fetch(
      `${origin}/api/legal-pages?where[kind][equals]=${kind}&limit=1&depth=0&select[id]=true`,
      { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) },
    )
    if (!response.ok) {
      await response.body?.cancel()
      return undefined
    }
    const { totalDocs } = (await response.json()) as { totalDocs?: unknown }
    return typeof totalDocs === 'number' ? totalDocs === 0 : undefined
  } catch {
    return undefined
  }
}

/**
 * Runs before public pages only: a page Next renders for an unmatched address is given no URL.
 * A missing project or article, or a policy page not yet published, is answered by the site's 404 page: notFound() in those pages gives
 * an empty document that only JavaScript fills (vercel/next.js#62228), so a removed project's
 * link shared on WhatsApp would open a blank page on a phone without script.
 */
/** A My data link's page (issue #32) whose link is refused: the 404 page says so, with the form. */
const isRefusedDataLink = async (pathname: string): Promise<boolean | undefined> => {
  const check = dataLinkCheckPath(pathname)
  const origin = ownOrigin()
  return check && origin ? isRefusedByCheckRoute(`${origin}${check}`) : undefined
}

export async function proxy(request: NextRequest) {
  // One address per project or article: /projects/008 is /projects/8 (each spelling was a page of
  // its own in the page cache, issue #29).
  const content = CONTENT_PAGE.exec(request.nextUrl.pathname)
  if (content && /^0+[1-9]\d{0,8}$/.test(content[2])) {
    const canonical = request.nextUrl.clone()
    canonical.pathname = `/${content[1]}/${Number(content[2])}`
    return NextResponse.redirect(canonical, 308)
  }
  const headers = new Headers(request.headers)
  headers.set(VISITED_PATH_HEADER, request.nextUrl.pathname.slice(0, 300))
  const { pathname } = request.nextUrl
  // Only a page's visit (GET) is checked; nothing posts to these pages.
  const missing =
    request.method === 'GET' &&
    ((await isMissingContent(pathname)) === true ||
      (await isRefusedGivingLink(pathname, ownOrigin())) === true ||
      (await isRefusedRidePage(pathname, ownOrigin())) === true ||
      (await isRefusedDataLink(pathname)) === true)
  const response = missing
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } })
  // My giving's addresses hold a donor's private link: never stored, indexed or passed on.
  // My data's hold a person's private link too (issue #32).
  if (isGivingPath(pathname) || isMyDataPath(pathname))
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) response.headers.set(name, value)
  return response
}

export const config = {
  // Not the API, the back office, Next's own files or a file of the site's (by its extension). A
  // link's token after a dot (/rides/driver/2.bad, a booking's) is no file: it goes through.
  matcher: [
    '/((?!api/|api$|admin/|admin$|_next/|.*\\.(?:ico|png|jpe?g|gif|webp|avif|svg|css|js|mjs|map|txt|xml|json|webmanifest|woff2?|ttf|pdf)$).*)',
  ],
}
