// A local stand-in for Paystack (issue #5): the same HTTP contract as https://api.paystack.co, a
// checkout page with Pay/Decline/Close, an inline.js exposing PaystackPop, and signed webhooks.
// Node built-ins only, so the launcher can run it with plain `node` on a bare machine.
import { createHmac, randomInt } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { pathToFileURL } from 'node:url'

const CURRENCIES = ['NGN', 'USD', 'GHS', 'ZAR', 'KES']
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const MAX_BODY_BYTES = 1024 * 1024
const WEBHOOK_TIMEOUT_MS = 10_000
const RETRY_BACKOFF_MS = 500

const randomString = (length) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

/** Paystack's own wording where its docs give it; kept in one place for the pages and the tests. */
const MESSAGES = {
  invalidKey: 'Invalid key',
  created: 'Authorization URL created',
  duplicateReference: 'Duplicate Transaction Reference',
  outage: 'Simulated Paystack outage',
  verified: 'Verification successful',
  notFound: 'Transaction reference not found',
  invalidAccessCode: 'Invalid access code',
  alreadyPaid: 'Transaction has already been paid',
  alreadyDeclined: 'Transaction was declined',
  notPaid: 'Transaction has not been paid',
  declined: 'Payment declined',
  paid: 'Payment successful',
  closed: 'Checkout closed. You can close this window.',
}

class HttpError extends Error {
  constructor(statusCode, message) {
    super(message)
    this.statusCode = statusCode
  }
}

/**
 * @param {import('./server.d.mts').SimulatorOptions} [options]
 * @returns {Promise<import('./server.d.mts').PaystackSimulator>}
 */
