// Subscriptions (Paystack's /subscription API): a customer's card billed on a plan's schedule,
// started by a plan's checkout or by POST /subscription, stopped by the app or the subscriber.
import { randomBytes } from 'node:crypto'

import { addInterval, cronExpression } from './calendar.mjs'
import { DOMAIN, INTEGRATION, MESSAGES } from './contract.mjs'
import { authorizationData, customerData, findCustomer } from './customers.mjs'
import { HttpError, optionalInteger, paginate, sendJson } from './http.mjs'
import { invoiceSummary } from './invoices.mjs'
import { planObject, planSummary, requirePlan } from './plans.mjs'
import { route, under } from './router.mjs'
import { newCode, newId, randomString } from './state.mjs'
import { chainOf, emit } from './webhooks.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

/** A subscription in these states is still billed; the others wait for nothing. */
export const BILLED = ['active', 'attention']
export const ENDED = ['cancelled', 'complete']

/** @param {Simulator} sim */
const findSubscription = (sim, idOrCode) =>
  sim.subscriptions.get(idOrCode) ??
  [...sim.subscriptions.values()].find((sub) => String(sub.id) === idOrCode)

/** @param {Simulator} sim */
export const requireSubscription = (sim, idOrCode) => {
  const sub = findSubscription(sim, idOrCode)
  if (!sub) throw new HttpError(404, MESSAGES.subscriptionNotFound)
  return sub
}

/**
 * `firstDebit` is when the first period starts; `paid` says it was already charged (a checkout),
 * so the next payment is one period later.
 * @param {Simulator} sim
 */
export const createSubscription = (
  sim,
  { customer, plan, authorization, invoiceLimit, firstDebit, paid },
) => {
  const now = new Date().toISOString()
  const billingDay = firstDebit.getUTCDate()
  const next = paid ? addInterval(firstDebit, plan.interval, billingDay) : firstDebit
  const sub = {
    id: newId(sim),
    subscription_code: newCode(sim, 'SUB_', 15),
    email_token: randomString(15),
    status: 'active',
    amount: plan.amount,
    customer,
    plan,
    authorization,
    invoice_limit: invoiceLimit,
    start: Math.floor(firstDebit.getTime() / 1000),
    billing_day: billingDay,
    cron_expression: cronExpression(next, plan.interval),
    next_payment_date: next.toISOString(),
    open_invoice: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
    payments_count: paid ? 1 : 0,
    /** @type {any[]} */
    invoices: [],
    /** @type {Set<string>} */
    manage_tokens: new Set(),
    /** @type {{ to: string, link: string, sent_at: string }[]} */
    manage_emails: [],
    webhook_attempts: 0,
    webhook_deliveries: 0,
  }
  sim.subscriptions.set(sub.subscription_code, sub)
  return sub
}

export const touch = (sub) => {
  sub.updatedAt = new Date().toISOString()
}

export const moveNextPayment = (sub, from) => {
  const next = addInterval(from, sub.plan.interval, sub.billing_day)
  sub.next_payment_date = next.toISOString()
  sub.cron_expression = cronExpression(next, sub.plan.interval)
}

/**
 * Paystack ends a subscription once it has raised invoice_limit invoices (0 means no limit).
 * @param {Simulator} sim
 */
export const completeIfLimitReached = (sim, sub, webhook = true) => {
  if (!sub.invoice_limit || sub.payments_count < sub.invoice_limit) return
  sub.status = 'complete'
  touch(sub)
  if (webhook)
    emit(sim, sub, 'subscription.disable', subscriptionStateEvent(sim, sub), chainOf(sim, sub))
}

/** @param {Simulator} sim */
export const cancel = (sim, sub, status) => {
  sub.status = status
  if (status === 'cancelled') sub.cancelledAt = new Date().toISOString()
  if (status === 'non-renewing') sub.next_payment_date = null
  touch(sub)
  const event = status === 'cancelled' ? 'subscription.disable' : 'subscription.not_renew'
  emit(sim, sub, event, subscriptionStateEvent(sim, sub), chainOf(sim, sub))
}

/**
 * A link to the subscriber's management page (manage.mjs), good until the simulator resets.
 * @param {Simulator} sim
 */
const newManageLink = (sim, sub) => {
  const token = randomBytes(24).toString('base64url')
  sub.manage_tokens.add(token)
  return `${sim.browserUrl}/manage/subscriptions/${encodeURIComponent(sub.subscription_code)}?subscription_token=${token}`
}

// --- shapes Paystack answers with -------------------------------------------------------------

