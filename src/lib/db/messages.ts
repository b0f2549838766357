import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { MessageStatus } from '@/lib/messaging/statuses'

import { rowsOf } from './rows'
import { drizzleFor } from './tx'

/**
 * The text messages' statements (src/lib/messaging/). Each change of a message's status is one
 * conditional UPDATE, so the job's tries, its instances and the providers' webhooks racing on one
 * message apply each change once.
 */
export type ClaimedMessage = {
  id: number
  channel: 'sms' | 'whatsapp'
  to: string
  template: string | null
  language: string | null
  params: unknown
  text: string | null
  attempts: number
}

/** The day's limits on what leaves (Site settings, src/lib/messaging/limits.ts); null is no limit. */
export type SendLimits = {
  /** Whole naira a day for all SMS and WhatsApp messages together. */
  dailyCeiling: number | null
  /** Messages one number may get in a Lagos day. */
  perNumber: number | null
  /** What this message costs, whole naira. */
  cost: number
}

/** Why a queued message did not leave: its number replied STOP, or a limit was reached. */
export type NotClaimed = { outcome: 'suppressed' } | { outcome: 'held'; over: 'ceiling' | 'number' }

const LAGOS_DAY_START = sql`(date_trunc('day', now() at time zone 'Africa/Lagos') at time zone 'Africa/Lagos')`

/**
 * Queued → sending, counting the try, its cost and the time it leaves; null when the message was
 * not queued (sent, kept, or a try died while sending). Before that, in one transaction under one
 * lock, so instances sending at once count each other's messages: a message to a number whose
 * latest messages consent is withdrawn (a STOP reply) becomes 'suppressed', unless it answers a
 * reply; one over the number's daily cap or the day's spending ceiling becomes 'held'. The counts
 * are of messages handed to a provider since the Lagos day began. `req` holds the transaction.
 */
export const claimMessageSend = async (
  payload: Payload,
  req: PayloadRequest,
  id: number,
  limits: (message: ClaimedMessage) => SendLimits | Promise<SendLimits>,
  reasons: { suppressed: string; held: (over: 'ceiling' | 'number') => string },
): Promise<ClaimedMessage | NotClaimed | null> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('fellowship-rides:message-limits'))`)
  const [message] = rowsOf<ClaimedMessage & { reply_to_id: number | null }>(
    await db.execute(sql`
        select id, channel::text as channel, "to", template, language, params, text,
          attempts::int as attempts, reply_to_id
        from messages where id = ${id} and direction = 'out' and status = 'queued' for update`),
  )
  if (!message) return null
  const notSent = async (status: 'suppressed' | 'held', error: string) =>
    db.execute(sql`
        update messages set status = ${status}, error = ${error}, updated_at = now() where id = ${id}`)
  if (message.reply_to_id === null) {
    const [consent] = rowsOf<{ choice: string }>(
      await db.execute(sql`
          select choice::text as choice from consents
          where phone = ${message.to} and purpose = 'messages'
          order by "at" desc, id desc limit 1`),
    )
    if (consent?.choice === 'withdrawn') {
      await notSent('suppressed', reasons.suppressed)
      return { outcome: 'suppressed' as const }
    }
  }
  const { dailyCeiling, perNumber, cost } = await limits(message)
  const [today] = rowsOf<{ spent: number; to_number: number }>(
    await db.execute(sql`
        select coalesce(sum(cost), 0)::int as spent,
          (count(*) filter (where "to" = ${message.to}))::int as to_number
        from messages
        where direction = 'out' and id <> ${id} and sent_at >= ${LAGOS_DAY_START}`),
  )
  // A STOP or START confirmation answers the person once, whatever the day's counts: never held.
  const over =
    message.reply_to_id !== null
      ? null
      : perNumber !== null && today.to_number >= perNumber
        ? ('number' as const)
        : dailyCeiling !== null && today.spent + cost > dailyCeiling
          ? ('ceiling' as const)
          : null
  if (over) {
    await notSent('held', reasons.held(over))
    return { outcome: 'held' as const, over }
  }
  const [claimed] = rowsOf<ClaimedMessage>(
    await db.execute(sql`
        update messages set status = 'sending', attempts = attempts + 1, cost = ${cost},
          sent_at = coalesce(sent_at, now()), updated_at = now()
        where id = ${id}
        returning id, channel::text as channel, "to", template, language, params, text, attempts::int as attempts`),
  )
  return claimed
}

/**
 * Sending → `to` (kept, unknown, or back to queued for a retry), with the error; false when the
 * message was no longer sending.
 */
export const settleSending = async (
  payload: Payload,
  id: number,
  to: Extract<MessageStatus, 'queued' | 'kept' | 'unknown'>,
  error: string | null,
): Promise<boolean> => {
  // A message kept (no provider) cost nothing and did not leave: it counts against no limit.
  const left = to === 'kept' ? sql`, cost = null, sent_at = null` : sql``
  const result = await payload.db.drizzle.execute(sql`
    update messages set status = ${to}, error = ${error}, updated_at = now()${left}
    where id = ${id} and status = 'sending' returning id`)
  return rowsOf(result).length > 0
}

/** The provider took it: its id is recorded, and the status becomes sent unless a webhook moved it on (or failed it) already. */
export const recordSent = async (
  payload: Payload,
  id: number,
  providerMessageId: string,
): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    update messages set
      provider_message_id = coalesce(provider_message_id, ${providerMessageId}),
      status = case when status = 'sending' then 'sent' else status end,
      error = case when status = 'sending' then null else error end,
      sent_at = coalesce(sent_at, now()), updated_at = now()
    where id = ${id}`)
}

