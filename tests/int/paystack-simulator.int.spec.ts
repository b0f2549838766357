// The local Paystack simulator (src/paystack-simulator) keeps Paystack's contract: the app must be
// able to talk to it exactly as to https://api.paystack.co, and receive the same signed webhooks.
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import {
  type PaystackSimulator,
  formatAmount,
  startSimulator,
} from '@/paystack-simulator/server.mjs'

const SECRET = 'sk_test_contract_secret'
const auth = { authorization: `Bearer ${SECRET}` }

type Delivery = {
  headers: IncomingHttpHeaders
  raw: Buffer
  body: { event: string; data: Record<string, unknown> & { reference: string } }
  at: number
}
const deliveries: Delivery[] = []
/** Status codes the receiver answers with, in order; 200 once they run out. */
let answers: number[] = []
const logLines: string[] = []
let receiver: http.Server
let sim: PaystackSimulator

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      deliveries.push({
        headers: req.headers,
        raw,
        body: JSON.parse(raw.toString('utf8')),
        at: Date.now(),
      })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  sim = await startSimulator({
    secretKey: SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/paystack/webhook`,
    log: (line) => logLines.push(line),
  })
})

afterAll(async () => {
  await sim?.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

beforeEach(async () => {
  await control('reset')
  deliveries.length = 0
  answers = []
  logLines.length = 0
})

const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${sim.url}${path}`, init)
  return { status: response.status, body: await response.json() }
}