/** POST /subscription's answer: customer, plan and authorization as ids, as the spec has them. */
const subscriptionCreatedData = (sub) => ({
  customer: sub.customer.id,
  plan: sub.plan.id,
  integration: INTEGRATION,
  domain: DOMAIN,
  start: sub.start,
  status: sub.status,
  quantity: 1,
  amount: sub.amount,
  authorization: sub.authorization.id,
  invoice_limit: sub.invoice_limit,
  split_code: null,
  subscription_code: sub.subscription_code,
  email_token: sub.email_token,
  id: sub.id,
  cancelledAt: sub.cancelledAt,
  createdAt: sub.createdAt,
  updatedAt: sub.updatedAt,
  cron_expression: sub.cron_expression,
  next_payment_date: sub.next_payment_date,
  easy_cron_id: null,
  open_invoice: sub.open_invoice,
  metadata: null,
})

/** A subscription inside a fetched plan, as in Paystack's plan samples. */
export const subscriptionBrief = (sub) => ({
  ...subscriptionCreatedData(sub),
  authorization: authorizationData(sub.authorization),
})

/** @param {Simulator} sim */
const subscriptionListItem = (sim, sub) => ({
  id: sub.id,
  domain: DOMAIN,
  status: sub.status,
  start: sub.start,
  quantity: 1,
  subscription_code: sub.subscription_code,
  email_token: sub.email_token,
  amount: sub.amount,
  cron_expression: sub.cron_expression,
  next_payment_date: sub.next_payment_date,
  open_invoice: sub.open_invoice,
  createdAt: sub.createdAt,
  updatedAt: sub.updatedAt,
  integration: INTEGRATION,
  plan: planSummary(sub.plan),
  authorization: authorizationData(sub.authorization),
  customer: customerData(sub.customer),
  invoice_limit: sub.invoice_limit,
  split_code: null,
  easy_cron_id: null,
  payments_count: sub.payments_count,
  most_recent_invoice: sub.invoices.length ? invoiceSummary(sim, sub.invoices.at(-1)) : null,
  metadata: null,
})

/** @param {Simulator} sim */
export const subscriptionFetchData = (sim, sub) => ({
  ...subscriptionListItem(sim, sub),
  cancelledAt: sub.cancelledAt,
  invoices: sub.invoices.map((invoice) => invoiceSummary(sim, invoice)),
  invoices_history: sub.invoices.map((invoice) => invoiceSummary(sim, invoice)),
})

// Paystack's subscription.create sample, plus id, email_token and integration, which its
// other subscription events carry and an app needs to disable or enable the subscription.
export const subscriptionCreateEvent = (sub) => ({
  id: sub.id,
  domain: DOMAIN,
  status: sub.status,
  subscription_code: sub.subscription_code,
  email_token: sub.email_token,
  amount: sub.amount,
  cron_expression: sub.cron_expression,
  next_payment_date: sub.next_payment_date,
  open_invoice: sub.open_invoice,
  integration: INTEGRATION,
  createdAt: sub.createdAt,
  plan: planObject(sub.plan),
  authorization: authorizationData(sub.authorization),
  customer: customerData(sub.customer),
  created_at: sub.createdAt,
})

/**
 * subscription.disable and subscription.not_renew, shaped as Paystack's not_renew sample.
 * @param {Simulator} sim
 */
const subscriptionStateEvent = (sim, sub) => ({
  id: sub.id,
  domain: DOMAIN,
  status: sub.status,
  subscription_code: sub.subscription_code,
  email_token: sub.email_token,
  amount: sub.amount,
  cron_expression: sub.cron_expression,
  next_payment_date: sub.next_payment_date,
  open_invoice: sub.open_invoice,
  integration: INTEGRATION,
  plan: planObject(sub.plan),
  authorization: authorizationData(sub.authorization),
  customer: customerData(sub.customer),
  invoices: sub.invoices.map((invoice) => invoiceSummary(sim, invoice)),
  invoices_history: sub.invoices.map((invoice) => invoiceSummary(sim, invoice)),
  invoice_limit: sub.invoice_limit,
  split_code: null,
  most_recent_invoice: sub.invoices.length ? invoiceSummary(sim, sub.invoices.at(-1)) : null,
  cancelledAt: sub.cancelledAt,
  created_at: sub.createdAt,
})

// --- the API ----------------------------------------------------------------------------------

