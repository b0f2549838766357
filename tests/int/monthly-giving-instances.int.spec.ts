// Monthly giving on two app instances (issue #18 with "Many instances, crashes and restarts"):
// real processes on one database, each running its own job queue, and every Paystack event
// delivered to both at once, as a load balancer may after Paystack's retries. Each month is still
// one donation and one receipt, and a failed month one notice.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { startSimulator, type PaystackSimulator } from '@/paystack-simulator/server.mjs'

import { startInstance, type Instance } from '../helpers/jobsInstances'
import { getTestPayload } from '../helpers/payload'
import { donationOf, individualDonation, initializeDonation } from '../helpers/paystack'

const secret = `sk_test_${randomBytes(8).toString('hex')}`
let payload: Payload
let sim: PaystackSimulator
let fanout: http.Server
const instances: Instance[] = []
const savedEnv = {
  PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY,
  PAYSTACK_BASE_URL: process.env.PAYSTACK_BASE_URL,
}

/** Receives the simulator's webhooks and hands each, byte for byte, to every instance at once. */
const startFanout = async (): Promise<http.Server> => {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const statuses = await Promise.all(
      instances.map((instance) =>
        fetch(`${instance.url}/api/paystack/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': String(req.headers['x-paystack-signature'] ?? ''),
          },
          body,
        }).then((answer) => answer.status),
      ),
    )
    res.writeHead(statuses.every((status) => status === 200) ? 200 : 502).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

beforeAll(async () => {
  payload = await getTestPayload()
  fanout = await startFanout()
  sim = await startSimulator({
    secretKey: secret,
    webhookUrl: `http://127.0.0.1:${(fanout.address() as AddressInfo).port}/`,
    log: () => {},
  })
  process.env.PAYSTACK_SECRET_KEY = secret
  process.env.PAYSTACK_BASE_URL = sim.url
  const env = {
    JOBS_AUTORUN: 'true',
    JOBS_CRON: '* * * * * *',
    SMTP_HOST: undefined,
    PAYSTACK_SECRET_KEY: secret,
    PAYSTACK_BASE_URL: sim.url,
  }
  instances.push(...(await Promise.all([startInstance(env), startInstance(env)])))
}, 600_000)

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()))
  await sim?.close()
  await new Promise((resolve) => fanout?.close(resolve))
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const control = async <T>(path: string, body: unknown = {}): Promise<T> => {
  const response = await fetch(`${sim.url}/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { data: T; message: string }
  if (!response.ok) throw new Error(`simulator ${path}: ${json.message}`)
  return json.data
}

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ count: number }>(await payload.db.drizzle.execute(query))[0].count

it(
  'each month is one donation and one receipt, and a failed month one notice, with every event sent to both instances',
  { timeout: 600_000 },
  async () => {
    const body = individualDonation({ frequency: 'monthly', amount: 4_000 })
    const email = String(body.email)
    const { reference } = await initializeDonation(body)
    const giftId = Number((await donationOf(payload, reference)).monthly_gift)
    await control(`transactions/${reference}/pay`)
    const gift = async () =>
      payload.findByID({ collection: slugs.monthlyGifts, id: giftId, overrideAccess: true })
    await vi.waitFor(async () => expect((await gift()).subscription_code).toMatch(/^SUB_/), {
      timeout: 300_000,
      interval: 100,
    })
    const code = (await gift()).subscription_code!

    const second = await control<{ reference: string }>(`subscriptions/${code}/charge`)
    await control(`transactions/${second.reference}/webhook`, { copies: 5 })
    const failed = await control<{ invoice_code: string }>(`subscriptions/${code}/charge`, {
      outcome: 'failed',
    })
    await vi.waitFor(async () => expect((await gift()).open_invoice).toBe(failed.invoice_code), {
      timeout: 300_000,
      interval: 100,
    })
    await control(`subscriptions/${code}/charge`)

    const completed = () =>
      count(
        sql`select count(*)::int as count from donations where monthly_gift_id = ${giftId} and status = 'completed'`,
      )
    const mails = (subject: string) =>
      count(
        sql`select count(*)::int as count from email_outbox where "to" = ${email} and subject like ${`%${subject}%`}`,
      )
    // Both instances' queues send what was queued; once none is left, what was sent is final.
    await vi.waitFor(
      async () => {
        expect(await completed()).toBe(3)
        expect(
          await count(
            sql`select count(*)::int as count from payload_jobs where task_slug in ('send-donation-receipt', 'send-email', 'link-monthly-gift')`,
          ),
        ).toBe(0)
        expect(await mails('thank you for your donation')).toBe(3)
      },
      { timeout: 300_000, interval: 250 },
    )
    expect(await mails('could not be charged')).toBe(1)
    expect(await completed()).toBe(3)
    expect((await gift()).open_invoice).toBeNull()
  },
)
