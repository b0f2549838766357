import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { pendingJobFor } from './payloadJobs'
import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * Monthly gifts' statements (src/lib/giving/). Every change of a gift's status is one conditional
 * UPDATE, so a replayed or concurrent Paystack event changes it once, and a notice to the donor is
 * queued only by the statement that made the change (inside the caller's transaction).
 */
export type GiftRow = {
  id: number
  status: string
  amount: string
  /** What the donor added for Paystack's fee (issue #35); a new amount keeps covering it. */
  fees_covered: number
  donor_email: string
  subscription_code: string | null
  email_token: string | null
  plan_code: string | null
}

const GIFT_COLUMNS = sql`id, status::text as status, amount::text as amount,
  coalesce(fees_covered, 0)::int as fees_covered, donor_email, subscription_code, email_token, plan_code`

export const findGiftByPlanCode = async (
  payload: Payload,
  planCode: string,
): Promise<GiftRow | null> =>
  rowsOf<GiftRow>(
    await payload.db.drizzle.execute(
      sql`select ${GIFT_COLUMNS} from monthly_gifts where plan_code = ${planCode}`,
    ),
  )[0] ?? null

export const findGiftById = async (payload: Payload, id: number): Promise<GiftRow | null> =>
  rowsOf<GiftRow>(
    await payload.db.drizzle.execute(
      sql`select ${GIFT_COLUMNS} from monthly_gifts where id = ${id}`,
    ),
  )[0] ?? null

/**
 * One month's charge as a pending donation and its Paystack transaction, with the donor's details
 * of the gift's first donation, in one statement; nothing when the reference is already known, so
 * however often Paystack repeats the charge it is one donation. The caller then settles it as any
 * other payment (settle.ts), which completes it once and queues one receipt.
 */
export const recordMonthlyCharge = async (
  payload: Payload,
  { giftId, reference, amount }: { giftId: number; reference: string; amount: number },
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    with ids as (
      select nextval(pg_get_serial_sequence('donations', 'id')) as donation_id,
             nextval(pg_get_serial_sequence('paystack_transactions', 'id')) as transaction_id),
    source as (
      select g.id as gift_id, g.project_id, g.amount as gift_total, g.gift_amount, g.fees_covered,
        d.fund_id, d.donor_name, d.donor_email, d.donor_phone, d.donor_type,
        d.organization_name, d.contact_person, d.organization_type, d.church, d.is_christian,
        d.is_anonymous, d.show_publicly
      from monthly_gifts g
      join donations d on d.id = g.first_donation_id where g.id = ${giftId}),
    donation as (
      insert into donations (id, amount, currency, status, reference, donor_name, donor_email, donor_phone,
        donor_type, organization_name, contact_person, organization_type, church, is_christian,
        is_anonymous, show_publicly, project_id, fund_id, source, monthly_gift_id, transaction_id,
        gift_amount, fees_covered)
      select ids.donation_id, ${amount}, 'NGN', 'pending', ${reference}, s.donor_name, s.donor_email, s.donor_phone,
        s.donor_type, s.organization_name, s.contact_person, s.organization_type, s.church, s.is_christian,
        s.is_anonymous, s.show_publicly, s.project_id, s.fund_id, 'online', s.gift_id, ids.transaction_id,
        -- The gift's split of its amount into gift and fees (issue #35), for a charge of that amount.
        case when s.gift_total = ${amount} then coalesce(s.gift_amount, ${amount}) else ${amount} end,
        case when s.gift_total = ${amount} then coalesce(s.fees_covered, 0) else 0 end
      from ids, source s
      on conflict (reference) do nothing
      returning id, transaction_id)
    insert into paystack_transactions (id, reference, donation_id, status, amount, currency, verification_attempts)
    select donation.transaction_id, ${reference}, donation.id, 'pending', ${amount}, 'NGN', 0 from donation
    returning id`)
  return rowsOf(result).length > 0
}

/** What Paystack told us of a gift's subscription (subscription.create, or a fetch of it). */
export type SubscriptionFacts = {
  subscriptionCode: string
  emailToken: string | null
  customerCode: string | null
  nextPaymentDate: string | null
}

export const linkSubscription = async (
  payload: Payload,
  planCode: string,
  facts: SubscriptionFacts,
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    update monthly_gifts set
      subscription_code = ${facts.subscriptionCode},
      email_token = coalesce(${facts.emailToken}, email_token),
      customer_code = coalesce(${facts.customerCode}, customer_code),
      next_charge_at = coalesce(${facts.nextPaymentDate}::timestamptz, next_charge_at),
      updated_at = now()
    where plan_code = ${planCode} returning id`)
  return rowsOf(result).length > 0
}