const initialize = (body: Record<string, unknown>, headers: Record<string, string> = auth) =>
  api('/transaction/initialize', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const verify = (reference: string, headers: Record<string, string> = auth) =>
  api(`/transaction/verify/${encodeURIComponent(reference)}`, { headers })

const control = (path: string, body?: unknown) =>
  api(`/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })

const stored = async (reference: string) =>
  (await api(`/__simulator/transactions/${reference}`)).body.data

const donation = (extra: Record<string, unknown> = {}) =>
  initialize({
    email: 'ada@example.org',
    amount: 2_500_000,
    callback_url: 'http://localhost:3000/donate/thank-you',
    metadata: { donation_id: 42 },
    ...extra,
  })

const signature = (raw: Buffer, key: string) => createHmac('sha512', key).update(raw).digest('hex')

const waitForDeliveries = (count: number, timeout = 5_000) =>
  vi.waitFor(() => expect(deliveries).toHaveLength(count), { timeout, interval: 20 })

const deliveredReferences = () => deliveries.map((delivery) => delivery.body.data.reference)

/**
 * Pays a fresh transaction and waits for its webhook. With the same delay configured, anything
 * the simulator was going to deliver for earlier steps went out first, so its absence now shows.
 */
const deliverMarker = async (reference: string) => {
  await donation({ reference })
  await control(`transactions/${reference}/pay`)
  await vi.waitFor(() => expect(deliveredReferences()).toContain(reference), {
    timeout: 30_000,
    interval: 20,
  })
}

it('refuses calls without the secret key, as Paystack does', async () => {
  for (const headers of [
    {} as Record<string, string>,
    { authorization: 'Bearer sk_test_someone_else' },
    { authorization: SECRET },
  ]) {
    expect(await initialize({ email: 'ada@example.org', amount: 100 }, headers)).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid key' },
    })
  }
  const { body } = await donation()
  expect(await verify(body.data.reference, {})).toEqual({
    status: 401,
    body: { status: false, message: 'Invalid key' },
  })
})

it('initializes a transaction in kobo and answers with an authorization URL on the public URL', async () => {
  const { status, body } = await donation({ reference: 'don-42.a=1' })
  expect(status).toBe(200)
  expect(body).toMatchObject({
    status: true,
    message: 'Authorization URL created',
    data: { reference: 'don-42.a=1' },
  })
  expect(body.data.access_code).toMatch(/^[a-z0-9]{15}$/)
  expect(body.data.authorization_url).toBe(`${sim.publicUrl}/checkout/${body.data.access_code}`)

  // No reference: the simulator makes one up; an amount may arrive as a numeric string.
  const generated = await initialize({
    email: 'ada@example.org',
    amount: '150000',
    currency: 'USD',
  })
  expect(generated.body.data.reference).toMatch(/^[A-Za-z0-9.=-]+$/)
  const { body: verified } = await verify(generated.body.data.reference)
  expect(verified.data).toMatchObject({ amount: 150_000, currency: 'USD' })
})

it('rejects invalid initialize requests with a 400 and a message', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ amount: 100 }, 'Email is required'],
    [{ email: 'not-an-email', amount: 100 }, 'Invalid Email Address Passed'],
    [{ email: 'ada@example.org' }, 'Amount is required'],
    [{ email: 'ada@example.org', amount: 0 }, 'Invalid Amount Sent'],
    [{ email: 'ada@example.org', amount: -500 }, 'Invalid Amount Sent'],
    [{ email: 'ada@example.org', amount: 250.5 }, 'Invalid Amount Sent'],
    [{ email: 'ada@example.org', amount: '25k' }, 'Invalid Amount Sent'],
    [
      { email: 'ada@example.org', amount: 100, currency: 'EUR' },
      'Currency not supported by merchant',
    ],
    [
      { email: 'ada@example.org', amount: 100, reference: 'has space' },
      "Invalid reference: use only letters, digits, '-', '.' and '='",
    ],
    [
      { email: 'ada@example.org', amount: 100, reference: 'slash/ref' },
      "Invalid reference: use only letters, digits, '-', '.' and '='",
    ],
    [
      { email: 'ada@example.org', amount: 100, callback_url: 'javascript:alert(1)' },
      'Invalid callback_url',
    ],
  ]
  for (const [body, message] of cases) {
    expect(await initialize(body), JSON.stringify(body)).toEqual({
      status: 400,
      body: { status: false, message },
    })
  }
  const malformed = await api('/transaction/initialize', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: '{"email":',
  })
  expect(malformed).toEqual({ status: 400, body: { status: false, message: 'Invalid JSON body' } })
})

it('refuses a reused reference', async () => {
  expect((await donation({ reference: 'once-only' })).status).toBe(200)
  expect(await donation({ reference: 'once-only' })).toEqual({
    status: 400,
    body: { status: false, message: 'Duplicate Transaction Reference' },
  })
})

it('verifies a transaction as abandoned, then success once paid, then reversed after a refund', async () => {
  expect(await verify('nobody-made-this')).toEqual({
    status: 400,
    body: { status: false, message: 'Transaction reference not found' },
  })
  const { body: init } = await donation({ reference: 'life-1' })

  const before = await verify('life-1')
  expect(before).toMatchObject({
    status: 200,
    body: { status: true, message: 'Verification successful' },
  })
  expect(before.body.data).toMatchObject({
    domain: 'test',
    status: 'abandoned',
    reference: 'life-1',
    amount: 2_500_000,
    currency: 'NGN',
    gateway_response: 'The transaction was not completed',
    paid_at: null,
    channel: 'card',
    customer: { email: 'ada@example.org' },
    metadata: { donation_id: 42 },
    fees: null,
    // Paystack's own test card, trailing space included.
    authorization: { last4: '4081', card_type: 'visa ' },
  })
  expect(Number.isSafeInteger(before.body.data.id) && before.body.data.id > 2 ** 32).toBe(true)
  expect(new Date(before.body.data.created_at).toISOString()).toBe(before.body.data.created_at)

  const paid = await fetch(`${sim.url}/checkout/${init.data.access_code}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  })
  expect(paid.status).toBe(200)
  const after = (await verify('life-1')).body.data
  expect(after).toMatchObject({
    id: before.body.data.id,
    status: 'success',
    gateway_response: 'Successful',
    amount: 2_500_000,
  })
  expect(Date.parse(after.paid_at)).toBeGreaterThanOrEqual(Date.parse(after.created_at))

  await waitForDeliveries(1)
  expect((await control('transactions/life-1/refund')).status).toBe(200)
  expect((await verify('life-1')).body.data).toMatchObject({
    status: 'reversed',
    paid_at: after.paid_at,
  })
  await waitForDeliveries(2)
  const refund = deliveries[1].body
  expect(refund.event).toBe('refund.processed')
  expect(refund.data).toMatchObject({
    status: 'processed',
    transaction_reference: 'life-1',
    amount: 2_500_000,
    currency: 'NGN',
    transaction: { reference: 'life-1', id: before.body.data.id },
  })
  expect(typeof refund.data.refunded_at).toBe('string')
  expect(await control('transactions/life-1/refund')).toMatchObject({ status: 409 })
})

