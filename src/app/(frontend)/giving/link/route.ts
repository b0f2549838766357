import { GIVING_PATH } from '@/components/giving/paths'
import { requestGivingLink } from '@/lib/giving/requestLink'

import { answerLinkRequest } from '../linkRequest'
import { seeOther } from '../respond'

/** 'Send me my link' posted from /giving or from a refused link's page (a plain form, no script). */
export const POST = (request: Request): Promise<Response> =>
  answerLinkRequest(request, { page: GIVING_PATH, what: 'My giving', send: requestGivingLink })

/** Reached by typing or reloading its address: the form's page. */
export function GET(): Response {
  return seeOther(GIVING_PATH)
}
