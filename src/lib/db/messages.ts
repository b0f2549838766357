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

/** Queued → sending, counting the try; null when the message was not queued (sent, kept, or a try died while sending). */
export const claimMessageSend = async (
  payload: Payload,
  id: number,
): Promise<ClaimedMessage | null> => {
  const result = await payload.db.drizzle.execute(sql`
    update messages set status = 'sending', attempts = attempts + 1, updated_at = now()
    where id = ${id} and direction = 'out' and status = 'queued'
    returning id, channel::text as channel, "to", template, language, params, text, attempts::int as attempts`)
  return rowsOf<ClaimedMessage>(result)[0] ?? null
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
  const result = await payload.db.drizzle.execute(sql`
    update messages set status = ${to}, error = ${error}, updated_at = now()
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
