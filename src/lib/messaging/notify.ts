import type { Payload, PayloadRequest } from 'payload'

import type { NoticeChannel } from '@collections/options'

import { queueMessage } from './send'
import { parameterCount, type WhatsAppTemplate } from './templates'

/**
 * Tells a person something by the channel they chose (issue #33): one e-mail, one SMS, or one
 * WhatsApp template whose failure sends its SMS once (send.ts). Queued in the caller's
 * transaction, so the notice and the change it tells of commit together or not at all.
 */

export type Recipient = {
  /** Their choice; none (older records) is e-mail. */
  channel?: NoticeChannel | null
  email?: string | null
  /** E.164, +234… */
  phone?: string | null
}

type EmailNotice = { subject: string; text: string; html: string }

/** A notice's texts, given the person's short link (made only when a text goes). */
export type TextNotice = {
  /** GSM-7, two parts at most (src/lib/messaging/gsm.ts): the SMS, and WhatsApp's fallback. */
  sms: string
  whatsapp: { template: WhatsAppTemplate; params: string[] }
}

export type Notice = {
  email: EmailNotice
  /** The person's short link (src/lib/messaging/shortLinks.ts), asked for only when a text goes. */
  shortLink: () => Promise<string | null>
  texts: (link: string) => TextNotice
}

/** A stored phone in the one international form (E.164); older rows kept it as typed and get no text. */
export const textablePhone = (phone: string | null | undefined): string | null =>
  phone && /^\+[1-9]\d{7,14}$/.test(phone) ? phone : null

type Address = { channel: 'email'; email: string } | { channel: 'sms' | 'whatsapp'; phone: string }

/** Where a notice goes: by the chosen channel, or the other when it lacks its address; null with neither. */
const addressOf = (to: Recipient): Address | null => {
  const phone = textablePhone(to.phone)
  const email = to.email?.trim() || null
  const chosen = to.channel ?? 'email'
  if (chosen !== 'email' && phone) return { channel: chosen, phone }
  if (email) return { channel: 'email', email }
  return phone ? { channel: 'sms', phone } : null
}

/** The channel a notice to this person goes by; null when they have no address at all. */
export const channelOf = (to: Recipient): NoticeChannel | null => addressOf(to)?.channel ?? null

/** Queues the notice by the person's channel; returns the job to start once `req` commits (runJobSoon). */
export const notify = async (
  payload: Payload,
  req: PayloadRequest,
  to: Recipient,
  notice: Notice,
): Promise<(number | string)[]> => {
  const address = addressOf(to)
  if (address === null) return []
  if (address.channel === 'email') {
    const job = await payload.jobs.queue({
      task: 'send-email',
      input: { to: address.email, ...notice.email },
      req,
    })
    return [job.id]
  }
  const { channel, phone } = address
  const { sms, whatsapp } = notice.texts((await notice.shortLink()) ?? '')
  if (channel === 'sms') {
    const { jobId } = await queueMessage(payload, { channel, to: phone, text: sms }, req)
    return [jobId]
  }
  if (whatsapp.params.length !== parameterCount(whatsapp.template))
    throw new Error(`WhatsApp template ${whatsapp.template} given the wrong number of parameters`)
  const { jobId } = await queueMessage(
    payload,
    { channel, to: phone, template: whatsapp.template, params: whatsapp.params, text: sms },
    req,
  )
  return [jobId]
}
