'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React from 'react'

type NavLink = { href: string; label: string; id: string }

/** Drawn with Payload's own nav classes, so these entries look and behave like the collections'. */
export function NavLinksClient({ links }: { links: NavLink[] }) {
  const pathname = usePathname()
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
