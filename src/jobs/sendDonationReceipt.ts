import type { TaskConfig } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { jobMessageId } from '@/lib/jobs/messageId'
import { givingToken, givingUrl } from '@/lib/giving/link'
import { donationReceipt } from '@/lib/mail/donationReceipt'
import { siteUrl } from '@/lib/siteUrl'
import { quietError } from '@/lib/uploads/failure'

/**
 * The donor's receipt, queued once by the request that completed the donation. A receipt already
 * sent (receipt_sent_at) is never sent again, so a retry after a crash cannot send two; staff's
 * 'Resend receipt' queues one with `resend`, sent again to the donor's stored address.
 */
export const sendDonationReceiptTask: TaskConfig<'send-donation-receipt'> = {
  slug: 'send-donation-receipt',
  label: 'Send a donation receipt',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'donationId', type: 'text', required: true },
    { name: 'resend', type: 'checkbox' },
  ],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const donation = await payload.findByID({
      collection: slugs.donations,
      id: input.donationId,
      depth: 1,
      overrideAccess: true,
      req,
    })
    if ((donation.receipt_sent_at && !input.resend) || donation.status !== 'completed')
      return { output: {} }
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const contactEmail = settings.contact_email || null
    const message = donationReceipt(donation, {
      siteName: settings.site_name || DEFAULT_SITE_NAME,
      siteUrl: siteUrl(),
      contactEmail,
      givingLink: donation.monthly_gift ? givingUrl(givingToken(donation)) : null,
    })
    // Thrown by kind only: a mail server's refusal quotes the donor's address, and Payload logs what a task throws.
    await payload
      .sendEmail({
        to: donation.donor_email,
        // Sent from no-reply: a donor's reply reaches the charity's contact address instead.
        ...(contactEmail ? { replyTo: contactEmail } : {}),
        ...message,
        messageId: jobMessageId(job),
      })
      .catch((error: unknown) => {
        throw quietError(`Sending the receipt of donation ${donation.id} failed`, error)
      })
    await payload.update({
      collection: slugs.donations,
      id: donation.id,
      data: { receipt_sent_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    return { output: {} }
  },
}
