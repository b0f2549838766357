import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/siteUrl'

// Read at request time, so one image serves whatever PUBLIC_SERVER_URL the deployment sets.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    // Public images stay crawlable: link previews (og:image) point at /api/media/file/.
    // A donor's My giving pages are private (signed links): never crawled, never indexed.
    rules: {
      userAgent: '*',
      allow: ['/', '/api/media/file/'],
      disallow: ['/admin', '/api', '/giving'],
    },
    sitemap: `${base}/sitemap.xml`,
  }
}
