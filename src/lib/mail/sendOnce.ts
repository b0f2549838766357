import { createHash } from 'node:crypto'

import type { EmailAdapter } from 'payload'

/** What the key-value store's "this e-mail left" keys start with (the retention job prunes old ones). */
export const SENT_MARKER_PREFIX = 'mail-sent:'

/** The key-value store's key that says an e-mail with this Message-ID left through SMTP. */
const sentKey = (messageId: string) =>
  `${SENT_MARKER_PREFIX}${createHash('sha256').update(messageId).digest('base64url')}`

/**
 * SMTP sends each Message-ID once. A job's e-mail carries the job's own Message-ID on every try
 * (src/lib/jobs/messageId.ts); the moment the SMTP server takes it, that is written down (Payload's
 * key-value store, which every instance reads), and a try of the same job finds it and sends
 * nothing. Before, an instance killed (-9) after the server took a receipt but before Payload
 * recorded the job done left the job to run again minutes later, and the donor got the receipt
 * twice (issue #29). What remains is the instant between the server's answer and the write.
 * An e-mail without a Message-ID of ours (Payload's password reset) is sent as it is.
 */
export const sendOnce =
  (adapter: EmailAdapter): EmailAdapter =>
  (args) => {
    const inner = adapter(args)
    const { payload } = args
    return {
      ...inner,
      sendEmail: async (message) => {
        const messageId = typeof message.messageId === 'string' ? message.messageId : null
        if (!messageId) return inner.sendEmail(message)
        const key = sentKey(messageId)
        if (await payload.kv.get(key)) {
          payload.logger.info('An e-mail already sent with this Message-ID was not sent again')
          return { messageId, alreadySent: true }
        }
        const sent = await inner.sendEmail(message)
        await payload.kv.set(key, { at: new Date().toISOString() }).catch((error: unknown) =>
          payload.logger.error({
            msg: 'An e-mail was sent, but recording it as sent failed',
            err: error,
          }),
        )
        return sent
      },
    }
  }