/** A month paid: the unpaid invoice is settled, a lapsed gift lives again, the next charge is known. */
export const markChargePaid = async (
  payload: Payload,
  gift: { giftId: number } | { subscriptionCode: string },
  nextPaymentDate: string | null,
): Promise<void> => {
  const where =
    'giftId' in gift ? sql`id = ${gift.giftId}` : sql`subscription_code = ${gift.subscriptionCode}`
  await payload.db.drizzle.execute(sql`
    update monthly_gifts set
      open_invoice = null,
      status = case when status = 'lapsed' then 'active' else status end,
      lapsed_at = case when status = 'lapsed' then null else lapsed_at end,
      next_charge_at = coalesce(${nextPaymentDate}::timestamptz, next_charge_at),
      updated_at = now()
    where ${where}`)
}

export const setNextCharge = async (
  payload: Payload,
  subscriptionCode: string,
  nextPaymentDate: string,
): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    update monthly_gifts set next_charge_at = ${nextPaymentDate}::timestamptz, updated_at = now()
    where subscription_code = ${subscriptionCode}`)
}

/**
 * A failed month (invoice.payment_failed): records the unpaid invoice, and says whether this is the
 * first report of it, so the donor is told once however often Paystack retries or repeats it.
 * Runs in the caller's transaction; the row lock orders concurrent reports.
 */
export const recordFailedCharge = async (
  payload: Payload,
  req: PayloadRequest,
  { subscriptionCode, invoiceCode }: { subscriptionCode: string; invoiceCode: string },
): Promise<{ giftId: number; notify: boolean } | null> => {
  const db = await drizzleFor(payload, req)
  const result = await db.execute(sql`
    with before as (
      select id, failure_notified_invoice, open_invoice from monthly_gifts
      where subscription_code = ${subscriptionCode} for update)
    update monthly_gifts g set
      open_invoice = ${invoiceCode},
      failure_notified_invoice = ${invoiceCode},
      failed_charges = g.failed_charges + case when before.open_invoice is distinct from ${invoiceCode} then 1 else 0 end,
      last_failure_at = now(),
      updated_at = now()
    from before where g.id = before.id
    returning g.id, (before.failure_notified_invoice is distinct from ${invoiceCode} and g.status in ('active', 'paused')) as notify`)
  const row = rowsOf<{ id: number; notify: boolean }>(result)[0]
  return row ? { giftId: row.id, notify: row.notify } : null
}

/**
 * Paystack disabled a subscription. Our own pause or cancel did so first and is left as it is; an
 * active gift with an unpaid month has lapsed (Paystack gave up on the card); any other active gift
 * was cancelled outside the site (Paystack's dashboard). Returns the new status, when it changed.
 */
export const markSubscriptionDisabled = async (
  payload: Payload,
  req: PayloadRequest,
  subscriptionCode: string,
): Promise<{ giftId: number; status: 'lapsed' | 'cancelled' } | null> => {
  const db = await drizzleFor(payload, req)
  const result = await db.execute(sql`
    update monthly_gifts set
      status = case when open_invoice is not null then 'lapsed' else 'cancelled' end::enum_monthly_gifts_status,
      lapsed_at = case when open_invoice is not null then now() else lapsed_at end,
      cancelled_at = case when open_invoice is null then now() else cancelled_at end,
      next_charge_at = null,
      updated_at = now()
    where subscription_code = ${subscriptionCode} and status = 'active'
    returning id, status::text as status`)
  const row = rowsOf<{ id: number; status: 'lapsed' | 'cancelled' }>(result)[0]
  return row ? { giftId: row.id, status: row.status } : null
}

/** The donor chose not to renew on Paystack's own page (subscription.not_renew). */
export const markSubscriptionNotRenewing = async (
  payload: Payload,
  subscriptionCode: string,
): Promise<boolean> =>
  rowsOf(
    await payload.db.drizzle.execute(sql`
      update monthly_gifts set status = 'cancelled', cancelled_at = now(), next_charge_at = null, updated_at = now()
      where subscription_code = ${subscriptionCode} and status in ('active', 'paused') returning id`),
  ).length > 0

/** Moves a gift between statuses (the donor's own pause, resume, cancel); false when it was not in `from`. */
export const moveGiftStatus = async (
  payload: Payload,
  giftId: number,
  to: 'active' | 'paused' | 'cancelled',
  from: readonly string[],
): Promise<boolean> => {
  const stamp =
    to === 'paused'
      ? sql`, paused_at = now()`
      : to === 'cancelled'
        ? sql`, cancelled_at = now(), next_charge_at = null`
        : sql`, paused_at = null`
  const result = await payload.db.drizzle.execute(sql`
    update monthly_gifts set status = ${to}${stamp}, updated_at = now()
    where id = ${giftId} and status::text in (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )}) returning id`)
  return rowsOf(result).length > 0
}

export const setGiftAmount = async (
  payload: Payload,
  giftId: number,
  { amount, giftAmount, feesCovered }: { amount: number; giftAmount: number; feesCovered: number },
): Promise<void> => {
  await payload.db.drizzle.execute(
    sql`update monthly_gifts set amount = ${amount}, gift_amount = ${giftAmount},
      fees_covered = ${feesCovered}, updated_at = now() where id = ${giftId}`,
  )
}

/**
 * Inside reconciliation's locked transaction: active gifts still without their subscription's code
 * and token some minutes after they started, and no link job waiting for them.
 */
export const giftsMissingSubscription = async (
  payload: Payload,
  req: PayloadRequest,
  limit: number,
): Promise<number[]> => {
  const db = await drizzleFor(payload, req)
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select g.id from monthly_gifts g
      where g.status = 'active' and (g.subscription_code is null or g.email_token is null)
        and g.started_at < now() - interval '5 minutes'
        and not ${pendingJobFor('link-monthly-gift', { key: 'giftId', equals: sql`g.id::text` })}
      order by g.started_at limit ${limit}`),
  ).map(({ id }) => id)
}

