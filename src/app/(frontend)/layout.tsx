import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/components/SiteFrame'

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
  return <SiteFrame>{children}</SiteFrame>
}
