// The data-retention job with two app instances on one database (issue #32): both instances'
// schedulers queued it, both crons poll every second, so the runs race; the day's clean-up still
// happens once: every record past its period goes, one audit entry counts each once, and neither
// instance logs whose records they were. The job's rules themselves: data-retention.int.spec.ts.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { RETENTION_SECTION } from '@/copy/retention'
import { rowsOf } from '@/lib/db/rows'

import { dayFromNow, seedActiveChurch, seedBusRun } from '../helpers/churches'
import { startInstance, type Instance } from '../helpers/jobsInstances'
import { getTestPayload } from '../helpers/payload'

const OLD_MAILS = 150
const OLD_BOOKINGS = 3

let payload: Payload
let instances: Instance[] = []

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ count: number }>(await payload.db.drizzle.execute(query))[0].count

beforeAll(async () => {
  payload = await getTestPayload()
  // More outbox e-mails than one batch: each run goes through several.
  await payload.db.drizzle.execute(sql`
    insert into email_outbox ("to", subject, created_at, updated_at)
    select 'old.donor@example.org', 'Your receipt', now() - interval '200 days', now() - interval '200 days'
    from generate_series(1, ${OLD_MAILS})`)
  await payload.create({
    collection: slugs.emailOutbox,
    data: { to: 'new.donor@example.org', subject: 'Your receipt' },
    overrideAccess: true,
  })
  const { church, service } = await seedActiveChurch(payload, 'Instances Church')
  const oldRun = await seedBusRun(payload, { church, service }, { date: dayFromNow(-200) })
  const comingRun = await seedBusRun(payload, { church, service })
  for (const [run, n] of [
    [oldRun, OLD_BOOKINGS],
    [comingRun, 1],
  ])
    for (let i = 0; i < n; i++)
      await payload.create({
        collection: slugs.rideBookings,
        data: {
          code: `FR-INST-${run}-${i}`,
          bus_run: run,
          church,
          passenger_name: 'Ngozi Instances',
          phone: '+234 803 000 0000',
          email: 'ngozi.instances@example.org',
          people: 1,
          stop: 'Allen Junction',
          status: 'confirmed',
          booked_at: new Date().toISOString(),
        },
        overrideAccess: true,
      })

  const env = {
    JOBS_AUTORUN: 'true',
    JOBS_CRON: '* * * * * *',
    JOBS_CLAIM_TIMEOUT_SECONDS: '10',
    SMTP_HOST: undefined,
  }
  instances = await Promise.all([startInstance(env), startInstance(env)])
}, 600_000)

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()))
})

it(
  'two queued runs on two instances: one clean-up, one audit entry, each record counted once',
  { timeout: 300_000 },
  async () => {
    // As two instances' schedulers each queue the day's run.
    await Promise.all([
      payload.jobs.queue({ task: 'purge-expired-data', input: {} }),
      payload.jobs.queue({ task: 'purge-expired-data', input: {} }),
    ])
    await vi.waitFor(
      async () =>
        expect(
          await count(
            sql`select count(*)::int as count from payload_jobs where task_slug = 'purge-expired-data' and wait_until is null`,
          ),
        ).toBe(0),
      { timeout: 240_000, interval: 250 },
    )

    const { docs: entries } = await payload.find({
      collection: slugs.auditLog,
      where: { collection: { equals: RETENTION_SECTION } },
      overrideAccess: true,
    })
    expect(entries.map((entry) => entry.summary)).toEqual([
      `Data retention removed ${OLD_BOOKINGS} ride bookings and ${OLD_MAILS} outbox e-mails.`,
    ])
    expect({
      mails: await count(sql`select count(*)::int as count from email_outbox`),
      bookings: await count(sql`select count(*)::int as count from ride_bookings`),
    }).toEqual({ mails: 1, bookings: 1 })
    for (const instance of instances)
      expect(instance.output()).not.toMatch(/ngozi|old\.donor|new\.donor/i)
  },
)
