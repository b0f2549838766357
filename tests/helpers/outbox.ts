import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'

/** The e-mails kept for an address in the outbox (no SMTP in the tests), oldest first. */
export const outboxTo = async (payload: Payload, to: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: to } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

/** A send-email job to an address of its own (`${prefix}-…@example.org`), queued and not run. */
export const queueTestEmail = async (payload: Payload, prefix: string) => {
  const to = `${prefix}-${randomBytes(4).toString('hex')}@example.org`
  const job = await payload.jobs.queue({
    task: 'send-email',
    input: { to, subject: 'Sunday rides', text: 'See you at 8.', html: '<p>See you at 8.</p>' },
  })
  return { to, id: Number(job.id) }
}

/** The send-email jobs queued to an address, whatever its case (jobs do not run by themselves in integration tests). */
export const queuedEmailsTo = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'send-email' } },
      overrideAccess: true,
      limit: 500,
    })
  ).docs
    .map((job) => job.input as { to: string; subject: string; text: string; html: string })
    .filter((input) => input.to.toLowerCase() === email.toLowerCase())
