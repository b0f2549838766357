// Several app instances on one database (issue "Many instances, crashes and restarts"): real
// processes (tests/helpers/jobsInstance.script.ts), each with the app's /api and its job queue's
// cron. Requests to either instance queue e-mails and start them at once (runSoon) while both
// crons poll the queue every second, so every second is a minute boundary: each e-mail and each
// text message (issue #33, through the Termii simulator) still leaves exactly once and no
// connection is left in a transaction. A runner killed with -9 in the middle of a job leaves a
// claim; once it expires, a restarted instance runs the job, once; a text message it was sending
// is never sent again (it may have left), but marked 'unknown' for staff.
import net from 'node:net'
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { commitTransaction, createLocalReq, initTransaction } from 'payload'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { queueMessage } from '@/lib/messaging/send'
import { type SimulatedSms, startSmsSimulator } from '@/sms-simulator/server.mjs'

import { startInstance, type Instance } from '../helpers/jobsInstances'
import { getTestPayload } from '../helpers/payload'
import { allSections, createUser } from '../helpers/users'

const CLAIM_TIMEOUT_SECONDS = 4
/** What every instance here shares: jobs run by the instances themselves, their crons every second. */
const INSTANCE_ENV = {
  JOBS_AUTORUN: 'true',
  JOBS_CRON: '* * * * * *',
  JOBS_CLAIM_TIMEOUT_SECONDS: String(CLAIM_TIMEOUT_SECONDS),
  RATE_LIMIT_FORMS_PER_HOUR: '1000',
  SMTP_HOST: undefined,
}

let payload: Payload
const instances: Instance[] = []
let sms: Awaited<ReturnType<typeof startSmsSimulator>>
/** An instance's Termii: the simulator (no delivery reports: no webhook here). */
const termiiEnv = () => ({
  TERMII_API_KEY: 'termii_simulator_key',
  TERMII_SECRET_KEY: 'test-termii-secret',
  TERMII_SENDER_ID: 'FellowRides',
  TERMII_BASE_URL: sms.url,
})

const start = async (env: Record<string, string | undefined> = {}) => {
  const instance = await startInstance({ ...INSTANCE_ENV, ...env })
  instances.push(instance)
  return instance
}

beforeAll(async () => {
  payload = await getTestPayload()
  sms = await startSmsSimulator({ apiKey: 'termii_simulator_key', log: () => {} })
})

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()))
  await sms?.close()
})

/** Text messages queued as the app does (in a transaction of their own), not started. */
const queueTexts = async (numbers: string[]) => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const ids: number[] = []
  for (const to of numbers)
    ids.push(
      (await queueMessage(payload, { channel: 'sms', to, text: `Your ride ${to}` }, req)).messageId,
    )
  await commitTransaction(req)
  return ids
}

const textStatuses = async (ids: number[]) =>
  rowsOf<{ status: string }>(
    await payload.db.drizzle.execute(
      sql`select status::text as status from messages where id = any(${sql.param(ids)}::int[])`,
    ),
  ).map((row) => row.status)

/** What the Termii simulator was sent, by number (without the +). */
const textsSent = async (): Promise<SimulatedSms[]> =>
  ((await (await fetch(`${sms.url}/__simulator/messages`)).json()) as { data: SimulatedSms[] }).data

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ count: number }>(await payload.db.drizzle.execute(query))[0].count

/** This database's connections inside a transaction nobody is using, aborted or not. */
const idleInTransaction = () =>
  count(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )

/** E-mails still queued; the crons also queue their scheduled tasks (reconciliation, roll-up) for later. */
const queuedEmails = () =>
  count(sql`select count(*)::int as count from payload_jobs where task_slug = 'send-email'`)

