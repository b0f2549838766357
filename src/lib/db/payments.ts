import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { DONATION_EVENTS_CHANNEL } from '@/lib/payments/realtimeChannel'

import { pendingJobFor } from './payloadJobs'
import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The payment core's statements (src/lib/payments/settle.ts and reconcile.ts). Each change of a
 * donation's status is one conditional UPDATE, so concurrent reports of one payment apply it once.
 */
export type TransactionRow = {
  id: number
  donation_id: number | null
  amount: string
  currency: string
  donation_status: string | null
}

export const findTransactionByReference = async (
  payload: Payload,
  reference: string,
): Promise<TransactionRow | null> => {
  const result = await payload.db.drizzle.execute(sql`
    select t.id, t.donation_id, t.amount::text as amount, t.currency, d.status::text as donation_status
    from paystack_transactions t left join donations d on d.id = t.donation_id
    where t.reference = ${reference}`)
  return rowsOf<TransactionRow>(result)[0] ?? null
}

/**
 * The one place a donation becomes completed; NOTIFY is delivered by PostgreSQL on commit. The first
 * payment of a monthly gift starts the gift in the same statement. Null when it was already settled.
 */
export const completeDonationOnce = async (
  payload: Payload,
  donationId: number,
): Promise<{ startedGiftId: number | null } | null> => {
  const result = await payload.db.drizzle.execute(sql`
    with done as (
      update donations set status = 'completed', completed_at = now(), updated_at = now()
      where id = ${donationId} and status in ('pending', 'failed')
      returning id, amount, donor_name, organization_name, donor_type, is_anonymous, show_publicly, monthly_gift_id
    ),
    started as (
      update monthly_gifts g set status = 'active', started_at = now(), updated_at = now()
      from done where g.id = done.monthly_gift_id and g.first_donation_id = done.id and g.status = 'pending'
      returning g.id
    )
    select done.id, (select id from started) as started_gift_id, pg_notify(${DONATION_EVENTS_CHANNEL}, json_build_object(
      'id', done.id,
      'amount', done.amount,
      'donor', case when done.is_anonymous or not done.show_publicly then null
                    else coalesce(case when done.donor_type = 'organization' then done.organization_name end, done.donor_name) end
    )::text) from done`)
  const row = rowsOf<{ started_gift_id: number | null }>(result)[0]
  return row ? { startedGiftId: row.started_gift_id } : null
}

/** Moves a donation from one status to another; false when it was no longer in `from`. */
export const moveDonationStatus = async (
  payload: Payload,
  donationId: number,
  to: 'failed' | 'refunded',
  from: 'pending' | 'completed',
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    update donations set status = ${to}, updated_at = now() where id = ${donationId} and status = ${from} returning id`)
  return rowsOf(result).length > 0
}

/** What Paystack answered about a transaction, already made storable by the caller. */
export type PaystackAnswer = {
  status: string
  paystackId: string | null
  gatewayResponse: string | null
  channel: string | null
  paidAt: string | null
  rawResponse: string
  fromWebhook: boolean
}

export const recordPaystackAnswer = async (
  payload: Payload,
  transactionId: number,
  answer: PaystackAnswer,
): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    update paystack_transactions set
      -- A late, older answer (abandoned after success) must not overwrite what Paystack settled.
      status = case when status in ('success', 'reversed') and ${answer.status} not in ('success', 'reversed') then status else ${answer.status} end,
      paystack_id = coalesce(${answer.paystackId}, paystack_id),
      gateway_response = case when status = 'success' and ${answer.status} <> 'success' then gateway_response else ${answer.gatewayResponse} end,
      channel = coalesce(${answer.channel}, channel),
      paid_at = coalesce(paid_at, ${answer.paidAt}),
      raw_response = ${answer.rawResponse},
      webhook_received_at = case when ${answer.fromWebhook}::boolean then coalesce(webhook_received_at, now()) else webhook_received_at end,
      updated_at = now()
    where id = ${transactionId}`)
}

/** Counts one question to Paystack about a reference; false when the reference is unknown. */
export const countVerificationAttempt = async (
  payload: Payload,
  reference: string,
): Promise<boolean> => {
  const counted = await payload.db.drizzle.execute(sql`
    update paystack_transactions set verification_attempts = verification_attempts + 1, last_verification_at = now(), updated_at = now()
    where reference = ${reference} returning id`)
  return rowsOf(counted).length > 0
}

