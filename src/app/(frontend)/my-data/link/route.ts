import { MY_DATA_PAGE } from '@/components/privacy/paths'
import { requestDataLink } from '@/lib/privacy/requests'

import { answerLinkRequest } from '../../giving/linkRequest'
import { seeOther } from '../../giving/respond'

/** 'Send me my link' posted from /my-data (a plain form): alike for every address, held or not. */
export const POST = (request: Request): Promise<Response> =>
  answerLinkRequest(request, { page: MY_DATA_PAGE, what: 'My data', send: requestDataLink })

export function GET(): Response {
  return seeOther(MY_DATA_PAGE)
}
