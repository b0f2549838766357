import type { TaskConfig } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { impactReportEmail } from '@/lib/mail/impactReportEmail'
import { createDownloadToken, downloadUrl } from '@/lib/pitchDecks/link'
import { jobMessageId } from '@/lib/jobs/messageId'
import { quietError } from '@/lib/uploads/failure'

/** Where the e-mailed link opens the report's PDF (endpoints/reportDownload.ts). */
const REPORT_DOWNLOAD_PATH = '/api/impact-report/download'

/**
 * The approved requester's e-mail with a private link to the report's PDF, queued in the approval's
 * own transaction (src/lib/workflows/decisions.ts). A failed send is retried with backoff and never
 * undoes the approval. The job belongs to one approval (its sent_at): once the request is rejected,
 * or rejected and approved again (a job of its own), this one sends nothing.
 */
export const sendImpactReportTask: TaskConfig<'send-impact-report'> = {
  slug: 'send-impact-report',
  label: 'Send an impact report link',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    {
      name: 'origin',
      type: 'text',
      required: true,
      admin: { description: 'The site address the link points to.' },
    },
    {
      name: 'sentAt',
      type: 'text',
      required: true,
      admin: { description: "The approval's sent_at: a later decision makes this job obsolete." },
    },
  ],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const request = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: input.requestId,
      depth: 1,
      overrideAccess: true,
      req,
    })
    const report = typeof request.report === 'object' ? request.report : null
    if (
      request.report_type !== 'impact_report' ||
      request.status !== 'approved' ||
      !request.sent_at ||
      new Date(request.sent_at).getTime() !== new Date(input.sentAt).getTime() ||
      !report
    )
      return { output: {} }
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const { token, expiresAt } = createDownloadToken(payload.secret, request)
    const message = impactReportEmail({
      requesterName: request.requester_name,
      product: settings.site_name || DEFAULT_SITE_NAME,
      title: report.title,
      link: downloadUrl(input.origin, token, REPORT_DOWNLOAD_PATH),
      expiresAt,
    })
    // Thrown by kind only: a mail server's refusal quotes the requester's address, and Payload logs what a task throws.
    await payload
      .sendEmail({ to: request.requester_email, ...message, messageId: jobMessageId(job) })
      .catch((error: unknown) => {
        throw quietError(`Sending the impact report link of request ${request.id} failed`, error)
      })
    return { output: {} }
  },
}
