// Text messages (issue #33): the send-message job through the Termii and WhatsApp simulators,
// their signed webhooks, the fallback to SMS, exactly once, STOP and START replies, the daily
// limits, and the dashboard's count.
import { createHmac } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { globalSlugs, slugs } from '@collections/slugs'
import { DashboardSummary } from '@/admin/views/DashboardSummary'
import { MESSAGING_DEFAULTS } from '@/globals/SiteSettings'
import { runQueuedJobs } from '@/lib/jobs/runner'
import {
  claimForSending,
  queueMessage,
  sendMessageOnce,
  type NewMessage,
} from '@/lib/messaging/send'
import type { Message } from '@/payload-types'
import { type SimulatedSms, startSmsSimulator } from '@/sms-simulator/server.mjs'
import { type SimulatedWhatsApp, startWhatsAppSimulator } from '@/whatsapp-simulator/server.mjs'

import { callApi } from '../helpers/api'
import { type AppServer, startAppServer } from '../helpers/appServer'
import { stubEnvs } from '../helpers/env'
import { messagesTo as messagesToNumber, newNumber, simulatedTo } from '../helpers/messaging'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

const APP_SECRET = 'test-app-secret'
const TERMII_SECRET = 'test-termii-secret'
/** Webhooks arrive when they arrive; a loaded machine may take seconds. */
const POLL = { timeout: 30_000 }

let payload: Payload
let app: AppServer
let sms: Awaited<ReturnType<typeof startSmsSimulator>>
let whatsApp: Awaited<ReturnType<typeof startWhatsAppSimulator>>

beforeAll(async () => {
  payload = await getTestPayload()
  app = await startAppServer()
  sms = await startSmsSimulator({
    secretKey: TERMII_SECRET,
    webhookUrl: `${app.url}/api/termii/webhook`,
    log: () => {},
  })
  whatsApp = await startWhatsAppSimulator({
    appSecret: APP_SECRET,
    webhookUrl: `${app.url}/api/whatsapp/webhook`,
    log: () => {},
  })
})

beforeEach(() => {
  stubEnvs({
    TERMII_API_KEY: 'termii_simulator_key',
    TERMII_SECRET_KEY: TERMII_SECRET,
    TERMII_SENDER_ID: 'FellowRides',
    TERMII_BASE_URL: sms.url,
    WHATSAPP_TOKEN: 'whatsapp_simulator_token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
    WHATSAPP_BASE_URL: `${whatsApp.url}/v24.0`,
  })
  return () => vi.unstubAllEnvs()
})

afterAll(async () => {
  await Promise.all([sms?.close(), whatsApp?.close()])
  await app?.close()
})

const queue = async (message: NewMessage) => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const queued = await queueMessage(payload, message, req)
  await commitTransaction(req)
  return queued.messageId
}

const message = (id: number): Promise<Message> =>
  payload.findByID({ collection: slugs.messages, id, overrideAccess: true, depth: 0 })

const messagesTo = (to: string) => messagesToNumber(payload, to)
const smsTo = (to: string) => simulatedTo<SimulatedSms>(sms, to)
const whatsAppTo = (to: string) => simulatedTo<SimulatedWhatsApp>(whatsApp, to)

const control = (simulator: { url: string }, path: string, body: unknown) =>
  fetch(`${simulator.url}/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A WhatsApp webhook POSTed as Meta would, signed with `secret` (or unsigned). */
const postWhatsAppEvent = (body: unknown, secret: string | null) => {
  const raw = JSON.stringify(body)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (secret)
    headers['x-hub-signature-256'] =
      `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
  return callApi('/whatsapp/webhook', { method: 'POST', body: raw, headers })
}
const statusEvent = (status: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [status] } }] }],
})

