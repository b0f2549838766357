import type { TaskConfig } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { jobMessageId } from '@/lib/jobs/messageId'
import { lockFirstReceipt } from '@/lib/db/payments'
import { givingToken, givingUrl } from '@/lib/giving/link'
import { donationReceiptSms } from '@/lib/giving/texts'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { donationReceipt } from '@/lib/mail/donationReceipt'
import { textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { siteUrl } from '@/lib/siteUrl'
import { inTransaction } from '@/lib/workflows/asUser'
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
    // Recorded sent with the donor's text receipt queued (issue #33), both or neither: the first
    // receipt only, so a retry or staff's resend texts nothing again.
    const texts = await inTransaction(payload, async (tx) => {
      const receipt = await lockFirstReceipt(payload, tx, donation.id)
      await payload.update({
        collection: slugs.donations,
        id: donation.id,
        data: { receipt_sent_at: new Date().toISOString() },
        overrideAccess: true,
        req: tx,
      })
      const phone = receipt?.first ? textablePhone(receipt.phone) : null
      if (!receipt || !phone) return []
      const text = donationReceiptSms({
        siteName: settings.site_name || DEFAULT_SITE_NAME,
        amount: receipt.amount,
        reference: receipt.reference,
      })
      return [(await queueMessage(payload, { channel: 'sms', to: phone, text }, tx)).jobId]
    })
    for (const text of texts) runJobSoon(payload, text)
    return { output: {} }
  },
}
