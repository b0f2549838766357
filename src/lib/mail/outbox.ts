import type { Payload } from 'payload'
import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type { SentMessageInfo } from 'nodemailer/lib/stream-transport'

import { slugs } from '@collections/slugs'

const readStream = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A nodemailer transport that keeps each message in the e-mail outbox collection, used while no
 * SMTP server is configured: mail is composed by nodemailer as for SMTP, then stored, not sent.
 */
/** A failed send has no info to report, as with nodemailer's own transports. */
export const createOutboxTransport = (
  getPayload: () => Payload | undefined,
): Transport<SentMessageInfo | undefined> => ({
  name: 'payload-outbox',
  version: '1.0.0',
  send(
    mail: MailMessage,
    callback: (err: Error | null, info: SentMessageInfo | undefined) => void,
  ) {
    void (async () => {
      const payload = getPayload()
      if (!payload) throw new Error('The e-mail outbox is not ready: Payload has not started.')
      const raw = await readStream(mail.message.createReadStream())
      const data = mail.data
      // The envelope holds the bare addresses nodemailer parsed from the headers.
      const envelope = mail.message.getEnvelope()
      const to = envelope.to.map((address) => address.toLowerCase()).join(', ')
      const subject = String(data.subject ?? '')
      const messageId = mail.message.messageId()
      // Kept once per Message-ID: a job's second run (its first instance killed after keeping the
      // message, before recording it sent) finds it kept and is done.
      const already = await payload.find({
        collection: slugs.emailOutbox,
        where: { message_id: { equals: messageId } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (already.docs[0]) {
        callback(null, { envelope, messageId, message: Buffer.from(raw) } as SentMessageInfo)
        return
      }
      const kept = await payload.create({
        collection: slugs.emailOutbox,
        data: {
          to,
          from: typeof data.from === 'string' ? data.from : envelope.from || undefined,
          subject,
          text: typeof data.text === 'string' ? data.text : undefined,
          html: typeof data.html === 'string' ? data.html : undefined,
          raw,
          message_id: messageId,
        },
        overrideAccess: true,
      })
      // The id only: recipients and subjects name visitors (donors, requesters), and logs are kept elsewhere and longer.
      payload.logger.info(
        `[outbox] e-mail ${kept.id} kept (no SMTP configured; read it in the admin's E-mail outbox)`,
      )
      callback(null, {
        envelope,
        messageId,
        message: Buffer.from(raw),
      } as SentMessageInfo)
    })().catch((error: Error) => callback(error, undefined))
  },
})
