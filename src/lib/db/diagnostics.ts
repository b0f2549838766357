import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf } from './rows'

/** The payment diagnostics' numbers (src/lib/diagnostics/checks.ts): webhooks seen and pending payments. */
export type PaymentActivity = {
  last_webhook: Date | null
  completed_without_webhook: number
  pending: number
  stuck: number
}

export const paymentActivity = async (
  payload: Payload,
  stuckAfterMinutes: number,
): Promise<PaymentActivity> => {
  const [row] = rowsOf<{
    last_webhook: Date | string | null
    completed_without_webhook: string
    pending: string
    stuck: string
  }>(
    await payload.db.drizzle.execute(sql`
      select
        (select max(webhook_received_at) from paystack_transactions) as last_webhook,
        (select count(*) from paystack_transactions
          where status = 'success' and webhook_received_at is null and updated_at > now() - interval '7 days') as completed_without_webhook,
        (select count(*) from donations where status = 'pending') as pending,
        (select count(*) from donations where status = 'pending'
          and created_at < now() - make_interval(mins => ${stuckAfterMinutes})) as stuck`),
  )
  return {
    last_webhook: row.last_webhook ? new Date(row.last_webhook) : null,
    completed_without_webhook: Number(row.completed_without_webhook),
    pending: Number(row.pending),
    stuck: Number(row.stuck),
  }
}

export type TransactionListRow = {
  id: number
  reference: string
  amount: string
  currency: string
  status: string
  channel: string | null
  webhook_received_at: Date | null
  created_at: Date | string
  /** Null for an anonymous donor. */
  donor: string | null
}

/** The latest Paystack transactions, newest first, with their donor's public name. */
export const latestTransactions = async (
  payload: Payload,
  limit: number,
): Promise<TransactionListRow[]> =>
  rowsOf<TransactionListRow>(
    await payload.db.drizzle.execute(sql`
      select t.id, t.reference, t.amount, t.currency, t.status, t.channel, t.webhook_received_at, t.created_at,
        case when d.is_anonymous then null else coalesce(nullif(d.organization_name, ''), d.donor_name) end as donor
      from paystack_transactions t left join donations d on d.id = t.donation_id
      order by t.created_at desc, t.id desc
      limit ${limit}`),
  )
