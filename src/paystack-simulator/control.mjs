// The control API under /__simulator (tests and the launcher; not part of Paystack): switch
// failures and webhooks on or off, reset, read records, and act as the donor, Paystack's
// scheduler or its dashboard would.
import { MESSAGES } from './contract.mjs'
import { HttpError, clientAddress, sendJson } from './http.mjs'
import { chargeSubscription, invoiceSummary } from './invoices.mjs'
import { refund } from './refunds.mjs'
import { route, under } from './router.mjs'
import { resetState } from './state.mjs'
import { ENDED, cancel, requireSubscription, subscriptionFetchData } from './subscriptions.mjs'
import { chargeSuccessData, completePayment, markDeclined } from './transactions.mjs'
import { deliver } from './webhooks.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */
/** @typedef {import('./router.mjs').Request} Request */

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

/**
 * The control API's full view of a subscription, for tests.
 * @param {Simulator} sim
 */
const subscriptionRecord = (sim, sub) => ({
  ...subscriptionFetchData(sim, sub),
  currency: sub.plan.currency,
  plan_code: sub.plan.plan_code,
  email: sub.customer.email,
  customer_code: sub.customer.customer_code,
  manage_emails: sub.manage_emails,
  invoices: sub.invoices.map((invoice) => ({
    ...invoiceSummary(sim, invoice),
    subscription_code: sub.subscription_code,
  })),
  webhook_attempts: sub.webhook_attempts,
  webhook_deliveries: sub.webhook_deliveries,
})

/** @param {Simulator} sim */
const transactionByReference = (sim, reference) => {
  const tx = sim.byReference.get(reference)
  if (!tx) throw new HttpError(404, MESSAGES.notFound)
  return tx
}

/** An action on a transaction, answered with the transaction's record as it then is. */
const onTransaction =
  (act) =>
  /** @param {Request} request */
  (request) => {
    act(request.params.transaction, request)
    sendJson(request.res, 200, { status: true, message: 'OK', data: request.params.transaction })
  }

/** An action on a subscription, answered with the subscription's record as it then is. */
const onSubscription =
  (act) =>
  /** @param {Request} request */
  (request) => {
    const sub = request.params.subscription
    act(sub, request)
    sendJson(request.res, 200, {
      status: true,
      message: 'OK',
      data: subscriptionRecord(request.sim, sub),
    })
  }

/**
 * The amount or currency verify and the webhooks report, set apart from what was paid.
 * @param {any} tx
 * @param {Request} request
 */
function tamper(tx, { body }) {
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
}

/**
 * charge.success sent again, as often, as late and as signed as a test asks.
 * @param {any} tx
 * @param {Request} request
 */
function replayWebhook(tx, { sim, body }) {
  const { copies = 1, delayMs = 0, signature = 'valid' } = body
  if (!Number.isSafeInteger(copies) || copies < 1)
    throw new HttpError(400, 'copies must be a whole number ≥ 1')
  if (!Number.isSafeInteger(delayMs) || delayMs < 0)
    throw new HttpError(400, 'delayMs must be a whole number ≥ 0')
  if (!['valid', 'invalid', 'missing'].includes(signature))
    throw new HttpError(400, "signature must be 'valid', 'invalid' or 'missing'")
  if (!sim.webhookUrl) throw new HttpError(409, 'No webhook URL configured')
  // Paystack only ever reports charge.success for money that moved (a refund may come later).
  if (tx.status !== 'success' && tx.status !== 'reversed')
    throw new HttpError(409, MESSAGES.notPaid)
  deliver(sim, tx, 'charge.success', chargeSuccessData(sim, tx), { copies, delayMs, signature })
}

/**
 * What Paystack's scheduler does on the due date, fired when a test wants it.
 * @param {Request} request
 */
function charge({ sim, res, params, body }) {
  const sub = params.subscription
  const { outcome = 'success' } = body
  if (outcome !== 'success' && outcome !== 'failed')
    throw new HttpError(400, "outcome must be 'success' or 'failed'")
  const { invoice, tx } = chargeSubscription(sim, sub, outcome)
  return sendJson(res, 200, {
    status: true,
    message: tx ? 'Charged' : 'Charge failed',
    data: tx ?? { ...invoiceSummary(sim, invoice), subscription_code: sub.subscription_code },
  })
}

export const routes = [
  under('/__simulator', { body: (method) => method === 'POST' }),
  route('POST', '/__simulator/config', ({ sim, res, body }) => {
    sim.config = { ...sim.config, ...validConfig(body) }
    return sendJson(res, 200, { status: true, message: 'Config updated', data: sim.config })
  }),
  route('POST', '/__simulator/reset', ({ sim, res }) => {
    resetState(sim)
    return sendJson(res, 200, { status: true, message: 'Simulator reset', data: sim.config })
  }),

  under('/__simulator/transactions/:transaction', { resolve: transactionByReference }),
  route(
    'GET',
    '/__simulator/transactions/:transaction',
    onTransaction(() => {}),
  ),
  route(
    'POST',
    '/__simulator/transactions/:transaction/pay',
    onTransaction((tx, { sim, req, body }) =>
      completePayment(sim, tx, clientAddress(req), { webhook: body.webhook !== false }),
    ),
  ),
  route(
    'POST',
    '/__simulator/transactions/:transaction/decline',
    onTransaction((tx, { req }) => markDeclined(tx, clientAddress(req))),
  ),
  route('POST', '/__simulator/transactions/:transaction/tamper', onTransaction(tamper)),
  // { amount } in kobo refunds part of the payment (Paystack's partial refund); without it, the rest.
  route(
    'POST',
    '/__simulator/transactions/:transaction/refund',
    onTransaction((tx, { sim, body }) => refund(sim, tx, body.amount)),
  ),
  route('POST', '/__simulator/transactions/:transaction/webhook', onTransaction(replayWebhook)),

  route('GET', '/__simulator/subscriptions', ({ sim, res }) =>
    sendJson(res, 200, {
      status: true,
      message: 'OK',
      data: [...sim.subscriptions.values()].map((sub) => subscriptionRecord(sim, sub)),
    }),
  ),
  under('/__simulator/subscriptions/:subscription', { resolve: requireSubscription }),
  route(
    'GET',
    '/__simulator/subscriptions/:subscription',
    onSubscription(() => {}),
  ),
  route('POST', '/__simulator/subscriptions/:subscription/charge', charge),
  // Paystack's last retry of an unpaid invoice failed: it stops and cancels the subscription.
  route(
    'POST',
    '/__simulator/subscriptions/:subscription/give-up',
    onSubscription((sub, { sim }) => {
      if (ENDED.includes(sub.status))
        throw new HttpError(409, `Subscription is already ${sub.status}`)
      cancel(sim, sub, 'cancelled')
    }),
  ),
]
