import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { PageViewTracker } from '@/components/analytics/PageViewTracker.client'
import { Footer } from '@/components/Footer'
import { ThemeScript } from '@/components/ThemeScript'
import { TopBar } from '@/components/TopBar'
import { Toaster } from '@/components/ui/Toast.client'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/siteUrl'

import './globals.css'

// Pages render per request from cached content (src/lib/content.ts); a static prerender would need
// the database at build time, which a Docker build does not have.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  const description = 'Free, safe rides to church services and fellowship events across Nigeria.'
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site_name, template: `%s · ${site_name}` },
    description,
    icons: { icon: '/favicon.svg' },
    openGraph: { siteName: site_name, type: 'website', locale: 'en_NG', description },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f3fdf8' },
    { media: '(prefers-color-scheme: dark)', color: '#061a18' },
  ],
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-xl focus:bg-surface focus:p-3"
        >
          Skip to content
        </a>
        <PageViewTracker />
        <TopBar />
        <main id="main" className="pt-16">
          {children}
        </main>
        <Footer />
        <Toaster />
      </body>
    </html>
  )
}
