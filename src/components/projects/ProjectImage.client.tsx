'use client'

import { useState } from 'react'

/** A project picture that falls back to the logo placeholder when it fails to load. */
export function ProjectImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string | null
  alt: string
  width: number
  height: number
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  const shown = !src || broken ? '/logo-light.svg' : src
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`${className ?? ''} ${shown === '/logo-light.svg' ? 'bg-surface-muted object-contain p-12' : 'object-cover'}`}
    />
  )
}
