import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { mayUseBackOffice, mayViewDonations } from '@/access/rights'
import { analyticsReport } from '@/lib/analytics/report'
import { parseAnalyticsDays } from '@/lib/analytics/range'

/**
 * GET /api/admin/analytics?days=7|30|90|365: the Analytics dashboard's report as JSON (any other
 * days gives the default 30). Any active admin, as for the page (src/admin/views/registry.ts); an
 * admin who may view donations also gets one-off and monthly donations apart (donationsByKind).
 */
export const analyticsReportEndpoint = adminEndpoint({
  path: '/admin/analytics',
  method: 'get',
  may: mayUseBackOffice,
  handler: async (req) => {
    const days = parseAnalyticsDays(req.searchParams.get('days') ?? undefined)
    const byKind = mayViewDonations(req.user)
    return json(200, await analyticsReport(req.payload, { days, byKind }))
  },
})
