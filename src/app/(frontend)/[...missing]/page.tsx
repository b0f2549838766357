import { notFound } from 'next/navigation'

import { getPayload } from '@/lib/payload/client'

/** Any other path: log the visited path on the server (public-site.md), then the not-found page. */
export default async function CatchAll({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  const path = `/${missing.map((segment) => decodeURIComponent(segment)).join('/')}`.slice(0, 300)
  // Not awaited: the not-found page renders at once, inside the site's layout.
  void getPayload().then((payload) => payload.logger.warn(`404 Not Found: ${path}`))
  notFound()
}
