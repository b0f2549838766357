// Plans (Paystack's /plan API): what a subscription bills, how much and how often.
import { CURRENCIES, DOMAIN, INTEGRATION, INTERVALS, MESSAGES } from './contract.mjs'
import { customerData } from './customers.mjs'
import { HttpError, optionalBoolean, optionalInteger, paginate, sendJson } from './http.mjs'
import { route, under } from './router.mjs'
import { newCode, newId } from './state.mjs'
import { ENDED, subscriptionBrief, touch } from './subscriptions.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

/** @param {Simulator} sim */
const findPlan = (sim, idOrCode) =>
  sim.plans.get(idOrCode) ?? [...sim.plans.values()].find((plan) => String(plan.id) === idOrCode)

/** @param {Simulator} sim */
export const requirePlan = (sim, idOrCode) => {
  const plan = findPlan(sim, idOrCode)
  if (!plan) throw new HttpError(404, MESSAGES.planNotFound)
  return plan
}

// --- shapes Paystack answers with -------------------------------------------------------------

/** The 9 keys of a plan inside a transaction, a charge.success or a subscription event. */
export const planObject = (plan) => ({
  id: plan.id,
  name: plan.name,
  plan_code: plan.plan_code,
  description: plan.description,
  amount: plan.amount,
  interval: plan.interval,
  send_invoices: plan.send_invoices,
  send_sms: plan.send_sms,
  currency: plan.currency,
})

/** The plan inside a fetched or listed subscription. */
export const planSummary = (plan) => ({
  ...planObject(plan),
  domain: DOMAIN,
  integration: INTEGRATION,
  createdAt: plan.createdAt,
  updatedAt: plan.updatedAt,
})

const planCreatedData = (plan) => ({
  name: plan.name,
  amount: plan.amount,
  interval: plan.interval,
  integration: INTEGRATION,
  domain: DOMAIN,
  plan_code: plan.plan_code,
  description: plan.description,
  send_invoices: plan.send_invoices,
  send_sms: plan.send_sms,
  hosted_page: false,
  currency: plan.currency,
  invoice_limit: plan.invoice_limit,
  migrate: false,
  is_archived: false,
  id: plan.id,
  createdAt: plan.createdAt,
  updatedAt: plan.updatedAt,
})

/** @param {Simulator} sim */
const planStats = (sim, plan) => {
  const subs = [...sim.subscriptions.values()].filter((sub) => sub.plan === plan)
  const subscribers = [...new Set(subs.map((sub) => sub.customer))]
  const revenue = [...sim.byReference.values()]
    .filter((tx) => tx.plan_code === plan.plan_code && tx.status === 'success')
    .reduce((sum, tx) => sum + tx.amount, 0)
  return { subs, subscribers, revenue, active: subs.filter((s) => s.status === 'active').length }
}

/** @param {Simulator} sim */
const planFetchData = (sim, plan) => {
  const { subs, subscribers, revenue, active } = planStats(sim, plan)
  return {
    subscriptions: subs.map(subscriptionBrief),
    pages: [],
    domain: DOMAIN,
    name: plan.name,
    plan_code: plan.plan_code,
    description: plan.description,
    amount: plan.amount,
    interval: plan.interval,
    invoice_limit: plan.invoice_limit,
    send_invoices: plan.send_invoices,
    send_sms: plan.send_sms,
    hosted_page: false,
    hosted_page_url: null,
    hosted_page_summary: null,
    currency: plan.currency,
    migrate: false,
    is_deleted: false,
    is_archived: false,
    id: plan.id,
    integration: INTEGRATION,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    pages_count: 0,
    subscribers_count: subscribers.length,
    subscriptions_count: subs.length,
    active_subscriptions_count: active,
    total_revenue: revenue,
    subscribers: subscribers.map(customerData),
  }
}

/** @param {Simulator} sim */
const planListItem = (sim, plan) => {
  const { subs, revenue, active } = planStats(sim, plan)
  return {
    ...planFetchData(sim, plan),
    total_subscriptions: subs.length,
    active_subscriptions: active,
    total_subscriptions_revenue: revenue,
  }
}