describe('two instances, one queue', () => {
  it(
    '60 requests across both instances, their crons firing every second: each e-mail is sent exactly once',
    { timeout: 600_000 },
    async () => {
      const admins = [
        await createUser(payload, { role: 'super_admin' }),
        await createUser(payload, { role: 'admin', permissions: allSections(true, false) }),
      ]
      const numbers = Array.from({ length: 30 }, (_, i) => `+2348030${String(i).padStart(6, '0')}`)
      const texts = await queueTexts(numbers)
      const [a, b] = await Promise.all([start(termiiEnv()), start(termiiEnv())])

      const run = randomBytes(3).toString('hex')
      const requesters = Array.from(
        { length: 60 },
        (_, i) => `Requester ${run}-${String(i).padStart(2, '0')}`,
      )
      // Bursts of ten at once, half to each instance, as a load balancer spreads a busy minute.
      for (let i = 0; i < requesters.length; i += 10) {
        const answers = await Promise.all(
          requesters.slice(i, i + 10).map((name, j) =>
            fetch(`${(j % 2 ? a : b).url}/api/forms/impact-report`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                requester_name: name,
                requester_email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`,
              }),
              signal: AbortSignal.timeout(30_000),
            }).then(async (response) => ({ status: response.status, body: await response.json() })),
          ),
        )
        expect(answers).toEqual(Array(answers.length).fill({ status: 201, body: { ok: true } }))
      }

      // Done: every job completed (and deleted), every e-mail kept in the outbox.
      const expected = requesters.length * admins.length
      await vi.waitFor(
        async () => {
          expect(await queuedEmails()).toBe(0)
          expect(
            await count(sql`select count(*)::int as count from email_outbox`),
          ).toBeGreaterThanOrEqual(expected)
        },
        { timeout: 300_000, interval: 250 },
      )

      const sent = rowsOf<{ to: string; subject: string; copies: number }>(
        await payload.db.drizzle.execute(
          sql`select "to", subject, count(*)::int as copies from email_outbox group by "to", subject order by subject, "to"`,
        ),
      )
      const wanted = requesters.flatMap((name) =>
        admins.map((admin) => ({
          to: admin.email,
          subject: `Fellowship Rides: Impact report request from ${name}`,
        })),
      )
      // Each text message left once, through Termii, whichever instance's cron took it.
      await vi.waitFor(
        async () => expect(new Set(await textStatuses(texts))).toEqual(new Set(['sent'])),
        { timeout: 300_000, interval: 250 },
      )
      const received = (await textsSent()).map((text) => `+${text.to}`)
      expect(received.toSorted()).toEqual(numbers)
      // Nothing twice, nothing missing, and no connection left in a transaction.
      expect({
        duplicated: sent.filter(({ copies }) => copies !== 1),
        missing: wanted.filter(
          ({ to, subject }) => !sent.some((row) => row.to === to && row.subject === subject),
        ),
        unexpected: sent.length - wanted.length,
        idleInTransaction: await idleInTransaction(),
      }).toEqual({ duplicated: [], missing: [], unexpected: 0, idleInTransaction: 0 })
      // Both instances still answer.
      for (const instance of [a, b])
        expect(
          (await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(10_000) }))
            .status,
        ).toBe(200)
      await Promise.all([a.stop(), b.stop()])
    },
  )
})

describe('a runner killed mid-job', () => {
  /** A server that accepts connections and never says a word (an SMTP server, Termii): a send hangs there. */
  const silentServer = async () => {
    const sockets: net.Socket[] = []
    const server = net.createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {
      port: (server.address() as net.AddressInfo).port,
      connections: () => sockets.length,
      close: () => {
        for (const socket of sockets) socket.destroy()
        return new Promise<void>((resolve) => server.close(() => resolve()))
      },
    }
  }

  it(
    'kill -9 while it sends an e-mail and a text message, then a restart: the e-mail is sent once, after the claim expired; the text is never sent again, its outcome marked unknown for staff',
    { timeout: 600_000 },
    async () => {
      const smtp = await silentServer()
      const to = `killed-${randomBytes(4).toString('hex')}@example.org`
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to,
          subject: 'Your ride on Sunday',
          text: 'The bus leaves at 8.',
          html: '<p>The bus leaves at 8.</p>',
        },
      })

      // A Termii that takes the request and never answers: the text is in flight when the kill comes.
      const silentTermii = await silentServer()
      const phone = '+2348039999999'
      const [text] = await queueTexts([phone])
      const doomed = await start({
        ...termiiEnv(),
        TERMII_BASE_URL: `http://127.0.0.1:${silentTermii.port}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'false',
        SMTP_SKIP_VERIFY: 'true',
      })
      // Its cron claimed both jobs: one waits for the mail server's greeting, one for Termii's answer.
      await vi.waitFor(
        async () => {
          expect(smtp.connections()).toBe(1)
          expect(silentTermii.connections()).toBe(1)
          expect(await textStatuses([text])).toEqual(['sending'])
          expect(
            rowsOf<{ processing: boolean }>(
              await payload.db.drizzle.execute(
                sql`select processing from payload_jobs where id = ${job.id}`,
              ),
            ),
          ).toEqual([{ processing: true }])
        },
        { timeout: 300_000, interval: 100 },
      )
      await doomed.kill()
      await Promise.all([smtp.close(), silentTermii.close()])
      const [{ renewed }] = rowsOf<{ renewed: string }>(
        await payload.db.drizzle.execute(
          sql`select updated_at as renewed from payload_jobs where id = ${job.id}`,
        ),
      )

      // The restarted instance has no SMTP server (its mail goes to the outbox) and the real Termii.
      const restarted = await start(termiiEnv())
      await vi.waitFor(
        async () => {
          expect(await queuedEmails()).toBe(0)
          expect(
            (
              await payload.find({
                collection: slugs.emailOutbox,
                where: { to: { equals: to } },
                overrideAccess: true,
              })
            ).totalDocs,
          ).toBe(1)
        },
        { timeout: 300_000, interval: 250 },
      )
      const { docs } = await payload.find({
        collection: slugs.emailOutbox,
        where: { to: { equals: to } },
        overrideAccess: true,
      })
      expect(docs.map((doc) => doc.subject)).toEqual(['Your ride on Sunday'])
      // Not before the killed runner's claim had gone unrenewed for the whole timeout.
      expect(new Date(docs[0].createdAt).getTime()).toBeGreaterThanOrEqual(
        new Date(renewed).getTime() + CLAIM_TIMEOUT_SECONDS * 1000,
      )
      expect(restarted.output()).toContain(
        `Job ${job.id} (send-email): its runner stopped during try 1; it runs again`,
      )
      // The text may have left before the kill: it is not sent again, and says so.
      await vi.waitFor(async () => expect(await textStatuses([text])).toEqual(['unknown']), {
        timeout: 300_000,
        interval: 250,
      })
      expect((await textsSent()).filter((sent) => sent.to === phone.slice(1))).toEqual([])
      expect(await idleInTransaction()).toBe(0)
      await restarted.stop()
    },
  )
})
