import type { TaskConfig } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { pitchDeckEmail } from '@/lib/pitchDecks/email'
import { createDownloadToken, downloadUrl } from '@/lib/pitchDecks/link'
import { jobMessageId } from '@/lib/jobs/messageId'
import { quietError } from '@/lib/uploads/failure'

/**
 * The approved requester's e-mail with the private download link, queued in the approval's own
 * transaction. A failed send is retried with backoff and never undoes the approval. sent_at is
 * stamped once the mail server took the message, so a retry after that sends nothing again; the
 * link's 30 days start when it is sent.
 */
export const sendPitchDeckTask: TaskConfig<'send-pitch-deck'> = {
  slug: 'send-pitch-deck',
  label: 'Send a pitch deck link',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    {
      name: 'origin',
      type: 'text',
      required: true,
      admin: { description: 'The site address the link points to.' },
    },
  ],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const request = await payload.findByID({
      collection: slugs.impactReportRequests,
      id: input.requestId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (request.report_type !== 'pitch_deck' || request.status !== 'approved' || request.sent_at)
      return { output: {} }
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const { token, expiresAt } = createDownloadToken(payload.secret, request)
    const message = pitchDeckEmail({
      requesterName: request.requester_name,
      product: settings.site_name || DEFAULT_SITE_NAME,
      link: downloadUrl(input.origin, token),
      expiresAt,
    })
    // Thrown by kind only: a mail server's refusal quotes the requester's address, and Payload logs what a task throws.
    await payload
      .sendEmail({ to: request.requester_email, ...message, messageId: jobMessageId(job) })
      .catch((error: unknown) => {
        throw quietError(`Sending the pitch deck link of request ${request.id} failed`, error)
      })
    await payload.update({
      collection: slugs.impactReportRequests,
      id: request.id,
      data: { sent_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    return { output: {} }
  },
}
