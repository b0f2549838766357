import type { TaskConfig } from 'payload'

import { jobMessageId } from '@/lib/jobs/messageId'
import { quietError } from '@/lib/uploads/failure'

/**
 * One e-mail to one address, retried with backoff when the mail server fails. Queued instead of
 * sent in the request, so a slow or broken mail server never fails a visitor's form.
 */
export const sendEmailTask: TaskConfig<'send-email'> = {
  slug: 'send-email',
  label: 'Send an e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
  ],
  handler: async ({ input, job, req }) => {
    // Thrown by kind only: a mail server's refusal quotes the address, and Payload logs what a task throws.
    await req.payload
      .sendEmail({
        to: input.to,
        subject: input.subject,
        text: input.text,
        html: input.html,
        messageId: jobMessageId(job),
      })
      .catch((error: unknown) => {
        throw quietError('Sending the e-mail failed', error)
      })
    return { output: {} }
  },
}
