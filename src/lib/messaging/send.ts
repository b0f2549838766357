import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { slugs } from '@collections/slugs'
import {
  claimMessageSend,
  failMessage,
  messageStatus,
  recordSent,
  settleSending,
  type ClaimedMessage,
  type ReportedMessage,
} from '@/lib/db/messages'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { inTransaction } from '@/lib/workflows/asUser'

import { SendFailure } from './http'
import { limitsFor, messagingSettings, notSentReasons } from './limits'
import { applyEarlyReport } from './reports'
import type { MessageChannel } from './statuses'
import { sendSms, termiiConfig } from './termii'
import { sendTemplate, whatsAppConfig } from './whatsapp'

/** Tries of one message, the send-message task's first and its retries (src/jobs/sendMessage.ts). */
export const MAX_SEND_ATTEMPTS = 6

export type NewMessage = {
  channel: MessageChannel
  /** E.164, +234… */
  to: string
  /** WhatsApp: an approved utility template, its language and its body's parameters. */
  template?: string
  language?: string
  params?: string[]
  /** SMS: the words. WhatsApp: the words of its SMS fallback (none without them). */
  text?: string
  /** The STOP or START reply this message confirms: it goes even to a number that said STOP. */
  replyTo?: number
}

/**
 * Stores an outgoing message and queues its send-message job in `req`'s transaction, so both
 * commit or neither does. The caller starts the job once it commits (runJobSoon) or leaves it to
 * the queue's cron.
 */
export const queueMessage = async (
  payload: Payload,
  message: NewMessage,
  req: PayloadRequest,
): Promise<{ messageId: number; jobId: number | string }> => {
  const doc = await payload.create({
    collection: slugs.messages,
    data: {
      direction: 'out',
      status: 'queued',
      channel: message.channel,
      to: message.to,
      template: message.template,
      language: message.language ?? (message.template ? 'en' : undefined),
      params: message.params,
      text: message.text,
      reply_to: message.replyTo,
      attempts: 0,
    },
    overrideAccess: true,
    req,
  })
  const job = await payload.jobs.queue({
    task: 'send-message',
    input: { messageId: doc.id },
    req,
  })
  return { messageId: doc.id, jobId: job.id }
}

/**
 * A message's failure, with its one SMS fallback (a WhatsApp message's) queued in the same
 * transaction and started once it commits. False when the message had already failed or moved
 * past where it can fail.
 */
export const failWithFallback = async (
  payload: Payload,
  message: { id: number } | ReportedMessage,
  error: string,
): Promise<boolean> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let jobId: number | string | undefined
  let failed = false
  try {
    const outcome = await failMessage(payload, message, error, req)
    failed = outcome.failed
    if (outcome.fallbackId !== null)
      jobId = (
        await payload.jobs.queue({
          task: 'send-message',
          input: { messageId: outcome.fallbackId },
          req,
        })
      ).id
    await commitTransaction(req)
  } catch (caught) {
    await killTransaction(req)
    throw caught
  }
  if (jobId !== undefined) runJobSoon(payload, jobId)
  return failed
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => String(item)) : []

/** The provider's call for a claimed message, or null when its channel has no provider configured. */
const providerCall = (message: ClaimedMessage): (() => Promise<string>) | null => {
  if (message.channel === 'sms') {
    const config = termiiConfig()
    return config && (() => sendSms(config, { to: message.to, text: message.text ?? '' }))
  }
  const config = whatsAppConfig()
  return (
    config &&
    (() =>
      sendTemplate(config, {
        to: message.to,
        template: message.template ?? '',
        language: message.language ?? 'en',
        params: stringsOf(message.params),
        reference: String(message.id),
      }))
  )
}

/** A queued message claimed for its provider, or marked not sent (its number said STOP, or over a limit). */
export const claimForSending = async (payload: Payload, id: number) => {
  const settings = await messagingSettings(payload)
  return inTransaction(payload, (req) =>
    claimMessageSend(payload, req, id, limitsFor(settings), notSentReasons(settings)),
  )
}

/**
 * Sends one queued message at most once, unless its number replied STOP or it is over the day's
 * limits (then it is marked so, and no provider is called). The message is marked sending (committed) before the
 * provider is called and sent with the provider's id after, so a try that finds it still sending
 * is the retry of a try that died in between: it may have left, and it is not sent again but
 * marked 'unknown' (a WhatsApp status webhook still finds it by the id we gave Meta). This is
 * send-email's sendOnce (src/lib/mail/sendOnce.ts) turned round: there the gap repeats a
 * message, here it can lose one, which the 'unknown' status shows staff.
 * Throws only to be retried: when the provider was unavailable and tries remain.
 */
export const sendMessageOnce = async (payload: Payload, id: number): Promise<void> => {
  const claimed = await claimForSending(payload, id)
  if (!claimed) {
    if ((await messageStatus(payload, id)) === 'sending')
      await settleSending(
        payload,
        id,
        'unknown',
        'A try stopped while sending; not sent again, so it is never sent twice',
      )
    return
  }
  if ('outcome' in claimed) {
    payload.logger.info(
      `[messages] message ${id} not sent: ${claimed.outcome === 'held' ? `over the ${claimed.over === 'number' ? "number's daily cap" : "day's spending ceiling"}` : 'its number replied STOP'} (read it in the admin's Text messages)`,
    )
    return
  }
  const call = providerCall(claimed)
  if (!call) {
    await settleSending(payload, id, 'kept', null)
    payload.logger.info(
      `[messages] message ${id} kept (no ${claimed.channel === 'sms' ? 'SMS' : 'WhatsApp'} provider configured; read it in the admin's Text messages)`,
    )
    return
  }
  let providerId: string
  try {
    providerId = await call()
  } catch (error) {
    if (!(error instanceof SendFailure)) throw error
    if (error.kind === 'in-doubt') {
      await settleSending(payload, id, 'unknown', error.message)
      return
    }
    if (error.kind === 'unavailable' && claimed.attempts < MAX_SEND_ATTEMPTS) {
      await settleSending(payload, id, 'queued', error.message)
      throw error
    }
    await failWithFallback(payload, { id }, error.message)
    return
  }
  await recordSent(payload, id, providerId)
  if (claimed.channel === 'sms') await applyEarlyReport(payload, providerId)
}