it('a queued SMS leaves once through Termii on the DND route, and its signed delivery report marks it delivered', async () => {
  const to = newNumber()
  const id = await queue({ channel: 'sms', to, text: 'Your seat on Sunday is confirmed.' })
  await runQueuedJobs(payload)
  await runQueuedJobs(payload)

  const sent = await smsTo(to)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    from: 'FellowRides',
    channel: 'dnd',
    sms: 'Your seat on Sunday is confirmed.',
  })
  await expect.poll(async () => (await message(id)).status, POLL).toBe('delivered')
  expect(await message(id)).toMatchObject({
    provider_message_id: sent[0].message_id,
    attempts: 1,
    error: null,
  })
})

it('a queued WhatsApp template leaves once with its parameters, and its signed status webhooks mark it delivered', async () => {
  const to = newNumber()
  const id = await queue({
    channel: 'whatsapp',
    to,
    template: 'seat_confirmed',
    params: ['Ada', 'Sunday 8:00'],
    text: 'Ada, your seat for Sunday 8:00 is confirmed.',
  })
  await runQueuedJobs(payload)

  const sent = await whatsAppTo(to)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    template: 'seat_confirmed',
    language: 'en',
    parameters: ['Ada', 'Sunday 8:00'],
    biz_opaque_callback_data: String(id),
  })
  await expect.poll(async () => (await message(id)).status, POLL).toBe('delivered')
  expect((await message(id)).provider_message_id).toBe(sent[0].id)
  expect(await smsTo(to)).toHaveLength(0)
})

it('a forged or unsigned webhook is refused with 401 and changes nothing; the subscription check answers only our token', async () => {
  const to = newNumber()
  const id = await queue({ channel: 'whatsapp', to, template: 'seat_confirmed', text: 'Seat.' })
  await runQueuedJobs(payload)
  await expect.poll(async () => (await message(id)).status, POLL).toBe('delivered')
  const { provider_message_id } = await message(id)

  const read = statusEvent({ id: provider_message_id, status: 'read' })
  expect((await postWhatsAppEvent(read, 'not-the-app-secret')).status).toBe(401)
  expect((await postWhatsAppEvent(read, null)).status).toBe(401)
  const stop = {
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            value: {
              messages: [
                { from: to.slice(1), id: 'wamid.forged', type: 'text', text: { body: 'STOP' } },
              ],
            },
          },
        ],
      },
    ],
  }
  expect((await postWhatsAppEvent(stop, 'not-the-app-secret')).status).toBe(401)
  expect(await messagesTo(to)).toEqual([expect.objectContaining({ id, status: 'delivered' })])
  // The same event signed with the app secret is believed.
  expect((await postWhatsAppEvent(read, APP_SECRET)).status).toBe(200)
  expect((await message(id)).status).toBe('read')

  // Termii: an SMS whose report has not come yet; a forged report is refused, Termii's own is not.
  await control(sms, 'config', { webhooksEnabled: false })
  const smsNumber = newNumber()
  const smsId = await queue({ channel: 'sms', to: smsNumber, text: 'Seat.' })
  await runQueuedJobs(payload)
  await control(sms, 'config', { webhooksEnabled: true })
  const [sent] = await smsTo(smsNumber)
  const forged = await callApi('/termii/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-termii-signature': 'ab'.repeat(64) },
    body: JSON.stringify({ message_id: sent.message_id, status: 'Delivered' }),
  })
  expect(forged.status).toBe(401)
  expect((await message(smsId)).status).toBe('sent')
  await control(sms, `messages/${sent.message_id}/report`, { status: 'Delivered' })
  expect((await message(smsId)).status).toBe('delivered')

  const check = (token: string) =>
    callApi(
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    )
  const verified = await check('test-verify-token')
  expect([verified.status, await verified.text()]).toEqual([200, '1158201444'])
  expect((await check('guessed')).status).toBe(403)
})

