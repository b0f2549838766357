import type { CollectionSlug, UploadConfig, Where } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]
type HeadersModifier = NonNullable<UploadConfig['modifyResponseHeaders']>

/**
 * A file nobody uploaded is a 404, as a missing document is; Payload's disk fallback answers a
 * missing file with a 500. Runs after Payload's access check, before the disk or S3 is asked.
 */
export const missingFileIs404 = (sizes: string[] = []): UploadHandler =>
  // Payload's type wants Promise<void> or Promise<Response>; nothing (go on to the file) or a 404 is what this gives.
  (async (req, { params: { collection, filename } }) => {
    const names: Where[] = [
      { filename: { equals: filename } },
      ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } })),
    ]
    const { totalDocs } = await req.payload.count({
      collection: collection as CollectionSlug,
      where: { or: names },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return undefined
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }) as UploadHandler

/** Public images: the browser must not guess another type for them. */
export const publicFileHeaders: HeadersModifier = ({ headers }) => {
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}

/** Resumes, decks, reports and unpublished logos: never kept by a browser, proxy or CDN cache. */
export const privateFileHeaders: HeadersModifier = ({ headers }) => {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

/** Files only admins (or one signed link) may open: a missing one is a 404, and no cache keeps them. */
export const privateFiles = {
  handlers: [missingFileIs404()],
  modifyResponseHeaders: privateFileHeaders,
}