/** What a status report may move a message from: never backwards, never out of failed. */
const MOVES_FROM: Record<'sent' | 'delivered' | 'read', MessageStatus[]> = {
  sent: ['sending', 'unknown'],
  delivered: ['sending', 'unknown', 'sent'],
  read: ['sending', 'unknown', 'sent', 'delivered'],
}
const FAILS_FROM: MessageStatus[] = ['sending', 'unknown', 'sent']

/** Which message a provider's report is about: its id at the provider, or (WhatsApp's callback data) ours. */
export type ReportedMessage = { providerMessageId: string; ourId: number | null }

const matches = ({ providerMessageId, ourId }: ReportedMessage) =>
  ourId === null
    ? sql`provider_message_id = ${providerMessageId}`
    : sql`(provider_message_id = ${providerMessageId} or (id = ${ourId} and provider_message_id is null))`

/** Applies sent, delivered or read; false when the message is unknown or already further on. */
export const applyDeliveryStatus = async (
  payload: Payload,
  message: ReportedMessage,
  status: 'sent' | 'delivered' | 'read',
): Promise<boolean> => {
  const from = sql.join(
    MOVES_FROM[status].map((value) => sql`${value}`),
    sql`, `,
  )
  const result = await payload.db.drizzle.execute(sql`
    update messages set status = ${status},
      provider_message_id = coalesce(provider_message_id, ${message.providerMessageId}),
      sent_at = coalesce(sent_at, now()), updated_at = now()
    where ${matches(message)} and direction = 'out' and status::text in (${from}) returning id`)
  return rowsOf(result).length > 0
}

/**
 * The one place a message fails. A failed WhatsApp message with words for an SMS gets one SMS
 * fallback in the same statement: `fallback_of` is unique, and only the update that moved the
 * message to failed inserts it. Runs in `req`'s transaction when given. `fallbackId` is the new
 * SMS's id, to be sent once the transaction commits.
 */
export const failMessage = async (
  payload: Payload,
  message: { id: number } | ReportedMessage,
  error: string,
  req?: Partial<PayloadRequest>,
): Promise<{ failed: boolean; fallbackId: number | null }> => {
  const db = await drizzleFor(payload, req)
  const from = sql.join(
    FAILS_FROM.map((value) => sql`${value}`),
    sql`, `,
  )
  const which = 'id' in message ? sql`id = ${message.id}` : matches(message)
  const result = await db.execute(sql`
    with failed as (
      update messages set status = 'failed', error = ${error}, updated_at = now()
      where ${which} and direction = 'out' and status::text in (${from})
      returning id, channel, "to", text
    ), fallback as (
      insert into messages (direction, channel, "to", text, status, attempts, fallback_of_id, updated_at, created_at)
      select 'out', 'sms', "to", text, 'queued', 0, id, now(), now() from failed
      where channel = 'whatsapp' and coalesce(text, '') <> ''
      on conflict (fallback_of_id) do nothing
      returning id
    )
    select (select count(*) from failed)::int as failed, (select id from fallback) as fallback_id`)
  const row = rowsOf<{ failed: number; fallback_id: number | null }>(result)[0]
  return { failed: (row?.failed ?? 0) > 0, fallbackId: row?.fallback_id ?? null }
}

/** A message's status, or null when there is no such outgoing message. */
export const messageStatus = async (
  payload: Payload,
  id: number,
): Promise<MessageStatus | null> => {
  const result = await payload.db.drizzle.execute(sql`
    select status::text as status from messages where id = ${id} and direction = 'out'`)
  return rowsOf<{ status: MessageStatus }>(result)[0]?.status ?? null
}

/** Whether a message with this id at its provider is recorded (a report can overtake our record of the send). */
export const isKnownProviderMessage = async (
  payload: Payload,
  providerMessageId: string,
): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    select 1 from messages where provider_message_id = ${providerMessageId}`)
  return rowsOf(result).length > 0
}