export async function startSimulator({
  port = 0,
  host = '127.0.0.1',
  secretKey = 'sk_test_simulator',
  publicUrl,
  webhookUrl,
  webhookDelayMs = 0,
  webhookDuplicates = 1,
  webhookRetries = 3,
  log = (line) => console.error(`[paystack-simulator] ${line}`),
} = {}) {
  const startConfig = {
    webhookDelayMs,
    webhookDuplicates,
    webhooksEnabled: true,
    failInitialize: false,
    // Paystack unreachable for verification (a donor's return, a check again), webhooks still delivered.
    failVerify: false,
  }
  let config = { ...startConfig }
  /** @type {Map<string, any>} */
  const byReference = new Map()
  /** @type {Map<string, any>} */
  const byAccessCode = new Map()
  const usedIds = new Set()
  // Reset and close abort every scheduled or in-flight delivery, so none leaks into the next test.
  let deliveries = new AbortController()

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      const statusCode = error instanceof HttpError ? error.statusCode : 500
      if (statusCode === 500) log(`internal error: ${error?.stack ?? error}`)
      if (res.headersSent) return res.end()
      sendJson(res, statusCode, {
        status: false,
        message: error instanceof HttpError ? error.message : 'Internal simulator error',
      })
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  const browserUrl = (publicUrl ?? url).replace(/\/+$/, '')

  // --- transactions -----------------------------------------------------------------------------

  const newId = () => {
    // Real ids passed 2^32 long ago; apps must not squeeze them into a 32-bit integer.
    let id
    do id = 5_000_000_000 + randomInt(1_000_000_000)
    while (usedIds.has(id))
    usedIds.add(id)
    return id
  }

  const reported = (tx) => ({
    amount: tx.tamper?.amount ?? tx.amount,
    currency: tx.tamper?.currency ?? tx.currency,
  })

  const verifyData = (tx) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    ...reported(tx),
    gateway_response: {
      abandoned: 'The transaction was not completed',
      success: 'Successful',
      failed: 'Declined',
      reversed: 'Successful',
    }[tx.status],
    paid_at: tx.paid_at,
    created_at: tx.created_at,
    channel: 'card',
    customer: { email: tx.email },
    metadata: tx.metadata,
    fees: null,
    authorization: { last4: '4081', card_type: 'visa' },
  })

  const markPaid = (tx) => {
    if (tx.status === 'failed') throw new HttpError(409, MESSAGES.alreadyDeclined)
    if (tx.status !== 'abandoned') throw new HttpError(409, MESSAGES.alreadyPaid)
    tx.status = 'success'
    tx.paid_at = new Date().toISOString()
  }

  const markDeclined = (tx) => {
    if (tx.status === 'failed') throw new HttpError(409, MESSAGES.alreadyDeclined)
    if (tx.status !== 'abandoned') throw new HttpError(409, MESSAGES.alreadyPaid)
    tx.status = 'failed'
  }

  const callbackRedirect = (tx) => {
    if (!tx.callback_url) return null
    // Append by hand: re-serialising through URLSearchParams would rewrite the app's own query.
    const hashAt = tx.callback_url.indexOf('#')
    const base = hashAt === -1 ? tx.callback_url : tx.callback_url.slice(0, hashAt)
    const hash = hashAt === -1 ? '' : tx.callback_url.slice(hashAt)
    const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
    const ref = encodeURIComponent(tx.reference)
    return `${base}${separator}trxref=${ref}&reference=${ref}${hash}`
  }

  // --- webhooks ---------------------------------------------------------------------------------

  const chargeSuccessData = (tx) => ({
    ...verifyData(tx),
    status: 'success',
    gateway_response: 'Successful',
  })

  // Paystack's refund.processed: the refund's own id and amount (kobo), which may be part of the payment.
  const refundData = (tx, refund) => ({
    id: refund.id,
    status: 'processed',
    transaction_reference: tx.reference,
    amount: refund.amount,
    currency: reported(tx).currency,
    refunded_at: refund.refunded_at,
    transaction: { reference: tx.reference, id: tx.id },
  })

  const sign = (body, key) => createHmac('sha512', key).update(body).digest('hex')

  const wait = (ms, signal) =>
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

  const post = (target, body, headers, signal) =>
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

  const deliverOne = async (tx, event, body, headers, signal) => {
    const attempts = 1 + Math.max(0, webhookRetries)
    for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
      let failure
      try {
        tx.webhook_attempts++
        const statusCode = await post(
          new URL(/** @type {string} */ (webhookUrl)),
          body,
          headers,
          signal,
        )
        if (statusCode >= 200 && statusCode < 300) {
          tx.webhook_deliveries++
          return
        }
        failure = `HTTP ${statusCode}`
      } catch (error) {
        if (signal.aborted) return
        failure = error instanceof Error ? error.message : String(error)
      }
      const last = attempt === attempts
      log(
        `webhook ${event} for ${tx.reference} failed (attempt ${attempt}/${attempts}): ${failure}${last ? '; giving up' : '; will retry'}`,
      )
      if (!last) await wait(RETRY_BACKOFF_MS * attempt, signal)
    }
  }

  /** Sends `copies` identical, signed deliveries after `delayMs`; never throws. */
  const deliver = (tx, event, data, { copies, delayMs, signature = 'valid' }) => {
    if (!webhookUrl || copies <= 0) return
    const body = Buffer.from(JSON.stringify({ event, data }))
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'user-agent': 'paystack-simulator' }
    if (signature === 'valid') headers['x-paystack-signature'] = sign(body, secretKey)
    if (signature === 'invalid') headers['x-paystack-signature'] = sign(body, `not-${secretKey}`)
    const { signal } = deliveries
    // The copies go out together, as Paystack's duplicates can: the app's dedupe must survive a race.
    void wait(delayMs, signal)
      .then(() =>
        signal.aborted
          ? undefined
          : Promise.all(
              Array.from({ length: copies }, () => deliverOne(tx, event, body, headers, signal)),
            ),
      )
      .catch((error) => log(`webhook ${event} for ${tx.reference} failed: ${error}`))
  }

  const deliverChargeSuccess = (tx) => {
    if (config.webhooksEnabled)
      deliver(tx, 'charge.success', chargeSuccessData(tx), {
        copies: config.webhookDuplicates,
        delayMs: config.webhookDelayMs,
      })
  }

  // --- routes -----------------------------------------------------------------------------------

  async function handle(req, res) {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://simulator.invalid')
    let parts
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      throw new HttpError(400, 'Malformed URL')
    }
    const method = req.method ?? 'GET'
    const route = `${method} /${parts.map((part, i) => (isParameter(parts, i) ? ':' : part)).join('/')}`

    switch (route) {
      case 'GET /':
        return sendJson(res, 200, {
          status: true,
          message: 'Paystack simulator',
          data: { api: url, public_url: browserUrl },
        })
      case 'GET /inline.js':
        return send(res, 200, 'application/javascript; charset=utf-8', inlineScript(browserUrl))
      case 'POST /transaction/initialize':
        requireKey(req)
        return initialize(res, await readBody(req))
      case 'GET /transaction/verify/:': {
        if (config.failVerify) throw new HttpError(500, MESSAGES.outage)
        requireKey(req)
        const tx = byReference.get(parts[2])
        if (!tx) throw new HttpError(400, MESSAGES.notFound)
        tx.verify_requests++
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.verified,
          data: verifyData(tx),
        })
      }
      case 'GET /checkout/:':
        return checkoutPage(res, parts[1], searchParams.get('mode') === 'inline')
      case 'POST /checkout/:/pay':
      case 'POST /checkout/:/decline':
      case 'POST /checkout/:/close':
        await readBody(req)
        return checkoutAction(req, res, parts[1], parts[2])
      default:
        if (parts[0] === '__simulator') return control(req, res, method, parts.slice(1))
        throw new HttpError(404, 'Route not found')
    }
  }

  function isParameter(parts, i) {
    return (
      (parts[0] === 'transaction' && parts[1] === 'verify' && i === 2) ||
      (parts[0] === 'checkout' && i === 1)
    )
  }

  function requireKey(req) {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      throw new HttpError(401, MESSAGES.invalidKey)
  }

  function initialize(res, body) {
    if (config.failInitialize) throw new HttpError(500, MESSAGES.outage)
    const { email, amount, currency = 'NGN', reference, callback_url, metadata, channels } = body
    if (typeof email !== 'string' || !email) throw new HttpError(400, 'Email is required')
    if (!EMAIL.test(email)) throw new HttpError(400, 'Invalid Email Address Passed')
    const kobo = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount
    if (amount === undefined || amount === null || amount === '')
      throw new HttpError(400, 'Amount is required')
    if (!Number.isSafeInteger(kobo) || kobo <= 0) throw new HttpError(400, 'Invalid Amount Sent')
    if (typeof currency !== 'string' || !CURRENCIES.includes(currency))
      throw new HttpError(400, 'Currency not supported by merchant')
    if (reference !== undefined && (typeof reference !== 'string' || !REFERENCE.test(reference))) {
      throw new HttpError(400, "Invalid reference: use only letters, digits, '-', '.' and '='")
    }
    if (
      callback_url !== undefined &&
      callback_url !== null &&
      callback_url !== '' &&
      !isHttpUrl(callback_url)
    ) {
      throw new HttpError(400, 'Invalid callback_url')
    }
    if (
      channels !== undefined &&
      (!Array.isArray(channels) || channels.some((c) => typeof c !== 'string'))
    ) {
      throw new HttpError(400, 'channels must be an array of strings')
    }
    if (reference && byReference.has(reference))
      throw new HttpError(400, MESSAGES.duplicateReference)

    let ref = reference
    while (!ref || byReference.has(ref)) ref = `sim-${randomString(15)}`
    let accessCode
    do accessCode = randomString(15)
    while (byAccessCode.has(accessCode))

    const tx = {
      id: newId(),
      reference: ref,
      access_code: accessCode,
      email,
      amount: kobo,
      currency,
      callback_url: callback_url || null,
      metadata: metadata ?? null,
      channels: channels ?? null,
      status: 'abandoned',
      paid_at: null,
      created_at: new Date().toISOString(),
      refunded_at: null,
      refunded_amount: 0,
      tamper: null,
      webhook_deliveries: 0,
      webhook_attempts: 0,
      /** Verifications asked of the API: tests compare them with the app's own count. */
      verify_requests: 0,
    }
    byReference.set(ref, tx)
    byAccessCode.set(accessCode, tx)
    sendJson(res, 200, {
      status: true,
      message: MESSAGES.created,
      data: {
        authorization_url: `${browserUrl}/checkout/${accessCode}`,
        access_code: accessCode,
        reference: ref,
      },
    })
  }

  function checkoutPage(res, accessCode, inline, statusCode = 200, notice) {
    const tx = byAccessCode.get(accessCode)
    if (!tx) return send(res, 404, 'text/html; charset=utf-8', invalidAccessCodePage(inline))
    send(res, statusCode, 'text/html; charset=utf-8', renderCheckout(tx, inline, notice))
  }

  function checkoutAction(req, res, accessCode, action) {
    const wantsJson = String(req.headers.accept ?? '').includes('application/json')
    const tx = byAccessCode.get(accessCode)
    if (!tx) {
      if (wantsJson) throw new HttpError(404, MESSAGES.invalidAccessCode)
      return send(res, 404, 'text/html; charset=utf-8', invalidAccessCodePage(false))
    }
    try {
      if (action === 'pay') {
        markPaid(tx)
        deliverChargeSuccess(tx)
      }
      if (action === 'decline') markDeclined(tx)
    } catch (error) {
      if (wantsJson || !(error instanceof HttpError)) throw error
      return checkoutPage(res, accessCode, false, error.statusCode, {
        role: 'alert',
        text: error.message,
      })
    }
    const redirectUrl = action === 'decline' ? null : callbackRedirect(tx)
    if (wantsJson) {
      const message = { pay: MESSAGES.paid, decline: MESSAGES.declined, close: MESSAGES.closed }[
        action
      ]
      return sendJson(res, 200, {
        status: true,
        message,
        data: { id: tx.id, reference: tx.reference, status: tx.status, redirect_url: redirectUrl },
      })
    }
    // Without JavaScript the forms still work: Pay and Close go back to the app like Paystack does.
    if (redirectUrl) return redirect(res, redirectUrl)
    if (action === 'close')
      return send(res, 200, 'text/html; charset=utf-8', messagePage(MESSAGES.closed))
    return redirect(res, `/checkout/${encodeURIComponent(accessCode)}`)
  }

  async function control(req, res, method, parts) {
    const body = method === 'POST' ? await readBody(req) : {}
    const route = `${method} ${parts.map((part, i) => (parts[0] === 'transactions' && i === 1 ? ':' : part)).join('/')}`
    if (route === 'POST config') {
      config = { ...config, ...validConfig(body) }
      return sendJson(res, 200, { status: true, message: 'Config updated', data: config })
    }
    if (route === 'POST reset') {
      deliveries.abort()
      deliveries = new AbortController()
      byReference.clear()
      byAccessCode.clear()
      usedIds.clear()
      config = { ...startConfig }
      return sendJson(res, 200, { status: true, message: 'Simulator reset', data: config })
    }
    if (parts[0] !== 'transactions' || parts.length < 2) throw new HttpError(404, 'Route not found')
    const tx = byReference.get(parts[1])
    if (!tx) throw new HttpError(404, MESSAGES.notFound)
    switch (route) {
      case 'GET transactions/:':
        break
      case 'POST transactions/:/pay':
        markPaid(tx)
        if (body.webhook !== false) deliverChargeSuccess(tx)
        break
      case 'POST transactions/:/decline':
        markDeclined(tx)
        break
      case 'POST transactions/:/tamper': {
        const { amount, currency } = body
        if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 0))
          throw new HttpError(400, 'amount must be a whole number of kobo')
        if (currency !== undefined && (typeof currency !== 'string' || !currency))
          throw new HttpError(400, 'currency must be a non-empty string')
        tx.tamper = {
          ...tx.tamper,
          ...(amount !== undefined && { amount }),
          ...(currency !== undefined && { currency }),
        }
        break
      }
      case 'POST transactions/:/refund': {
        // { amount } in kobo refunds part of the payment (Paystack's partial refund); without it, the rest.
        if (tx.status !== 'success')
          throw new HttpError(
            409,
            tx.status === 'reversed' ? 'Transaction has been fully reversed' : MESSAGES.notPaid,
          )
        const left = tx.amount - tx.refunded_amount
        const amount = body.amount ?? left
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
          throw new HttpError(400, 'Refund amount cannot be more than the amount left to refund')
        const refund = { id: newId(), amount, refunded_at: new Date().toISOString() }
        tx.refunded_amount += amount
        tx.refunded_at = refund.refunded_at
        if (tx.refunded_amount === tx.amount) tx.status = 'reversed'
        if (config.webhooksEnabled)
          deliver(tx, 'refund.processed', refundData(tx, refund), {
            copies: config.webhookDuplicates,
            delayMs: config.webhookDelayMs,
          })
        break
      }
      case 'POST transactions/:/webhook': {
        const { copies = 1, delayMs = 0, signature = 'valid' } = body
        if (!Number.isSafeInteger(copies) || copies < 1)
          throw new HttpError(400, 'copies must be a whole number ≥ 1')
        if (!Number.isSafeInteger(delayMs) || delayMs < 0)
          throw new HttpError(400, 'delayMs must be a whole number ≥ 0')
        if (!['valid', 'invalid', 'missing'].includes(signature))
          throw new HttpError(400, "signature must be 'valid', 'invalid' or 'missing'")
        if (!webhookUrl) throw new HttpError(409, 'No webhook URL configured')
        // Paystack only ever reports charge.success for money that moved (a refund may come later).
        if (tx.status !== 'success' && tx.status !== 'reversed')
          throw new HttpError(409, MESSAGES.notPaid)
        deliver(tx, 'charge.success', chargeSuccessData(tx), { copies, delayMs, signature })
        break
      }
      default:
        throw new HttpError(404, 'Route not found')
    }
    sendJson(res, 200, { status: true, message: 'OK', data: tx })
  }

  return {
    url,
    publicUrl: browserUrl,
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        deliveries.abort()
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}

