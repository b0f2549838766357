// Monthly giving (issue #18) against the local Paystack simulator: plans, a plan's checkout that
// starts a subscription, the renewals Paystack's scheduler would charge, and the subscriber's own
// management page. Answers are held to the required fields of Paystack's OpenAPI description
// (tests/fixtures/paystack-openapi-required.json); webhooks to Paystack's documented samples.
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import {
  type PaystackSimulator,
  type SimulatedSubscription,
  startSimulator,
} from '@/paystack-simulator/server.mjs'

import openapi from '../fixtures/paystack-openapi-required.json'

const SECRET = 'sk_test_subscriptions_secret'
const auth = { authorization: `Bearer ${SECRET}` }

/** A JSON answer or event, read field by field. */
type Loose = ReturnType<typeof JSON.parse>
type Delivery = {
  headers: IncomingHttpHeaders
  raw: Buffer
  body: { event: string; data: Loose }
  at: number
}
const deliveries: Delivery[] = []
/** How long the receiver keeps Paystack waiting for its answer to an event, by event name. */
let slowAnswers: Record<string, number> = {}
let receiver: http.Server
let sim: PaystackSimulator

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = JSON.parse(raw.toString('utf8'))
      deliveries.push({ headers: req.headers, raw, body, at: Date.now() })
      setTimeout(() => res.writeHead(200).end(), slowAnswers[body.event] ?? 0)
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  sim = await startSimulator({
    secretKey: SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/paystack/webhook`,
    log: () => {},
  })
})

afterAll(async () => {
  await sim?.close()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

beforeEach(async () => {
  await control('reset')
  deliveries.length = 0
  slowAnswers = {}
})

/* Paystack's contract ------------------------------------------------------------------------- */

type Schema = keyof typeof openapi.schemas

/** Fails with the keys `value` lacks, naming the OpenAPI file that requires them. */
const expectRequired = (value: Loose, schema: Schema) => {
  const { file, pointer, required } = openapi.schemas[schema]
  expect(value, `${schema}: not an object`).toBeTypeOf('object')
  expect(
    required.filter((key) => !(key in value)),
    `${schema} lacks fields required by ${file}${pointer} @ ${openapi.source.commit}`,
  ).toEqual([])
}

const PLAN_OBJECT_KEYS = [
  'id',
  'name',
  'plan_code',
  'description',
  'amount',
  'interval',
  'send_invoices',
  'send_sms',
  'currency',
]

/* Calls ---------------------------------------------------------------------------------------- */

const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${sim.url}${path}`, init)
  return { status: response.status, body: await response.json() }
}

const get = (path: string) => api(path, { headers: auth })

const send = (method: 'POST' | 'PUT', path: string, body?: Record<string, unknown>) =>
  api(path, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })

