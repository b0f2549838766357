import { isCrossSite as crossSite } from '@/lib/http/origin'

/**
 * The answers of My giving's route handlers. Every one is private to the donor: never stored by a
 * cache, never indexed, and sent with no Referer onwards (the link's token is in the address, and
 * 'Update card' goes on to Paystack).
 */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/** A 303 after a POST (or a GET that belongs elsewhere): the browser GETs `location`. */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, ...PRIVATE_HEADERS } })

export const plainText = (status: number, text: string): Response =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE_HEADERS },
  })

export const pdfResponse = (bytes: Uint8Array, fileName: string): Response =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
      ...PRIVATE_HEADERS,
    },
  })

/**
 * A form posted from another site's page: refused, as the site's other public posts are
 * (src/lib/http/origin.ts). These pages' own posts carry `Origin: null` (a no-referrer page's do),
 * and Sec-Fetch-Site says same-origin; the gift actions also need the link's secret token, which
 * another site lacks.
 */
export const isCrossSite = (request: Request): boolean => crossSite(request.headers)

/** One text field of a posted form ('' when absent or a file). */
export const formText = (form: FormData | null, name: string): string => {
  const value = form?.get(name)
  return typeof value === 'string' ? value : ''
}
