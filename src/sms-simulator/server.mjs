// A local stand-in for Termii's SMS API (issue #33): the same contract as POST
// {base}/api/sms/send, its answers and its signed delivery reports (docs/messaging-providers.md),
// with a control API under /__simulator for tests: what was sent, failures on request, reports
// sent again, and a text (e.g. STOP) from a number, delivered as Termii's signed inbound event. Node built-ins only, so the launcher (src/cli/messaging.mjs) runs it with plain node.
import { randomInt } from 'node:crypto'

import { HttpError, sendJson } from '../paystack-simulator/http.mjs'
import { createRouter, route } from '../paystack-simulator/router.mjs'
import { START_CONFIG, controlRoutes, deliverWebhook, hmacHex, serve } from './plumbing.mjs'

const CHANNELS = ['generic', 'dnd', 'whatsapp']
const DELIVERED = 'Delivered'
const FAILED = 'Message Failed'

/** Termii's sent_at: '2020-12-16 11:34:36'. */
const termiiTime = (date) => date.toISOString().replace('T', ' ').slice(0, 19)

const newMessageId = (sim) => {
  let id
  do id = `${randomInt(100_000_000, 1_000_000_000)}${randomInt(1_000_000_000, 10_000_000_000)}`
  while (sim.messages.has(id))
  return id
}

/** Termii's delivery report for a message, signed with the secret key. */
const report = (sim, message, status) => {
  message.status = status
  return deliverWebhook(sim, {
    what: `report ${message.message_id}`,
    record: message,
    body: {
      type: 'outbound',
      id: message.request_id,
      message_id: message.message_id,
      receiver: message.to,
      sender: message.from,
      message: message.sms,
      sent_at: termiiTime(message.created_at),
      cost: '3.90',
      status,
      channel: message.channel,
    },
    headers: (bytes) => ({ 'x-termii-signature': hmacHex('sha512', sim.secretKey, bytes) }),
  })
}

function send({ sim, res, body }) {
  const { api_key, to, from, sms, type, channel } = body
  if (api_key !== sim.apiKey) throw new HttpError(401, 'Invalid API key')
  if (typeof to !== 'string' || !/^\d{10,15}$/.test(to))
    throw new HttpError(400, 'to must be a phone number in the international format')
  if (typeof from !== 'string' || !/^[A-Za-z0-9 ]{3,11}$/.test(from))
    throw new HttpError(400, 'from must be a sender ID of 3 to 11 characters')
  if (from !== sim.senderId)
    throw new HttpError(404, `ApplicationSenderId not found for senderName: ${from}`)
  if (typeof sms !== 'string' || !sms) throw new HttpError(400, 'sms is required')
  if (type !== 'plain') throw new HttpError(400, 'type must be plain')
  if (!CHANNELS.includes(channel))
    throw new HttpError(400, 'channel must be dnd, whatsapp or generic')
  if (sim.config.failSends > 0) {
    sim.config.failSends--
    throw new HttpError(500, 'Simulated Termii outage')
  }
  const message = {
    message_id: newMessageId(sim),
    request_id: `req-${randomInt(1e9)}`,
    to,
    from,
    sms,
    channel,
    status: 'Message Sent',
    created_at: new Date(),
    webhook_attempts: 0,
    webhook_deliveries: 0,
  }
  sim.messages.set(message.message_id, message)
  sim.balance = Math.max(0, sim.balance - 3.9)
  if (sim.config.webhooksEnabled)
    setTimeout(
      () => void report(sim, message, sim.config.undeliverable.includes(to) ? FAILED : DELIVERED),
      sim.config.delayMs,
    ).unref()
  sendJson(res, 200, {
    code: 'ok',
    message_id: message.message_id,
    message: 'Successfully Sent',
    balance: Math.round(sim.balance * 100) / 100,
    user: 'Fellowship Rides (simulator)',
  })
}

/** A text from a number to our sender, as Termii's "inbound" event brings it (signed like a report). */
async function inbound({ sim, res, body }) {
  const { from, text } = body
  if (typeof from !== 'string' || !/^\+?\d{8,15}$/.test(from))
    throw new HttpError(400, 'from must be a phone number')
  if (typeof text !== 'string' || !text) throw new HttpError(400, 'text is required')
  const message = {
    message_id: newMessageId(sim),
    from: from.replace(/^\+/, ''),
    text,
    webhook_attempts: 0,
    webhook_deliveries: 0,
  }
  sim.inbound.push(message)
  await deliverWebhook(sim, {
    what: `inbound ${message.message_id}`,
    record: message,
    body: {
      type: 'inbound',
      id: `${randomInt(1e9)}`,
      message_id: message.message_id,
      receiver: sim.senderId,
      sender: message.from,
      message: text,
      received_at: new Date().toISOString().replace('Z', '000Z'),
      cost: null,
      command: 'Received',
      status: 'Received',
      channel: null,
    },
    headers: (bytes) => ({ 'x-termii-signature': hmacHex('sha512', sim.secretKey, bytes) }),
  })
  sendJson(res, 200, { message: 'Sent', data: message })
}

const record = (message) => ({ ...message, created_at: message.created_at.toISOString() })

const dispatch = createRouter([
  route('GET', '/', ({ res }) => sendJson(res, 200, { message: 'Termii simulator' })),
  route('POST', '/api/sms/send', send, { body: true }),
  ...controlRoutes((sim) => {
    sim.messages.clear()
    sim.inbound.length = 0
  }),
  route('GET', '/__simulator/messages', ({ sim, res }) =>
    sendJson(res, 200, { message: 'OK', data: [...sim.messages.values()].map(record) }),
  ),
  // A delivery report sent (again) now, with the status a test asks for.
  route('POST', '/__simulator/messages/:id/report', async ({ sim, res, params, body }) => {
    const message = sim.messages.get(params.id)
    if (!message) throw new HttpError(404, 'Message not found')
    await report(sim, message, typeof body.status === 'string' ? body.status : DELIVERED)
    sendJson(res, 200, { message: 'Report sent', data: record(message) })
  }),
  route('POST', '/__simulator/inbound', inbound),
])

/**
 * @param {{ port?: number, host?: string, apiKey?: string, secretKey?: string, senderId?: string,
 *   webhookUrl?: string, webhookRetries?: number, log?: (line: string) => void }} [options]
 */
export async function startSmsSimulator({
  port = 0,
  host = '127.0.0.1',
  apiKey = 'termii_simulator_key',
  secretKey = 'termii_simulator_secret',
  senderId = 'FellowRides',
  webhookUrl,
  webhookRetries = 3,
  log = (line) => console.error(`[sms-simulator] ${line}`),
} = {}) {
  const sim = {
    apiKey,
    secretKey,
    senderId,
    webhookUrl,
    webhookRetries,
    log,
    url: '',
    balance: 10_000,
    startConfig: START_CONFIG,
    config: { ...START_CONFIG },
    /** @type {Map<string, any>} message_id -> what was sent */
    messages: new Map(),
    /** @type {any[]} texts sent to our sender */
    inbound: [],
    deliveries: new AbortController(),
  }
  return serve({
    sim,
    dispatch,
    port,
    host,
    errorBody: (_status, message) => ({ message }),
  })
}
