// A local stand-in for Meta's WhatsApp Cloud API (issue #33): POST /{version}/{phone-number-id}/messages
// for template messages, Meta's answers and error shape, and status and inbound-message webhooks
// signed with the app secret (X-Hub-Signature-256), as docs/messaging-providers.md describes. The
// control API under /__simulator lets tests read what was sent, make numbers undeliverable or
// sends fail, and send a text (e.g. STOP) from a number. Node built-ins only.
import { randomBytes } from 'node:crypto'

import { HttpError, sendJson } from '../paystack-simulator/http.mjs'
import { createRouter, route } from '../paystack-simulator/router.mjs'
import {
  START_CONFIG,
  controlRoutes,
  deliverWebhook,
  hmacHex,
  serve,
} from '../sms-simulator/plumbing.mjs'

const WABA_ID = '102290129340398'
const DISPLAY_NUMBER = '15550783881'

/** Meta's error: its code also in the message, e.g. '(#131009) Parameter value is not valid'. */
class MetaError extends HttpError {
  constructor(statusCode, code, title, details = title) {
    super(statusCode, title)
    this.code = code
    this.details = details
  }
}

const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`
const seconds = () => String(Math.floor(Date.now() / 1000))

/** One webhook event: `value` inside Meta's entry/changes envelope, signed with the app secret. */
const notify = (sim, what, record, value) =>
  deliverWebhook(sim, {
    what,
    record,
    body: {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA_ID,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: DISPLAY_NUMBER,
                  phone_number_id: sim.phoneNumberId,
                },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    },
    headers: (bytes) => ({
      'x-hub-signature-256': `sha256=${hmacHex('sha256', sim.appSecret, bytes)}`,
    }),
  })

const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
}

/** A status webhook for a sent message. */
const status = (sim, message, value) => {
  message.status = value
  return notify(sim, `status ${value}`, message, {
    statuses: [
      {
        id: message.id,
        status: value,
        timestamp: seconds(),
        recipient_id: message.to,
        ...(message.biz_opaque_callback_data && {
          biz_opaque_callback_data: message.biz_opaque_callback_data,
        }),
        ...(value === 'failed'
          ? { errors: [UNDELIVERABLE] }
          : {
              pricing: {
                billable: true,
                pricing_model: 'PMP',
                type: 'regular',
                category: 'utility',
              },
            }),
      },
    ],
  })
}

function send({ sim, req, res, params, body }) {
  if (req.headers.authorization !== `Bearer ${sim.token}`)
    throw new MetaError(401, 190, 'Invalid OAuth access token - Cannot parse access token')
  if (params.phoneNumberId !== sim.phoneNumberId)
    throw new MetaError(400, 100, 'Invalid parameter', 'Unknown phone number id')
  const { messaging_product, to, type, template, biz_opaque_callback_data } = body
  if (messaging_product !== 'whatsapp')
    throw new MetaError(400, 100, 'Invalid parameter', 'messaging_product must be whatsapp')
  if (typeof to !== 'string' || !/^\+?\d{8,15}$/.test(to))
    throw new MetaError(400, 100, 'Invalid parameter', 'to must be a phone number')
  if (type !== 'template')
    throw new MetaError(
      400,
      131047,
      'Re-engagement message',
      'Only template messages may start a conversation',
    )
  if (!template || typeof template.name !== 'string' || typeof template.language?.code !== 'string')
    throw new MetaError(
      400,
      131008,
      'Required parameter is missing',
      'template.name and template.language.code are required',
    )
  if (sim.config.failSends > 0) {
    sim.config.failSends--
    throw new MetaError(503, 131000, 'Something went wrong', 'Simulated WhatsApp outage')
  }
  const waId = to.replace(/^\+/, '')
  const message = {
    id: newWamid(),
    to: waId,
    template: template.name,
    language: template.language.code,
    parameters: (template.components ?? []).flatMap((component) =>
      (component.parameters ?? []).map((parameter) => parameter.text),
    ),
    biz_opaque_callback_data:
      typeof biz_opaque_callback_data === 'string' ? biz_opaque_callback_data : undefined,
    status: 'accepted',
    created_at: new Date().toISOString(),
    webhook_attempts: 0,
    webhook_deliveries: 0,
  }
  sim.messages.push(message)
  if (sim.config.webhooksEnabled) {
    const undeliverable = sim.config.undeliverable.includes(waId)
    setTimeout(async () => {
      if (undeliverable) return void (await status(sim, message, 'failed'))
      await status(sim, message, 'sent')
      await status(sim, message, 'delivered')
    }, sim.config.delayMs).unref()
  }
  sendJson(res, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: to, wa_id: waId }],
    messages: [{ id: message.id }],
  })
}

/** A text from a number to the business, as Meta's webhook brings it. */
async function inbound({ sim, res, body }) {
  const { from, text } = body
  if (typeof from !== 'string' || !/^\+?\d{8,15}$/.test(from))
    throw new HttpError(400, 'from must be a phone number')
  if (typeof text !== 'string' || !text) throw new HttpError(400, 'text is required')
  const waId = from.replace(/^\+/, '')
  const message = { id: newWamid(), from: waId, text, webhook_attempts: 0, webhook_deliveries: 0 }
  sim.inbound.push(message)
  await notify(sim, 'inbound message', message, {
    contacts: [{ profile: { name: 'Simulated member' }, wa_id: waId }],
    messages: [
      { from: waId, id: message.id, timestamp: seconds(), type: 'text', text: { body: text } },
    ],
  })
  sendJson(res, 200, { message: 'Sent', data: message })
}

const dispatch = createRouter([
  route('GET', '/', ({ res }) => sendJson(res, 200, { message: 'WhatsApp Cloud API simulator' })),
  route('POST', '/:version/:phoneNumberId/messages', send, { body: true }),
  ...controlRoutes((sim) => {
    sim.messages.length = 0
    sim.inbound.length = 0
  }),
  route('GET', '/__simulator/messages', ({ sim, res }) =>
    sendJson(res, 200, { message: 'OK', data: sim.messages }),
  ),
  route('POST', '/__simulator/inbound', inbound),
])

/**
 * @param {{ port?: number, host?: string, token?: string, phoneNumberId?: string,
 *   appSecret?: string, webhookUrl?: string, webhookRetries?: number,
 *   log?: (line: string) => void }} [options]
 */
export async function startWhatsAppSimulator({
  port = 0,
  host = '127.0.0.1',
  token = 'whatsapp_simulator_token',
  phoneNumberId = '106540352242922',
  appSecret = 'whatsapp_simulator_app_secret',
  webhookUrl,
  webhookRetries = 3,
  log = (line) => console.error(`[whatsapp-simulator] ${line}`),
} = {}) {
  const sim = {
    token,
    phoneNumberId,
    appSecret,
    webhookUrl,
    webhookRetries,
    log,
    url: '',
    startConfig: START_CONFIG,
    config: { ...START_CONFIG },
    /** @type {any[]} what was sent, oldest first */
    messages: [],
    /** @type {any[]} texts sent to the business */
    inbound: [],
    deliveries: new AbortController(),
  }
  return serve({
    sim,
    dispatch,
    port,
    host,
    errorBody: (statusCode, message, error) => ({
      error: {
        message: `(#${error?.code ?? statusCode}) ${message}`,
        type: 'OAuthException',
        code: error?.code ?? statusCode,
        error_data: { messaging_product: 'whatsapp', details: error?.details ?? message },
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    }),
  })
}