/** @param {import('./router.mjs').Request} request */
function create({ sim, res, body }) {
  const { customer: who, plan: planCode, authorization: code, start_date } = body
  if (typeof who !== 'string' || !who) throw new HttpError(400, 'Customer is required')
  if (typeof planCode !== 'string' || !planCode) throw new HttpError(400, 'Plan is required')
  const customer = findCustomer(sim, who)
  if (!customer) throw new HttpError(404, MESSAGES.customerNotFound)
  const plan = requirePlan(sim, planCode)
  let authorization = customer.authorizations.at(-1)
  if (code !== undefined && code !== null && code !== '') {
    authorization = customer.authorizations.find((a) => a.authorization_code === code)
    if (!authorization) throw new HttpError(400, 'Authorization code is invalid')
  }
  if (!authorization) throw new HttpError(404, MESSAGES.noAuthorizations)
  const start = start_date ? new Date(start_date) : new Date()
  if (Number.isNaN(start.getTime())) throw new HttpError(400, 'start_date must be an ISO 8601 date')
  if (
    [...sim.subscriptions.values()].some(
      (sub) => sub.customer === customer && sub.plan === plan && BILLED.includes(sub.status),
    )
  )
    throw new HttpError(400, 'This subscription is already in place.')
  const sub = createSubscription(sim, {
    customer,
    plan,
    authorization,
    invoiceLimit: plan.invoice_limit,
    firstDebit: start,
    paid: false,
  })
  emit(sim, sub, 'subscription.create', subscriptionCreateEvent(sub), chainOf(sim, sub))
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.subscriptionCreated,
    data: subscriptionCreatedData(sub),
  })
}

/** @param {import('./router.mjs').Request} request */
function list({ sim, res, query }) {
  const perPage = optionalInteger(query.get('perPage'), 'perPage') || 50
  const page = optionalInteger(query.get('page'), 'page') || 1
  const plan = query.get('plan')
  const customer = query.get('customer')
  const matching = [...sim.subscriptions.values()]
    .filter(
      (sub) =>
        (!plan || String(sub.plan.id) === plan || sub.plan.plan_code === plan) &&
        (!customer ||
          String(sub.customer.id) === customer ||
          sub.customer.customer_code === customer),
    )
    .reverse()
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.subscriptionsRetrieved,
    ...paginate(
      matching.map((sub) => subscriptionListItem(sim, sub)),
      page,
      perPage,
    ),
  })
}

/** @param {import('./router.mjs').Request} request */
function retrieve({ sim, res, params }) {
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.subscriptionRetrieved,
    data: subscriptionFetchData(sim, requireSubscription(sim, params.code)),
  })
}

/** The e-mail token is what proves the caller may switch this subscription. */
const switchedSubscription = (sim, { code, token }, refusal) => {
  if (typeof code !== 'string' || !code) throw new HttpError(400, 'Subscription code is required')
  if (typeof token !== 'string' || !token) throw new HttpError(400, 'Email token is required')
  const sub = sim.subscriptions.get(code)
  if (!sub || sub.email_token !== token) throw new HttpError(400, refusal)
  return sub
}

/** @param {import('./router.mjs').Request} request */
function disable({ sim, res, body }) {
  const sub = switchedSubscription(sim, body, MESSAGES.cannotDisable)
  if (ENDED.includes(sub.status)) throw new HttpError(400, MESSAGES.cannotDisable)
  cancel(sim, sub, 'cancelled')
  return sendJson(res, 200, { status: true, message: MESSAGES.subscriptionDisabled })
}

/** @param {import('./router.mjs').Request} request */
function enable({ sim, res, body }) {
  const sub = switchedSubscription(sim, body, MESSAGES.cannotEnable)
  if (!BILLED.includes(sub.status)) {
    const now = new Date()
    sub.status = 'active'
    sub.cancelledAt = null
    sub.billing_day = now.getUTCDate()
    moveNextPayment(sub, now)
    touch(sub)
  }
  return sendJson(res, 200, { status: true, message: MESSAGES.subscriptionEnabled })
}

/** @param {import('./router.mjs').Request} request */
function manageLink({ sim, res, params }) {
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.linkGenerated,
    data: { link: newManageLink(sim, requireSubscription(sim, params.code)) },
  })
}

/** @param {import('./router.mjs').Request} request */
function manageEmail({ sim, res, params }) {
  const sub = requireSubscription(sim, params.code)
  sub.manage_emails.push({
    to: sub.customer.email,
    link: newManageLink(sim, sub),
    sent_at: new Date().toISOString(),
  })
  return sendJson(res, 200, { status: true, message: MESSAGES.emailSent })
}

export const routes = [
  // Paystack checks the key and reads the body before it looks for the route.
  under('/subscription', { key: true, body: (method) => method !== 'GET' }),
  route('POST', '/subscription', create),
  route('GET', '/subscription', list),
  route('GET', '/subscription/:code', retrieve),
  route('POST', '/subscription/disable', disable),
  route('POST', '/subscription/enable', enable),
  route('GET', '/subscription/:code/manage/link', manageLink),
  route('POST', '/subscription/:code/manage/email', manageEmail),
]
