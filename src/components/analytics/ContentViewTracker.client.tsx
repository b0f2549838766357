'use client'

import { useEffect } from 'react'

import { trackContentEngagement } from '@/lib/analytics/track'

/**
 * A news article or project read on its own page: 'view' when it opens, then 'leave' with the
 * seconds it was visible since the last report, when the reader navigates away, closes the tab or
 * switches away (phones may never fire a later event). Summing time_spent per session gives the total.
 */
export function ContentViewTracker({
  contentType,
  contentId,
}: {
  contentType: string
  contentId: string
}) {
  useEffect(() => {
    trackContentEngagement(contentType, contentId, 'view')
    let visibleSince = document.visibilityState === 'visible' ? Date.now() : null
    let unreported = 0
    const report = () => {
      if (visibleSince !== null) unreported += Date.now() - visibleSince
      visibleSince = null
      const seconds = Math.round(unreported / 1000)
      unreported = 0
      if (seconds > 0) trackContentEngagement(contentType, contentId, 'leave', seconds)
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report()
      else visibleSince ??= Date.now()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', report)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', report)
      report()
    }
  }, [contentType, contentId])
  return null
}