/** POST /plan's fields (all required but the optional ones), or PUT's (each one optional). */
function planFields(body, { partial }) {
  const fields = {}
  const given = (key) => body[key] !== undefined && body[key] !== null && body[key] !== ''
  if (given('name') || !partial) {
    if (typeof body.name !== 'string' || !body.name.trim())
      throw new HttpError(400, 'Plan name is required')
    fields.name = body.name
  }
  if (given('amount') || !partial) {
    if (!given('amount')) throw new HttpError(400, 'Amount is required')
    const amount =
      typeof body.amount === 'string' && /^\d+$/.test(body.amount)
        ? Number(body.amount)
        : body.amount
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new HttpError(400, 'Invalid Amount Sent')
    fields.amount = amount
  }
  if (given('interval') || !partial) {
    if (!INTERVALS.includes(body.interval))
      throw new HttpError(400, `Interval must be one of ${INTERVALS.join(', ')}`)
    fields.interval = body.interval
  }
  if (body.description !== undefined) {
    if (body.description !== null && typeof body.description !== 'string')
      throw new HttpError(400, 'description must be a string')
    fields.description = body.description || null
  }
  if (given('currency')) {
    if (!CURRENCIES.includes(body.currency))
      throw new HttpError(400, 'Currency not supported by merchant')
    fields.currency = body.currency
  }
  const invoiceLimit = optionalInteger(body.invoice_limit, 'invoice_limit')
  if (invoiceLimit !== undefined) fields.invoice_limit = invoiceLimit
  for (const key of ['send_invoices', 'send_sms']) {
    const flag = optionalBoolean(body[key], key)
    if (flag !== undefined) fields[key] = flag
  }
  return fields
}

// --- the API ----------------------------------------------------------------------------------

/** @param {import('./router.mjs').Request} request */
function create({ sim, res, body }) {
  const fields = planFields(body, { partial: false })
  const now = new Date().toISOString()
  const plan = {
    id: newId(sim),
    plan_code: newCode(sim, 'PLN_', 15),
    description: null,
    currency: 'NGN',
    invoice_limit: 0,
    send_invoices: true,
    send_sms: true,
    ...fields,
    createdAt: now,
    updatedAt: now,
  }
  sim.plans.set(plan.plan_code, plan)
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.planCreated,
    data: planCreatedData(plan),
  })
}

/** @param {import('./router.mjs').Request} request */
function list({ sim, res, query }) {
  const perPage = optionalInteger(query.get('perPage'), 'perPage') || 50
  const page = optionalInteger(query.get('page'), 'page') || 1
  const interval = query.get('interval')
  const amount = optionalInteger(query.get('amount'), 'amount')
  const matching = [...sim.plans.values()]
    .filter(
      (plan) =>
        (!interval || plan.interval === interval) &&
        (amount === undefined || plan.amount === amount),
    )
    .reverse()
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.plansRetrieved,
    ...paginate(
      matching.map((plan) => planListItem(sim, plan)),
      page,
      perPage,
    ),
  })
}

/** @param {import('./router.mjs').Request} request */
function retrieve({ sim, res, params }) {
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.planRetrieved,
    data: planFetchData(sim, requirePlan(sim, params.code)),
  })
}

/** @param {import('./router.mjs').Request} request */
function update({ sim, res, params, body }) {
  const plan = requirePlan(sim, params.code)
  Object.assign(plan, planFields(body, { partial: true }), {
    updatedAt: new Date().toISOString(),
  })
  // Paystack moves the plan's live subscriptions to its new terms from their next charge.
  const affected = [...sim.subscriptions.values()].filter(
    (sub) => sub.plan === plan && !ENDED.includes(sub.status),
  )
  for (const sub of affected) {
    sub.amount = plan.amount
    touch(sub)
  }
  return sendJson(res, 200, {
    status: true,
    message: `Plan updated. ${affected.length} subscription(s) affected`,
  })
}

export const routes = [
  // Paystack checks the key and reads the body before it looks for the route.
  under('/plan', { key: true, body: (method) => method !== 'GET' }),
  route('POST', '/plan', create),
  route('GET', '/plan', list),
  route('GET', '/plan/:code', retrieve),
  route('PUT', '/plan/:code', update),
]
