import type { Payload } from 'payload'

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

/** Keeps a received message once per provider id (providers deliver again until answered 200); null when it was kept already. */
const recordInbound = async (payload: Payload, message: InboundText): Promise<number | null> => {
  const already = await payload.find({
    collection: slugs.messages,
    where: { provider_message_id: { equals: message.providerMessageId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (already.docs[0]) return null
  try {
    const doc = await payload.create({
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
    })
    return doc.id
  } catch (error) {
    // The same delivery twice at once: the unique provider id kept the first.
    const again = await payload.count({
      collection: slugs.messages,
      where: { provider_message_id: { equals: message.providerMessageId } },
      overrideAccess: true,
    })
    if (again.totalDocs > 0) return null
    throw error
  }
}

/**
 * A reply that says STOP or START, already kept as message `messageId`: the number's consent to
 * messages is withdrawn or given again (a consent record of its own, by phone), and the number
 * gets a one-line SMS saying so, in the same transaction. That SMS answers the reply (`reply_to`,
 * unique), so it goes once, and goes even though the number has just said STOP.
 */
const applyConsentReply = async (
  payload: Payload,
  reply: { messageId: number; keyword: ConsentKeyword; from: string },
): Promise<void> => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
  })
  const product = settings.site_name || DEFAULT_SITE_NAME
  const { jobId } = await inTransaction(payload, async (req) => {
    await recordConsent(payload, req, {
      phone: reply.from,
      purpose: 'messages',
      choice: reply.keyword === 'stop' ? 'withdrawn' : 'granted',
      source: 'text_reply',
    })
    return queueMessage(
      payload,
      {
        channel: 'sms',
        to: reply.from,
        text:
          reply.keyword === 'stop' ? messagesCopy.stopped(product) : messagesCopy.started(product),
        replyTo: reply.messageId,
      },
      req,
    )
  })
  runJobSoon(payload, jobId)
  payload.logger.info(
    `[messages] message ${reply.messageId} is a ${reply.keyword.toUpperCase()} reply: consent to messages ${reply.keyword === 'stop' ? 'withdrawn' : 'given'}`,
  )
}

/** A text received from a number: kept once, and a STOP or START applied. */
export const receiveText = async (payload: Payload, message: InboundText): Promise<void> => {
  const messageId = await recordInbound(payload, message)
  const keyword = consentKeywordOf(message.text)
  if (messageId !== null && keyword)
    await applyConsentReply(payload, { messageId, keyword, from: message.from })
}
