import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'

import type { MessageChannel } from './statuses'

/** The words people reply to stop or resume messages, compared without case or spaces around. */
const STOP_WORDS = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'optout']
const START_WORDS = ['start', 'unstop', 'resume', 'subscribe']

export type ConsentKeyword = 'stop' | 'start'

export const consentKeywordOf = (text: string): ConsentKeyword | null => {
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
export const recordInbound = async (
  payload: Payload,
  message: InboundText,
): Promise<number | null> => {
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
 * A reply that says STOP or START, already kept as message `messageId`. This is where the
 * number's consent is withdrawn or resumed (issue #33: the consents and the notices that ask
 * them are the phone-booking work built on this outbox); until then the reply is kept and
 * logged by its id only.
 */
export const applyConsentReply = async (
  payload: Payload,
  reply: { messageId: number; keyword: ConsentKeyword; from: string; channel: MessageChannel },
): Promise<void> => {
  payload.logger.info(
    `[messages] message ${reply.messageId} is a ${reply.keyword.toUpperCase()} reply (kept in Text messages)`,
  )
}
