'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { NOT_FOUND_ATTRIBUTE, trackPageView } from '@/lib/analytics/track'

const pageViewOf = () =>
  trackPageView(document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`) ? { not_found: true } : {})

// Module scope: a layout remount (or React's development double effects) must not count the page twice.
let lastPath: string | null = null

/**
 * A page view on the first load and on every client navigation. Rendered in the layout ahead of the
 * page, so its effect runs before the page's own events and they carry the new path.
 */
export function PageViewTracker() {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname === lastPath) return
    lastPath = pathname
    pageViewOf()
  }, [pathname])
  useEffect(() => {
    // Back/forward served from the browser's page cache runs no effects: count that view here.
    const onShow = (event: PageTransitionEvent) => event.persisted && pageViewOf()
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
  return null
}
