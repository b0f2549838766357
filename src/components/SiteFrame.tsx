import type { ReactNode } from 'react'

import { PageViewTracker } from '@/components/analytics/PageViewTracker.client'
import { Footer } from '@/components/Footer'
import { ThemeScript } from '@/components/ThemeScript'
import { TopBar } from '@/components/TopBar'
import { ReadyMark } from '@/components/ui/ReadyMark.client'
import { Toasts } from '@/components/ui/Toasts.client'

/**
 * The document of every public page: the site's layout and the not-found page for unmatched
 * addresses (src/app/global-not-found.tsx), which Next renders outside any layout.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    // No smooth scrolling (globals.css): a new page and an address's #fragment are shown at once.
    <html lang="en-NG" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router document (a layout's html), not a Pages Router page */}
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
        <Toasts />
        <ReadyMark />
      </body>
    </html>
  )
}
