import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { expire } from '@hooks/revalidate'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { PaystackError, verifyTransaction, type VerifyData } from '@/lib/paystack/client'

import {
  completeDonationOnce,
  countVerificationAttempt,
  findTransactionByReference,
  moveDonationStatus,
  recordPaystackAnswer,
  recordRefund,
  type TransactionRow,
} from '@/lib/db/payments'

/**
 * Where a payment's outcome lands, whoever reports it: the donor's browser (verify), Paystack's
 * webhook, or the reconciliation job. A donation moves from pending to completed in one
 * conditional UPDATE (completeDonationOnce, src/lib/db/payments.ts), so any number of concurrent
 * reports complete it once and queue one receipt.
 * Paystack is believed only when it says success for exactly the amount and currency we stored.
 */
export type Source = 'verify' | 'webhook' | 'reconcile'
export type Outcome =
  | 'completed'
  | 'already_completed'
  | 'failed'
  | 'pending'
  | 'mismatch'
  | 'refunded'
  | 'partially_refunded'
  | 'unknown'

/** Paystack's statuses that mean no money moved and none will on this reference. */
const FAILED = new Set(['failed', 'reversed'])

/** Paystack's reference alphabet; every reference we issue is in it (endpoints/payments/initialize.ts). */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

/**
 * Text as PostgreSQL stores it: no NUL, no lone surrogate (text and jsonb refuse both). Paystack
 * never sends them, but a report we cannot store must not fail with a 500 that is retried for days.
 */
const storable = (value: string) =>
  value
    .replace(/\u0000/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? storable(value) : typeof value === 'number' ? String(value) : null
/** An ISO date PostgreSQL reads, or null for anything else (Paystack's paid_at is ISO 8601 or null). */
const timestampOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() < 1970 ||
    date.getUTCFullYear() > 9999
    ? null
    : date.toISOString()
}

const findTransaction = async (
  payload: Payload,
  reference: string,
): Promise<TransactionRow | null> => {
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return null
  return findTransactionByReference(payload, reference)
}

export const applyPaystackResult = async (
  payload: Payload,
  data: VerifyData,
  source: Source,
): Promise<{ outcome: Outcome; donationId?: number }> => {
  const transaction = await findTransaction(payload, data.reference)
  if (!transaction) {
    payload.logger.warn(`Paystack ${source} for an unknown reference ${data.reference}: ignored`)
    return { outcome: 'unknown' }
  }
  const expectedKobo = Math.round(Number(transaction.amount) * 100)
  const matches =
    Number(data.amount) === expectedKobo &&
    String(data.currency).toUpperCase() === transaction.currency
  const success = data.status === 'success'
  const status = success && !matches ? 'amount_mismatch' : data.status
  await recordPaystackAnswer(payload, transaction.id, {
    status: textOrNull(status) ?? 'unknown',
    paystackId: textOrNull(data.id),
    gatewayResponse: textOrNull(data.gateway_response),
    channel: textOrNull(data.channel),
    paidAt: timestampOrNull(data.paid_at),
    rawResponse: JSON.stringify(data, (_key, value: unknown) =>
      typeof value === 'string' ? storable(value) : value,
    ),
    fromWebhook: source === 'webhook',
  })
  const donationId = transaction.donation_id
  if (donationId === null) return { outcome: 'unknown' }

  if (success && !matches) {
    payload.logger.error(
      `Paystack reported ${data.amount} ${data.currency} for ${data.reference}, expected ${expectedKobo} ${transaction.currency}: the donation is NOT completed`,
    )
    if (await moveDonationStatus(payload, donationId, 'failed', 'pending')) expire(slugs.donations)
    return { outcome: 'mismatch', donationId }
  }
  if (success)
    return (await completeWithReceipt(payload, donationId))
      ? { outcome: 'completed', donationId }
      : { outcome: 'already_completed', donationId }
  if (FAILED.has(data.status)) {
    if (data.status === 'reversed' && transaction.donation_status === 'completed') {
      if (await moveDonationStatus(payload, donationId, 'refunded', 'completed'))
        expire(slugs.donations)
      return { outcome: 'refunded', donationId }
    }
    if (await moveDonationStatus(payload, donationId, 'failed', 'pending')) expire(slugs.donations)
    return { outcome: 'failed', donationId }
  }
  return {
    outcome: transaction.donation_status === 'completed' ? 'already_completed' : 'pending',
    donationId,
  }
}

