// With SMTP_HOST set, mail leaves through SMTP (here a local smtp-server) and nothing goes to the
// outbox; a job's e-mail leaves once, however often the job runs.
import { sql } from '@payloadcms/db-postgres'
import { SMTPServer } from 'smtp-server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { jobMessageId } from '@/lib/jobs/messageId'

import { stubEnvs } from '../helpers/env'
import { getTestPayload } from '../helpers/payload'

const received: { from: string; to: string[]; body: string }[] = []
let server: SMTPServer
let payload: Payload

beforeAll(async () => {
  const port = await findFreePort()
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = ''
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  stubEnvs({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' })
  payload = await getTestPayload()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

it('delivers through the SMTP server and keeps no outbox copy', async () => {
  await payload.sendEmail({
    to: 'volunteer@example.org',
    subject: 'Welcome aboard',
    text: 'See you on Sunday.',
  })
  expect(received).toHaveLength(1)
  expect(received[0]).toMatchObject({
    from: 'no-reply@fellowshiprides.ng',
    to: ['volunteer@example.org'],
  })
  expect(received[0].body).toMatch(/^Subject: Welcome aboard\r?$/m)
  expect(received[0].body).toContain('See you on Sunday.')
  expect(
    (await payload.count({ collection: slugs.emailOutbox, overrideAccess: true })).totalDocs,
  ).toBe(0)
})

it("a job run again after its instance died past the SMTP server's answer sends nothing more", async () => {
  // Issue #29: a receipt was e-mailed twice, five minutes apart, with the same Message-ID: the
  // instance was killed after the server took it and before the job was recorded done.
  const input = {
    to: 'twice@example.org',
    subject: 'Your receipt',
    text: 'Thank you for your gift.',
    html: '<p>Thank you for your gift.</p>',
  }
  const job = await payload.jobs.queue({ task: 'send-email', input })
  // What the killed instance did: this job's e-mail, taken by the server; the job left waiting.
  await payload.sendEmail({ ...input, messageId: jobMessageId(job as never) })
  const delivered = () => received.filter((mail) => mail.to.includes('twice@example.org'))
  expect(delivered()).toHaveLength(1)

  await payload.jobs.runByID({ id: job.id })
  expect(delivered()).toHaveLength(1)
  const [{ waiting }] = rowsOf<{ waiting: number }>(
    await payload.db.drizzle.execute(
      sql`select count(*)::int as waiting from payload_jobs where id = ${job.id} and completed_at is null`,
    ),
  )
  expect(waiting).toBe(0)
})
