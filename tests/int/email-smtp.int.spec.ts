// With SMTP_HOST set, mail leaves through SMTP (here a local smtp-server) and nothing goes to the outbox.
import { SMTPServer } from 'smtp-server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { slugs } from '@collections/slugs'

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
