'use client'

import type { ReactNode } from 'react'

import { common } from '@/copy/common'

import { toast } from './Toast.client'

/** A button for a feature that is not built yet: it says so (public-site.md, 'Coming Soon'). */
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
    <button
      type="button"
      className={className}
      onClick={() => {
        onPress?.()
        toast({ title: common.comingSoon.title, description: common.comingSoon.description })
      }}
    >
      {children}
    </button>
  )
}