const control = (path: string, body?: unknown) =>
  api(`/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })

const record = async (code: string): Promise<SimulatedSubscription> =>
  (await api(`/__simulator/subscriptions/${code}`)).body.data

const createPlan = async (extra: Record<string, unknown> = {}) => {
  const { status, body } = await send('POST', '/plan', {
    name: 'Monthly gift: Ada',
    amount: 500_000,
    interval: 'monthly',
    ...extra,
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

const initialize = (body: Record<string, unknown>) =>
  send('POST', '/transaction/initialize', { email: 'ada@example.org', amount: 100, ...body })

const waitForEvents = (count: number) =>
  vi.waitFor(() => expect(deliveries).toHaveLength(count), { timeout: 30_000, interval: 20 })

const events = () => deliveries.map((delivery) => delivery.body.event)
const event = (name: string, nth = 0) =>
  deliveries.filter((delivery) => delivery.body.event === name)[nth].body.data

const signature = (raw: Buffer) => createHmac('sha512', SECRET).update(raw).digest('hex')

/** A donor subscribes through a plan's checkout; resolves once both webhooks have arrived. */
const subscribe = async (email = 'ada@example.org', planExtra: Record<string, unknown> = {}) => {
  const plan = await createPlan(planExtra)
  const { body } = await initialize({ email, plan: plan.plan_code })
  const before = deliveries.length
  const earlier = events().filter((name) => name === 'subscription.create').length
  expect((await control(`transactions/${body.data.reference}/pay`)).status).toBe(200)
  await waitForEvents(before + 2)
  const created = event('subscription.create', earlier)
  return {
    plan,
    reference: body.data.reference as string,
    code: created.subscription_code as string,
    token: created.email_token as string,
  }
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

/* Plans ---------------------------------------------------------------------------------------- */

it('creates, fetches, lists and updates plans with every field the OpenAPI description requires', async () => {
  expect(await api('/plan', { method: 'POST' })).toEqual({
    status: 401,
    body: { status: false, message: 'Invalid key' },
  })
  const created = await send('POST', '/plan', {
    name: 'Monthly gift',
    amount: 500_000,
    interval: 'monthly',
    description: 'Gift 42',
    send_invoices: false,
    send_sms: false,
  })
  expect(created.body).toMatchObject({ status: true, message: 'Plan created' })
  expectRequired(created.body.data, 'PlanCreateResponse.data')
  const plan = created.body.data
  expect(plan).toMatchObject({
    name: 'Monthly gift',
    amount: 500_000,
    interval: 'monthly',
    currency: 'NGN',
    description: 'Gift 42',
    invoice_limit: 0,
    send_invoices: false,
    send_sms: false,
    domain: 'test',
  })
  expect(plan.plan_code).toMatch(/^PLN_[a-z0-9]{15}$/)
  expect(Number.isSafeInteger(plan.id) && plan.id > 2 ** 32).toBe(true)

  // A form body, the amount as digits, as Paystack's own examples send it.
  const form = await api('/plan', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Quarterly', amount: '150000', interval: 'quarterly' }),
  })
  expect(form.body.data).toMatchObject({ amount: 150_000, interval: 'quarterly', send_sms: true })

  for (const idOrCode of [plan.plan_code, String(plan.id)]) {
    const fetched = await get(`/plan/${idOrCode}`)
    expect(fetched.body).toMatchObject({ status: true, message: 'Plan retrieved' })
    expectRequired(fetched.body.data, 'PlanFetchResponse.data')
    expect(fetched.body.data).toMatchObject({ plan_code: plan.plan_code, subscriptions_count: 0 })
  }

  const listed = await get('/plan?perPage=1')
  expectRequired(listed.body, 'PlanListResponse')
  expectRequired(listed.body.meta, 'PlanListResponse.meta')
  expect(listed.body.meta).toEqual({ total: 2, skipped: 0, perPage: 1, page: 1, pageCount: 2 })
  expectRequired(listed.body.data[0], 'PlanListResponseArray')
  expect((await get('/plan?interval=monthly')).body.data.map((p: Loose) => p.plan_code)).toEqual([
    plan.plan_code,
  ])

  const updated = await send('PUT', `/plan/${plan.plan_code}`, {
    name: 'Renamed',
    amount: '600000',
  })
  expect(updated).toEqual({
    status: 200,
    body: { status: true, message: 'Plan updated. 0 subscription(s) affected' },
  })
  expectRequired(updated.body, 'PlanUpdateResponse')
  expect((await get(`/plan/${plan.plan_code}`)).body.data).toMatchObject({
    name: 'Renamed',
    amount: 600_000,
  })

  for (const [body, message] of [
    [{ amount: 100, interval: 'monthly' }, 'Plan name is required'],
    [{ name: 'x', interval: 'monthly' }, 'Amount is required'],
    [{ name: 'x', amount: 10.5, interval: 'monthly' }, 'Invalid Amount Sent'],
    [
      { name: 'x', amount: 100, interval: 'fortnightly' },
      'Interval must be one of daily, weekly, monthly, quarterly, biannually, annually',
    ],
  ] as const) {
    expect(await send('POST', '/plan', body), JSON.stringify(body)).toEqual({
      status: 400,
      body: { status: false, message },
    })
  }
  for (const missing of [
    get('/plan/PLN_nosuchplan0000'),
    send('PUT', '/plan/PLN_nosuchplan0000', {}),
  ])
    expect(await missing).toEqual({
      status: 404,
      body: { status: false, message: 'Plan not found' },
    })
})

/* One-off payments ----------------------------------------------------------------------------- */

it('verifies with every required field, and a one-off charge.success has plan {}; one customer per e-mail', async () => {
  const first = await initialize({ amount: 2_500_000, reference: 'one-off-1' })
  const second = await initialize({ email: 'ADA@example.org', amount: 100, reference: 'one-off-2' })
  expect(first.status).toBe(200)
  expect(second.status).toBe(200)

  const before = (await get('/transaction/verify/one-off-1')).body
  expectRequired(before, 'VerifyResponse')
  expectRequired(before.data, 'VerifyResponse.data')
  expectRequired(before.data.customer, 'VerifyResponse.data.customer')
  expect(before.data).toMatchObject({
    status: 'abandoned',
    plan: null,
    plan_object: {},
    split: {},
    subaccount: {},
    requested_amount: 2_500_000,
    log: null,
  })

  await control('transactions/one-off-1/pay')
  await waitForEvents(1)
  const [delivery] = deliveries
  expect(delivery.headers['x-paystack-signature']).toBe(signature(delivery.raw))
  expect(delivery.body.event).toBe('charge.success')
  expect(delivery.body.data.plan).toEqual({})

  const paid = (await get('/transaction/verify/one-off-1')).body.data
  expectRequired(paid, 'VerifyResponse.data')
  expect(paid).toMatchObject({
    status: 'success',
    paidAt: paid.paid_at,
    createdAt: paid.created_at,
    transaction_date: paid.created_at,
    channel: 'card',
    log: { attempts: 1, success: true },
    authorization: {
      last4: '4081',
      bin: '408408',
      channel: 'card',
      card_type: 'visa ',
      brand: 'visa',
      country_code: 'NG',
      reusable: true,
      account_name: null,
    },
    customer: { email: 'ada@example.org', risk_action: 'default' },
  })
  expect(paid.authorization.authorization_code).toMatch(/^AUTH_[a-z0-9]{10}$/)
  expect(paid.authorization.signature).toMatch(/^SIG_/)
  expect(paid.customer.customer_code).toMatch(/^CUS_[a-z0-9]{15}$/)
  expect(paid.customer.id).toBeGreaterThan(2 ** 32)
  expect(delivery.body.data.customer).toEqual(paid.customer)

  // The same donor, whatever the case of the e-mail: the same Paystack customer.
  const other = (await get('/transaction/verify/one-off-2')).body.data
  expect(other.customer).toMatchObject({
    id: paid.customer.id,
    customer_code: paid.customer.customer_code,
  })
})

/* Subscribing at checkout ---------------------------------------------------------------------- */

it('charges a plan checkout the plan amount whatever amount says, then sends charge.success and subscription.create', async () => {
  const plan = await createPlan()
  expect(await initialize({ plan: 'PLN_nosuchplan0000' })).toEqual({
    status: 400,
    body: { status: false, message: 'Plan not found' },
  })
  expect(await initialize({ plan: plan.plan_code, amount: undefined })).toEqual({
    status: 400,
    body: { status: false, message: 'Amount is required' },
  })
  const { body } = await initialize({ amount: 100, plan: plan.plan_code, reference: 'plan-1' })
  expect(body).toMatchObject({ status: true, message: 'Authorization URL created' })

  const verified = (await get('/transaction/verify/plan-1')).body.data
  expect(verified).toMatchObject({ amount: 500_000, currency: 'NGN', plan: plan.plan_code })
  expect(Object.keys(verified.plan_object)).toEqual(PLAN_OBJECT_KEYS)

  for (const mode of ['', '?mode=inline']) {
    const html = await (await fetch(`${sim.url}/checkout/${body.data.access_code}${mode}`)).text()
    expect(html).toContain('₦5,000 every month')
    expect([...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual([
      'Pay',
      'Decline',
      'Close',
    ])
  }

  const paid = await fetch(`${sim.url}/checkout/${body.data.access_code}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  })
  expect(paid.status).toBe(200)
  await waitForEvents(2)
  expect(events()).toEqual(['charge.success', 'subscription.create'])
  for (const delivery of deliveries)
    expect(delivery.headers['x-paystack-signature']).toBe(signature(delivery.raw))

  const charge = event('charge.success')
  expect(charge).toMatchObject({ reference: 'plan-1', amount: 500_000, status: 'success' })
  expect(charge.plan).toEqual({
    id: plan.id,
    name: 'Monthly gift: Ada',
    plan_code: plan.plan_code,
    description: null,
    amount: 500_000,
    interval: 'monthly',
    send_invoices: true,
    send_sms: true,
    currency: 'NGN',
  })
  expect(charge).not.toHaveProperty('subscription_code')

  const created = event('subscription.create')
  expect(created).toMatchObject({
    domain: 'test',
    status: 'active',
    amount: 500_000,
    open_invoice: null,
    plan: { plan_code: plan.plan_code },
    customer: { customer_code: charge.customer.customer_code, email: 'ada@example.org' },
    authorization: { authorization_code: charge.authorization.authorization_code },
  })
  expect(created.subscription_code).toMatch(/^SUB_[a-z0-9]{15}$/)
  expect(created.email_token).toMatch(/^[a-z0-9]{15}$/)
  const days = daysBetween(charge.paid_at, created.next_payment_date)
  expect(days >= 28 && days <= 31, `${days} days`).toBe(true)
  expect(created.next_payment_date.slice(11)).toBe(charge.paid_at.slice(11))

  const fetched = await get(`/subscription/${created.subscription_code}`)
  expect(fetched.body).toMatchObject({
    status: true,
    message: 'Subscription retrieved successfully',
  })
  expectRequired(fetched.body.data, 'SubscriptionFetchResponse.data')
  expectRequired(fetched.body.data.plan, 'SubscriptionFetchResponse.data.plan')
  expectRequired(fetched.body.data.authorization, 'SubscriptionFetchResponse.data.authorization')
  expectRequired(fetched.body.data.customer, 'SubscriptionFetchResponse.data.customer')
  expect(fetched.body.data).toMatchObject({
    email_token: created.email_token,
    payments_count: 1,
    status: 'active',
    cancelledAt: null,
  })
  expect((await get(`/subscription/${fetched.body.data.id}`)).body.data.subscription_code).toBe(
    created.subscription_code,
  )
  expect(await get('/subscription/SUB_nosuchsub000000')).toMatchObject({ status: 404 })

  expect((await get(`/plan/${plan.plan_code}`)).body.data).toMatchObject({
    subscriptions_count: 1,
    active_subscriptions_count: 1,
    subscribers_count: 1,
    total_revenue: 500_000,
  })
})

