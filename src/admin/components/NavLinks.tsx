import type { ServerProps } from 'payload'

import React from 'react'

import { mayEnterBackOffice } from '@/access/rights'

import { mayOpenView } from '../views/AdminPage'
import { CUSTOM_VIEWS } from '../views/registry'
import { NavLinksClient } from './NavLinks.client'

/**
 * The sidebar's 'Overview' group: the dashboard and the custom pages this user may open. Entries a
 * plain admin may not open (payment diagnostics) are left out here and refused by the view itself.
 */
export function NavLinks({ user, payload }: ServerProps) {
  if (!mayEnterBackOffice(user)) return null
  const admin = payload.config.routes.admin
  const links = [
    { href: admin, label: 'Dashboard', id: 'nav-dashboard' },
    // A church admin may open none of the custom pages (mayOpenView asks for staff).
    ...Object.entries(CUSTOM_VIEWS)
      .filter(([, view]) => mayOpenView(user, view.access))
      .map(([key, view]) => ({
        href: `${admin}${view.path}`,
        label: view.label,
        id: `nav-${key}`,
      })),
  ]
  return <NavLinksClient links={links} />
}
