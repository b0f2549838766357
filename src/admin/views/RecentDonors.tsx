import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

/** /admin/recent-donors (back-office.md, Recent Donors page). */
export function RecentDonorsView(props: AdminViewServerProps) {
  return <AdminPage {...props} access={CUSTOM_VIEWS.recentDonors.access} title="Recent Donors" render={() => null} />
}
