import { adminEndpoint } from '@/access/adminEndpoint'
import { mayViewDonations } from '@/access/rights'
import { parseRecentDonorsQuery } from '@/lib/donors/query'
import { ExportsBusyError, exportRecentDonorsCsv } from '@/lib/donors/csv'

/**
 * GET /api/admin/recent-donors.csv?q=&type=&sort=&anonymous=1: the Recent Donors page's CSV export
 * (back-office.md section 9), with the page's search, filter, sort and anonymous-details toggle.
 * For admins who may view donations; the file streams from PostgreSQL (src/lib/donors/csv.ts).
 */
export const recentDonorsCsvEndpoint = adminEndpoint({
  path: '/admin/recent-donors.csv',
  method: 'get',
  may: mayViewDonations,
  handler: async (req) => {
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
      if (error instanceof ExportsBusyError)
        return Response.json(
          { error: error.message },
          { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
        )
      throw error
    }
  },
})
