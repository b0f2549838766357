import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

/** /admin/analytics (back-office.md, Analytics dashboard). */
export function AnalyticsView(props: AdminViewServerProps) {
  return <AdminPage {...props} access={CUSTOM_VIEWS.analytics.access} title="Analytics" render={() => null} />
}
