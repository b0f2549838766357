'use client'

import { useEffect, useRef, useState } from 'react'

/** A project or news picture that falls back to the logo placeholder when it fails to load. */
export function ProjectImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string | null
  alt: string
  width: number
  height: number
  className?: string
  /** The first thing a page shows (an article's picture) loads at once; the rest when scrolled to. */
  eager?: boolean
}) {
  const [broken, setBroken] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // A picture that failed before the page's script ran fired its error event unheard.
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setBroken(true)
  }, [])
  const shown = !src || broken ? '/logo-light.svg' : src
  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`${className ?? ''} ${shown === '/logo-light.svg' ? 'bg-surface-muted object-contain p-12' : 'object-cover'}`}
    />
  )
}
