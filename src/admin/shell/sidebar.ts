'use client'

import { useNav } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** back-office.md 9: the sidebar's state is kept in a cookie for 7 days. */
const COOKIE = 'fr-sidebar'
const MAX_AGE = 7 * 24 * 60 * 60
/** Wider than this, the sidebar sits beside the page; narrower, Payload shows it as a drawer. */
const BESIDE_THE_PAGE = '(min-width: 1025px)'

const readState = (): 'open' | 'collapsed' | undefined => {
  const value = document.cookie
    .split('; ')
    .find((row) => row.startsWith(`${COOKIE}=`))
    ?.split('=')[1]
  return value === 'open' || value === 'collapsed' ? value : undefined
}

const remember = (open: boolean) => {
  document.cookie = `${COOKIE}=${open ? 'open' : 'collapsed'}; max-age=${MAX_AGE}; path=/; samesite=lax`
}

const isBesideThePage = () => window.matchMedia(BESIDE_THE_PAGE).matches

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * Beside the page, the sidebar is as the admin last left it (open at first), whatever the width:
 * Payload's NavProvider closes it below 1441 px as it hydrates and on every breakpoint change, so
 * any state other than the remembered one is put back. The admin changes it with Payload's menu
 * button or Ctrl/Cmd+B (not while typing, where it is bold); both are remembered first.
 */
export const useSidebarMemory = () => {
  const { hydrated, navOpen, setNavOpen } = useNav()
  const open = useRef(navOpen)

  useEffect(() => {
    open.current = navOpen
    if (!hydrated || !isBesideThePage()) return
    const remembered = readState() !== 'collapsed'
    if (navOpen !== remembered) setNavOpen(remembered)
  }, [hydrated, navOpen, setNavOpen])

  useEffect(() => {
    // Capturing, so the choice is stored before Payload's menu button changes the state.
    const onClick = (event: MouseEvent) => {
      if (
        isBesideThePage() &&
        event.target instanceof Element &&
        event.target.closest('.nav-toggler')
      )
        remember(!open.current)
    }
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 'b' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey ||
        isEditable(event.target)
      )
        return
      event.preventDefault()
      if (isBesideThePage()) remember(!open.current)
      setNavOpen(!open.current)
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('keydown', onKey)
    }
  }, [setNavOpen])
}
