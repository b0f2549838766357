// Refunds of a paid transaction, whole or in part, and the refund.processed event. The app never
// asks Paystack for a refund, so there is no /refund API here: tests refund through control.mjs.
import { MESSAGES } from './contract.mjs'
import { HttpError } from './http.mjs'
import { newId } from './state.mjs'
import { reported } from './transactions.mjs'
import { emit } from './webhooks.mjs'

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

/**
 * Refunds `amount` kobo of a paid transaction, or all that is left without one.
 * @param {import('./state.mjs').Simulator} sim
 */
export const refund = (sim, tx, amountAsked) => {
  if (tx.status !== 'success')
    throw new HttpError(
      409,
      tx.status === 'reversed' ? 'Transaction has been fully reversed' : MESSAGES.notPaid,
    )
  const left = tx.amount - tx.refunded_amount
  const amount = amountAsked ?? left
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
    throw new HttpError(400, 'Refund amount cannot be more than the amount left to refund')
  const refunded = { id: newId(sim), amount, refunded_at: new Date().toISOString() }
  tx.refunded_amount += amount
  tx.refunded_at = refunded.refunded_at
  if (tx.refunded_amount === tx.amount) tx.status = 'reversed'
  emit(sim, tx, 'refund.processed', refundData(tx, refunded))
}
