import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { rowsOf } from '@/lib/db/rows'

/** The numbers on the Impact Reports page's two tabs: reports, and impact-report download requests. */
export type ReportTabCounts = { reports: number; downloadRequests: number }

export const reportTabCounts = async (payload: Payload): Promise<ReportTabCounts> => {
  const result = await payload.db.drizzle.execute(sql`
    select
      (select count(*) from impact_reports) as reports,
      (select count(*) from impact_report_requests where report_type = 'impact_report') as download_requests`)
  const row = rowsOf<Record<string, string | number>>(result)[0]
  return { reports: Number(row.reports), downloadRequests: Number(row.download_requests) }
}
