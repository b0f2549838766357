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

// The database failing mid-request (a restart): the admin e-mails are queued in the request's own
// transaction, so a request is either stored with its e-mails or not stored and refused.
it('a request whose admin e-mail cannot be queued is not stored, and the visitor is told to try again (503)', async () => {
  await createUser(payload, { role: 'super_admin' })
  const queue = vi
    .spyOn(payload.jobs, 'queue')
    .mockRejectedValueOnce(
      Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
    )
  try {
    const response = await postJson('/forms/impact-report', {
      requester_email: 'kemi.outage@example.org',
      requester_name: 'Kemi Bello',
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
    expect(await response.json()).toMatchObject({
      code: 'server_error',
      error: 'Something went wrong on our side. Please try again.',
    })
  } finally {
    queue.mockRestore()
  }
  const { totalDocs } = await payload.count({
    collection: slugs.impactReportRequests,
    where: { requester_email: { equals: 'kemi.outage@example.org' } },
    overrideAccess: true,
  })
  expect(totalDocs).toBe(0)
})

/** Every new connection refused, as while the database restarts. */
const databaseDown = () => {
  const { pool } = payload.db as unknown as { pool: { connect: (...args: unknown[]) => unknown } }
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  return vi.spyOn(pool, 'connect').mockImplementation((...args: unknown[]) => {
    const callback = args.find((arg) => typeof arg === 'function') as
      ((error: Error) => void) | undefined
    if (!callback) return Promise.reject(refused())
    setImmediate(() => callback(refused()))
    return undefined
  })
}

it("while the database is down, a form and a payment start get the forms' own answer and 503, never Payload's bare error", async () => {
  const down = databaseDown()
  try {
    for (const [path, body] of [
      ['/forms/pitch-deck', { full_name: 'Ada Obi', email: 'ada.down@example.org' }],
      ['/payments/initialize', { email: 'ada.down@example.org', amount: 5000 }],
    ] as const) {
      const response = await postJson(path, body)
      expect(response.status, path).toBe(503)
      expect(await response.json(), path).toMatchObject({
        code: 'server_error',
        error: 'Something went wrong on our side. Please try again.',
      })
    }
  } finally {
    down.mockRestore()
  }
})
