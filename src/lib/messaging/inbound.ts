import type { Payload, PayloadRequest } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { messagesCopy } from '@/copy/messages'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { recordConsent } from '@/lib/consent/record'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { inTransaction } from '@/lib/workflows/asUser'

import { queueMessage } from './send'
import type { MessageChannel } from './statuses'

/** The words people reply to stop or resume messages, compared without case or spaces around. */
const STOP_WORDS = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout']
const START_WORDS = ['start', 'unstop', 'resume', 'subscribe']

type ConsentKeyword = 'stop' | 'start'

const consentKeywordOf = (text: string): ConsentKeyword | null => {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[\s.!-]+/g, '')
  if (STOP_WORDS.includes(word)) return 'stop'
  if (START_WORDS.includes(word)) return 'start'
  return null
}

export type InboundText = {
  channel: MessageChannel
  /** The sender's number, +234… */
  from: string
  text: string
  providerMessageId: string
}

const isKept = async (payload: Payload, providerMessageId: string, req?: PayloadRequest) =>
  (
    await payload.count({
      collection: slugs.messages,
      where: { provider_message_id: { equals: providerMessageId } },
      overrideAccess: true,
      req,
    })
  ).totalDocs > 0

const productName = async (payload: Payload) => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
  })
  return settings.site_name || DEFAULT_SITE_NAME
}

/**
 * A text received from a number, kept once per provider id (providers deliver again until
 * answered 200). A STOP or START withdraws or gives again the number's consent to messages (a
 * consent record of its own, by phone), and queues a one-line SMS saying so: all in one
 * transaction with the kept text, so a reply is applied exactly when it is kept. The SMS answers
 * the reply (`reply_to`, unique), and goes even though the number has just said STOP.
 */
export const receiveText = async (payload: Payload, message: InboundText): Promise<void> => {
  const keyword = consentKeywordOf(message.text)
  const product = keyword ? await productName(payload) : ''
  let kept: { messageId: number; jobId: number | string | null } | null
  try {
    kept = await inTransaction(payload, async (req) => {
      if (await isKept(payload, message.providerMessageId, req)) return null
      const { id: messageId } = await payload.create({
        collection: slugs.messages,
        data: {
          direction: 'in',
          status: 'received',
          channel: message.channel,
          to: message.from,
          text: message.text.slice(0, 4096),
          provider_message_id: message.providerMessageId,
          attempts: 0,
        },
        overrideAccess: true,
        req,
      })
      if (!keyword) return { messageId, jobId: null }
      await recordConsent(payload, req, {
        phone: message.from,
        purpose: 'messages',
        choice: keyword === 'stop' ? 'withdrawn' : 'granted',
        source: 'text_reply',
      })
      const { jobId } = await queueMessage(
        payload,
        {
          channel: 'sms',
          to: message.from,
          text: keyword === 'stop' ? messagesCopy.stopped(product) : messagesCopy.started(product),
          replyTo: messageId,
        },
        req,
      )
      return { messageId, jobId }
    })
  } catch (error) {
    // The same delivery twice at once: the unique provider id kept the first.
    if (await isKept(payload, message.providerMessageId)) return
    throw error
  }
  if (!kept || !keyword) return
  if (kept.jobId !== null) runJobSoon(payload, kept.jobId)
  payload.logger.info(
    `[messages] message ${kept.messageId} is a ${keyword.toUpperCase()} reply: consent to messages ${keyword === 'stop' ? 'withdrawn' : 'given'}`,
  )
}
