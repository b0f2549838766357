import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * Monthly giving by bank transfer (src/lib/giving/transfers.ts, issue #35). A transfer gift is
 * found by its donor's address (one per address) or its Paystack customer; a transfer is recorded
 * under an advisory lock on its reference, so two deliveries of one webhook (or two staff clicks)
 * on two instances record it once.
 */
export type TransferGiftRow = {
  id: number
  amount: string
  donor_email: string
  customer_code: string | null
  account_number: string | null
  dedicated_account_id: string | null
}

const GIFT_COLUMNS = sql`id, amount::text as amount, donor_email, customer_code, account_number, dedicated_account_id`

/** The address's transfer gift, locked until the caller's transaction ends (a second tap waits, then finds it). */
export const lockTransferGiftOfEmail = async (
  payload: Payload,
  req: PayloadRequest,
  emailKey: string,
): Promise<TransferGiftRow | null> => {
  const db = await drizzleFor(payload, req)
  // Two first taps at once: the second waits here and then finds the first's row.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('transfer-gift'), hashtext(${emailKey}))`,
  )
  return (
    rowsOf<TransferGiftRow>(
      await db.execute(
        sql`select ${GIFT_COLUMNS} from transfer_gifts where email_key = ${emailKey} for update`,
      ),
    )[0] ?? null
  )
}

/** The gift locked for its set-up job: a retry, or a second job, waits and finds what the first stored. */
export const lockTransferGift = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
): Promise<TransferGiftRow | null> =>
  rowsOf<TransferGiftRow>(
    await (
      await drizzleFor(payload, req)
    ).execute(sql`select ${GIFT_COLUMNS} from transfer_gifts where id = ${id} for update`),
  )[0] ?? null

export const findTransferGiftByCustomer = async (
  payload: Payload,
  customerCode: string,
): Promise<TransferGiftRow | null> =>
  rowsOf<TransferGiftRow>(
    await payload.db.drizzle.execute(
      sql`select ${GIFT_COLUMNS} from transfer_gifts where customer_code = ${customerCode} and account_number is not null`,
    ),
  )[0] ?? null

/** Serialises everything done with one Paystack reference until the caller's transaction ends. */
export const lockReference = async (
  payload: Payload,
  req: PayloadRequest,
  reference: string,
): Promise<{ donation: boolean; review: boolean }> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('transfer'), hashtext(${reference}))`)
  const [row] = rowsOf<{ donation: boolean; review: boolean }>(
    await db.execute(sql`
      select exists (select 1 from paystack_transactions where reference = ${reference}) as donation,
             exists (select 1 from transfer_reviews where reference = ${reference}) as review`),
  )
  return row ?? { donation: false, review: false }
}

/**
 * A queued transfer decided by one member of staff: only an open one changes, so a second click
 * (or a colleague's at the same moment, waiting on the row) finds it decided and changes nothing.
 */
export const decideTransferReview = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
  decision: {
    status: 'recorded' | 'not_gift'
    userId: number
    giftId: number | null
    reason: string | null
  },
): Promise<{ reference: string; amount: number; paidAt: string | null } | null> => {
  const db = await drizzleFor(payload, req)
  const [row] = rowsOf<{ reference: string; amount: string; paid_at: string | null }>(
    await db.execute(sql`
      update transfer_reviews set status = ${decision.status}, decided_by_id = ${decision.userId},
        decided_at = now(), transfer_gift_id = coalesce(${decision.giftId}::integer, transfer_gift_id),
        close_reason = ${decision.reason}, updated_at = now()
      where id = ${id} and status = 'open'
      returning reference, amount::text as amount, paid_at::text as paid_at`),
  )
  return row ? { reference: row.reference, amount: Number(row.amount), paidAt: row.paid_at } : null
}
