import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { applyDeliveryStatus, isKnownProviderMessage } from '@/lib/db/messages'

import { failWithFallback } from './send'

/** What a provider's report says of a message it took. */
export type ReportOutcome = { status: 'sent' | 'delivered' } | { status: 'failed'; error: string }

/** The key-value store's key holding a report that came before we recorded the provider's id. */
const earlyKey = (providerMessageId: string) =>
  `message-report:${createHash('sha256').update(providerMessageId).digest('base64url')}`

const apply = (payload: Payload, providerMessageId: string, outcome: ReportOutcome) => {
  const message = { providerMessageId, ourId: null }
  return outcome.status === 'failed'
    ? failWithFallback(payload, message, outcome.error)
    : applyDeliveryStatus(payload, message, outcome.status)
}

/**
 * Applies a report by the provider's id. A report can overtake our record of the provider's
 * answer (Termii reports within milliseconds, and gives no id of ours): then it is kept (Payload's
 * key-value store, which every instance reads) for the sender to apply once it has recorded the id
 * (applyEarlyReport), and applied here after all if the id was recorded meanwhile. Applying twice
 * changes nothing: each status change is conditional.
 */
export const applyReport = async (
  payload: Payload,
  providerMessageId: string,
  outcome: ReportOutcome,
): Promise<void> => {
  if (await apply(payload, providerMessageId, outcome)) return
  // Known now: either further on already (applying again changes nothing), or its id was recorded
  // just after the first try.
  if (await isKnownProviderMessage(payload, providerMessageId)) {
    await apply(payload, providerMessageId, outcome)
    return
  }
  const key = earlyKey(providerMessageId)
  await payload.kv.set(key, outcome)
  if (await isKnownProviderMessage(payload, providerMessageId)) {
    await apply(payload, providerMessageId, outcome)
    await payload.kv.delete(key)
  }
}

/** After the sender recorded the provider's id: a report that came first is applied now. */
export const applyEarlyReport = async (
  payload: Payload,
  providerMessageId: string,
): Promise<void> => {
  const key = earlyKey(providerMessageId)
  const outcome = (await payload.kv.get(key)) as ReportOutcome | null
  if (!outcome) return
  await apply(payload, providerMessageId, outcome)
  await payload.kv.delete(key)
}