it('an undeliverable WhatsApp number falls back to one SMS with the same words, however often Meta reports the failure', async () => {
  const to = newNumber()
  await control(whatsApp, 'config', { undeliverable: [to.slice(1)] })
  const id = await queue({
    channel: 'whatsapp',
    to,
    template: 'seat_confirmed',
    text: 'Your seat on Sunday is confirmed.',
  })
  await runQueuedJobs(payload)
  await expect.poll(async () => (await message(id)).status, POLL).toBe('failed')
  expect((await message(id)).error).toMatch(/code 131026/)

  // Meta sends the failure again (it retries until answered 200): no second fallback.
  const { provider_message_id } = await message(id)
  const again = await postWhatsAppEvent(
    statusEvent({ id: provider_message_id, status: 'failed', errors: [{ code: 131026 }] }),
    APP_SECRET,
  )
  expect(again.status).toBe(200)
  await runQueuedJobs(payload)
  await runQueuedJobs(payload)

  const all = await messagesTo(to)
  expect(all).toHaveLength(2)
  const fallback = all[1]
  expect(fallback).toMatchObject({ channel: 'sms', fallback_of: id })
  expect(await smsTo(to)).toEqual([
    expect.objectContaining({ sms: 'Your seat on Sunday is confirmed.', channel: 'dnd' }),
  ])
  await expect.poll(async () => (await message(fallback.id)).status, POLL).toBe('delivered')
})

it('one message is sent once when two runs race, and never again after a try died while sending', async () => {
  const to = newNumber()
  const id = await queue({ channel: 'sms', to, text: 'Reminder: pickup at 7:30.' })
  await Promise.all([sendMessageOnce(payload, id), sendMessageOnce(payload, id)])
  await runQueuedJobs(payload)
  expect(await smsTo(to)).toHaveLength(1)
  expect((await message(id)).attempts).toBe(1)

  // A try marked the message sending and died (kill -9) before the provider's answer was recorded.
  const other = newNumber()
  const lost = await queue({ channel: 'sms', to: other, text: 'Reminder: pickup at 7:30.' })
  expect(await claimForSending(payload, lost)).toMatchObject({ id: lost })
  await runQueuedJobs(payload)
  expect(await smsTo(other)).toHaveLength(0)
  expect(await message(lost)).toMatchObject({ status: 'unknown', attempts: 1 })
})

it('without keys a message is kept in the outbox, not sent', async () => {
  stubEnvs({ TERMII_API_KEY: undefined })
  const to = newNumber()
  const id = await queue({ channel: 'sms', to, text: 'Kept.' })
  await runQueuedJobs(payload)
  expect(await message(id)).toMatchObject({ status: 'kept', attempts: 1 })
  expect(await smsTo(to)).toHaveLength(0)
})

const consentsOf = async (phone: string) =>
  (
    await payload.find({
      collection: slugs.consents,
      where: { phone: { equals: phone } },
      sort: 'at',
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map(({ email, purpose, choice, source }) => ({ email, purpose, choice, source }))

const STOPPED = 'You will get no more messages from Fellowship Rides. Reply START to resume.'
const STARTED = 'You will get messages from Fellowship Rides again. Reply STOP to stop them.'

it('a STOP reply on WhatsApp withdraws the number’s consent, is answered once, and stops the next message; START resumes them', async () => {
  const from = newNumber()
  const log = vi.spyOn(payload.logger, 'info')
  const stop = await control(whatsApp, 'inbound', { from, text: 'Stop ' })
  expect(stop.status).toBe(200)
  const { data: delivered } = (await stop.json()) as { data: { id: string } }
  // Meta delivers the same message again, twice at once: kept once, withdrawn once, answered once.
  const redelivery = {
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            value: {
              messages: [
                { from: from.slice(1), id: delivered.id, type: 'text', text: { body: 'Stop ' } },
              ],
            },
          },
        ],
      },
    ],
  }
  const again = await Promise.all([
    postWhatsAppEvent(redelivery, APP_SECRET),
    postWhatsAppEvent(redelivery, APP_SECRET),
  ])
  expect(again.map((answer) => answer.status)).toEqual([200, 200])
  expect(await consentsOf(from)).toEqual([
    { email: null, purpose: 'messages', choice: 'withdrawn', source: 'text_reply' },
  ])
  await runQueuedJobs(payload)
  expect((await smsTo(from)).map((sent) => sent.sms)).toEqual([STOPPED])

  const notice = {
    channel: 'whatsapp',
    to: from,
    template: 'seat_confirmed',
    text: 'Your seat on Sunday is confirmed.',
  } as const
  const stopped = await queue(notice)
  await runQueuedJobs(payload)
  expect(await message(stopped)).toMatchObject({
    status: 'suppressed',
    error: 'Not sent: the number replied STOP',
  })
  expect(await whatsAppTo(from)).toHaveLength(0)

  await control(whatsApp, 'inbound', { from, text: 'START' })
  expect((await consentsOf(from)).map((consent) => consent.choice)).toEqual([
    'withdrawn',
    'granted',
  ])
  const resumed = await queue(notice)
  await runQueuedJobs(payload)
  expect((await smsTo(from)).map((sent) => sent.sms)).toEqual([STOPPED, STARTED])
  expect(await whatsAppTo(from)).toHaveLength(1)
  await expect.poll(async () => (await message(resumed)).status, POLL).toBe('delivered')
  expect((await messagesTo(from)).filter((m) => m.direction === 'in')).toHaveLength(2)
  // Logs name messages by id, never the number.
  expect(JSON.stringify(log.mock.calls)).not.toContain(from.slice(4))
})