it('lists subscriptions by plan id and customer id with the list meta', async () => {
  const ada = await subscribe('ada@example.org')
  const bola = await subscribe('bola@example.org')
  const all = (await get('/subscription')).body
  expectRequired(all, 'SubscriptionListResponse')
  expectRequired(all.meta, 'SubscriptionListResponse.meta')
  expect(all.meta).toEqual({ total: 2, skipped: 0, perPage: 50, page: 1, pageCount: 1 })
  for (const item of all.data) {
    expectRequired(item, 'SubscriptionListResponseArray')
    expectRequired(item.plan, 'SubscriptionListResponseArray.plan')
    expectRequired(item.authorization, 'SubscriptionListResponseArray.authorization')
    expectRequired(item.customer, 'SubscriptionListResponseArray.customer')
  }
  // Newest first, as the app reads them.
  expect(all.data.map((item: Loose) => item.subscription_code)).toEqual([bola.code, ada.code])

  const byPlan = (await get(`/subscription?plan=${ada.plan.id}`)).body
  expect(byPlan.data.map((item: Loose) => item.subscription_code)).toEqual([ada.code])
  const bolaId = all.data[0].customer.id
  const byCustomer = (await get(`/subscription?customer=${bolaId}`)).body
  expect(byCustomer.data.map((item: Loose) => item.subscription_code)).toEqual([bola.code])
  expect((await get('/subscription?perPage=1&page=2')).body.meta).toEqual({
    total: 2,
    skipped: 1,
    perPage: 1,
    page: 2,
    pageCount: 2,
  })
})

