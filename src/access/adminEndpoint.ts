import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { adminCopy } from '@/copy/admin'
import { hostOf } from '@/lib/http/origin'
import { siteUrl } from '@/lib/siteUrl'

import type { AccessUser } from './user'

export const noStoreJson = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * A change asked for from the back office's own pages. A page of another site, or of a sibling
 * subdomain that SameSite=Lax cookies reach, cannot ask: the browser names it in Origin and
 * Sec-Fetch-Site. A client without those headers (a script with its own token) has no cookie to abuse.
 */
const isSameOriginRequest = (req: PayloadRequest): boolean => {
  const fetchSite = req.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = req.headers.get('origin')
  if (!origin) return true
  const host = hostOf(origin)
  return host !== null && (host === hostOf(siteUrl()) || host === req.headers.get('host'))
}

type Options = {
  path: string
  method: Endpoint['method']
  /** The right the caller needs, from src/access (each also requires an active admin; signed in is checked first). */
  may: (user: AccessUser) => boolean
  /** What a signed-in caller without the right is told. */
  denied?: string
  /** The body a refusal carries, for pages that read another shape than { error }. */
  refusal?: (error: string) => Record<string, unknown>
  handler: PayloadHandler
}

/**
 * Every back-office endpoint: same origin for anything but a read, then signed in ('User not
 * authenticated'), then the endpoint's right ('Insufficient permissions'), before any body is read.
 */
export const adminEndpoint = ({
  path,
  method,
  may,
  denied = adminCopy.insufficientPermissions,
  refusal = (error) => ({ error }),
  handler,
}: Options): Endpoint => ({
  path,
  method,
  handler: async (req) => {
    if (method !== 'get' && !isSameOriginRequest(req))
      return noStoreJson(403, refusal(adminCopy.crossSiteRefused))
    if (!req.user) return noStoreJson(401, refusal(adminCopy.notAuthenticated))
    if (!may(req.user as AccessUser)) return noStoreJson(403, refusal(denied))
    return handler(req)
  },
})