/**
 * Records one refund by its id and sets the donation's refunded amount to the sum of its refunds, in
 * one statement: the transaction (reversed once all of it is refunded) and the donation change
 * together. Returns the donation's status after it.
 */
export const recordRefund = async (
  payload: Payload,
  transaction: { id: number; donationId: number; paidKobo: number },
  refund: { id: string; kobo: number },
): Promise<string | null> => {
  const { paidKobo } = transaction
  const refunds = sql`coalesce(refunds, '{}'::jsonb) || jsonb_build_object(${refund.id}::text, ${refund.kobo}::bigint)`
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
    where d.id = ${transaction.donationId}
    returning d.status`)
  return rowsOf<{ status: string }>(result)[0]?.status ?? null
}

export type ReconcilePolicy = {
  olderThanMinutes: number
  maxAttempts: number
  firstWaitMinutes: number
  maxWaitMinutes: number
  limit: number
}

/**
 * References of pending donations due for another question to Paystack: never asked first, then
 * each one waiting longer after every attempt (firstWait doubling up to maxWait). olderThanMinutes 0
 * asks about every pending payment now.
 */
export const paymentsDueForVerification = async (
  payload: Payload,
  { olderThanMinutes, maxAttempts, firstWaitMinutes, maxWaitMinutes, limit }: ReconcilePolicy,
): Promise<string[]> =>
  rowsOf<{ reference: string }>(
    await payload.db.drizzle.execute(sql`
      select t.reference from paystack_transactions t join donations d on d.id = t.donation_id
      where d.status = 'pending' and t.access_code is not null
        and t.created_at < now() - make_interval(mins => ${olderThanMinutes})
        and t.verification_attempts < ${maxAttempts}
        and (${olderThanMinutes}::int = 0 or t.last_verification_at is null
          or t.last_verification_at < now() - make_interval(mins => least(${maxWaitMinutes}, ${firstWaitMinutes} * power(2, greatest(t.verification_attempts, 1) - 1))::int))
      order by t.verification_attempts, coalesce(t.last_verification_at, t.created_at)
      limit ${limit}`),
  ).map(({ reference }) => reference)

/** Pending donations older than `hours`, or whose attempts are used up, become failed; returns how many. */
export const failAbandonedDonations = async (
  payload: Payload,
  { hours, maxAttempts }: { hours: number; maxAttempts: number },
): Promise<number> => {
  const abandoned = await payload.db.drizzle.execute(sql`
    update donations d set status = 'failed', updated_at = now()
    from paystack_transactions t
    where t.donation_id = d.id and d.status = 'pending'
      and (t.created_at < now() - make_interval(hours => ${hours}) or t.verification_attempts >= ${maxAttempts})
    returning d.id`)
  return rowsOf(abandoned).length
}

/**
 * Inside the request's transaction: takes the receipts lock (held to its commit, so one reconciliation
 * at a time decides) and returns completed donations, settled over ten minutes ago, with no receipt
 * sent and none queued.
 */
export const lockDonationsMissingReceipt = async (
  payload: Payload,
  req: PayloadRequest,
  limit: number,
): Promise<number[]> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('reconcile:receipts'))`)
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select d.id from donations d
      -- An offline gift's receipt is queued by its batch's commit, only when staff asked for one.
      where d.status = 'completed' and d.source = 'online' and d.receipt_sent_at is null and d.completed_at < now() - interval '10 minutes'
        and not ${pendingJobFor('send-donation-receipt', { key: 'donationId', equals: sql`d.id::text` })}
      limit ${limit}`),
  ).map(({ id }) => id)
}

/**
 * Whether this is the donation's first receipt, its row locked until the transaction ends (a
 * retry of the receipt's job waits, then finds it sent); with the phone the donor gave.
 */
export const lockFirstReceipt = async (
  payload: Payload,
  req: PayloadRequest,
  donationId: number,
): Promise<{ first: boolean; phone: string | null; reference: string; amount: number } | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ first: boolean; phone: string | null; reference: string; amount: string }>(
    await db.execute(sql`
      select receipt_sent_at is null as first, donor_phone as phone, reference, amount::text as amount
      from donations where id = ${donationId} for update`),
  )
  return row ? { ...row, amount: Number(row.amount) } : null
}
