import type { Payload } from 'payload'

import { globalSlugs } from '@collections/slugs'
import { messagesCopy } from '@/copy/messages'
import type { ClaimedMessage, SendLimits } from '@/lib/db/messages'
import { formatNaira } from '@/lib/format'
import { MESSAGING_DEFAULTS } from '@/globals/SiteSettings'

type Settings = Record<keyof typeof MESSAGING_DEFAULTS, number | null>

/** The Site settings' limits and prices: a missing one (settings never saved) is its default; empty or 0 is none. */
export const messagingSettings = async (payload: Payload): Promise<Settings> => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
  })
  const stored = (settings.messaging ?? {}) as Partial<Settings>
  return Object.fromEntries(
    (Object.keys(MESSAGING_DEFAULTS) as (keyof Settings)[]).map((name) => {
      const value = stored[name] === undefined ? MESSAGING_DEFAULTS[name] : stored[name]
      return [name, value && value > 0 ? value : null]
    }),
  ) as Settings
}

/** An SMS's pages: 160 characters in one, 153 each once it is split (7 go to joining them up). */
const smsPages = (text: string): number => {
  const length = [...text].length
  return length <= 160 ? 1 : Math.ceil(length / 153)
}

/** What a message costs in whole naira and the limits it is counted against. */
export const limitsFor =
  (settings: Settings) =>
  (message: ClaimedMessage): SendLimits => ({
    dailyCeiling: settings.daily_ceiling_naira,
    perNumber: settings.per_number_daily,
    cost:
      message.channel === 'sms'
        ? (settings.sms_page_naira ?? 0) * smsPages(message.text ?? '')
        : (settings.whatsapp_naira ?? 0),
  })

/** What staff read on a message that was not sent. */
export const notSentReasons = (settings: Settings) => ({
  suppressed: messagesCopy.suppressed,
  held: (over: 'ceiling' | 'number') =>
    over === 'ceiling'
      ? messagesCopy.heldForCeiling(formatNaira(settings.daily_ceiling_naira ?? 0))
      : messagesCopy.heldForNumber(settings.per_number_daily ?? 0),
})
