'use client'

import { useEffect } from 'react'

/**
 * Marks the document `data-hydrated` once React has taken the page over. The page cache runs a
 * page's scripts after its first paint, so for a moment it works as without JavaScript; the
 * end-to-end tests wait for this mark before they act, as a person would wait for a page to load.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