it('sends both events duplicated and delayed as configured, in order, and none while disabled', async () => {
  await control('config', { webhookDuplicates: 2, webhookDelayMs: 200 })
  const plan = await createPlan()
  const { body } = await initialize({ plan: plan.plan_code })
  await control(`transactions/${body.data.reference}/pay`)
  await waitForEvents(4)
  expect(events()).toEqual([
    'charge.success',
    'charge.success',
    'subscription.create',
    'subscription.create',
  ])
  expect(deliveries[1].raw.equals(deliveries[0].raw)).toBe(true)

  await control('reset')
  deliveries.length = 0
  await control('config', { webhooksEnabled: false })
  const quiet = await createPlan()
  const { body: quietInit } = await initialize({ plan: quiet.plan_code })
  await control(`transactions/${quietInit.data.reference}/pay`)
  await control('config', { webhooksEnabled: true })
  const [sub] = (await api('/__simulator/subscriptions')).body.data
  await control(`subscriptions/${sub.subscription_code}/charge`)
  await waitForEvents(3)
  expect(events()).toEqual(['invoice.create', 'charge.success', 'invoice.update'])
})

it("sends a subscription's next event only once the app has answered the one before", async () => {
  slowAnswers = { 'charge.success': 300 }
  await subscribe()
  const [charge, created] = deliveries
  expect(created.body.event).toBe('subscription.create')
  expect(created.at - charge.at).toBeGreaterThanOrEqual(290)
})

/* Renewals ------------------------------------------------------------------------------------- */

