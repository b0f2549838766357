// A local stand-in for Paystack (issues #5 and #18): the same HTTP contract as
// https://api.paystack.co for transactions, plans and subscriptions, a checkout page with
// Pay/Decline/Close, an inline.js exposing PaystackPop, a subscription management page, and
// signed webhooks. docs/paystack-simulator.md lists the fields it fills and what it leaves out.
// Node built-ins only, so the launcher can run it with plain `node` on a bare machine.
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { pathToFileURL } from 'node:url'

import { addInterval, cronExpression } from './calendar.mjs'
import { CURRENCIES, DOMAIN, INTEGRATION, INTERVALS, MESSAGES } from './contract.mjs'
import {
  HttpError,
  clientAddress,
  isHttpUrl,
  optionalBoolean,
  optionalInteger,
  paginate,
  readBody,
  redirect,
  send,
  sendJson,
} from './http.mjs'
import { escapeHtml, noticeHtml, page, priceText, scriptJson } from './pages.mjs'

export { formatAmount } from './pages.mjs'

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const WEBHOOK_TIMEOUT_MS = 10_000
const RETRY_BACKOFF_MS = 500
/** Paystack's test cards; "Update card" on the manage page moves to the next one. */
const TEST_CARDS = [
  { bin: '408408', last4: '4081', brand: 'visa', card_type: 'visa ' },
  { bin: '539983', last4: '8381', brand: 'mastercard', card_type: 'mastercard ' },
  { bin: '506066', last4: '6666', brand: 'verve', card_type: 'verve ' },
]
/** A subscription in these states is still billed; the others wait for nothing. */
const BILLED = ['active', 'attention']
const ENDED = ['cancelled', 'complete']

