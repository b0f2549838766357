import type { TaskConfig } from 'payload'

import { slugs } from '@collections/slugs'
import { statementMailingOf } from '@/lib/db/statementMailings'
import { readIssuer, statementFileName, statementPdf } from '@/lib/giving/documents'
import { givingToken, givingUrl } from '@/lib/giving/link'
import { yearRange } from '@/lib/giving/statementRange'
import { findStatement } from '@/lib/giving/summary'
import { formatNaira } from '@/lib/format'
import { jobMessageId } from '@/lib/jobs/messageId'
import { yearlyStatementEmail } from '@/lib/mail/yearlyStatement'
import { quietError } from '@/lib/uploads/failure'

/**
 * One donor's statement of a year, as a PDF attached to an e-mail to the address of their latest
 * gift that year, with their My giving link (queued once per donor and year by
 * src/lib/giving/yearlyStatements.ts). The job's own Message-ID makes a retry after a crash the
 * same message (src/lib/mail/sendOnce.ts). A donor whose gifts were refunded since gets nothing.
 */
export const sendYearlyStatementTask: TaskConfig<'send-yearly-statement'> = {
  slug: 'send-yearly-statement',
  label: 'Send a yearly giving statement',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'mailingId', type: 'number', required: true }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const mailing = await statementMailingOf(payload, input.mailingId)
    if (!mailing) return { output: {} }
    const { docs } = await payload.find({
      collection: slugs.donations,
      where: { id: { equals: mailing.donation_id } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const donation = docs[0]
    if (!donation) return { output: {} }
    const statement = await findStatement(
      payload,
      { email: donation.donor_email },
      yearRange(mailing.year),
    )
    if (!statement) return { output: {} }
    const issuer = await readIssuer(payload)
    const pdf = await statementPdf(statement, issuer)
    const message = yearlyStatementEmail({
      siteName: issuer.siteName,
      contactEmail: issuer.contactEmail,
      donorName: statement.donor.name ?? statement.donor.organization,
      year: mailing.year,
      total: formatNaira(statement.total),
      gifts: statement.lines.length,
      givingLink: givingUrl(givingToken(donation)),
    })
    // Thrown by kind only: a mail server's refusal quotes the donor's address, and Payload logs what a task throws.
    await payload
      .sendEmail({
        to: donation.donor_email,
        ...(issuer.contactEmail ? { replyTo: issuer.contactEmail } : {}),
        ...message,
        attachments: [
          {
            filename: statementFileName(statement.range),
            content: Buffer.from(pdf),
            contentType: 'application/pdf',
          },
        ],
        messageId: jobMessageId(job),
      })
      .catch((error: unknown) => {
        throw quietError(
          `Sending the ${mailing.year} statement of mailing ${input.mailingId} failed`,
          error,
        )
      })
    return { output: {} }
  },
}