it('a fired charge sends invoice.create, charge.success with the plan and invoice.update, and verifies', async () => {
  const { plan, reference, code, token } = await subscribe()
  const first = event('charge.success')
  const before = await record(code)
  deliveries.length = 0

  const charged = await control(`subscriptions/${code}/charge`)
  expect(charged.status).toBe(200)
  const tx = charged.body.data
  expect(tx.reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  expect(tx.reference).not.toBe(reference)
  await waitForEvents(3)
  expect(events()).toEqual(['invoice.create', 'charge.success', 'invoice.update'])

  const invoiceCreated = event('invoice.create')
  expect(invoiceCreated.invoice_code).toMatch(/^INV_[a-z0-9]{15}$/)
  expect(invoiceCreated).toMatchObject({
    amount: 500_000,
    paid: false,
    subscription: { subscription_code: code, email_token: token },
  })
  const charge = event('charge.success')
  expect(charge).toMatchObject({
    reference: tx.reference,
    amount: 500_000,
    metadata: { invoice_action: 'create' },
    ip_address: null,
    log: null,
    channel: 'card',
    customer: { customer_code: first.customer.customer_code },
    authorization: { authorization_code: first.authorization.authorization_code },
  })
  expect(charge.plan).toMatchObject({ plan_code: plan.plan_code, amount: 500_000 })
  const invoiceUpdated = event('invoice.update')
  expect(invoiceUpdated).toMatchObject({
    invoice_code: invoiceCreated.invoice_code,
    status: 'success',
    paid: true,
    period_start: before.next_payment_date,
    transaction: { reference: tx.reference, status: 'success', amount: 500_000, currency: 'NGN' },
    subscription: { subscription_code: code, status: 'active', open_invoice: null },
    customer: { customer_code: first.customer.customer_code },
  })
  for (const key of [
    'domain',
    'period_end',
    'paid_at',
    'description',
    'authorization',
    'created_at',
  ])
    expect(invoiceUpdated).toHaveProperty(key)

  const verified = (await get(`/transaction/verify/${tx.reference}`)).body.data
  expectRequired(verified, 'VerifyResponse.data')
  expect(verified).toMatchObject({ status: 'success', plan: plan.plan_code, amount: 500_000 })

  const after = await record(code)
  expect(after).toMatchObject({ payments_count: 2, status: 'active', open_invoice: null })
  expect(after.next_payment_date).toBe(invoiceUpdated.subscription.next_payment_date)
  const days = daysBetween(before.next_payment_date!, after.next_payment_date!)
  expect(days >= 28 && days <= 31, `${days} days`).toBe(true)
  expect(after.invoices).toMatchObject([{ invoice_code: invoiceCreated.invoice_code, paid: true }])

  // The existing replay works on a renewal as on any payment.
  deliveries.length = 0
  expect((await control(`transactions/${tx.reference}/webhook`, { copies: 1 })).status).toBe(200)
  await waitForEvents(1)
  expect(deliveries[0].body).toMatchObject({
    event: 'charge.success',
    data: { reference: tx.reference },
  })
})

it('a failed charge sends invoice.payment_failed, and the retry pays the same invoice', async () => {
  const { code, token } = await subscribe()
  deliveries.length = 0

  const failed = await control(`subscriptions/${code}/charge`, { outcome: 'failed' })
  expect(failed.status).toBe(200)
  const invoiceCode = failed.body.data.invoice_code
  expect(failed.body.data).toMatchObject({ status: 'pending', paid: false })
  await waitForEvents(2)
  expect(events()).toEqual(['invoice.create', 'invoice.payment_failed'])
  expect(event('invoice.payment_failed')).toMatchObject({
    invoice_code: invoiceCode,
    status: 'pending',
    paid: false,
    paid_at: null,
    transaction: {},
    subscription: { subscription_code: code, email_token: token, open_invoice: invoiceCode },
  })
  expect(await record(code)).toMatchObject({ status: 'attention', open_invoice: invoiceCode })

  // Paystack retries: the second failure raises no new invoice.
  await control(`subscriptions/${code}/charge`, { outcome: 'failed' })
  await waitForEvents(3)
  expect(events()[2]).toBe('invoice.payment_failed')

  const retried = await control(`subscriptions/${code}/charge`)
  await waitForEvents(5)
  expect(events().slice(3)).toEqual(['charge.success', 'invoice.update'])
  expect(event('invoice.update')).toMatchObject({
    invoice_code: invoiceCode,
    paid: true,
    transaction: { reference: retried.body.data.reference },
  })
  expect(await record(code)).toMatchObject({
    status: 'active',
    open_invoice: null,
    payments_count: 2,
    invoices: [{ invoice_code: invoiceCode, paid: true }],
  })
  expect((await control(`subscriptions/${code}/charge`, { outcome: 'maybe' })).status).toBe(400)
})

it('gives up after failed charges: subscription.disable, and no further charge', async () => {
  const { code } = await subscribe()
  await control(`subscriptions/${code}/charge`, { outcome: 'failed' })
  await waitForEvents(4)
  const gaveUp = await control(`subscriptions/${code}/give-up`)
  expect(gaveUp.body.data).toMatchObject({ status: 'cancelled' })
  expect(gaveUp.body.data.cancelledAt).toEqual(expect.any(String))
  await waitForEvents(5)
  expect(events()[4]).toBe('subscription.disable')
  expect(event('subscription.disable')).toMatchObject({
    subscription_code: code,
    status: 'cancelled',
  })
  expect(await control(`subscriptions/${code}/charge`)).toMatchObject({ status: 409 })
  expect(await control(`subscriptions/${code}/give-up`)).toMatchObject({ status: 409 })
})

it("a plan's new amount is what the next charge takes", async () => {
  const { plan, code } = await subscribe()
  deliveries.length = 0
  expect(await send('PUT', `/plan/${plan.plan_code}`, { amount: 750_000 })).toEqual({
    status: 200,
    body: { status: true, message: 'Plan updated. 1 subscription(s) affected' },
  })
  expect((await get(`/subscription/${code}`)).body.data.amount).toBe(750_000)
  const charged = await control(`subscriptions/${code}/charge`)
  expect(charged.body.data).toMatchObject({ amount: 750_000, currency: 'NGN' })
  await waitForEvents(3)
  expect(event('charge.success')).toMatchObject({ amount: 750_000, plan: { amount: 750_000 } })
  expect(event('invoice.update')).toMatchObject({
    amount: 750_000,
    subscription: { amount: 750_000 },
    transaction: { amount: 750_000 },
  })
})

/* Subscriptions API ---------------------------------------------------------------------------- */

it("disable and enable need the subscription's email token", async () => {
  const { code, token } = await subscribe()
  deliveries.length = 0
  for (const action of ['disable', 'enable'] as const) {
    expect(
      await send('POST', `/subscription/${action}`, { code, token: 'notthetoken0000' }),
    ).toMatchObject({ status: 400, body: { status: false } })
    expect(await send('POST', `/subscription/${action}`, { code })).toMatchObject({ status: 400 })
  }
  expect(await send('POST', '/subscription/disable', { code, token: 'notthetoken0000' })).toEqual({
    status: 400,
    body: { status: false, message: 'Subscription with code not found or already inactive' },
  })
  expect((await record(code)).status).toBe('active')

  const disabled = await send('POST', '/subscription/disable', { code, token })
  expect(disabled).toEqual({
    status: 200,
    body: { status: true, message: 'Subscription disabled successfully' },
  })
  expectRequired(disabled.body, 'SubscriptionDisableResponse')
  await waitForEvents(1)
  expect(deliveries[0].body).toMatchObject({
    event: 'subscription.disable',
    data: { subscription_code: code, email_token: token, status: 'cancelled' },
  })
  const cancelled = (await get(`/subscription/${code}`)).body.data
  expect(cancelled.status).toBe('cancelled')
  expect(cancelled.cancelledAt).toEqual(expect.any(String))
  expect(await send('POST', '/subscription/disable', { code, token })).toMatchObject({
    status: 400,
  })

  expect(await send('POST', '/subscription/enable', { code, token })).toEqual({
    status: 200,
    body: { status: true, message: 'Subscription enabled successfully' },
  })
  const enabled = (await get(`/subscription/${code}`)).body.data
  expect(enabled).toMatchObject({ status: 'active', cancelledAt: null })
  const days = daysBetween(new Date().toISOString(), enabled.next_payment_date)
  expect(days > 27 && days <= 31, `${days} days`).toBe(true)
  // Enabling an active subscription changes nothing.
  expect((await send('POST', '/subscription/enable', { code, token })).status).toBe(200)
  expect((await get(`/subscription/${code}`)).body.data).toMatchObject({
    status: 'active',
    next_payment_date: enabled.next_payment_date,
  })
})

it("creates a subscription on a customer's saved card, and refuses a customer without one", async () => {
  const { plan } = await subscribe('ada@example.org')
  const second = await createPlan({ name: 'Second gift', amount: 200_000 })
  deliveries.length = 0

  const created = await send('POST', '/subscription', {
    customer: 'ada@example.org',
    plan: second.plan_code,
    start_date: '2030-05-16T00:30:13+01:00',
  })
  expect(created.body).toMatchObject({ status: true, message: 'Subscription successfully created' })
  expectRequired(created.body.data, 'SubscriptionCreateResponse.data')
  expect(created.body.data).toMatchObject({
    plan: second.id,
    amount: 200_000,
    status: 'active',
    next_payment_date: '2030-05-15T23:30:13.000Z',
  })
  await waitForEvents(1)
  expect(deliveries[0].body).toMatchObject({
    event: 'subscription.create',
    data: { subscription_code: created.body.data.subscription_code },
  })
  expect(
    await send('POST', '/subscription', { customer: 'ada@example.org', plan: second.plan_code }),
  ).toMatchObject({ status: 400 })

  // Known by e-mail, never paid: no card to charge.
  await initialize({ email: 'carded-never@example.org' })
  expect(
    await send('POST', '/subscription', {
      customer: 'carded-never@example.org',
      plan: plan.plan_code,
    }),
  ).toEqual({
    status: 404,
    body: { status: false, message: 'The customer specified has no saved authorizations' },
  })
  expect(
    await send('POST', '/subscription', { customer: 'CUS_nosuchcustomer0', plan: plan.plan_code }),
  ).toMatchObject({ status: 404 })
})

/* The subscriber's management page ------------------------------------------------------------- */

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })

