// Signed webhook delivery: HMAC-SHA512 of the raw body with the secret key, duplicates, delays,
// retries, and one subscription's events kept in the order they were raised.
import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

const WEBHOOK_TIMEOUT_MS = 10_000
const RETRY_BACKOFF_MS = 500

const sign = (body, key) => createHmac('sha512', key).update(body).digest('hex')

export const wait = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve(undefined)
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve(undefined)
    }
    signal.addEventListener('abort', done, { once: true })
  })

export const post = (target, body, headers, signal) =>
  new Promise((resolve, reject) => {
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        signal,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS} ms`)),
    )
    request.on('error', reject)
    request.end(body)
  })

/** What a log line names: a transaction's reference, else a subscription's code. */
const subjectName = (subject) => subject.reference ?? subject.subscription_code

/** @param {import('./state.mjs').Simulator} sim */
const deliverOne = async (sim, subject, event, body, headers, signal) => {
  const attempts = 1 + Math.max(0, sim.webhookRetries)
  for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
    let failure
    try {
      subject.webhook_attempts++
      const statusCode = await post(
        new URL(/** @type {string} */ (sim.webhookUrl)),
        body,
        headers,
        signal,
      )
      if (statusCode >= 200 && statusCode < 300) {
        subject.webhook_deliveries++
        return
      }
      failure = `HTTP ${statusCode}`
    } catch (error) {
      if (signal.aborted) return
      failure = error instanceof Error ? error.message : String(error)
    }
    const last = attempt === attempts
    sim.log(
      `webhook ${event} for ${subjectName(subject)} failed (attempt ${attempt}/${attempts}): ${failure}${last ? '; giving up' : '; will retry'}`,
    )
    if (!last) await wait(RETRY_BACKOFF_MS * attempt, signal)
  }
}

/**
 * Sends `copies` identical, signed deliveries after `delayMs`; never throws. Events sharing a
 * `chain` (one subscription's) go out in the order they were raised: each waits for the one
 * before it to be answered or given up, so an app sees invoice.create before invoice.update.
 * @param {import('./state.mjs').Simulator} sim
 */
export const deliver = (
  sim,
  subject,
  event,
  data,
  { copies, delayMs, signature = 'valid', chain },
) => {
  if (!sim.webhookUrl || copies <= 0) return
  const body = Buffer.from(JSON.stringify({ event, data }))
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json', 'user-agent': 'paystack-simulator' }
  if (signature === 'valid') headers['x-paystack-signature'] = sign(body, sim.secretKey)
  if (signature === 'invalid') headers['x-paystack-signature'] = sign(body, `not-${sim.secretKey}`)
  const { signal } = sim.deliveries
  // The copies go out together, as Paystack's duplicates can: the app's dedupe must survive a race.
  const sent = Promise.all([wait(delayMs, signal), chain?.last])
    .then(() =>
      signal.aborted
        ? undefined
        : Promise.all(
            Array.from({ length: copies }, () =>
              deliverOne(sim, subject, event, body, headers, signal),
            ),
          ),
    )
    .catch((error) => sim.log(`webhook ${event} for ${subjectName(subject)} failed: ${error}`))
  if (chain) chain.last = sent
}

/**
 * An event as the configuration says: enabled or not, duplicated, delayed.
 * @param {import('./state.mjs').Simulator} sim
 */
export const emit = (sim, subject, event, data, chain = undefined) => {
  if (sim.config.webhooksEnabled)
    deliver(sim, subject, event, data, {
      copies: sim.config.webhookDuplicates,
      delayMs: sim.config.webhookDelayMs,
      chain,
    })
}

/**
 * One subscription's queue of events.
 * @param {import('./state.mjs').Simulator} sim
 */
export const chainOf = (sim, sub) => {
  let chain = sim.chains.get(sub.subscription_code)
  if (!chain) sim.chains.set(sub.subscription_code, (chain = {}))
  return chain
}
