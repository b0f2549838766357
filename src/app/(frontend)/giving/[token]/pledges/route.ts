import { givingPaths } from '@/components/giving/paths'
import { makePledge } from '@/lib/giving/pledges'

import { formText, seeOther } from '../../respond'
import { answerPledgePost } from './answer'

type Context = { params: Promise<{ token: string }> }

/** "Make a pledge" on My giving (issue #35). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  return answerPledgePost(request, token, (payload, access, form) =>
    makePledge(payload, access, {
      fund: formText(form, 'fund'),
      amount: formText(form, 'amount'),
      dueDate: formText(form, 'due_date'),
      key: formText(form, 'key'),
    }),
  )
}

/** Its address opened directly: the donor's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(givingPaths((await params).token).page)
}