it('the manage link page updates the card and cancels the subscription (subscription.not_renew)', async () => {
  const { code } = await subscribe()
  deliveries.length = 0
  const linked = await get(`/subscription/${code}/manage/link`)
  expect(linked.body).toMatchObject({ status: true, message: 'Link generated' })
  const link = new URL(linked.body.data.link)
  expect(`${link.origin}${link.pathname}`).toBe(`${sim.publicUrl}/manage/subscriptions/${code}`)
  const token = link.searchParams.get('subscription_token')!
  expect(token.length).toBeGreaterThan(20)

  const page = await fetch(link)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<meta name="robots" content="noindex">')
  expect(html).toContain('Monthly gift: Ada')
  expect(html).toContain('₦5,000 every month')
  expect(html).toContain('ending in 4081')
  const { next_payment_date } = await record(code)
  expect(html).toContain(
    new Date(next_payment_date!).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  )
  expect(buttons(html)).toEqual(['Update card', 'Cancel subscription'])

  for (const wrong of [
    `${sim.url}/manage/subscriptions/${code}`,
    `${sim.url}/manage/subscriptions/${code}?subscription_token=forged`,
  ])
    expect((await fetch(wrong)).status).toBe(403)
  expect((await postForm(`${sim.url}/manage/subscriptions/${code}/cancel`, {})).status).toBe(403)

  const before = await record(code)
  const updated = await postForm(`${sim.url}/manage/subscriptions/${code}/card`, {
    subscription_token: token,
  })
  expect(updated.status).toBe(200)
  const updatedHtml = await updated.text()
  expect(updatedHtml).toContain('<p role="status" class="status">Card updated</p>')
  expect(updatedHtml).toContain('ending in 8381')
  const after = (await get(`/subscription/${code}`)).body.data
  expect(after.authorization.last4).toBe('8381')
  expect(after.authorization.authorization_code).not.toBe(before.authorization.authorization_code)

  const cancelled = await postForm(`${sim.url}/manage/subscriptions/${code}/cancel`, {
    subscription_token: token,
  })
  expect(cancelled.status).toBe(200)
  expect(buttons(await cancelled.text())).toEqual(['Update card'])
  expect(await record(code)).toMatchObject({ status: 'non-renewing', next_payment_date: null })
  await waitForEvents(1)
  expect(deliveries[0].body).toMatchObject({
    event: 'subscription.not_renew',
    data: {
      subscription_code: code,
      status: 'non-renewing',
      next_payment_date: null,
      authorization: { last4: '8381' },
    },
  })
  expect(await control(`subscriptions/${code}/charge`)).toMatchObject({ status: 409 })

  expect(await send('POST', `/subscription/${code}/manage/email`)).toEqual({
    status: 200,
    body: { status: true, message: 'Email successfully sent' },
  })
  const [email] = (await record(code)).manage_emails
  expect(email).toMatchObject({ to: 'ada@example.org' })
  expect((await fetch(email.link)).status).toBe(200)
})

