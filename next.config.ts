import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { SPEC_ADMIN_ROUTES } from './src/admin/specRoutes'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pdfkit reads its font files at run time (src/lib/pdf/): it is loaded from node_modules, as
  // written, rather than bundled.
  serverExternalPackages: ['pdfkit'],
  // Each instance keeps its own data cache and hears every instance's expired tags through PostgreSQL
  // (src/lib/cache/): Next's default cache is one folder per build, expired only in its own process.
  cacheHandler: path.resolve(dirname, 'src/lib/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  redirects: async () =>
    Object.entries(SPEC_ADMIN_ROUTES).map(([source, destination]) => ({
      source,
      destination,
      permanent: false,
    })),
  // Browsers ask for /favicon.ico on their own (for a PDF, a JSON answer); the icon is an SVG.
  rewrites: async () => [{ source: '/favicon.ico', destination: '/favicon.svg' }],
  images: {
    // Uploads are served by Payload's own file routes (access-checked), so only our origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  experimental: {
    // src/app/global-not-found.tsx: an unknown address gets the site's 404 page, server-rendered.
    globalNotFound: true,
    // A form posted without JavaScript (a server action) carries a 5 MB logo or resume, or the
    // application to drive two 5 MB papers; the edge (src/cli/edge.mjs) gives each page its own
    // limit and refuses larger posts first, with a page that says so.
    serverActions: { bodySizeLimit: '11mb' },
  },
  turbopack: {
    root: path.resolve(dirname),
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
