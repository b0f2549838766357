// A subscription's invoices: the scheduled charge Paystack raises on the due date, paid or left
// open, and the invoice.* events it sends about it.
import { randomUUID } from 'node:crypto'

import { addInterval } from './calendar.mjs'
import { DOMAIN } from './contract.mjs'
import { authorizationData, customerData } from './customers.mjs'
import { HttpError } from './http.mjs'
import { newCode, newId } from './state.mjs'
import { BILLED, completeIfLimitReached, moveNextPayment, touch } from './subscriptions.mjs'
import { chargeSuccessData, newTransaction, reported } from './transactions.mjs'
import { chainOf, emit } from './webhooks.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

/** @param {Simulator} sim */
const transactionBrief = (sim, invoice) => {
  const tx = invoice.transaction ? sim.byReference.get(invoice.transaction) : undefined
  return tx ? { reference: tx.reference, status: tx.status, ...reported(tx) } : {}
}

/** @param {Simulator} sim */
export const invoiceSummary = (sim, invoice) => ({
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
  transaction: transactionBrief(sim, invoice),
  created_at: invoice.created_at,
})

/**
 * invoice.create, invoice.update and invoice.payment_failed.
 * @param {Simulator} sim
 */
const invoiceEvent = (sim, invoice, sub) => ({
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
  transaction: transactionBrief(sim, invoice),
  created_at: invoice.created_at,
})

/**
 * The invoice a scheduled charge settles: the one left open by a failed charge, or a new one.
 * @param {Simulator} sim
 */
const invoiceToCharge = (sim, sub) => {
  const open = sub.invoices.find((invoice) => invoice.invoice_code === sub.open_invoice)
  if (open) return { invoice: open, created: false }
  const periodStart = new Date(sub.next_payment_date ?? Date.now())
  const invoice = {
    id: newId(sim),
    invoice_code: newCode(sim, 'INV_', 15),
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

/**
 * What Paystack's scheduler does on the due date: charge the saved card for the open invoice.
 * @param {Simulator} sim
 */
export const chargeSubscription = (sim, sub, outcome) => {
  if (!BILLED.includes(sub.status))
    throw new HttpError(409, `Subscription is ${sub.status}: Paystack would not charge it`)
  const chain = chainOf(sim, sub)
  const { invoice, created } = invoiceToCharge(sim, sub)
  // A plan's new amount applies from the next charge, an open invoice's included.
  invoice.amount = sub.amount
  invoice.currency = sub.plan.currency
  if (created) emit(sim, sub, 'invoice.create', invoiceEvent(sim, invoice, sub), chain)
  if (outcome === 'failed') {
    sub.status = 'attention'
    touch(sub)
    emit(sim, sub, 'invoice.payment_failed', invoiceEvent(sim, invoice, sub), chain)
    return { invoice }
  }
  const now = new Date().toISOString()
  const tx = {
    ...newTransaction(sim, {
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
  sim.byReference.set(tx.reference, tx)
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
  emit(sim, tx, 'charge.success', chargeSuccessData(sim, tx), chain)
  emit(sim, sub, 'invoice.update', invoiceEvent(sim, invoice, sub), chain)
  completeIfLimitReached(sim, sub)
  return { invoice, tx }
}
