'use client'

import type { ReactNode } from 'react'

import { common } from '@/copy/common'

import { pressAsButton } from '../forms/inPlaceDialog'
import { COMING_SOON_ID } from './ComingSoonNotice'
import { toast } from './toast'

/**
 * A button for a feature that is not built yet: it says so (public-site.md, 'Coming Soon'). Without
 * JavaScript it is a link to the page's Coming Soon notice (ComingSoonNotice, in the footer).
 */
export function ComingSoonButton({
  children,
  className,
  onPress,
}: {
  children: ReactNode
  className?: string
  onPress?: () => void
}) {
  return (
    <a
      href={`#${COMING_SOON_ID}`}
      role="button"
      className={className}
      onKeyDown={pressAsButton}
      onClick={(event) => {
        event.preventDefault()
        onPress?.()
        toast({ title: common.comingSoon.title, description: common.comingSoon.description })
      }}
    >
      {children}
    </a>
  )
}
