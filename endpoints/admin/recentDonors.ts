import type { Endpoint } from 'payload'

import { hasSectionPermission } from '@/access/user'
import { adminCopy } from '@/copy/admin'
import { parseRecentDonorsQuery } from '@/lib/admin/recentDonorsQuery'
import { ExportsBusyError, exportRecentDonorsCsv } from '@/lib/admin/recentDonorsCsv'

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * GET /api/admin/recent-donors.csv?q=&type=&sort=&anonymous=1: the Recent Donors page's CSV export
 * (back-office.md section 9), with the page's search, filter, sort and anonymous-details toggle.
 * For admins who may view donations; the file streams from PostgreSQL (src/lib/admin/recentDonorsCsv.ts).
 */
export const recentDonorsCsvEndpoint: Endpoint = {
  path: '/admin/recent-donors.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { error: adminCopy.notAuthenticated })
    if (!hasSectionPermission(req.user, 'donations', 'can_view')) return json(403, { error: adminCopy.insufficientPermissions })
    const query = parseRecentDonorsQuery(new URL(req.url ?? '', 'http://localhost').searchParams)
    try {
      const { count, fileName, stream } = await exportRecentDonorsCsv(req.payload, query)
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
          'X-Total-Count': String(count),
          'X-Content-Type-Options': 'nosniff',
        },
      })
    } catch (error) {
      if (error instanceof ExportsBusyError) return json(429, { error: error.message }, { 'Retry-After': '10' })
      throw error
    }
  },
}
