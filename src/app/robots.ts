import type { MetadataRoute } from 'next'

// Read at request time, so one image serves whatever PUBLIC_SERVER_URL the deployment sets.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = (process.env.PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')
  return {
    // Public images stay crawlable: link previews (og:image) point at /api/media/file/.
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] },
    sitemap: `${base}/sitemap.xml`,
  }
}
