// What the SMS and WhatsApp simulators share: their HTTP server around a routing table (the
// Paystack simulator's router.mjs and http.mjs), and signed webhook delivery with retries (its
// webhooks.mjs's `post` and `wait`). Node built-ins only, as the launcher runs them with plain node.
import { createHmac } from 'node:crypto'

import { HttpError, sendJson } from '../paystack-simulator/http.mjs'
import { route, under } from '../paystack-simulator/router.mjs'
import { post, wait } from '../paystack-simulator/webhooks.mjs'

export { serve } from '../paystack-simulator/http.mjs'

const RETRY_BACKOFF_MS = 500

/** Hex HMAC of the exact bytes. */
export const hmacHex = (algorithm, key, body) =>
  createHmac(algorithm, key).update(body).digest('hex')

/**
 * POSTs `body` (an object, sent as JSON) with `headers(bytes)` to the app, retried on a non-2xx
 * answer or a network error; never throws. `record` counts attempts and deliveries.
 * @param {{ webhookUrl?: string, webhookRetries: number, deliveries: AbortController, log: (line: string) => void }} sim
 */
export const deliverWebhook = (sim, { what, body, headers, record }) => {
  if (!sim.webhookUrl) return Promise.resolve()
  const bytes = Buffer.from(JSON.stringify(body))
  const { signal } = sim.deliveries
  const attempts = 1 + Math.max(0, sim.webhookRetries)
  return (async () => {
    for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
      let failure
      try {
        record.webhook_attempts++
        const status = await post(
          new URL(sim.webhookUrl),
          bytes,
          { 'content-type': 'application/json', ...headers(bytes) },
          signal,
        )
        if (status >= 200 && status < 300) {
          record.webhook_deliveries++
          return
        }
        failure = `HTTP ${status}`
      } catch (error) {
        if (signal.aborted) return
        failure = error instanceof Error ? error.message : String(error)
      }
      const last = attempt === attempts
      sim.log(`webhook ${what} failed (attempt ${attempt}/${attempts}): ${failure}`)
      if (!last) await wait(RETRY_BACKOFF_MS * attempt, signal)
    }
  })().catch((error) => sim.log(`webhook ${what} failed: ${error}`))
}

const whole = (v) => Number.isSafeInteger(v) && v >= 0
const numbers = (v) => Array.isArray(v) && v.every((n) => typeof n === 'string')
const CONFIG_CHECKS = {
  failSends: whole,
  delayMs: whole,
  webhooksEnabled: (v) => typeof v === 'boolean',
  undeliverable: numbers,
}

/**
 * The control API's config and reset, the same for both simulators: `failSends` answers the next
 * sends with the provider's outage, `undeliverable` numbers are accepted and reported failed,
 * `webhooksEnabled` and `delayMs` rule the reports. `clear` forgets the records.
 */
export const controlRoutes = (clear) => [
  under('/__simulator', { body: (method) => method === 'POST' }),
  route('POST', '/__simulator/config', ({ sim, res, body }) => {
    for (const [key, value] of Object.entries(body)) {
      if (!CONFIG_CHECKS[key]) throw new HttpError(400, `Unknown config key: ${key}`)
      if (!CONFIG_CHECKS[key](value)) throw new HttpError(400, `Invalid value for ${key}`)
    }
    sim.config = { ...sim.config, ...body }
    sendJson(res, 200, { message: 'Config updated', data: sim.config })
  }),
  route('POST', '/__simulator/reset', ({ sim, res }) => {
    sim.deliveries.abort()
    sim.deliveries = new AbortController()
    sim.config = { ...sim.startConfig }
    clear(sim)
    sendJson(res, 200, { message: 'Simulator reset', data: sim.config })
  }),
]

export const START_CONFIG = { failSends: 0, undeliverable: [], webhooksEnabled: true, delayMs: 0 }