/* Reset ---------------------------------------------------------------------------------------- */

it('reset forgets plans, customers and subscriptions', async () => {
  const { plan, code } = await subscribe()
  const customerCode = event('charge.success').customer.customer_code
  await control('reset')
  expect(await get(`/plan/${plan.plan_code}`)).toMatchObject({ status: 404 })
  expect(await get(`/subscription/${code}`)).toMatchObject({ status: 404 })
  expect((await api(`/__simulator/subscriptions/${code}`)).status).toBe(404)
  expect((await get('/subscription')).body.meta.total).toBe(0)
  expect((await get('/plan')).body.data).toEqual([])
  await initialize({ reference: 'after-reset' })
  const { customer } = (await get('/transaction/verify/after-reset')).body.data
  expect(customer.customer_code).not.toBe(customerCode)
})

it('creates customers and Dedicated Virtual Accounts as the OpenAPI description requires, and a transfer into one is a signed charge.success of channel dedicated_nuban', async () => {
  const request = { email: 'Transfer.Donor@example.org', first_name: 'Ngozi', last_name: 'Eze' }
  expect(Object.keys(request)).toEqual(
    expect.arrayContaining(openapi.schemas.CustomerCreate.required),
  )
  const customer = await send('POST', '/customer', request)
  expect(customer.status).toBe(200)
  expectRequired(customer.body.data, 'CustomerCreateResponse.data')
  // One customer per e-mail, as Paystack keeps it.
  const again = await send('POST', '/customer', { email: 'transfer.donor@example.org' })
  expect(again.body.data.customer_code).toBe(customer.body.data.customer_code)

  const ask = { customer: customer.body.data.customer_code, preferred_bank: 'test-bank' }
  expect(Object.keys(ask)).toEqual(
    expect.arrayContaining(openapi.schemas.DedicatedVirtualAccountCreate.required),
  )
  const created = await send('POST', '/dedicated_account', ask)
  expect(created.status).toBe(200)
  const account = created.body.data
  expectRequired(account, 'DedicatedNubanCreateResponse.data')
  expectRequired(account.bank, 'DedicatedNubanCreateResponse.data.bank')
  expectRequired(account.assignment, 'DedicatedNubanCreateResponse.data.assignment')
  expectRequired(account.customer, 'DedicatedNubanCreateResponse.data.customer')
  expect(account.bank.slug).toBe('test-bank')
  expect(account.account_number).toMatch(/^\d{10}$/)
  // A second account for the same customer is refused; the list and fetch find the first.
  expect((await send('POST', '/dedicated_account', ask)).status).toBe(400)
  const listed = await get(`/dedicated_account?customer=${customer.body.data.id}&active=true`)
  expectRequired(listed.body, 'DedicatedNubanListResponse')
  expectRequired(listed.body.meta, 'DedicatedNubanListResponse.meta')
  expect(listed.body.data).toHaveLength(1)
  expectRequired(listed.body.data[0], 'DedicatedNubanListResponseArray')
  const fetched = await get(`/dedicated_account/${account.id}`)
  expectRequired(fetched.body.data, 'DedicatedNubanFetchResponse.data')
  expect(fetched.body.data.account_number).toBe(account.account_number)
  // Without names Paystack assigns no account; without the key nothing is answered.
  const nameless = await send('POST', '/customer', { email: 'nameless@example.org' })
  expect(
    (await send('POST', '/dedicated_account', { customer: nameless.body.data.customer_code }))
      .status,
  ).toBe(400)
  expect((await api('/dedicated_account', { method: 'POST' })).status).toBe(401)

  const before = deliveries.length
  const moved = await control(`dedicated-accounts/${account.account_number}/transfer`, {
    amount: 500_000,
  })
  expect(moved.status).toBe(200)
  await vi.waitFor(() => expect(deliveries.length).toBe(before + 1))
  const delivery = deliveries[before]
  expect(delivery.headers['x-paystack-signature']).toBe(signature(delivery.raw))
  expect(delivery.body.event).toBe('charge.success')
  const data = delivery.body.data
  expect(data).toMatchObject({
    reference: moved.body.data.reference,
    amount: 500_000,
    currency: 'NGN',
    status: 'success',
    channel: 'dedicated_nuban',
    customer: { customer_code: customer.body.data.customer_code },
    authorization: {
      channel: 'dedicated_nuban',
      receiver_bank_account_number: account.account_number,
    },
  })
  // Verify finds it by its reference, as for any transaction.
  const verified = await get(`/transaction/verify/${data.reference}`)
  expectRequired(verified.body.data, 'VerifyResponse.data')
  expect(verified.body.data).toMatchObject({ status: 'success', channel: 'dedicated_nuban' })
})