const randomString = (length) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

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
  /** @type {Map<string, any>} plan_code -> plan */
  const plans = new Map()
  /** @type {Map<string, any>} lower-cased e-mail -> customer: Paystack keeps one per e-mail */
  const customers = new Map()
  /** @type {Map<string, any>} subscription_code -> subscription */
  const subscriptions = new Map()
  /** @type {Map<string, { last?: Promise<unknown> }>} subscription_code -> its webhook queue */
  const chains = new Map()
  const usedIds = new Set()
  const usedCodes = new Set()
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

  // --- records ----------------------------------------------------------------------------------

  const newId = () => {
    // Real ids passed 2^32 long ago; apps must not squeeze them into a 32-bit integer.
    let id
    do id = 5_000_000_000 + randomInt(1_000_000_000)
    while (usedIds.has(id))
    usedIds.add(id)
    return id
  }

  const newCode = (prefix, length) => {
    let code
    do code = `${prefix}${randomString(length)}`
    while (usedCodes.has(code))
    usedCodes.add(code)
    return code
  }

  const customerFor = (email) => {
    const key = email.toLowerCase()
    let customer = customers.get(key)
    if (!customer) {
      customer = {
        id: newId(),
        customer_code: newCode('CUS_', 15),
        email,
        // What Paystack holds for a customer who only ever gave an e-mail at checkout.
        first_name: null,
        last_name: null,
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
        authorizations: [],
        createdAt: new Date().toISOString(),
      }
      customers.set(key, customer)
    }
    return customer
  }

  const findCustomer = (emailOrCode) =>
    typeof emailOrCode === 'string'
      ? (customers.get(emailOrCode.toLowerCase()) ??
        [...customers.values()].find((c) => c.customer_code === emailOrCode))
      : undefined

  const newAuthorization = (card = TEST_CARDS[0]) => ({
    id: newId(),
    authorization_code: newCode('AUTH_', 10),
    bin: card.bin,
    last4: card.last4,
    exp_month: '12',
    exp_year: String(new Date().getUTCFullYear() + 3),
    channel: 'card',
    card_type: card.card_type,
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: card.brand,
    reusable: true,
    signature: newCode('SIG_', 20),
    account_name: null,
  })

  const findPlan = (idOrCode) =>
    plans.get(idOrCode) ?? [...plans.values()].find((plan) => String(plan.id) === idOrCode)

  const findSubscription = (idOrCode) =>
    subscriptions.get(idOrCode) ??
    [...subscriptions.values()].find((sub) => String(sub.id) === idOrCode)

  const requirePlan = (idOrCode) => {
    const plan = findPlan(idOrCode)
    if (!plan) throw new HttpError(404, MESSAGES.planNotFound)
    return plan
  }

  const requireSubscription = (idOrCode) => {
    const sub = findSubscription(idOrCode)
    if (!sub) throw new HttpError(404, MESSAGES.subscriptionNotFound)
    return sub
  }

  const chainOf = (sub) => {
    let chain = chains.get(sub.subscription_code)
    if (!chain) chains.set(sub.subscription_code, (chain = {}))
    return chain
  }

  // --- shapes Paystack answers with -------------------------------------------------------------

  const reported = (tx) => ({
    amount: tx.tamper?.amount ?? tx.amount,
    currency: tx.tamper?.currency ?? tx.currency,
  })

  const customerData = (customer) => ({
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    customer_code: customer.customer_code,
    phone: customer.phone,
    metadata: customer.metadata,
    risk_action: customer.risk_action,
    international_format_phone: customer.international_format_phone,
  })

  // Paystack shows an authorization's id only as POST /subscription's `authorization`.
  const authorizationData = ({ id: _id, ...authorization }) => authorization

  /** The 9 keys of a plan inside a transaction, a charge.success or a subscription event. */
  const planObject = (plan) => ({
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
  const planSummary = (plan) => ({
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

  const planStats = (plan) => {
    const subs = [...subscriptions.values()].filter((sub) => sub.plan === plan)
    const subscribers = [...new Set(subs.map((sub) => sub.customer))]
    const revenue = [...byReference.values()]
      .filter((tx) => tx.plan_code === plan.plan_code && tx.status === 'success')
      .reduce((sum, tx) => sum + tx.amount, 0)
    return { subs, subscribers, revenue, active: subs.filter((s) => s.status === 'active').length }
  }

  const planFetchData = (plan) => {
    const { subs, subscribers, revenue, active } = planStats(plan)
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

  const planListItem = (plan) => {
    const { subs, revenue, active } = planStats(plan)
    return {
      ...planFetchData(plan),
      total_subscriptions: subs.length,
      active_subscriptions: active,
      total_subscriptions_revenue: revenue,
    }
  }

  const verifyData = (tx) => {
    const plan = tx.plan_code ? plans.get(tx.plan_code) : undefined
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
      channel: 'card',
      currency,
      ip_address: tx.ip_address,
      metadata: tx.metadata,
      log: tx.log,
      fees: null,
      fees_split: null,
      authorization: {
        ...authorizationData(tx.authorization),
        receiver_bank_account_number: null,
        receiver_bank: null,
      },
      customer: customerData(customerFor(tx.email)),
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

  /** The webhook's copy of a paid transaction: Paystack sends the plan itself, or {} for none. */
  const chargeSuccessData = (tx) => {
    const plan = tx.plan_code ? plans.get(tx.plan_code) : undefined
    return {
      ...verifyData(tx),
      status: 'success',
      gateway_response: 'Successful',
      plan: plan ? planObject(plan) : {},
    }
  }

  /** A transaction in List Transactions: as verified, with the plan itself (or {}), as Paystack lists it. */
  const listedTransaction = (tx) => {
    const plan = tx.plan_code ? plans.get(tx.plan_code) : undefined
    return { ...verifyData(tx), plan: plan ? planObject(plan) : {} }
  }

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
  const subscriptionBrief = (sub) => ({
    ...subscriptionCreatedData(sub),
    authorization: authorizationData(sub.authorization),
  })

  const invoiceSummary = (invoice) => ({
    id: invoice.id,
    domain: DOMAIN,
    invoice_code: invoice.invoice_code,
    amount: invoice.amount,
    currency: invoice.currency,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    status: invoice.status,
    paid: invoice.paid,
    paid_at: invoice.paid_at,
    description: null,
    transaction: transactionBrief(invoice),
    created_at: invoice.created_at,
  })

  const transactionBrief = (invoice) => {
    const tx = invoice.transaction ? byReference.get(invoice.transaction) : undefined
    return tx ? { reference: tx.reference, status: tx.status, ...reported(tx) } : {}
  }

  const subscriptionListItem = (sub) => ({
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
    most_recent_invoice: sub.invoices.length ? invoiceSummary(sub.invoices.at(-1)) : null,
    metadata: null,
  })

  const subscriptionFetchData = (sub) => ({
    ...subscriptionListItem(sub),
    cancelledAt: sub.cancelledAt,
    invoices: sub.invoices.map(invoiceSummary),
    invoices_history: sub.invoices.map(invoiceSummary),
  })

  // Paystack's subscription.create sample, plus id, email_token and integration, which its
  // other subscription events carry and an app needs to disable or enable the subscription.
  const subscriptionCreateEvent = (sub) => ({
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

  /** subscription.disable and subscription.not_renew, shaped as Paystack's not_renew sample. */
  const subscriptionStateEvent = (sub) => ({
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
    invoices: sub.invoices.map(invoiceSummary),
    invoices_history: sub.invoices.map(invoiceSummary),
    invoice_limit: sub.invoice_limit,
    split_code: null,
    most_recent_invoice: sub.invoices.length ? invoiceSummary(sub.invoices.at(-1)) : null,
    cancelledAt: sub.cancelledAt,
    created_at: sub.createdAt,
  })

  /** invoice.create, invoice.update and invoice.payment_failed. */
  const invoiceEvent = (invoice, sub) => ({
    domain: DOMAIN,
    invoice_code: invoice.invoice_code,
    amount: invoice.amount,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    status: invoice.status,
    paid: invoice.paid,
    paid_at: invoice.paid_at,
    description: null,
    authorization: authorizationData(sub.authorization),
    subscription: {
      status: sub.status,
      subscription_code: sub.subscription_code,
      email_token: sub.email_token,
      amount: sub.amount,
      cron_expression: sub.cron_expression,
      next_payment_date: sub.next_payment_date,
      open_invoice: sub.open_invoice,
    },
    customer: customerData(sub.customer),
    transaction: transactionBrief(invoice),
    created_at: invoice.created_at,
  })

  /** The control API's full view of a subscription, for tests. */
  const subscriptionRecord = (sub) => ({
    ...subscriptionFetchData(sub),
    currency: sub.plan.currency,
    plan_code: sub.plan.plan_code,
    email: sub.customer.email,
    customer_code: sub.customer.customer_code,
    manage_emails: sub.manage_emails,
    invoices: sub.invoices.map((invoice) => ({
      ...invoiceSummary(invoice),
      subscription_code: sub.subscription_code,
    })),
    webhook_attempts: sub.webhook_attempts,
    webhook_deliveries: sub.webhook_deliveries,
  })

  // --- transactions -----------------------------------------------------------------------------

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

  const markDeclined = (tx, ipAddress) => {
    if (tx.status === 'failed') throw new HttpError(409, MESSAGES.alreadyDeclined)
    if (tx.status !== 'abandoned') throw new HttpError(409, MESSAGES.alreadyPaid)
    tx.status = 'failed'
    tx.ip_address = ipAddress
    tx.log = paymentLog(tx, false)
  }

  /** A donor paid at checkout: the card is saved, and a plan's payment starts its subscription. */
  const completePayment = (tx, ipAddress, { webhook = true } = {}) => {
    markPaid(tx, ipAddress)
    const customer = customerFor(tx.email)
    customer.authorizations.push(tx.authorization)
    const plan = tx.plan_code ? plans.get(tx.plan_code) : undefined
    if (!plan) {
      if (webhook) emit(tx, 'charge.success', chargeSuccessData(tx))
      return
    }
    const sub = createSubscription({
      customer,
      plan,
      authorization: tx.authorization,
      invoiceLimit: tx.invoice_limit ?? plan.invoice_limit,
      firstDebit: new Date(/** @type {string} */ (tx.paid_at)),
      paid: true,
    })
    tx.subscription_code = sub.subscription_code
    const chain = chainOf(sub)
    if (webhook) {
      emit(tx, 'charge.success', chargeSuccessData(tx), chain)
      emit(sub, 'subscription.create', subscriptionCreateEvent(sub), chain)
    }
    completeIfLimitReached(sub, webhook)
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

  // --- subscriptions ----------------------------------------------------------------------------

  /**
   * `firstDebit` is when the first period starts; `paid` says it was already charged (a checkout),
   * so the next payment is one period later.
   */
  const createSubscription = ({
    customer,
    plan,
    authorization,
    invoiceLimit,
    firstDebit,
    paid,
  }) => {
    const now = new Date().toISOString()
    const billingDay = firstDebit.getUTCDate()
    const next = paid ? addInterval(firstDebit, plan.interval, billingDay) : firstDebit
    const sub = {
      id: newId(),
      subscription_code: newCode('SUB_', 15),
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
    subscriptions.set(sub.subscription_code, sub)
    return sub
  }

  const touch = (sub) => {
    sub.updatedAt = new Date().toISOString()
  }

  const moveNextPayment = (sub, from) => {
    const next = addInterval(from, sub.plan.interval, sub.billing_day)
    sub.next_payment_date = next.toISOString()
    sub.cron_expression = cronExpression(next, sub.plan.interval)
  }

  // Paystack ends a subscription once it has raised invoice_limit invoices (0 means no limit).
  const completeIfLimitReached = (sub, webhook = true) => {
    if (!sub.invoice_limit || sub.payments_count < sub.invoice_limit) return
    sub.status = 'complete'
    touch(sub)
    if (webhook) emit(sub, 'subscription.disable', subscriptionStateEvent(sub), chainOf(sub))
  }

  const cancel = (sub, status) => {
    sub.status = status
    if (status === 'cancelled') sub.cancelledAt = new Date().toISOString()
    if (status === 'non-renewing') sub.next_payment_date = null
    touch(sub)
    const event = status === 'cancelled' ? 'subscription.disable' : 'subscription.not_renew'
    emit(sub, event, subscriptionStateEvent(sub), chainOf(sub))
  }

  const newManageLink = (sub) => {
    const token = randomBytes(24).toString('base64url')
    sub.manage_tokens.add(token)
    return `${browserUrl}/manage/subscriptions/${encodeURIComponent(sub.subscription_code)}?subscription_token=${token}`
  }

  /** The invoice a scheduled charge settles: the one left open by a failed charge, or a new one. */
  const invoiceToCharge = (sub) => {
    const open = sub.invoices.find((invoice) => invoice.invoice_code === sub.open_invoice)
    if (open) return { invoice: open, created: false }
    const periodStart = new Date(sub.next_payment_date ?? Date.now())
    const invoice = {
      id: newId(),
      invoice_code: newCode('INV_', 15),
      amount: sub.amount,
      currency: sub.plan.currency,
      period_start: periodStart.toISOString(),
      period_end: addInterval(periodStart, sub.plan.interval, sub.billing_day).toISOString(),
      status: 'pending',
      paid: false,
      paid_at: null,
      /** @type {string | null} the paying transaction's reference */
      transaction: null,
      created_at: new Date().toISOString(),
    }
    sub.invoices.push(invoice)
    sub.open_invoice = invoice.invoice_code
    return { invoice, created: true }
  }

  const chargeSubscription = (sub, outcome) => {
    if (!BILLED.includes(sub.status))
      throw new HttpError(409, `Subscription is ${sub.status}: Paystack would not charge it`)
    const chain = chainOf(sub)
    const { invoice, created } = invoiceToCharge(sub)
    // A plan's new amount applies from the next charge, an open invoice's included.
    invoice.amount = sub.amount
    invoice.currency = sub.plan.currency
    if (created) emit(sub, 'invoice.create', invoiceEvent(invoice, sub), chain)
    if (outcome === 'failed') {
      sub.status = 'attention'
      touch(sub)
      emit(sub, 'invoice.payment_failed', invoiceEvent(invoice, sub), chain)
      return { invoice }
    }
    const now = new Date().toISOString()
    const tx = {
      ...newTransaction({
        email: sub.customer.email,
        amount: sub.amount,
        currency: sub.plan.currency,
        reference: randomUUID(),
        metadata: { invoice_action: 'create' },
        plan: sub.plan,
        authorization: sub.authorization,
      }),
      access_code: null,
      status: 'success',
      paid_at: now,
      subscription_code: sub.subscription_code,
      invoice_code: invoice.invoice_code,
    }
    byReference.set(tx.reference, tx)
    Object.assign(invoice, {
      status: 'success',
      paid: true,
      paid_at: now,
      transaction: tx.reference,
    })
    sub.status = 'active'
    sub.open_invoice = null
    sub.payments_count++
    moveNextPayment(sub, new Date(invoice.period_start))
    touch(sub)
    emit(tx, 'charge.success', chargeSuccessData(tx), chain)
    emit(sub, 'invoice.update', invoiceEvent(invoice, sub), chain)
    completeIfLimitReached(sub)
    return { invoice, tx }
  }

  const newTransaction = ({
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
  }) => ({
    id: newId(),
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
    customer_code: customerFor(email).customer_code,
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

  // --- webhooks ---------------------------------------------------------------------------------

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

  /** What a log line names: a transaction's reference, else a subscription's code. */
  const subjectName = (subject) => subject.reference ?? subject.subscription_code

  const deliverOne = async (subject, event, body, headers, signal) => {
    const attempts = 1 + Math.max(0, webhookRetries)
    for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
      let failure
      try {
        subject.webhook_attempts++
        const statusCode = await post(
          new URL(/** @type {string} */ (webhookUrl)),
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
      log(
        `webhook ${event} for ${subjectName(subject)} failed (attempt ${attempt}/${attempts}): ${failure}${last ? '; giving up' : '; will retry'}`,
      )
      if (!last) await wait(RETRY_BACKOFF_MS * attempt, signal)
    }
  }

  /**
   * Sends `copies` identical, signed deliveries after `delayMs`; never throws. Events sharing a
   * `chain` (one subscription's) go out in the order they were raised: each waits for the one
   * before it to be answered or given up, so an app sees invoice.create before invoice.update.
   */
  const deliver = (subject, event, data, { copies, delayMs, signature = 'valid', chain }) => {
    if (!webhookUrl || copies <= 0) return
    const body = Buffer.from(JSON.stringify({ event, data }))
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'user-agent': 'paystack-simulator' }
    if (signature === 'valid') headers['x-paystack-signature'] = sign(body, secretKey)
    if (signature === 'invalid') headers['x-paystack-signature'] = sign(body, `not-${secretKey}`)
    const { signal } = deliveries
    // The copies go out together, as Paystack's duplicates can: the app's dedupe must survive a race.
    const sent = Promise.all([wait(delayMs, signal), chain?.last])
      .then(() =>
        signal.aborted
          ? undefined
          : Promise.all(
              Array.from({ length: copies }, () =>
                deliverOne(subject, event, body, headers, signal),
              ),
            ),
      )
      .catch((error) => log(`webhook ${event} for ${subjectName(subject)} failed: ${error}`))
    if (chain) chain.last = sent
  }

  /** An event as the configuration says: enabled or not, duplicated, delayed. */
  const emit = (subject, event, data, chain = undefined) => {
    if (config.webhooksEnabled)
      deliver(subject, event, data, {
        copies: config.webhookDuplicates,
        delayMs: config.webhookDelayMs,
        chain,
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
      case 'GET /transaction': {
        // List Transactions: newest first, by customer code, status and creation time, in pages.
        requireKey(req)
        const perPage =
          optionalInteger(searchParams.get('perPage') ?? searchParams.get('per_page'), 'perPage') ||
          50
        const page = optionalInteger(searchParams.get('page'), 'page') || 1
        const customer = searchParams.get('customer_code')
        const status = searchParams.get('status')
        const from = searchParams.get('from') ? Date.parse(searchParams.get('from') ?? '') : NaN
        const to = searchParams.get('to') ? Date.parse(searchParams.get('to') ?? '') : NaN
        const matching = [...byReference.values()]
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
          ...paginate(matching.map(listedTransaction), page, perPage),
        })
      }
      case 'GET /checkout/:':
        return checkoutPage(res, parts[1], searchParams.get('mode') === 'inline')
      case 'POST /checkout/:/pay':
      case 'POST /checkout/:/decline':
      case 'POST /checkout/:/close':
        await readBody(req)
        return checkoutAction(req, res, parts[1], parts[2])
      case 'GET /manage/subscriptions/:':
        return managePage(res, parts[2], searchParams.get('subscription_token'))
      case 'POST /manage/subscriptions/:/card':
      case 'POST /manage/subscriptions/:/cancel': {
        const body = await readBody(req)
        const token = body.subscription_token ?? searchParams.get('subscription_token')
        return manageAction(res, parts[2], token, parts[3])
      }
      default:
        if (parts[0] === '__simulator') return control(req, res, method, parts.slice(1))
        if (parts[0] === 'plan' || parts[0] === 'subscription') {
          requireKey(req)
          return (parts[0] === 'plan' ? planApi : subscriptionApi)(
            res,
            route,
            parts,
            method === 'GET' ? {} : await readBody(req),
            searchParams,
          )
        }
        throw new HttpError(404, 'Route not found')
    }
  }

  function isParameter(parts, i) {
    const [area, second] = parts
    return (
      (area === 'transaction' && second === 'verify' && i === 2) ||
      (area === 'checkout' && i === 1) ||
      (area === 'plan' && i === 1) ||
      (area === 'subscription' && i === 1 && !['disable', 'enable'].includes(second)) ||
      (area === 'manage' && second === 'subscriptions' && i === 2)
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
    const invoiceLimit = optionalInteger(body.invoice_limit, 'invoice_limit')
    let plan
    if (body.plan !== undefined && body.plan !== null && body.plan !== '') {
      plan = typeof body.plan === 'string' ? plans.get(body.plan) : undefined
      if (!plan) throw new HttpError(400, MESSAGES.planNotFound)
    }
    if (reference && byReference.has(reference))
      throw new HttpError(400, MESSAGES.duplicateReference)

    let ref = reference
    while (!ref || byReference.has(ref)) ref = `sim-${randomString(15)}`
    let accessCode
    do accessCode = randomString(15)
    while (byAccessCode.has(accessCode))

    const tx = {
      ...newTransaction({
        email,
        // A plan's payment is the plan's amount: Paystack ignores the amount sent with it.
        amount: plan?.amount ?? kobo,
        currency: plan?.currency ?? currency,
        reference: ref,
        metadata,
        plan,
        authorization: newAuthorization(),
        callbackUrl: callback_url || null,
        channels: channels ?? null,
        invoiceLimit: plan ? (invoiceLimit ?? null) : null,
      }),
      access_code: accessCode,
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

  function checkoutPage(res, accessCode, inline, statusCode = 200, notice = undefined) {
    const tx = byAccessCode.get(accessCode)
    if (!tx) return send(res, 404, 'text/html; charset=utf-8', invalidAccessCodePage(inline))
    const plan = tx.plan_code ? plans.get(tx.plan_code) : undefined
    send(res, statusCode, 'text/html; charset=utf-8', renderCheckout(tx, inline, notice, plan))
  }

  function checkoutAction(req, res, accessCode, action) {
    const wantsJson = String(req.headers.accept ?? '').includes('application/json')
    const tx = byAccessCode.get(accessCode)
    if (!tx) {
      if (wantsJson) throw new HttpError(404, MESSAGES.invalidAccessCode)
      return send(res, 404, 'text/html; charset=utf-8', invalidAccessCodePage(false))
    }
    try {
      if (action === 'pay') completePayment(tx, clientAddress(req))
      if (action === 'decline') markDeclined(tx, clientAddress(req))
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

  // --- plans ------------------------------------------------------------------------------------

  function planApi(res, route, parts, body, query) {
    switch (route) {
      case 'POST /plan': {
        const fields = planFields(body, { partial: false })
        const now = new Date().toISOString()
        const plan = {
          id: newId(),
          plan_code: newCode('PLN_', 15),
          description: null,
          currency: 'NGN',
          invoice_limit: 0,
          send_invoices: true,
          send_sms: true,
          ...fields,
          createdAt: now,
          updatedAt: now,
        }
        plans.set(plan.plan_code, plan)
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.planCreated,
          data: planCreatedData(plan),
        })
      }
      case 'GET /plan': {
        const perPage = optionalInteger(query.get('perPage'), 'perPage') || 50
        const page = optionalInteger(query.get('page'), 'page') || 1
        const interval = query.get('interval')
        const amount = optionalInteger(query.get('amount'), 'amount')
        const matching = [...plans.values()]
          .filter(
            (plan) =>
              (!interval || plan.interval === interval) &&
              (amount === undefined || plan.amount === amount),
          )
          .reverse()
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.plansRetrieved,
          ...paginate(matching.map(planListItem), page, perPage),
        })
      }
      case 'GET /plan/:':
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.planRetrieved,
          data: planFetchData(requirePlan(parts[1])),
        })
      case 'PUT /plan/:': {
        const plan = requirePlan(parts[1])
        Object.assign(plan, planFields(body, { partial: true }), {
          updatedAt: new Date().toISOString(),
        })
        // Paystack moves the plan's live subscriptions to its new terms from their next charge.
        const affected = [...subscriptions.values()].filter(
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
      default:
        throw new HttpError(404, 'Route not found')
    }
  }

  // --- subscriptions API ------------------------------------------------------------------------

  function subscriptionApi(res, route, parts, body, query) {
    switch (route) {
      case 'POST /subscription': {
        const { customer: who, plan: planCode, authorization: code, start_date } = body
        if (typeof who !== 'string' || !who) throw new HttpError(400, 'Customer is required')
        if (typeof planCode !== 'string' || !planCode) throw new HttpError(400, 'Plan is required')
        const customer = findCustomer(who)
        if (!customer) throw new HttpError(404, MESSAGES.customerNotFound)
        const plan = requirePlan(planCode)
        let authorization = customer.authorizations.at(-1)
        if (code !== undefined && code !== null && code !== '') {
          authorization = customer.authorizations.find((a) => a.authorization_code === code)
          if (!authorization) throw new HttpError(400, 'Authorization code is invalid')
        }
        if (!authorization) throw new HttpError(404, MESSAGES.noAuthorizations)
        const start = start_date ? new Date(start_date) : new Date()
        if (Number.isNaN(start.getTime()))
          throw new HttpError(400, 'start_date must be an ISO 8601 date')
        if (
          [...subscriptions.values()].some(
            (sub) => sub.customer === customer && sub.plan === plan && BILLED.includes(sub.status),
          )
        )
          throw new HttpError(400, 'This subscription is already in place.')
        const sub = createSubscription({
          customer,
          plan,
          authorization,
          invoiceLimit: plan.invoice_limit,
          firstDebit: start,
          paid: false,
        })
        emit(sub, 'subscription.create', subscriptionCreateEvent(sub), chainOf(sub))
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.subscriptionCreated,
          data: subscriptionCreatedData(sub),
        })
      }
      case 'GET /subscription': {
        const perPage = optionalInteger(query.get('perPage'), 'perPage') || 50
        const page = optionalInteger(query.get('page'), 'page') || 1
        const plan = query.get('plan')
        const customer = query.get('customer')
        const matching = [...subscriptions.values()]
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
          ...paginate(matching.map(subscriptionListItem), page, perPage),
        })
      }
      case 'GET /subscription/:':
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.subscriptionRetrieved,
          data: subscriptionFetchData(requireSubscription(parts[1])),
        })
      case 'POST /subscription/disable':
      case 'POST /subscription/enable': {
        const { code, token } = body
        if (typeof code !== 'string' || !code)
          throw new HttpError(400, 'Subscription code is required')
        if (typeof token !== 'string' || !token) throw new HttpError(400, 'Email token is required')
        const sub = subscriptions.get(code)
        const disabling = parts[1] === 'disable'
        // The e-mail token is what proves the caller may switch this subscription.
        if (!sub || sub.email_token !== token)
          throw new HttpError(400, disabling ? MESSAGES.cannotDisable : MESSAGES.cannotEnable)
        if (disabling) {
          if (ENDED.includes(sub.status)) throw new HttpError(400, MESSAGES.cannotDisable)
          cancel(sub, 'cancelled')
          return sendJson(res, 200, { status: true, message: MESSAGES.subscriptionDisabled })
        }
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
      case 'GET /subscription/:/manage/link':
        return sendJson(res, 200, {
          status: true,
          message: MESSAGES.linkGenerated,
          data: { link: newManageLink(requireSubscription(parts[1])) },
        })
      case 'POST /subscription/:/manage/email': {
        const sub = requireSubscription(parts[1])
        sub.manage_emails.push({
          to: sub.customer.email,
          link: newManageLink(sub),
          sent_at: new Date().toISOString(),
        })
        return sendJson(res, 200, { status: true, message: MESSAGES.emailSent })
      }
      default:
        throw new HttpError(404, 'Route not found')
    }
  }

  // --- the subscriber's management page ----------------------------------------------------------

  const managedSubscription = (code, token) => {
    const sub = subscriptions.get(code)
    return sub && typeof token === 'string' && sub.manage_tokens.has(token) ? sub : undefined
  }

  function managePage(res, code, token, statusCode = 200, notice = undefined) {
    const sub = managedSubscription(code, token)
    if (!sub) return send(res, 403, 'text/html; charset=utf-8', invalidManageLinkPage())
    send(res, statusCode, 'text/html; charset=utf-8', renderManage(sub, token, notice))
  }

  function manageAction(res, code, token, action) {
    const sub = managedSubscription(code, token)
    if (!sub) return send(res, 403, 'text/html; charset=utf-8', invalidManageLinkPage())
    if (ENDED.includes(sub.status) || (action === 'cancel' && !BILLED.includes(sub.status)))
      return managePage(res, code, token, 409, { role: 'alert', text: MESSAGES.notBilled })
    if (action === 'cancel') {
      cancel(sub, 'non-renewing')
      return managePage(res, code, token, 200, {
        role: 'status',
        text: MESSAGES.subscriptionCancelled,
      })
    }
    const current = TEST_CARDS.findIndex((card) => card.last4 === sub.authorization.last4)
    sub.authorization = newAuthorization(TEST_CARDS[(current + 1) % TEST_CARDS.length])
    sub.customer.authorizations.push(sub.authorization)
    touch(sub)
    return managePage(res, code, token, 200, { role: 'status', text: MESSAGES.cardUpdated })
  }

  // --- control API (tests and the launcher; not part of Paystack) --------------------------------

  async function control(req, res, method, parts) {
    const body = method === 'POST' ? await readBody(req) : {}
    const route = `${method} ${parts.map((part, i) => (['transactions', 'subscriptions'].includes(parts[0]) && i === 1 ? ':' : part)).join('/')}`
    if (route === 'POST config') {
      config = { ...config, ...validConfig(body) }
      return sendJson(res, 200, { status: true, message: 'Config updated', data: config })
    }
    if (route === 'POST reset') {
      deliveries.abort()
      deliveries = new AbortController()
      byReference.clear()
      byAccessCode.clear()
      plans.clear()
      customers.clear()
      subscriptions.clear()
      chains.clear()
      usedIds.clear()
      usedCodes.clear()
      config = { ...startConfig }
      return sendJson(res, 200, { status: true, message: 'Simulator reset', data: config })
    }
    if (route === 'GET subscriptions')
      return sendJson(res, 200, {
        status: true,
        message: 'OK',
        data: [...subscriptions.values()].map(subscriptionRecord),
      })
    if (parts[0] === 'subscriptions' && parts.length >= 2)
      return subscriptionControl(res, route, requireSubscription(parts[1]), body)
    if (parts[0] !== 'transactions' || parts.length < 2) throw new HttpError(404, 'Route not found')
    const tx = byReference.get(parts[1])
    if (!tx) throw new HttpError(404, MESSAGES.notFound)
    switch (route) {
      case 'GET transactions/:':
        break
      case 'POST transactions/:/pay':
        completePayment(tx, clientAddress(req), { webhook: body.webhook !== false })
        break
      case 'POST transactions/:/decline':
        markDeclined(tx, clientAddress(req))
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
        emit(tx, 'refund.processed', refundData(tx, refund))
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

  function subscriptionControl(res, route, sub, body) {
    switch (route) {
      case 'GET subscriptions/:':
        break
      // What Paystack's scheduler does on the due date, fired when a test wants it.
      case 'POST subscriptions/:/charge': {
        const { outcome = 'success' } = body
        if (outcome !== 'success' && outcome !== 'failed')
          throw new HttpError(400, "outcome must be 'success' or 'failed'")
        const { invoice, tx } = chargeSubscription(sub, outcome)
        return sendJson(res, 200, {
          status: true,
          message: tx ? 'Charged' : 'Charge failed',
          data: tx ?? { ...invoiceSummary(invoice), subscription_code: sub.subscription_code },
        })
      }
      // Paystack's last retry of an unpaid invoice failed: it stops and cancels the subscription.
      case 'POST subscriptions/:/give-up':
        if (ENDED.includes(sub.status))
          throw new HttpError(409, `Subscription is already ${sub.status}`)
        cancel(sub, 'cancelled')
        break
      default:
        throw new HttpError(404, 'Route not found')
    }
    sendJson(res, 200, { status: true, message: 'OK', data: subscriptionRecord(sub) })
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

// --- browser side -----------------------------------------------------------------------------

function renderCheckout(tx, inline, notice, plan) {
  const code = encodeURIComponent(tx.access_code)
  const open = tx.status === 'abandoned'
  if (!notice && tx.status === 'failed') notice = { role: 'alert', text: MESSAGES.declined }
  if (!notice && tx.status !== 'abandoned') notice = { role: 'status', text: MESSAGES.paid }
  const button = (action, label) =>
    `<button type="submit" value="${action}" formaction="/checkout/${code}/${action}">${label}</button>`
  const body = `<main aria-labelledby="title">
<p class="badge">Simulator: no real money</p>
<h1 id="title">Paystack Simulator</h1>
<p class="amount">${escapeHtml(priceText(tx.amount, tx.currency, plan))}</p>
<p class="email">${escapeHtml(tx.email)}</p>
<p class="note">This is a local Paystack simulator for development. No card is charged and no real money moves.</p>
${noticeHtml(notice)}
<form method="post" class="actions" id="actions">
${open ? `${button('pay', 'Pay')}\n${button('decline', 'Decline')}\n` : ''}${button('close', 'Close')}
</form>
</main>`
  const state = {
    inline,
    id: tx.id,
    accessCode: tx.access_code,
    reference: tx.reference,
    messages: { declined: MESSAGES.declined, paid: MESSAGES.paid },
  }
  return page('Paystack Simulator', body, { inline, script: checkoutScript(state) })
}

const STATUS_LABELS = {
  active: 'Active',
  attention: 'Payment due',
  'non-renewing': 'Cancelled: will not renew',
  cancelled: 'Cancelled',
  complete: 'Complete',
}

const longDate = (iso) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Paystack's page behind a manage link: the subscriber changes the card or stops renewing. */
function renderManage(sub, token, notice) {
  const code = encodeURIComponent(sub.subscription_code)
  const button = (action, label) =>
    `<button type="submit" value="${action}" formaction="/manage/subscriptions/${code}/${action}">${label}</button>`
  const buttons = [
    ...(['active', 'attention', 'non-renewing'].includes(sub.status)
      ? [button('card', 'Update card')]
      : []),
    ...(['active', 'attention'].includes(sub.status)
      ? [button('cancel', 'Cancel subscription')]
      : []),
  ]
  const body = `<main aria-labelledby="title">
<p class="badge">Simulator: no real money</p>
<h1 id="title">Manage subscription</h1>
<p class="amount">${escapeHtml(priceText(sub.amount, sub.plan.currency, sub.plan))}</p>
<p class="email">${escapeHtml(sub.customer.email)}</p>
<dl class="details">
<dt>Plan</dt><dd>${escapeHtml(sub.plan.name)}</dd>
<dt>Card</dt><dd>${escapeHtml(sub.authorization.brand)} ending in ${escapeHtml(sub.authorization.last4)}</dd>
<dt>Next payment</dt><dd>${sub.next_payment_date ? escapeHtml(longDate(sub.next_payment_date)) : 'None'}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_LABELS[sub.status] ?? sub.status)}</dd>
</dl>
<p class="note">This is a local Paystack simulator for development. No card is charged and no real money moves.</p>
${noticeHtml(notice)}
${
  buttons.length
    ? `<form method="post" class="actions">
<input type="hidden" name="subscription_token" value="${escapeHtml(token)}">
${buttons.join('\n')}
</form>`
    : ''
}
</main>`
  return page('Manage subscription · Paystack Simulator', body)
}

function invalidManageLinkPage() {
  return page(
    'Manage subscription · Paystack Simulator',
    `<main aria-labelledby="title"><h1 id="title">Manage subscription</h1><p role="alert" class="alert">${MESSAGES.invalidManageLink}</p></main>`,
  )
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
