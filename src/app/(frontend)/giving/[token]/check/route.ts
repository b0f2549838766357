import { openGivingToken } from '@/lib/giving/link'
import { checkRouteAnswer } from '@/lib/http/checkRoute'
import { getPayload } from '@/lib/payload/client'

import { PRIVATE_HEADERS } from '../../respond'

type Context = { params: Promise<{ token: string }> }

/**
 * Whether a My giving link opens (204) or is refused (404), with no body: asked by src/proxy.ts
 * before the page is rendered (linkCheck.ts), since a page that calls notFound() reaches a browser
 * without JavaScript as an empty document (vercel/next.js#62228). The page itself says as much.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const access = await openGivingToken(await getPayload(), (await params).token)
  return checkRouteAnswer(Boolean(access), PRIVATE_HEADERS)
}
