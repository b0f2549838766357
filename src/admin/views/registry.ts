import {
  mayRunDiagnostics,
  mayUseBackOffice,
  mayViewDonations,
  mayViewReports,
} from '@/access/rights'

import type { ViewAccess } from './AdminPage'

/**
 * The custom admin pages of back-office.md, in sidebar order: path under /admin, label, and who
 * may open them. The sidebar (NavLinks) and each view's own server check read the same entry.
 */
export const CUSTOM_VIEWS = {
  analytics: { path: '/analytics', label: 'Analytics', access: { may: mayUseBackOffice } },
  recentDonors: {
    path: '/recent-donors',
    label: 'Recent Donors',
    access: { may: mayViewDonations },
  },
  monthlyGiving: {
    path: '/monthly-giving',
    label: 'Monthly Giving',
    access: { may: mayViewDonations },
  },
  pitchDeckRequests: {
    path: '/pitch-deck-requests',
    label: 'Pitch Deck Requests',
    access: { may: mayViewReports },
  },
  paymentDiagnostics: {
    path: '/paystack-diagnostics',
    label: 'Payment Diagnostics',
    access: { may: mayRunDiagnostics },
  },
} as const satisfies Record<string, { path: `/${string}`; label: string; access: ViewAccess }>
