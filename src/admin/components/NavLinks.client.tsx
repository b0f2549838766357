'use client'

import { Link, NavGroup, useNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React, { useEffect } from 'react'

type NavLink = { href: string; label: string; id: string }

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * back-office.md: the sidebar toggles with Ctrl/Cmd+B. Not while typing, where Ctrl+B is the rich
 * text editor's bold.
 */
const useSidebarShortcut = () => {
  const { navOpen, setNavOpen } = useNav()
  useEffect(() => {
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
      setNavOpen(!navOpen)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [navOpen, setNavOpen])
}

/** Drawn with Payload's own nav classes, so these entries look and behave like the collections'. */
export function NavLinksClient({ links }: { links: NavLink[] }) {
  const pathname = usePathname()
  useSidebarShortcut()
  return (
    <NavGroup label="Overview">
      {links.map((link) => {
        const active =
          pathname === link.href ||
          (link.href !== links[0]?.href && pathname.startsWith(`${link.href}/`))
        const label = (
          <>
            {active ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">{link.label}</span>
          </>
        )
        return pathname === link.href ? (
          <div key={link.id} className="nav__link" id={link.id} aria-current="page">
            {label}
          </div>
        ) : (
          <Link key={link.id} className="nav__link" href={link.href} id={link.id} prefetch={false}>
            {label}
          </Link>
        )
      })}
    </NavGroup>
  )
}
