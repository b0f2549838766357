import type { Endpoint } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { deckLinkCopy } from '@/copy/pitchDecks'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { serveDeck } from '@/lib/pitchDecks/file'
import { checkDownloadToken, parseDownloadToken } from '@/lib/pitchDecks/link'
import { reportLinkCopy } from '@/copy/admin'

import { linkPage } from './admin/pitchDecks'

/**
 * GET /api/impact-report/download?token=…: the PDF of the report sent to one approved request, for
 * whoever holds the link e-mailed to its requester (src/jobs/sendImpactReport.ts). The token is the
 * pitch deck's kind, bound to the request and its e-mail address; a token that is not genuine or
 * names another request gets 403 and learns nothing about which requests exist.
 */
export const reportDownloadEndpoint: Endpoint = {
  path: '/impact-report/download',
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
    })
    const product = settings.site_name || DEFAULT_SITE_NAME
    const token = parseDownloadToken(req.searchParams.get('token'))
    const request = token
      ? await payload.findByID({
          collection: slugs.impactReportRequests,
          id: token.requestId,
          depth: 2,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!token || !request || request.report_type !== 'impact_report')
      return linkPage(403, deckLinkCopy.invalid, product)
    const check = checkDownloadToken(payload.secret, token, request)
    if (check === 'invalid') return linkPage(403, deckLinkCopy.invalid, product)
    if (check === 'expired') return linkPage(410, reportLinkCopy.expired, product)
    const report = typeof request.report === 'object' ? request.report : null
    const file = report && typeof report.file === 'object' ? report.file : null
    const served =
      request.status === 'approved' && report && file
        ? await serveDeck(req, file, `${report.title}.pdf`, slugs.reportFiles)
        : null
    return served ?? linkPage(404, reportLinkCopy.missing, product)
  },
}
