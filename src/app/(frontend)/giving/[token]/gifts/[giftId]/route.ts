import { givingPaths } from '@/components/giving/paths'
import {
  cancelGift,
  cardUpdateLink,
  changeGiftAmount,
  pauseGift,
  resumeGift,
} from '@/lib/giving/manage'
import { getPayload } from '@/lib/payload/client'

import {
  errorQuery,
  GIFT_ACTIONS,
  outcomeQuery,
  refusalQuery,
  type GiftAction,
} from '../../../notices'
import { openForChange } from '../../../change'
import { formText, isCrossSite, plainText, seeOther } from '../../../respond'

type Context = { params: Promise<{ token: string; giftId: string }> }

const MANAGE = { amount: null, pause: pauseGift, resume: resumeGift, cancel: cancelGift } as const

/**
 * A change to a monthly gift from My giving (a plain form, no script needed): the same-site check,
 * a rate limit per client address, the signed link, then manage.ts, which checks the gift is the
 * link's donor's. Answered by a 303 back to the page with a code, or to Paystack's card page.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  if (isCrossSite(request)) return plainText(403, 'Forbidden')
  const { token, giftId: giftParam } = await params
  const paths = givingPaths(token)
  const payload = await getPayload()
  try {
    const opened = await openForChange(payload, request, token)
    if ('answer' in opened) return opened.answer
    const { access } = opened
    const form = await request.formData().catch(() => null)
    const action = formText(form, 'action') as GiftAction
    const giftId = /^\d{1,10}$/.test(giftParam) ? Number(giftParam) : Number.NaN
    if (!GIFT_ACTIONS.includes(action) || !Number.isSafeInteger(giftId))
      return seeOther(`${paths.page}${errorQuery('notYours')}`)
    if (action === 'card') {
      const link = await cardUpdateLink(payload, access, giftId)
      return seeOther(link.ok ? link.url : `${paths.page}${refusalQuery(giftId, link.error)}`)
    }
    const outcome =
      action === 'amount'
        ? await changeGiftAmount(payload, access, giftId, formText(form, 'amount'))
        : await MANAGE[action](payload, access, giftId)
    return seeOther(`${paths.page}${outcomeQuery(action, giftId, outcome)}`)
  } catch (error) {
    payload.logger.error(
      `My giving: a change to monthly gift ${giftParam} failed (${String(error)})`,
    )
    return seeOther(`${paths.page}${errorQuery('failed')}`)
  }
}

/** Its address opened directly: the donor's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(givingPaths((await params).token).page)
}
