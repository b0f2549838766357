import type { ServerProps } from 'payload'

import React from 'react'

import { BrandIcon } from './Brand'
import { HeaderControls } from './Header.client'

/**
 * back-office.md's header on every admin page: the title 'Admin Dashboard', the theme toggle, the
 * signed-in e-mail and Sign Out (Payload's admin.components.header, above its own breadcrumb bar).
 */
export function ShellHeader({ user }: ServerProps) {
  if (!user) return null
  return <HeaderControls email={user.email ?? ''} mark={<BrandIcon />} />
}
