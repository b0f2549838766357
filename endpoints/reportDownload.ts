import { slugs } from '@collections/slugs'
import { reportLinkCopy } from '@/copy/admin'
import { serveDeck } from '@/lib/pitchDecks/file'

import { signedDownloadEndpoint } from './admin/pitchDecks'

/**
 * GET /api/impact-report/download?token=…: the PDF of the report sent to one approved request
 * (src/jobs/sendImpactReport.ts), through the pitch deck's signed link.
 */
export const reportDownloadEndpoint = signedDownloadEndpoint({
  path: '/impact-report/download',
  reportType: 'impact_report',
  depth: 2,
  texts: reportLinkCopy,
  serve: async (req, request) => {
    const report = typeof request.report === 'object' ? request.report : null
    const file = report && typeof report.file === 'object' ? report.file : null
    return report && file ? serveDeck(req, file, `${report.title}.pdf`, slugs.reportFiles) : null
  },
})