/**
 * Completes a donation (once, however many callers race) and queues its receipt; false when it was
 * already settled. Paystack's success and a member of staff's recorded transfer (issue #35) end here.
 */
export const completeWithReceipt = async (
  payload: Payload,
  donationId: number,
): Promise<boolean> => {
  const completed = await completeDonationOnce(payload, donationId)
  if (!completed) return false
  expire(slugs.donations)
  try {
    await queueAndRunSoon(payload, {
      task: 'send-donation-receipt',
      input: { donationId: String(donationId) },
    })
    // The gift's subscription code and e-mail token, asked of Paystack in case its event is lost.
    if (completed.startedGiftId !== null)
      await queueAndRunSoon(payload, {
        task: 'link-monthly-gift',
        input: { giftId: String(completed.startedGiftId) },
      })
  } catch (error) {
    // The reconciliation job queues receipts that were never queued.
    payload.logger.error({
      err: error,
      msg: `Receipt for donation ${donationId} could not be queued; reconciliation will retry`,
    })
  }
  return true
}

export type VerifyResult = {
  outcome: Outcome | 'error'
  donationId?: number
  gatewayResponse?: string | null
  message?: string
}

/**
 * Asks Paystack about a reference (counting the attempt) and applies the answer. A donation already
 * completed (by the webhook, say) is told as such without asking: Paystack's API may be down then.
 */
export const verifyReference = async (
  payload: Payload,
  reference: string,
  source: Exclude<Source, 'webhook'>,
): Promise<VerifyResult> => {
  const stored = await findTransaction(payload, reference)
  if (!stored) return { outcome: 'unknown' }
  if (stored.donation_status === 'completed' && stored.donation_id !== null)
    return { outcome: 'already_completed', donationId: stored.donation_id, gatewayResponse: null }
  if (!(await countVerificationAttempt(payload, reference))) return { outcome: 'unknown' }
  let data: VerifyData
  try {
    data = await verifyTransaction(reference)
  } catch (error) {
    const message = error instanceof PaystackError ? error.message : String(error)
    payload.logger.error(`Paystack verify for ${reference} failed: ${message}`)
    return { outcome: 'error', message }
  }
  if (data.reference !== reference)
    return { outcome: 'error', message: 'Paystack answered for another reference' }
  const applied = await applyPaystackResult(payload, data, source)
  return { ...applied, gatewayResponse: data.gateway_response ?? null }
}

/** One refund as Paystack reports it: its id (for a repeated webhook) and amount in kobo (absent: all of it). */
export type ProcessedRefund = { id: string; amountKobo: number | null }

/**
 * A refund Paystack processed. Refunds are recorded by id, so a repeated webhook adds nothing; the
 * donation's refunded amount is their sum, and the gift becomes Refunded only when all of it was
 * returned (Paystack refunds part of a payment too: ₦50 of ₦100 leaves a completed ₦100 gift with ₦50 refunded).
 */
export const applyRefund = async (
  payload: Payload,
  reference: string,
  refund: ProcessedRefund = { id: 'full', amountKobo: null },
): Promise<Outcome> => {
  const transaction = await findTransaction(payload, reference)
  if (
    !transaction?.donation_id ||
    (transaction.donation_status !== 'completed' && transaction.donation_status !== 'refunded')
  )
    return 'unknown'
  const paidKobo = Math.round(Number(transaction.amount) * 100)
  const kobo = refund.amountKobo === null ? paidKobo : Math.min(refund.amountKobo, paidKobo)
  const status = await recordRefund(
    payload,
    { id: transaction.id, donationId: transaction.donation_id, paidKobo },
    { id: refund.id, kobo },
  )
  expire(slugs.donations)
  return status === 'refunded' ? 'refunded' : 'partially_refunded'
}