it('reports a declined payment as failed, and refuses to pay it afterwards', async () => {
  const { body: init } = await donation({ reference: 'declined-1' })
  const declined = await fetch(`${sim.url}/checkout/${init.data.access_code}/decline`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  })
  expect(declined.status).toBe(200)
  expect((await verify('declined-1')).body.data).toMatchObject({
    status: 'failed',
    gateway_response: 'Declined',
    paid_at: null,
  })

  const pay = await fetch(`${sim.url}/checkout/${init.data.access_code}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  })
  expect(pay.status).toBe(409)
  expect(await control('transactions/declined-1/pay')).toMatchObject({
    status: 409,
    body: { status: false, message: 'Transaction was declined' },
  })
  expect(await control('transactions/declined-1/refund')).toMatchObject({ status: 409 })
  await deliverMarker('after-declined')
  expect(deliveredReferences()).toEqual(['after-declined'])
  expect(await stored('declined-1')).toMatchObject({ webhook_attempts: 0 })
})

it('refuses to take the same payment twice', async () => {
  const { body: init } = await donation({ reference: 'twice' })
  const payUrl = `${sim.url}/checkout/${init.data.access_code}/pay`
  expect(
    (await fetch(payUrl, { method: 'POST', headers: { accept: 'application/json' } })).status,
  ).toBe(200)
  const again = await fetch(payUrl, { method: 'POST', headers: { accept: 'application/json' } })
  expect(again.status).toBe(409)
  expect(await again.json()).toEqual({
    status: false,
    message: 'Transaction has already been paid',
  })
  expect(await control('transactions/twice/pay')).toMatchObject({ status: 409 })
  expect(await control('transactions/twice/decline')).toMatchObject({ status: 409 })
  await deliverMarker('after-twice')
  expect(deliveredReferences()).toEqual(['twice', 'after-twice'])
  expect(await stored('twice')).toMatchObject({ webhook_attempts: 1 })
})

it('signs webhooks with HMAC-SHA512 of the raw body keyed with the secret key', async () => {
  await donation({ reference: 'signed-1' })
  await control('transactions/signed-1/pay')
  await waitForDeliveries(1)
  const [delivery] = deliveries

  expect(delivery.headers['content-type']).toBe('application/json')
  expect(delivery.headers['x-paystack-signature']).toBe(signature(delivery.raw, SECRET))
  expect(delivery.headers['x-paystack-signature']).not.toBe(
    signature(delivery.raw, 'sk_test_wrong'),
  )
  // One changed byte of the body and the signature no longer matches.
  const altered = Buffer.from(
    delivery.raw.toString('utf8').replace('"amount":2500000', '"amount":2500001'),
  )
  expect(altered.equals(delivery.raw)).toBe(false)
  expect(delivery.headers['x-paystack-signature']).not.toBe(signature(altered, SECRET))

  expect(delivery.body.event).toBe('charge.success')
  // The event carries what verify reports, except that its plan is an object ({} for a one-off).
  expect(delivery.body.data).toEqual({ ...(await verify('signed-1')).body.data, plan: {} })
  expect(await stored('signed-1')).toMatchObject({ webhook_deliveries: 1, webhook_attempts: 1 })
})

it('redelivers on request, with an invalid or a missing signature when asked', async () => {
  await donation({ reference: 'redeliver' })
  await control('transactions/redeliver/pay', { webhook: false })

  expect((await control('transactions/redeliver/webhook', { copies: 2 })).status).toBe(200)
  await waitForDeliveries(2)
  // The payment itself sent nothing: the simulator tried only the two copies.
  expect(await stored('redeliver')).toMatchObject({ webhook_attempts: 2 })
  await control('transactions/redeliver/webhook', { signature: 'invalid' })
  await waitForDeliveries(3)
  await control('transactions/redeliver/webhook', { signature: 'missing' })
  await waitForDeliveries(4)

  const [first, second, invalid, missing] = deliveries
  for (const valid of [first, second])
    expect(valid.headers['x-paystack-signature']).toBe(signature(valid.raw, SECRET))
  expect(invalid.headers['x-paystack-signature']).toMatch(/^[0-9a-f]{128}$/)
  expect(invalid.headers['x-paystack-signature']).not.toBe(signature(invalid.raw, SECRET))
  expect(missing.headers).not.toHaveProperty('x-paystack-signature')

  await donation({ reference: 'unpaid' })
  expect(await control('transactions/unpaid/webhook')).toMatchObject({
    status: 409,
    body: { message: 'Transaction has not been paid' },
  })
})

it('sends the configured number of duplicates after the configured delay', async () => {
  const { body: config } = await control('config', { webhookDuplicates: 3, webhookDelayMs: 400 })
  expect(config.data).toEqual({
    webhookDuplicates: 3,
    webhookDelayMs: 400,
    webhooksEnabled: true,
    failInitialize: false,
    failVerify: false,
  })
  await donation({ reference: 'dupes' })
  const paidAt = Date.now()
  await control('transactions/dupes/pay')

  await waitForDeliveries(3)
  for (const delivery of deliveries) {
    // None came before the delay (the time of arrival is what this test is about).
    expect(delivery.at - paidAt).toBeGreaterThanOrEqual(390)
    // Duplicates are byte-for-byte the same event, as Paystack's retries are.
    expect(delivery.raw.equals(deliveries[0].raw)).toBe(true)
  }
  // The copies go out together, so once the three are answered no fourth was tried.
  await vi.waitFor(
    async () => expect(await stored('dupes')).toMatchObject({ webhook_deliveries: 3 }),
    { interval: 20 },
  )
  expect(await stored('dupes')).toMatchObject({ webhook_attempts: 3 })
})

it('sends nothing while webhooks are disabled', async () => {
  await control('config', { webhooksEnabled: false })
  await donation({ reference: 'quiet' })
  await control('transactions/quiet/pay')
  await control('config', { webhooksEnabled: true })
  await deliverMarker('after-quiet')
  expect(deliveredReferences()).toEqual(['after-quiet'])
  expect(await stored('quiet')).toMatchObject({ webhook_attempts: 0 })
})

it('retries a webhook the app answered with a 500, and logs the failure', async () => {
  answers = [500]
  await donation({ reference: 'retry-1' })
  await control('transactions/retry-1/pay')
  await waitForDeliveries(2, 5_000)
  expect(deliveries[1].at - deliveries[0].at).toBeGreaterThanOrEqual(450)
  expect(deliveries[1].raw.equals(deliveries[0].raw)).toBe(true)
  expect(await stored('retry-1')).toMatchObject({ webhook_deliveries: 1, webhook_attempts: 2 })
  expect(logLines).toEqual([
    'webhook charge.success for retry-1 failed (attempt 1/4): HTTP 500; will retry',
  ])
})

it('survives a webhook receiver that is down', async () => {
  const down = await startSimulator({
    secretKey: SECRET,
    webhookUrl: 'http://127.0.0.1:9/unreachable',
    webhookRetries: 1,
    log: (line) => logLines.push(line),
  })
  try {
    await fetch(`${down.url}/transaction/initialize`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.org', amount: 100, reference: 'nobody-home' }),
    })
    await fetch(`${down.url}/__simulator/transactions/nobody-home/pay`, { method: 'POST' })
    await vi.waitFor(() => expect(logLines).toHaveLength(2), { timeout: 30_000, interval: 20 })
    expect(logLines[1]).toMatch(
      /^webhook charge\.success for nobody-home failed \(attempt 2\/2\): .*; giving up$/,
    )
    expect(
      (await fetch(`${down.url}/transaction/verify/nobody-home`, { headers: auth })).status,
    ).toBe(200)
  } finally {
    await down.close()
  }
})

it('sends the browser back to callback_url with trxref and reference after a hosted checkout', async () => {
  const cases = [
    [
      'http://localhost:3000/donate/thank-you',
      'http://localhost:3000/donate/thank-you?trxref=hosted-1&reference=hosted-1',
    ],
    [
      'http://localhost:3000/donate/thank-you?lang=yo',
      'http://localhost:3000/donate/thank-you?lang=yo&trxref=hosted-2&reference=hosted-2',
    ],
    [
      'http://localhost:3000/donate?a=1#done',
      'http://localhost:3000/donate?a=1&trxref=hosted-3&reference=hosted-3#done',
    ],
  ]
  for (const [index, [callback_url, location]] of cases.entries()) {
    const { body } = await donation({ reference: `hosted-${index + 1}`, callback_url })
    // A plain form post, as the checkout page's buttons send without JavaScript.
    const paid = await fetch(`${sim.url}/checkout/${body.data.access_code}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(location)
  }

  // Close leaves without paying, and the app's verify then finds the transaction abandoned.
  const { body } = await donation({
    reference: 'hosted-closed',
    callback_url: 'http://localhost:3000/donate/thank-you',
  })
  const closed = await fetch(`${sim.url}/checkout/${body.data.access_code}/close`, {
    method: 'POST',
    redirect: 'manual',
  })
  expect(closed.status).toBe(303)
  expect(closed.headers.get('location')).toBe(
    'http://localhost:3000/donate/thank-you?trxref=hosted-closed&reference=hosted-closed',
  )
  expect((await verify('hosted-closed')).body.data.status).toBe('abandoned')
})

