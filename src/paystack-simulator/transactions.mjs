// Transactions: initialize, verify and list (Paystack's /transaction API), and what happens when a
// donor pays or declines at checkout.
import { CURRENCIES, DOMAIN, MESSAGES } from './contract.mjs'
import { authorizationData, customerData, customerFor, newAuthorization } from './customers.mjs'
import { HttpError, isHttpUrl, optionalInteger, paginate, requireKey, sendJson } from './http.mjs'
import { planObject } from './plans.mjs'
import { route } from './router.mjs'
import { newId, randomString } from './state.mjs'
import {
  completeIfLimitReached,
  createSubscription,
  subscriptionCreateEvent,
} from './subscriptions.mjs'
import { chainOf, emit } from './webhooks.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** @param {Simulator} sim */
export const planOf = (sim, tx) => (tx.plan_code ? sim.plans.get(tx.plan_code) : undefined)

/** @param {Simulator} sim */
export const newTransaction = (
  sim,
  {
    email,
    amount,
    currency,
    reference,
    metadata,
    plan,
    authorization,
    callbackUrl = null,
    channels = null,
    invoiceLimit = null,
  },
) => ({
  id: newId(sim),
  reference,
  access_code: /** @type {string | null} */ (null),
  email,
  amount,
  currency,
  callback_url: callbackUrl,
  metadata: metadata ?? null,
  channels,
  status: 'abandoned',
  paid_at: /** @type {string | null} */ (null),
  created_at: new Date().toISOString(),
  ip_address: /** @type {string | null} */ (null),
  log: /** @type {object | null} */ (null),
  // The card the simulated donor pays with; saved on the customer once the payment succeeds.
  authorization,
  customer_code: customerFor(sim, email).customer_code,
  plan_code: plan?.plan_code ?? null,
  invoice_limit: invoiceLimit,
  refunded_at: null,
  refunded_amount: 0,
  tamper: null,
  webhook_deliveries: 0,
  webhook_attempts: 0,
  /** Verifications asked of the API: tests compare them with the app's own count. */
  verify_requests: 0,
})

// --- shapes Paystack answers with -------------------------------------------------------------

/** The amount and currency Paystack reports: the control API's tamper can make them differ. */
export const reported = (tx) => ({
  amount: tx.tamper?.amount ?? tx.amount,
  currency: tx.tamper?.currency ?? tx.currency,
})

/** @param {Simulator} sim */
const verifyData = (sim, tx) => {
  const plan = planOf(sim, tx)
  const { amount, currency } = reported(tx)
  return {
    id: tx.id,
    domain: DOMAIN,
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount,
    message: null,
    gateway_response: {
      abandoned: 'The transaction was not completed',
      success: 'Successful',
      failed: 'Declined',
      reversed: 'Successful',
    }[tx.status],
    paid_at: tx.paid_at,
    created_at: tx.created_at,
    channel: tx.channel ?? 'card',
    currency,
    ip_address: tx.ip_address,
    metadata: tx.metadata,
    log: tx.log,
    fees: null,
    fees_split: null,
    authorization: {
      ...authorizationData(tx.authorization),
      receiver_bank_account_number: tx.receiver?.account_number ?? null,
      receiver_bank: tx.receiver?.bank ?? null,
    },
    customer: customerData(customerFor(sim, tx.email)),
    plan: plan?.plan_code ?? null,
    split: {},
    order_id: null,
    paidAt: tx.paid_at,
    createdAt: tx.created_at,
    requested_amount: amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.created_at,
    plan_object: plan ? planObject(plan) : {},
    subaccount: {},
  }
}

/**
 * The webhook's copy of a paid transaction: Paystack sends the plan itself, or {} for none.
 * @param {Simulator} sim
 */
export const chargeSuccessData = (sim, tx) => {
  const plan = planOf(sim, tx)
  return {
    ...verifyData(sim, tx),
    status: 'success',
    gateway_response: 'Successful',
    plan: plan ? planObject(plan) : {},
  }
}

/**
 * A transaction in List Transactions: as verified, with the plan itself (or {}), as Paystack lists it.
 * @param {Simulator} sim
 */
const listedTransaction = (sim, tx) => {
  const plan = planOf(sim, tx)
  return { ...verifyData(sim, tx), plan: plan ? planObject(plan) : {} }
}

// --- paying -----------------------------------------------------------------------------------

const paymentLog = (tx, success) => {
  const started = Date.parse(tx.created_at)
  const spent = Math.max(1, Math.round((Date.now() - started) / 1000))
  return {
    start_time: Math.floor(started / 1000),
    time_spent: spent,
    attempts: 1,
    errors: success ? 0 : 1,
    success,
    mobile: false,
    input: [],
    history: [
      { type: 'action', message: 'Attempted to pay with card', time: spent },
      success
        ? { type: 'success', message: 'Successfully paid with card', time: spent }
        : { type: 'error', message: 'Declined', time: spent },
    ],
  }
}

const markPaid = (tx, ipAddress) => {
  if (tx.status === 'failed') throw new HttpError(409, MESSAGES.alreadyDeclined)
  if (tx.status !== 'abandoned') throw new HttpError(409, MESSAGES.alreadyPaid)
  tx.status = 'success'
  tx.paid_at = new Date().toISOString()
  tx.ip_address = ipAddress
  tx.log = paymentLog(tx, true)
}

