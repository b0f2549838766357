import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import './login.css'

/**
 * The sign-in page's own root layout, apart from Payload's admin (src/app/(payload)): the form is in
 * the server's HTML and needs no script, so a phone on a slow line sees it at once.
 */
export const metadata: Metadata = { icons: { icon: '/favicon.svg' }, robots: { index: false } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