function validConfig(body) {
  /** @type {Record<string, (value: unknown) => boolean>} */
  const checks = {
    webhookDelayMs: (v) => Number.isSafeInteger(v) && /** @type {number} */ (v) >= 0,
    webhookDuplicates: (v) => Number.isSafeInteger(v) && /** @type {number} */ (v) >= 0,
    webhooksEnabled: (v) => typeof v === 'boolean',
    failInitialize: (v) => typeof v === 'boolean',
    failVerify: (v) => typeof v === 'boolean',
  }
  for (const [key, value] of Object.entries(body)) {
    if (!checks[key]) throw new HttpError(400, `Unknown config key: ${key}`)
    if (!checks[key](value)) throw new HttpError(400, `Invalid value for ${key}`)
  }
  return body
}

function isHttpUrl(value) {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

async function readBody(req) {
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) return {}
  if (String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Invalid JSON body')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new HttpError(400, 'Body must be a JSON object')
  return parsed
}

function send(res, statusCode, contentType, body) {
  res.writeHead(statusCode, { 'content-type': contentType, 'cache-control': 'no-store' })
  res.end(body)
}

function sendJson(res, statusCode, body) {
  send(res, statusCode, 'application/json; charset=utf-8', JSON.stringify(body))
}

function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' })
  res.end()
}