export const markDeclined = (tx, ipAddress) => {
  if (tx.status === 'failed') throw new HttpError(409, MESSAGES.alreadyDeclined)
  if (tx.status !== 'abandoned') throw new HttpError(409, MESSAGES.alreadyPaid)
  tx.status = 'failed'
  tx.ip_address = ipAddress
  tx.log = paymentLog(tx, false)
}

/**
 * A donor paid at checkout: the card is saved, and a plan's payment starts its subscription.
 * @param {Simulator} sim
 */
export const completePayment = (sim, tx, ipAddress, { webhook = true } = {}) => {
  markPaid(tx, ipAddress)
  const customer = customerFor(sim, tx.email)
  customer.authorizations.push(tx.authorization)
  const plan = planOf(sim, tx)
  if (!plan) {
    if (webhook) emit(sim, tx, 'charge.success', chargeSuccessData(sim, tx))
    return
  }
  const sub = createSubscription(sim, {
    customer,
    plan,
    authorization: tx.authorization,
    invoiceLimit: tx.invoice_limit ?? plan.invoice_limit,
    firstDebit: new Date(/** @type {string} */ (tx.paid_at)),
    paid: true,
  })
  tx.subscription_code = sub.subscription_code
  const chain = chainOf(sim, sub)
  if (webhook) {
    emit(sim, tx, 'charge.success', chargeSuccessData(sim, tx), chain)
    emit(sim, sub, 'subscription.create', subscriptionCreateEvent(sub), chain)
  }
  completeIfLimitReached(sim, sub, webhook)
}

/** Where checkout sends the browser back to: the app's callback_url with the reference added. */
export const callbackRedirect = (tx) => {
  if (!tx.callback_url) return null
  // Append by hand: re-serialising through URLSearchParams would rewrite the app's own query.
  const hashAt = tx.callback_url.indexOf('#')
  const base = hashAt === -1 ? tx.callback_url : tx.callback_url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : tx.callback_url.slice(hashAt)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  const ref = encodeURIComponent(tx.reference)
  return `${base}${separator}trxref=${ref}&reference=${ref}${hash}`
}

// --- the API ----------------------------------------------------------------------------------

/** @param {import('./router.mjs').Request} request */
function initialize({ sim, res, body }) {
  if (sim.config.failInitialize) throw new HttpError(500, MESSAGES.outage)
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
  const invoiceLimit = optionalInteger(body.invoice_limit, 'invoice_limit')
  let plan
  if (body.plan !== undefined && body.plan !== null && body.plan !== '') {
    plan = typeof body.plan === 'string' ? sim.plans.get(body.plan) : undefined
    if (!plan) throw new HttpError(400, MESSAGES.planNotFound)
  }
  if (reference && sim.byReference.has(reference))
    throw new HttpError(400, MESSAGES.duplicateReference)

  let ref = reference
  while (!ref || sim.byReference.has(ref)) ref = `sim-${randomString(15)}`
  let accessCode
  do accessCode = randomString(15)
  while (sim.byAccessCode.has(accessCode))

  const tx = {
    ...newTransaction(sim, {
      email,
      // A plan's payment is the plan's amount: Paystack ignores the amount sent with it.
      amount: plan?.amount ?? kobo,
      currency: plan?.currency ?? currency,
      reference: ref,
      metadata,
      plan,
      authorization: newAuthorization(sim),
      callbackUrl: callback_url || null,
      channels: channels ?? null,
      invoiceLimit: plan ? (invoiceLimit ?? null) : null,
    }),
    access_code: accessCode,
  }
  sim.byReference.set(ref, tx)
  sim.byAccessCode.set(accessCode, tx)
  sendJson(res, 200, {
    status: true,
    message: MESSAGES.created,
    data: {
      authorization_url: `${sim.browserUrl}/checkout/${accessCode}`,
      access_code: accessCode,
      reference: ref,
    },
  })
}

/** @param {import('./router.mjs').Request} request */
function verify({ sim, req, res, params }) {
  // An outage answers before the key is looked at.
  if (sim.config.failVerify) throw new HttpError(500, MESSAGES.outage)
  requireKey(sim, req)
  const tx = sim.byReference.get(params.reference)
  if (!tx) throw new HttpError(400, MESSAGES.notFound)
  tx.verify_requests++
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.verified,
    data: verifyData(sim, tx),
  })
}

/**
 * List Transactions: newest first, by customer code, status and creation time, in pages.
 * @param {import('./router.mjs').Request} request
 */
function list({ sim, res, query }) {
  const perPage = optionalInteger(query.get('perPage') ?? query.get('per_page'), 'perPage') || 50
  const page = optionalInteger(query.get('page'), 'page') || 1
  const customer = query.get('customer_code')
  const status = query.get('status')
  const from = query.get('from') ? Date.parse(query.get('from') ?? '') : NaN
  const to = query.get('to') ? Date.parse(query.get('to') ?? '') : NaN
  const matching = [...sim.byReference.values()]
    .filter(
      (tx) =>
        (!customer || tx.customer_code === customer) &&
        (!status || tx.status === status) &&
        (Number.isNaN(from) || Date.parse(tx.created_at) >= from) &&
        (Number.isNaN(to) || Date.parse(tx.created_at) <= to),
    )
    .reverse()
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.transactionsRetrieved,
    ...paginate(
      matching.map((tx) => listedTransaction(sim, tx)),
      page,
      perPage,
    ),
  })
}

export const routes = [
  route('POST', '/transaction/initialize', initialize, { key: true, body: true }),
  route('GET', '/transaction/verify/:reference', verify),
  route('GET', '/transaction', list, { key: true }),
]
