import type { ToastMessage } from '@/components/ui/toast'
import { givingCopy } from '@/copy/giving'
import { manageMessages, type ManageOutcome } from '@/lib/giving/manage'
import { waitText } from '@/lib/rateLimit'
import { donationMessages } from '@/lib/payments/rules'

/**
 * What an action on My giving came to, carried by the 303 back to the page as a short code
 * (?done=paused, ?error=notNow), never as words or anything the donor typed; the page turns the
 * code back into manage.ts's words.
 */
export const GIFT_ACTIONS = ['amount', 'card', 'pause', 'resume', 'cancel'] as const
export type GiftAction = (typeof GIFT_ACTIONS)[number]

const DONE = { amount: 'amount', pause: 'paused', resume: 'resumed', cancel: 'cancelled' } as const
/** The donor withdrew their consent to the public donor list (issue #32). */
export const UNLISTED = 'unlisted'
type DoneCode = (typeof DONE)[keyof typeof DONE] | typeof UNLISTED

const MANAGE_ERRORS = ['notYours', 'notNow', 'notLinked', 'paystack'] as const
const AMOUNT_ERRORS = ['amount', 'amountTooLarge'] as const
type ErrorCode =
  (typeof MANAGE_ERRORS)[number] | (typeof AMOUNT_ERRORS)[number] | 'limited' | 'failed'

/** manage.ts answers in words: its message is found again among the words it may say. */
const errorCodeOf = (message: string): ErrorCode =>
  MANAGE_ERRORS.find((code) => manageMessages[code] === message) ??
  AMOUNT_ERRORS.find((code) => donationMessages[code] === message) ??
  'failed'

export const errorQuery = (code: ErrorCode, giftId?: number) =>
  `?error=${code}${giftId === undefined ? '' : `&gift=${giftId}`}`

export const outcomeQuery = (
  action: Exclude<GiftAction, 'card'>,
  giftId: number,
  outcome: ManageOutcome,
): string =>
  outcome.ok ? `?done=${DONE[action]}&gift=${giftId}` : refusalQuery(giftId, outcome.error)

export const refusalQuery = (giftId: number, message: string): string =>
  errorQuery(errorCodeOf(message), giftId)

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

type PageNotice = {
  notice: ToastMessage | null
  /** A refused amount, shown again beside that gift's amount field. */
  amountError: { giftId: number; message: string } | null
}

/** The notice a page shows for its query; an unknown code shows nothing. */
export const noticeOf = (query: Query, gifts: { id: number; amount: number }[]): PageNotice => {
  const done = one(query.done) as DoneCode | undefined
  const error = one(query.error) as ErrorCode | undefined
  const giftId = Number(one(query.gift))
  const gift = gifts.find((candidate) => candidate.id === giftId)
  const none: PageNotice = { notice: null, amountError: null }
  switch (done) {
    case 'paused':
    case 'resumed':
    case 'cancelled':
      return { notice: { title: manageMessages[done] }, amountError: null }
    case UNLISTED:
      return { notice: { title: givingCopy.listing.withdrawn }, amountError: null }
    case 'amount':
      return gift
        ? { notice: { title: manageMessages.amountChanged(gift.amount) }, amountError: null }
        : none
  }
  if (!error) return none
  const destructive = (title: string): ToastMessage => ({ title, variant: 'destructive' })
  if ((AMOUNT_ERRORS as readonly string[]).includes(error)) {
    const message = donationMessages[error as (typeof AMOUNT_ERRORS)[number]]
    return {
      notice: destructive(message),
      amountError: gift ? { giftId: gift.id, message } : null,
    }
  }
  if ((MANAGE_ERRORS as readonly string[]).includes(error))
    return {
      notice: destructive(manageMessages[error as (typeof MANAGE_ERRORS)[number]]),
      amountError: null,
    }
  if (error === 'limited') return { notice: destructive(givingCopy.limited), amountError: null }
  if (error === 'failed') return { notice: destructive(givingCopy.failed), amountError: null }
  return none
}

type LinkRequestCopy = {
  invalidEmail: string
  limited: (wait: string) => string
  failed: string
}

/** A 'send me my link' form's answer (on /giving, or /my-data with its words), from its query. */
export const linkRequestNotice = (
  query: Query,
  copy: LinkRequestCopy = givingCopy.request,
): { sent: boolean; error: string | null } => {
  if (one(query.sent) === '1') return { sent: true, error: null }
  switch (one(query.error)) {
    case 'email':
      return { sent: false, error: copy.invalidEmail }
    case 'limited': {
      const wait = Number(one(query.wait))
      return {
        sent: false,
        error: copy.limited(waitText(Number.isFinite(wait) && wait > 0 ? wait : 3600)),
      }
    }
    case 'failed':
      return { sent: false, error: copy.failed }
    default:
      return { sent: false, error: null }
  }
}
