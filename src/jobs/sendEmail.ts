import type { TaskConfig } from 'payload'

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
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, text: input.text, html: input.html })
    return { output: {} }
  },
}
