// Issue #33: a passenger is told by the channel they chose. WhatsApp sends one utility template,
// and its failure one SMS; an SMS fits two parts; the same request twice texts once; each text
// carries the booking's one short link (/s/<key>), which opens the booking's signed page; the
// day-before reminder goes by each passenger's channel and the driver's list to their phone.
import { randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { GET as checkShortLink } from '@/app/(frontend)/s/[key]/check/route'
import { GET as openShortLink } from '@/app/(frontend)/s/[key]/route'
import { globalSlugs, slugs } from '@collections/slugs'
import { rowsOf } from '@/lib/db/rows'
import { runQueuedJobs } from '@/lib/jobs/runner'
import { smsParts } from '@/lib/messaging/gsm'
import { bookingPath, bookSeat, cancelByLink } from '@/lib/rides/bookings'
import { driverPath } from '@/lib/rides/driverPage'
import { sendPassengerLists } from '@/lib/rides/notices'
import { type SimulatedSms, startSmsSimulator } from '@/sms-simulator/server.mjs'
import { type SimulatedWhatsApp, startWhatsAppSimulator } from '@/whatsapp-simulator/server.mjs'

import { type AppServer, startAppServer } from '../helpers/appServer'
import {
  dayFromNow,
  seedActiveChurch,
  seedBooking,
  seedBusRun,
  seedDriver,
} from '../helpers/churches'
import { stubEnvs } from '../helpers/env'
import { messagesTo as messagesToNumber, newNumber, simulatedTo } from '../helpers/messaging'
import { getTestPayload } from '../helpers/payload'

const APP_SECRET = 'test-app-secret'
/** Webhooks arrive when they arrive; a loaded machine may take seconds. */
const POLL = { timeout: 30_000 }
const SITE_URL = 'https://rides.example.org'

let payload: Payload
let app: AppServer
let sms: Awaited<ReturnType<typeof startSmsSimulator>>
let whatsApp: Awaited<ReturnType<typeof startWhatsAppSimulator>>
let church: { church: number; service: number }
let siteName: string

beforeAll(async () => {
  payload = await getTestPayload()
  app = await startAppServer()
  sms = await startSmsSimulator({ log: () => {} })
  whatsApp = await startWhatsAppSimulator({
    appSecret: APP_SECRET,
    webhookUrl: `${app.url}/api/whatsapp/webhook`,
    log: () => {},
  })
  church = await seedActiveChurch(payload, 'Grace Assembly')
  siteName = (await payload.findGlobal({ slug: globalSlugs.siteSettings })).site_name
})

beforeEach(() => {
  stubEnvs({
    PUBLIC_SERVER_URL: SITE_URL,
    TERMII_API_KEY: 'termii_simulator_key',
    TERMII_SENDER_ID: 'FellowRides',
    TERMII_BASE_URL: sms.url,
    WHATSAPP_TOKEN: 'whatsapp_simulator_token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_BASE_URL: `${whatsApp.url}/v24.0`,
  })
  return () => vi.unstubAllEnvs()
})

afterAll(async () => {
  await Promise.all([sms?.close(), whatsApp?.close()])
  await app?.close()
})

const messagesTo = (to: string) => messagesToNumber(payload, to)
const mailsTo = async (to: string) =>
  (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: to } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const SHORT_LINK = new RegExp(`${SITE_URL}/s/([a-z0-9]{12})$`)

/** The key of the short link a text ends with. */
const keyOf = (text: string) => {
  const key = SHORT_LINK.exec(text)?.[1]
  expect(key, text).toBeDefined()
  return key ?? ''
}

const open = (key: string) =>
  openShortLink(new Request(`${SITE_URL}/s/${key}`), { params: Promise.resolve({ key }) })

it('WhatsApp: one ride_confirmed template with the short link; when it fails, its SMS once, and the link opens the booking', async () => {
  const runId = await seedBusRun(payload, church)
  const phone = newNumber()
  await fetch(`${whatsApp.url}/__simulator/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ undeliverable: [phone.slice(1)] }),
  })
  const email = `wa-${runId}@example.org`
  const answer = await bookSeat(payload, {
    runId,
    name: 'Ngozi Okafor',
    phone,
    email,
    notifyBy: 'whatsapp',
    people: 2,
    stop: 'Allen Junction',
  })
  expect(answer).toMatchObject({ ok: true, status: 'confirmed' })
  if (!answer.ok || answer.status === 'already-booked') throw new Error('not booked')
  await runQueuedJobs(payload)

  const [template] = await simulatedTo<SimulatedWhatsApp>(whatsApp, phone)
  expect(template).toMatchObject({ template: 'ride_confirmed', language: 'en' })
  expect(template.parameters.slice(0, 6)).toEqual([
    'Ngozi Okafor',
    '2 seats',
    'Ikeja bus',
    expect.any(String),
    'Allen Junction at 07:15',
    answer.code,
  ])
  const key = keyOf(template.parameters[6])

  // Meta reports it undeliverable: its SMS goes instead, once.
  await expect
    .poll(async () => (await messagesTo(phone)).map((m) => [m.channel, m.status]), POLL)
    .toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'queued'],
    ])
  await runQueuedJobs(payload)
  await runQueuedJobs(payload)
  const texts = await simulatedTo<SimulatedSms>(sms, phone)
  expect(texts).toHaveLength(1)
  expect(texts[0].sms.startsWith(`${siteName}: Ngozi, your 2 seats on Ikeja bus`)).toBe(true)
  expect(smsParts(texts[0].sms)).toBeLessThanOrEqual(2)
  expect(keyOf(texts[0].sms)).toBe(key)
  expect(await messagesTo(phone)).toHaveLength(2)
  // Told by WhatsApp, so not e-mailed.
  expect(await mailsTo(email)).toHaveLength(0)

  // The short link opens the booking's signed page, never cached or passed on.
  const opened = await open(key)
  expect(opened.status).toBe(303)
  expect(opened.headers.get('location')).toBe(bookingPath(answer.code))
  expect(opened.headers.get('cache-control')).toBe('no-store')
  expect(opened.headers.get('referrer-policy')).toBe('no-referrer')
  expect(
    (
      await checkShortLink(new Request(`${SITE_URL}/s/${key}/check`), {
        params: Promise.resolve({ key }),
      })
    ).status,
  ).toBe(204)
  // A key nobody has is the site's 404 (the proxy asks the check route), and so is a malformed one.
  for (const unknown of ['zzzzzzzzzzzz', 'short', `${key}x`]) {
    expect((await open(unknown)).status).toBe(404)
    const check = await checkShortLink(new Request(`${SITE_URL}/s/${unknown}/check`), {
      params: Promise.resolve({ key: unknown }),
    })
    expect(check.status).toBe(404)
  }
})

it('SMS: the same request twice texts once, within two parts; a cancel texts again with the same short link', async () => {
  const runId = await seedBusRun(payload, church, { title: 'Ojota bus' })
  const phone = newNumber()
  const request = {
    runId,
    name: 'Emeka Obi',
    phone,
    email: `sms-${runId}@example.org`,
    notifyBy: 'sms' as const,
    people: 1,
    stop: 'Allen Junction',
  }
  const first = await bookSeat(payload, request)
  expect(await bookSeat(payload, request)).toEqual({ ok: true, status: 'already-booked' })
  if (!first.ok || first.status === 'already-booked') throw new Error('not booked')
  await runQueuedJobs(payload)

  const sent = await simulatedTo<SimulatedSms>(sms, phone)
  expect(sent).toHaveLength(1)
  expect(sent[0].sms).toMatch(
    new RegExp(
      `^${siteName}: Emeka, your 1 seat on Ojota bus, .+, from Allen Junction at 07:15 is booked\\. Code ${first.code}\\.`,
    ),
  )
  expect(smsParts(sent[0].sms)).toBeLessThanOrEqual(2)
  const key = keyOf(sent[0].sms)

  const link = bookingPath(first.code).slice('/rides/booking/'.length)
  expect(await cancelByLink(payload, link)).toMatchObject({ ok: true })
  await runQueuedJobs(payload)
  const after = await simulatedTo<SimulatedSms>(sms, phone)
  expect(after).toHaveLength(2)
  expect(after[1].sms).toContain(`your booking ${first.code} on Ojota bus`)
  expect(after[1].sms).toContain('is cancelled, as you asked')
  expect(keyOf(after[1].sms)).toBe(key)
  expect(await messagesTo(phone)).toHaveLength(2)
})

it('the day before: each passenger is reminded by their channel, and the driver gets a text with the short link to their page', async () => {
  const driver = await seedDriver(payload, church.church, { phone: newNumber() })
  await payload.db.drizzle.execute(
    sql`update drivers set status = 'verified' where id = ${driver.id}`,
  )
  const runId = await seedBusRun(payload, church, {
    title: 'Sunday bus',
    date: dayFromNow(1),
    driver: driver.id,
  })
  const passengers = {
    sms: { phone: newNumber(), email: `remind-sms-${runId}@example.org` },
    whatsapp: { phone: newNumber(), email: `remind-wa-${runId}@example.org` },
    email: { phone: newNumber(), email: `remind-mail-${runId}@example.org` },
  }
  let n = 0
  for (const [channel, { phone, email }] of Object.entries(passengers))
    await seedBooking(
      payload,
      { run: runId, church: church.church },
      {
        code: `FR-RMD${++n + 1}AB`,
        passenger_name: `Bisi Ade ${channel}`,
        phone,
        email,
        notify_by: channel as 'sms' | 'whatsapp' | 'email',
      },
    )

  expect(await sendPassengerLists(payload)).toBe(1)
  await runQueuedJobs(payload)

  const [text] = await simulatedTo<SimulatedSms>(sms, passengers.sms.phone)
  expect(text.sms).toMatch(
    /^.+: your ride Sunday bus is tomorrow, .+, from Allen Junction at 07:15\. Driver: Musa, Toyota Hiace, white, plate LND-482-KJ\. Code FR-RMD2AB\./,
  )
  expect(smsParts(text.sms)).toBeLessThanOrEqual(2)
  keyOf(text.sms)
  const [template] = await simulatedTo<SimulatedWhatsApp>(whatsApp, passengers.whatsapp.phone)
  expect(template).toMatchObject({ template: 'ride_reminder' })
  expect(template.parameters[4]).toBe('Musa, Toyota Hiace, white, plate LND-482-KJ')
  // Each by their channel alone.
  expect(await mailsTo(passengers.sms.email)).toHaveLength(0)
  expect(await mailsTo(passengers.whatsapp.email)).toHaveLength(0)
  expect(await messagesTo(passengers.email.phone)).toHaveLength(0)
  const [mail] = await mailsTo(passengers.email.email)
  expect(mail.subject).toContain('your ride tomorrow')

  // The driver: the list by e-mail as before, and a text that links to their page, not the list.
  expect(await mailsTo(driver.email)).toHaveLength(1)
  const [driverText] = await simulatedTo<SimulatedSms>(sms, driver.phone)
  expect(driverText.sms).toMatch(/^.+: Musa, 3 people ride with you on Sunday bus, /)
  expect(driverText.sms).not.toContain('Bisi')
  const opened = await open(keyOf(driverText.sms))
  expect(opened.status).toBe(303)
  expect(opened.headers.get('location')).toBe(driverPath({ id: driver.id, email: driver.email }))
})

it('a donor who gave a phone gets one text receipt with the amount and reference, besides the e-mail; a resend texts nothing', async () => {
  const phone = newNumber()
  const email = `donor-${randomInt(1_000_000)}@example.org`
  const reference = `TXT-${randomInt(1_000_000)}`
  const [{ id }] = rowsOf<{ id: number }>(
    await payload.db.drizzle.execute(sql`
      insert into donations (amount, currency, status, reference, donor_email, donor_phone, donor_name, donor_type, is_anonymous, show_publicly, completed_at, created_at, updated_at)
      values (25000, 'NGN', 'completed', ${reference}, ${email}, ${phone}, 'Ngozi', 'individual', false, true, now(), now(), now())
      returning id`),
  )
  await payload.jobs.queue({ task: 'send-donation-receipt', input: { donationId: String(id) } })
  await runQueuedJobs(payload)
  await payload.jobs.queue({
    task: 'send-donation-receipt',
    input: { donationId: String(id), resend: true },
  })
  await runQueuedJobs(payload)
  await runQueuedJobs(payload)

  expect(await mailsTo(email)).toHaveLength(2)
  const texts = await simulatedTo<SimulatedSms>(sms, phone)
  expect(texts.map((text) => text.sms)).toEqual([
    `${siteName}: thank you! We received your gift of NGN25,000, reference ${reference}. Your receipt is in your e-mail.`,
  ])
})
