import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { expire } from '@hooks/revalidate'
import { queueAndRunSoon } from '@/lib/jobs/runSoon'
import { PaystackError, verifyTransaction, type VerifyData } from '@/lib/paystack/client'

import { DONATION_EVENTS_CHANNEL } from './realtimeChannel'
import { rowsOf } from '@/lib/db/rows'

/**
 * Where a payment's outcome lands, whoever reports it: the donor's browser (verify), Paystack's
 * webhook, or the reconciliation job. A donation moves from pending to completed in one
 * conditional UPDATE, so any number of concurrent reports complete it once and queue one receipt.
 * Paystack is believed only when it says success for exactly the amount and currency we stored.
 */
export type Source = 'verify' | 'webhook' | 'reconcile'
export type Outcome = 'completed' | 'already_completed' | 'failed' | 'pending' | 'mismatch' | 'refunded' | 'partially_refunded' | 'unknown'

type TransactionRow = { id: number; donation_id: number | null; amount: string; currency: string; donation_status: string | null }

/** Paystack's statuses that mean no money moved and none will on this reference. */
const FAILED = new Set(['failed', 'reversed'])

/** Paystack's reference alphabet; every reference we issue is in it (endpoints/payments/initialize.ts). */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/

/**
 * Text as PostgreSQL stores it: no NUL, no lone surrogate (text and jsonb refuse both). Paystack
 * never sends them, but a report we cannot store must not fail with a 500 that is retried for days.
 */
const storable = (value: string) => value.replace(/\u0000/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? storable(value) : typeof value === 'number' ? String(value) : null)
/** An ISO date PostgreSQL reads, or null for anything else (Paystack's paid_at is ISO 8601 or null). */
const timestampOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970 || date.getUTCFullYear() > 9999 ? null : date.toISOString()
}

const findTransaction = async (payload: Payload, reference: string): Promise<TransactionRow | null> => {
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return null
  const result = await payload.db.drizzle.execute(sql`
    select t.id, t.donation_id, t.amount::text as amount, t.currency, d.status::text as donation_status
    from paystack_transactions t left join donations d on d.id = t.donation_id
    where t.reference = ${reference}`)
  return rowsOf<TransactionRow>(result)[0] ?? null
}

