// SMTP pointing at a port where no mail server listens: a visitor's request is still stored and
// answered, and the admin e-mail stays in the queue to be retried (public-site.md: "A failure is
// only logged").
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { slugs } from '@collections/slugs'

import { postJson } from '../helpers/api'
import { stubEnvs } from '../helpers/env'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

let payload: Payload

beforeAll(async () => {
  // A free port, left closed: every connection attempt is refused at once.
  const closedPort = await findFreePort()
  stubEnvs({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(closedPort),
    SMTP_SECURE: 'false',
    SMTP_SKIP_VERIFY: 'true',
  })
  payload = await getTestPayload()
})

afterAll(() => {
  vi.unstubAllEnvs()
})

it('a pitch-deck request is stored while the mail server is down, and its admin e-mail waits in the queue to retry', async () => {
  const admin = await createUser(payload, { role: 'super_admin' })
  const response = await postJson('/forms/pitch-deck', {
    full_name: 'Ada Obi',
    email: 'ada.mailfail@example.org',
  })
  expect(response.status).toBe(201)

  const { docs: requests } = await payload.find({
    collection: slugs.impactReportRequests,
    where: { requester_email: { equals: 'ada.mailfail@example.org' } },
    overrideAccess: true,
  })
  expect(requests).toHaveLength(1)
  expect(requests[0]).toMatchObject({ report_type: 'pitch_deck', status: 'pending' })

  await payload.jobs.run({ limit: 50 })

  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'send-email' } },
    overrideAccess: true,
  })
  expect(jobs).toHaveLength(1)
  const [job] = jobs
  expect(job.input).toMatchObject({
    to: admin.email,
    subject: expect.stringContaining('Pitch deck request from Ada Obi'),
  })
  expect(job.completedAt).toBeFalsy()
  // One failed try of the five allowed: not given up on, and due again after its backoff.
  expect(job.totalTried).toBe(1)
  expect(job.hasError).toBeFalsy()
  expect(new Date(job.waitUntil as string).getTime()).toBeGreaterThan(Date.now())
  expect(JSON.stringify(job.log)).toMatch(/ECONNREFUSED/)

  expect(
    (await payload.count({ collection: slugs.emailOutbox, overrideAccess: true })).totalDocs,
  ).toBe(0)
  // The request itself is untouched by the failure.
  expect(
    (
      await payload.findByID({
        collection: slugs.impactReportRequests,
        id: requests[0].id,
        overrideAccess: true,
      })
    ).status,
  ).toBe('pending')
})