// --- browser side -----------------------------------------------------------------------------

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

export function formatAmount(minorUnits, currency) {
  const whole = Math.floor(minorUnits / 100)
  const fraction = minorUnits % 100
  const number = `${whole.toLocaleString('en-NG')}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`
  return currency === 'NGN' ? `₦${number}` : `${currency} ${number}`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#eef2f6}
body.inline{background:rgba(10,20,40,.6)}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.2)}
h1{font-size:1.25rem;margin:0 0 4px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fff4ce;color:#5c4400;font-size:.85rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:8px 0 0}
.email{margin:0 0 16px;color:#44506a;word-break:break-all}
.note{font-size:.9rem;color:#44506a}
.alert{padding:12px;border-radius:8px;background:#fde8e8;color:#8a1c1c;font-weight:600}
.status{padding:12px;border-radius:8px;background:#e3f6ea;color:#14532d;font-weight:600}
.actions{display:grid;gap:12px;margin-top:16px}
button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:8px;border:2px solid #14213d;background:#fff;color:#14213d;cursor:pointer}
button[value=pay]{background:#0b7a3b;border-color:#0b7a3b;color:#fff}
button[value=decline]{border-color:#b42318;color:#b42318}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button:disabled{opacity:.6;cursor:progress}
`

function page(title, body, { inline = false, script = '' } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="${inline ? 'inline' : 'hosted'}">
${body}
${script ? `<script>${script}</script>` : ''}
</body>
</html>`
}

function renderCheckout(tx, inline, notice) {
  const code = encodeURIComponent(tx.access_code)
  const open = tx.status === 'abandoned'
  if (!notice && tx.status === 'failed') notice = { role: 'alert', text: MESSAGES.declined }
  if (!notice && tx.status !== 'abandoned') notice = { role: 'status', text: MESSAGES.paid }
  const button = (action, label) =>
    `<button type="submit" value="${action}" formaction="/checkout/${code}/${action}">${label}</button>`
  const body = `<main aria-labelledby="title">
<p class="badge">Simulator: no real money</p>
<h1 id="title">Paystack Simulator</h1>
<p class="amount">${escapeHtml(formatAmount(tx.amount, tx.currency))}</p>
<p class="email">${escapeHtml(tx.email)}</p>
<p class="note">This is a local Paystack simulator for development. No card is charged and no real money moves.</p>
<div id="notice">${notice ? `<p role="${notice.role}" class="${notice.role}">${escapeHtml(notice.text)}</p>` : ''}</div>
<form method="post" class="actions" id="actions">
${open ? `${button('pay', 'Pay')}\n${button('decline', 'Decline')}\n` : ''}${button('close', 'Close')}
</form>
</main>`
  const state = {
    inline,
    id: tx.id,
    accessCode: tx.access_code,
    reference: tx.reference,
    messages: MESSAGES,
  }
  return page('Paystack Simulator', body, { inline, script: checkoutScript(state) })
}

const checkoutScript = (state) => `
(() => {
  const state = ${scriptJson(state)};
  const tell = (message) => window.parent.postMessage({ source: 'paystack-simulator', ...message }, '*');
  const form = document.getElementById('actions');
  const notice = document.getElementById('notice');
  const show = (role, text) => {
    notice.innerHTML = '';
    const p = document.createElement('p');
    p.setAttribute('role', role);
    p.className = role;
    p.textContent = text;
    notice.append(p);
  };
  const onlyClose = () => form.querySelectorAll('button:not([value=close])').forEach((b) => b.remove());
  if (state.inline) tell({ type: 'loaded', id: state.id, accessCode: state.accessCode });
  form.querySelector('button')?.focus();
  form.addEventListener('submit', async (event) => {
    const button = event.submitter;
    const action = button?.value;
    if (action === 'close') {
      // Hosted checkout: the form posts and the simulator sends the browser back to callback_url.
      if (state.inline) { event.preventDefault(); tell({ type: 'close' }); }
      return;
    }
    event.preventDefault();
    const buttons = [...form.querySelectorAll('button')];
    buttons.forEach((b) => (b.disabled = true));
    try {
      const response = await fetch(button.formAction, { method: 'POST', headers: { accept: 'application/json' } });
      const result = await response.json();
      if (!response.ok) { show('alert', result.message); onlyClose(); return; }
      if (action === 'decline') { show('alert', state.messages.declined); onlyClose(); return; }
      if (state.inline) tell({ type: 'success', reference: state.reference, id: state.id });
      else if (result.data.redirect_url) return window.location.assign(result.data.redirect_url);
      show('status', state.messages.paid);
      onlyClose();
    } catch (error) {
      show('alert', 'The simulator did not answer: ' + error.message);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  });
})();
`

function invalidAccessCodePage(inline) {
  const body = `<main aria-labelledby="title"><h1 id="title">Paystack Simulator</h1><p role="alert" class="alert">${MESSAGES.invalidAccessCode}</p></main>`
  const script = inline
    ? `window.parent.postMessage(${scriptJson({ source: 'paystack-simulator', type: 'error', message: MESSAGES.invalidAccessCode })}, '*');`
    : ''
  return page('Paystack Simulator', body, { inline, script })
}

function messagePage(text) {
  return page(
    'Paystack Simulator',
    `<main aria-labelledby="title"><h1 id="title">Paystack Simulator</h1><p role="status">${escapeHtml(text)}</p></main>`,
  )
}

function inlineScript(publicUrl) {
  return `// Paystack Simulator inline.js: the part of Paystack's InlineJS v2 this project uses.
(() => {
  const BASE = ${scriptJson(publicUrl)};
  const ORIGIN = new URL(BASE).origin;
  class PaystackPop {
    resumeTransaction(accessCode, callbacks = {}) {
      const { onSuccess, onCancel, onError, onLoad } = callbacks;
      const previousFocus = document.activeElement;
      const frame = document.createElement('iframe');
      frame.title = 'Paystack Simulator checkout';
      frame.src = BASE + '/checkout/' + encodeURIComponent(accessCode) + '?mode=inline';
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;background:transparent;';
      let id = null;
      const finish = () => {
        window.removeEventListener('message', onMessage);
        frame.remove();
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      };
      const onMessage = (event) => {
        if (event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
        const message = event.data;
        if (!message || message.source !== 'paystack-simulator') return;
        if (message.type === 'loaded') {
          id = message.id;
          frame.focus();
          if (onLoad) onLoad({ id, accessCode });
        } else if (message.type === 'success') {
          finish();
          const trans = String(message.id ?? id);
          if (onSuccess) onSuccess({ reference: message.reference, trans, transaction: trans, status: 'success', message: 'Approved', trxref: message.reference });
        } else if (message.type === 'close') {
          finish();
          if (onCancel) onCancel();
        } else if (message.type === 'error') {
          finish();
          if (onError) onError({ message: message.message || 'Invalid access code' });
        }
      };
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
    }
  }
  window.PaystackPop = PaystackPop;
})();
`
}

// --- CLI --------------------------------------------------------------------------------------

function envInteger(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(
      `[paystack-simulator] ${name} must be a whole number ≥ 0, got ${JSON.stringify(raw)}`,
    )
    process.exit(1)
  }
  return value
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = envInteger('PAYSTACK_SIMULATOR_PORT', 54400)
  const host = process.env.PAYSTACK_SIMULATOR_HOST || '127.0.0.1'
  const simulator = await startSimulator({
    port,
    host,
    secretKey: process.env.PAYSTACK_SECRET_KEY || 'sk_test_simulator',
    // With port 0 the real port is only known once listening; the API URL serves browsers then.
    publicUrl:
      process.env.PAYSTACK_SIMULATOR_PUBLIC_URL || (port ? `http://localhost:${port}` : undefined),
    webhookUrl: process.env.PAYSTACK_SIMULATOR_WEBHOOK_URL || undefined,
    webhookDelayMs: envInteger('PAYSTACK_SIMULATOR_WEBHOOK_DELAY_MS', 0),
    webhookDuplicates: envInteger('PAYSTACK_SIMULATOR_WEBHOOK_DUPLICATES', 1),
  })
  console.log(`[paystack-simulator] listening on ${simulator.url}`)
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    simulator.close().then(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
