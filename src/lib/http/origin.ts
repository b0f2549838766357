import { siteUrl } from '@/lib/siteUrl'

/** The host of an address ('example.org:3000'); null when it is not one. */
export const hostOf = (address: string | null | undefined): string | null => {
  if (!address) return null
  try {
    return new URL(address).host
  } catch {
    return null
  }
}

/** Our own hosts: the configured site's, and the Host the request came to (X-Forwarded-Host is anyone's to forge). */
const ownHosts = (headers: Headers, more: (string | null | undefined)[] = []) =>
  new Set([headers.get('host'), hostOf(siteUrl()), ...more].filter(Boolean))

/**
 * A post from another site's page, as the browser names its sender (Sec-Fetch-Site, then Origin):
 * refused by every public post, so our forms cannot be driven from elsewhere. `Origin: null` (a
 * no-referrer page's own post) and a request naming no sender (a tool, not a lured visitor) pass.
 */
export const isCrossSite = (headers: Headers, more?: (string | null | undefined)[]): boolean => {
  if (headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  const from = hostOf(origin)
  return from === null || !ownHosts(headers, more).has(from)
}

/**
 * A post that names one of our own pages as its sender: Sec-Fetch-Site same-origin (when sent),
 * and an Origin of ours, or without an Origin a Referer of ours. Stricter than !isCrossSite: a post
 * naming no sender, `Origin: null` (a sandboxed frame's) or a sibling subdomain's is refused. For
 * sign-in, where a foreign page could otherwise sign a visitor in to an account of its choosing.
 */
export const isFromOwnPage = (headers: Headers): boolean => {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') return false
  const sender = headers.get('origin') ?? headers.get('referer')
  const from = sender === 'null' ? null : hostOf(sender)
  return from !== null && ownHosts(headers).has(from)
}