it('shows the amount, the e-mail and the Pay, Decline and Close buttons on the checkout page', async () => {
  const { body } = await donation()
  const response = await fetch(body.data.authorization_url.replace(sim.publicUrl, sim.url))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toContain('<title>Paystack Simulator</title>')
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(html).toMatch(/<h1[^>]*>Paystack Simulator<\/h1>/)
  expect(html).toContain('₦25,000')
  expect(html).toContain('ada@example.org')
  expect(html).toContain('no real money')
  expect([...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual([
    'Pay',
    'Decline',
    'Close',
  ])

  // Declined without JavaScript: back to the page, which says so and offers only Close.
  const declined = await fetch(`${sim.url}/checkout/${body.data.access_code}/decline`, {
    method: 'POST',
  })
  const declinedHtml = await declined.text()
  expect(declinedHtml).toContain('<p role="alert" class="alert">Payment declined</p>')
  expect(
    [...declinedHtml.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]),
  ).toEqual(['Close'])

  const unknown = await fetch(`${sim.url}/checkout/nosuchcode`)
  expect(unknown.status).toBe(404)
  expect(await unknown.text()).toContain('Invalid access code')
  const unknownInline = await (await fetch(`${sim.url}/checkout/nosuchcode?mode=inline`)).text()
  expect(unknownInline).toContain('"type":"error","message":"Invalid access code"')
})

it('formats amounts in naira, and other currencies with their code', () => {
  expect(formatAmount(2_500_000, 'NGN')).toBe('₦25,000')
  expect(formatAmount(123_456_789, 'NGN')).toBe('₦1,234,567.89')
  expect(formatAmount(1_050, 'USD')).toBe('USD 10.50')
  expect(formatAmount(5, 'GHS')).toBe('GHS 0.05')
})

it('escapes what the app sent when it renders the checkout page', async () => {
  const { body } = await initialize({ email: '<script>x</script>@example.org', amount: 100 })
  const html = await (await fetch(`${sim.url}/checkout/${body.data.access_code}`)).text()
  expect(html).not.toContain('<script>x</script>')
  expect(html).toContain('&lt;script&gt;x&lt;/script&gt;@example.org')
})

it('reports tampered amounts and currencies in verify and in webhooks', async () => {
  await donation({ reference: 'tampered' })
  expect(await control('transactions/tampered/tamper', { amount: 100 })).toMatchObject({
    status: 200,
  })
  expect((await verify('tampered')).body.data).toMatchObject({ amount: 100, currency: 'NGN' })
  await control('transactions/tampered/tamper', { currency: 'USD' })
  expect((await verify('tampered')).body.data).toMatchObject({ amount: 100, currency: 'USD' })
  await control('transactions/tampered/pay')
  await waitForDeliveries(1)
  expect(deliveries[0].body.data).toMatchObject({
    reference: 'tampered',
    amount: 100,
    currency: 'USD',
  })
  expect(await stored('tampered')).toMatchObject({
    amount: 2_500_000,
    currency: 'NGN',
    tamper: { amount: 100, currency: 'USD' },
  })
  expect(await control('transactions/tampered/tamper', { amount: 1.5 })).toMatchObject({
    status: 400,
  })
})

it('simulates a Paystack outage on initialize', async () => {
  expect((await control('config', { failInitialize: true })).body.data.failInitialize).toBe(true)
  expect(await donation()).toEqual({
    status: 500,
    body: { status: false, message: 'Simulated Paystack outage' },
  })
  await control('config', { failInitialize: false })
  expect((await donation()).status).toBe(200)
  expect(await control('config', { failInitialise: true })).toEqual({
    status: 400,
    body: { status: false, message: 'Unknown config key: failInitialise' },
  })
  expect(await control('config', { webhookDuplicates: 'two' })).toEqual({
    status: 400,
    body: { status: false, message: 'Invalid value for webhookDuplicates' },
  })
})

it('simulates a Paystack outage on verify, for the donor coming back while webhooks still arrive', async () => {
  await donation({ reference: 'unverifiable' })
  expect((await control('config', { failVerify: true })).body.data.failVerify).toBe(true)
  expect(await verify('unverifiable')).toEqual({
    status: 500,
    body: { status: false, message: 'Simulated Paystack outage' },
  })
  await control('config', { failVerify: false })
  expect((await verify('unverifiable')).status).toBe(200)
})

it('reset forgets transactions, restores the start config and cancels pending webhooks', async () => {
  await control('config', { webhookDelayMs: 300, webhookDuplicates: 2 })
  await donation({ reference: 'forgotten' })
  await control('transactions/forgotten/pay')

  const { body } = await control('reset')
  expect(body.data).toEqual({
    webhookDelayMs: 0,
    webhookDuplicates: 1,
    webhooksEnabled: true,
    failInitialize: false,
    failVerify: false,
  })
  expect((await verify('forgotten')).status).toBe(400)
  expect((await api('/__simulator/transactions/forgotten')).status).toBe(404)
  // A marker paid with the same delay is due after the cancelled webhook would have been.
  await control('config', { webhookDelayMs: 300 })
  await deliverMarker('after-reset')
  expect(deliveredReferences()).toEqual(['after-reset'])
  // The reference is free again.
  expect((await donation({ reference: 'forgotten' })).status).toBe(200)
})

it('serves inline.js as JavaScript pointing at the public URL', async () => {
  const response = await fetch(`${sim.url}/inline.js`)
  expect(response.headers.get('content-type')).toMatch(/^application\/javascript/)
  const script = await response.text()
  expect(script).toContain('window.PaystackPop = PaystackPop')
  expect(script).toContain(JSON.stringify(sim.publicUrl))
})
