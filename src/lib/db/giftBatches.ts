import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * Gift batches (issue #35, src/lib/workflows/giftBatches.ts). Every change to a batch (an edit, a
 * delete, the commit) takes its row lock first, in the request's transaction, so an edit cannot
 * write over a batch committed meanwhile and two commits record its gifts once.
 */
export type LockedBatch = {
  status: 'open' | 'committed'
  entered_by: number | null
  last_changed_by: number | null
}

/** The batch's row, locked until the request's transaction ends; null when there is none. */
export const lockGiftBatch = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  batchId: number,
): Promise<LockedBatch | null> => {
  const db = await drizzleFor(payload, req)
  const [batch] = rowsOf<LockedBatch>(
    await db.execute(sql`
      select status::text as status, entered_by_id as entered_by, last_changed_by_id as last_changed_by
      from gift_batches where id = ${batchId} for update`),
  )
  return batch ?? null
}

/**
 * Commits an open batch in one statement: marks it committed (who, when) only if it is still open,
 * and inserts one completed offline donation per gift, given on the counted date, with its fund,
 * method, donor and the reference OFF-<batch>-<n> (unique: a second insert would fail). Answers the
 * donations made, each saying whether a receipt was asked for an e-mail given; none when the batch
 * was not open.
 */
export const commitGiftBatchOnce = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  batchId: number,
  userId: number,
): Promise<{ id: number; receipt: boolean }[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ id: number; receipt: boolean }>(
    await db.execute(sql`
      with claimed as (
        update gift_batches
        set status = 'committed', committed_by_id = ${userId}, committed_at = now(), updated_at = now()
        where id = ${batchId} and status = 'open'
        returning id, counted_on),
      gifts as (
        select g.*, 'OFF-' || b.id || '-' || row_number() over (order by g._order) as reference
        from gift_batches_gifts g join claimed b on g._parent_id = b.id),
      made as (
        insert into donations (amount, currency, status, reference, donor_name, donor_email,
          donor_phone, donor_type, is_anonymous, show_publicly, fund_id, source, method,
          gift_batch_id, completed_at)
        select g.amount, 'NGN', 'completed', g.reference, nullif(btrim(g.donor_name), ''),
          coalesce(lower(btrim(g.donor_email)), ''), nullif(btrim(g.donor_phone), ''), 'individual',
          false, false, g.fund_id, 'offline', g.method::text::enum_donations_method, b.id, b.counted_on
        from gifts g cross join claimed b
        returning id, reference),
      -- The donor now lives on the donation (erased with the donor's donations), not in the batch.
      cleared as (
        update gift_batches_gifts set donor_name = null, donor_email = null, donor_phone = null
        where _parent_id in (select id from claimed))
      select m.id, (coalesce(g.send_receipt, false) and coalesce(btrim(g.donor_email), '') <> '') as receipt
      from made m join gifts g on g.reference = m.reference
      order by m.id`),
  ).map((row) => ({ id: Number(row.id), receipt: row.receipt === true }))
}
