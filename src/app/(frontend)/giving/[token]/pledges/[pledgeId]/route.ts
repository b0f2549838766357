import { givingPaths } from '@/components/giving/paths'
import { cancelPledge } from '@/lib/giving/pledges'

import { seeOther } from '../../../respond'
import { answerPledgePost } from '../answer'

type Context = { params: Promise<{ token: string; pledgeId: string }> }

/** "Cancel pledge" on My giving (issue #35): only the link's donor's own pledge. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token, pledgeId } = await params
  const id = /^\d{1,10}$/.test(pledgeId) ? Number(pledgeId) : Number.NaN
  return answerPledgePost(request, token, (payload, access) => cancelPledge(payload, access, id))
}

/** Its address opened directly: the donor's page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seeOther(givingPaths((await params).token).page)
}
