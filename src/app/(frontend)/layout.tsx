import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/lib/siteSettings'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: { default: site_name, template: `%s · ${site_name}` },
    description: 'Free, safe rides to church services and fellowship events across Nigeria.',
    icons: { icon: '/favicon.svg' },
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body className="min-h-screen bg-gradient-to-b from-mint-pale/40 to-white text-charcoal antialiased">{children}</body>
    </html>
  )
}
