import type { Endpoint } from 'payload'

import { isActiveAdminUser } from '@/access/user'
import { adminCopy } from '@/copy/admin'
import { analyticsReport } from '@/lib/admin/analytics'
import { parseAnalyticsDays } from '@/lib/admin/analyticsRange'

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/admin/analytics?days=7|30|90|365: the Analytics dashboard's report as JSON (any other
 * days gives the default 30). Any active admin, as for the page (src/admin/views/registry.ts).
 */
export const analyticsReportEndpoint: Endpoint = {
  path: '/admin/analytics',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { error: adminCopy.notAuthenticated })
    if (!isActiveAdminUser(req.user)) return json(403, { error: adminCopy.insufficientPermissions })
    const days = parseAnalyticsDays(req.searchParams.get('days') ?? undefined)
    return json(200, await analyticsReport(req.payload, { days }))
  },
}