/** The one place a donation becomes completed; NOTIFY is delivered by PostgreSQL on commit. */
const completeOnce = async (payload: Payload, donationId: number): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    with done as (
      update donations set status = 'completed', completed_at = now(), updated_at = now()
      where id = ${donationId} and status in ('pending', 'failed')
      returning id, amount, donor_name, organization_name, donor_type, is_anonymous, show_publicly
    )
    select done.id, pg_notify(${DONATION_EVENTS_CHANNEL}, json_build_object(
      'id', done.id,
      'amount', done.amount,
      'donor', case when done.is_anonymous or not done.show_publicly then null
                    else coalesce(case when done.donor_type = 'organization' then done.organization_name end, done.donor_name) end
    )::text) from done`)
  return rowsOf(result).length > 0
}

const setDonationStatus = async (payload: Payload, donationId: number, to: 'failed' | 'refunded', from: 'pending' | 'completed') => {
  const result = await payload.db.drizzle.execute(sql`
    update donations set status = ${to}, updated_at = now() where id = ${donationId} and status = ${from} returning id`)
  return rowsOf(result).length > 0
}

export const applyPaystackResult = async (payload: Payload, data: VerifyData, source: Source): Promise<{ outcome: Outcome; donationId?: number }> => {
  const transaction = await findTransaction(payload, data.reference)
  if (!transaction) {
    payload.logger.warn(`Paystack ${source} for an unknown reference ${data.reference}: ignored`)
    return { outcome: 'unknown' }
  }
  const expectedKobo = Math.round(Number(transaction.amount) * 100)
  const matches = Number(data.amount) === expectedKobo && String(data.currency).toUpperCase() === transaction.currency
  const success = data.status === 'success'
  const status = success && !matches ? 'amount_mismatch' : data.status
  await payload.db.drizzle.execute(sql`
    update paystack_transactions set
      -- A late, older answer (abandoned after success) must not overwrite what Paystack settled.
      status = case when status in ('success', 'reversed') and ${textOrNull(status) ?? 'unknown'} not in ('success', 'reversed') then status else ${textOrNull(status) ?? 'unknown'} end,
      paystack_id = coalesce(${textOrNull(data.id)}, paystack_id),
      gateway_response = case when status = 'success' and ${textOrNull(status) ?? 'unknown'} <> 'success' then gateway_response else ${textOrNull(data.gateway_response)} end,
      channel = coalesce(${textOrNull(data.channel)}, channel),
      paid_at = coalesce(paid_at, ${timestampOrNull(data.paid_at)}),
      raw_response = ${JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? storable(value) : value))},
      webhook_received_at = case when ${source === 'webhook'}::boolean then coalesce(webhook_received_at, now()) else webhook_received_at end,
      updated_at = now()
    where id = ${transaction.id}`)
  const donationId = transaction.donation_id
  if (donationId === null) return { outcome: 'unknown' }

  if (success && !matches) {
    payload.logger.error(
      `Paystack reported ${data.amount} ${data.currency} for ${data.reference}, expected ${expectedKobo} ${transaction.currency}: the donation is NOT completed`,
    )
    if (await setDonationStatus(payload, donationId, 'failed', 'pending')) expire(slugs.donations)
    return { outcome: 'mismatch', donationId }
  }
  if (success) {
    if (!(await completeOnce(payload, donationId))) return { outcome: 'already_completed', donationId }
    expire(slugs.donations)
    try {
      await queueAndRunSoon(payload, { task: 'send-donation-receipt', input: { donationId: String(donationId) } })
    } catch (error) {
      // The reconciliation job queues receipts that were never queued.
      payload.logger.error({ err: error, msg: `Receipt for donation ${donationId} could not be queued; reconciliation will retry` })
    }
    return { outcome: 'completed', donationId }
  }
  if (FAILED.has(data.status)) {
    if (data.status === 'reversed' && transaction.donation_status === 'completed') {
      if (await setDonationStatus(payload, donationId, 'refunded', 'completed')) expire(slugs.donations)
      return { outcome: 'refunded', donationId }
    }
    if (await setDonationStatus(payload, donationId, 'failed', 'pending')) expire(slugs.donations)
    return { outcome: 'failed', donationId }
  }
  return { outcome: transaction.donation_status === 'completed' ? 'already_completed' : 'pending', donationId }
}

export type VerifyResult = { outcome: Outcome | 'error'; donationId?: number; gatewayResponse?: string | null; message?: string }

/** Asks Paystack about a reference (counting the attempt) and applies the answer. */
export const verifyReference = async (payload: Payload, reference: string, source: Exclude<Source, 'webhook'>): Promise<VerifyResult> => {
  const counted = await payload.db.drizzle.execute(sql`
    update paystack_transactions set verification_attempts = verification_attempts + 1, last_verification_at = now(), updated_at = now()
    where reference = ${reference} returning id`)
  if (rowsOf(counted).length === 0) return { outcome: 'unknown' }
  let data: VerifyData
  try {
    data = await verifyTransaction(reference)
  } catch (error) {
    const message = error instanceof PaystackError ? error.message : String(error)
    payload.logger.error(`Paystack verify for ${reference} failed: ${message}`)
    return { outcome: 'error', message }
  }
  if (data.reference !== reference) return { outcome: 'error', message: 'Paystack answered for another reference' }
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
export const applyRefund = async (payload: Payload, reference: string, refund: ProcessedRefund = { id: 'full', amountKobo: null }): Promise<Outcome> => {
  const transaction = await findTransaction(payload, reference)
  if (!transaction?.donation_id || (transaction.donation_status !== 'completed' && transaction.donation_status !== 'refunded')) return 'unknown'
  const paidKobo = Math.round(Number(transaction.amount) * 100)
  const kobo = refund.amountKobo === null ? paidKobo : Math.min(refund.amountKobo, paidKobo)
  const refunds = sql`coalesce(refunds, '{}'::jsonb) || jsonb_build_object(${refund.id}::text, ${kobo}::bigint)`
  // One statement: the transaction (reversed once all of it is refunded) and the donation change together.
  const result = await payload.db.drizzle.execute(sql`
    with tx as (
      update paystack_transactions set
        refunds = ${refunds},
        status = case when (select coalesce(sum(value::bigint), 0) from jsonb_each_text(${refunds})) >= ${paidKobo} then 'reversed' else status end,
        updated_at = now()
      where id = ${transaction.id} returning refunds),
    total as (select least(${paidKobo}::bigint, coalesce(sum(value::bigint), 0)) as kobo from tx, jsonb_each_text(tx.refunds))
    update donations d set
      refunded_amount = (select kobo from total) / 100.0,
      status = case when (select kobo from total) >= ${paidKobo} then 'refunded' else d.status end,
      updated_at = now()
    where d.id = ${transaction.donation_id}
    returning d.status`)
  const [row] = rowsOf<{ status: string }>(result)
  expire(slugs.donations)
  return row?.status === 'refunded' ? 'refunded' : 'partially_refunded'
}