it('a STOP by SMS comes through Termii’s signed inbound event; a forged one is refused with 401 and stores nothing', async () => {
  const from = newNumber()
  const forged = await callApi('/termii/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-termii-signature': 'ab'.repeat(64) },
    body: JSON.stringify({
      type: 'inbound',
      message_id: '3905204342778053556',
      sender: from.slice(1),
      message: 'STOP',
    }),
  })
  expect(forged.status).toBe(401)
  expect(await messagesTo(from)).toEqual([])
  expect(await consentsOf(from)).toEqual([])

  expect((await control(sms, 'inbound', { from, text: 'STOP' })).status).toBe(200)
  expect(await messagesTo(from)).toEqual([
    expect.objectContaining({ direction: 'in', channel: 'sms', status: 'received', text: 'STOP' }),
    expect.objectContaining({ direction: 'out', channel: 'sms', text: STOPPED }),
  ])
  expect((await consentsOf(from)).map((consent) => consent.choice)).toEqual(['withdrawn'])
  const next = await queue({ channel: 'sms', to: from, text: 'Reminder: pickup at 7:30.' })
  await runQueuedJobs(payload)
  expect((await smsTo(from)).map((sent) => sent.sms)).toEqual([STOPPED])
  expect((await message(next)).status).toBe('suppressed')
})

it('staff find one person’s messages by their number, typed the way people write it', async () => {
  const to = newNumber()
  const id = await queue({ channel: 'sms', to, text: 'Your seat on Sunday is confirmed.' })
  await queue({ channel: 'sms', to: newNumber(), text: 'Someone else’s seat.' })
  const staff = await createUser(payload, { role: 'super_admin' })
  const local = `0${to.slice(4, 7)} ${to.slice(7, 10)}-${to.slice(10)}`
  for (const typed of [local, to, to.slice(1)]) {
    const found = await payload.find({
      collection: slugs.messages,
      where: { or: [{ to: { like: typed } }] },
      overrideAccess: false,
      user: staff,
      depth: 0,
    })
    expect(
      found.docs.map((doc) => doc.id),
      typed,
    ).toEqual([id])
  }
})

const setLimits = (messaging: Partial<Record<keyof typeof MESSAGING_DEFAULTS, number>>) =>
  payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { messaging },
    overrideAccess: true,
  })
const LEFT = ['sent', 'delivered', 'read']