/** A gift whose charges reconciliation asks Paystack about (claimGiftsForChargeCheck). */
export type GiftToCheck = {
  id: number
  plan_code: string
  customer_code: string
  subscription_code: string | null
  status: string
  started_at: string
}

/**
 * Claims up to `limit` gifts whose charges are to be asked of Paystack, and marks them asked now, so
 * another instance's reconciliation takes others (SKIP LOCKED) and the same gift is not asked again
 * for hours. Due: a gift never asked; one whose next charge is an hour past unheard of (its
 * charge.success and invoice.update both lost), asked again after 6 hours; any other every 7 days.
 * Gifts ended more than 35 days ago (their last month is long settled) are left alone.
 */
export const claimGiftsForChargeCheck = async (
  payload: Payload,
  limit: number,
): Promise<GiftToCheck[]> =>
  rowsOf<GiftToCheck>(
    await payload.db.drizzle.execute(sql`
      update monthly_gifts set charges_checked_at = now()
      where id in (
        select id from monthly_gifts
        where status <> 'pending' and plan_code is not null and customer_code is not null
          and coalesce(cancelled_at, lapsed_at, now()) > now() - interval '35 days'
          and (charges_checked_at is null
            or (next_charge_at < now() - interval '1 hour' and charges_checked_at < now() - interval '6 hours')
            or charges_checked_at < now() - interval '7 days')
        order by charges_checked_at nulls first, id
        limit ${limit}
        for update skip locked)
      returning id, plan_code, customer_code, subscription_code, status::text as status,
        coalesce(started_at, created_at)::text as started_at`),
  )

/** Gifts whose check failed or was not reached: asked about first at the next reconciliation. */
export const releaseChargeChecks = async (payload: Payload, ids: number[]): Promise<void> => {
  if (ids.length === 0) return
  await payload.db.drizzle.execute(
    sql`update monthly_gifts set charges_checked_at = null where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
}