it('a number past its daily cap, or a day past its spending ceiling, holds the message unsent with the reason, counted in the database across senders at once', async () => {
  try {
    await setLimits({ per_number_daily: 2 })
    const to = newNumber()
    const capped = await Promise.all(
      [1, 2, 3].map(() => queue({ channel: 'sms', to, text: 'Reminder: pickup at 7:30.' })),
    )
    await Promise.all(capped.map((id) => sendMessageOnce(payload, id)))
    const afterCap = await Promise.all(capped.map(message))
    expect(afterCap.filter((m) => LEFT.includes(m.status))).toHaveLength(2)
    expect(afterCap.filter((m) => m.status === 'held')).toEqual([
      expect.objectContaining({
        error: 'Held: this number has had 2 messages today, the most a number may get in a day',
      }),
    ])
    expect(await smsTo(to)).toHaveLength(2)
    // The number at its cap replies STOP: the one-line confirmation still goes (it answers the
    // person, and says no more will come), so the cap never leaves a STOP unanswered.
    expect((await control(sms, 'inbound', { from: to, text: 'STOP' })).status).toBe(200)
    await runQueuedJobs(payload)
    expect((await smsTo(to)).map((sent) => sent.sms)).toContain(STOPPED)

    // What this file sent before costs well under ₦500: two ₦1,000 messages fit in ₦2,500, a third does not.
    await setLimits({ per_number_daily: 10, whatsapp_naira: 1_000, daily_ceiling_naira: 2_500 })
    const numbers = [1, 2, 3, 4, 5].map(() => newNumber())
    const priced = await Promise.all(
      numbers.map((number) =>
        queue({ channel: 'whatsapp', to: number, template: 'seat_confirmed' }),
      ),
    )
    await Promise.all(priced.map((id) => sendMessageOnce(payload, id)))
    const afterCeiling = await Promise.all(priced.map(message))
    expect(afterCeiling.filter((m) => LEFT.includes(m.status))).toHaveLength(2)
    expect(afterCeiling.filter((m) => m.status === 'held')).toHaveLength(3)
    expect(afterCeiling.find((m) => m.status === 'held')?.error).toBe(
      "Held: today's spending ceiling of ₦2,500 for text messages is reached",
    )
    const reached = (await Promise.all(numbers.map(whatsAppTo))).flat()
    expect(reached).toHaveLength(2)
  } finally {
    await setLimits({ ...MESSAGING_DEFAULTS })
  }
})

it("the dashboard counts this month's messages sent and failed, linking to them in Text messages", async () => {
  const staff = await createUser(payload, { role: 'super_admin' })
  const card = async () => {
    const html = renderToStaticMarkup(
      (await DashboardSummary({ payload, user: staff })) as ReactElement,
    )
    return /<a href="([^"]+)"[^>]*data-testid="dashboard-text-messages-card"[^>]*>(.*?)<\/a>/.exec(
      html,
    )
  }
  const counted = async (status: string[]) =>
    (
      await payload.count({
        collection: slugs.messages,
        where: { and: [{ direction: { equals: 'out' } }, { status: { in: status } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const before = await card()
  expect(before?.[2]).toContain('Text messages this month')
  const [sent, failed] = [await counted(LEFT), await counted(['failed'])]
  expect(before?.[2]).toContain(`>${sent} sent<`)
  expect(before?.[2]).toContain(`>${failed} failed<`)

  // One more failure: a WhatsApp number that cannot get it, with no words for an SMS.
  const to = newNumber()
  await control(whatsApp, 'config', { undeliverable: [to.slice(1)] })
  const id = await queue({ channel: 'whatsapp', to, template: 'seat_confirmed' })
  await runQueuedJobs(payload)
  await expect.poll(async () => (await message(id)).status, POLL).toBe('failed')
  expect((await card())?.[2]).toContain(`>${failed + 1} failed<`)

  const href = new URL((before?.[1] ?? '').replaceAll('&amp;', '&'), 'http://localhost')
  expect(href.pathname).toBe('/admin/collections/messages')
  expect(href.searchParams.get('where[and][0][direction][equals]')).toBe('out')
  const since = new Date(href.searchParams.get('where[and][1][createdAt][greater_than_equal]')!)
  // The Lagos month began at 23:00 UTC the day before the 1st.
  expect(since.getUTCHours()).toBe(23)
  expect(since.getTime()).toBeLessThanOrEqual(Date.now())
})
