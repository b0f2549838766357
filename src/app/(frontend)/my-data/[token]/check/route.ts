import { PRIVATE_HEADERS } from '@/app/(frontend)/giving/respond'
import { checkRouteAnswer } from '@/lib/http/checkRoute'
import { getPayload } from '@/lib/payload/client'
import { openDataToken } from '@/lib/privacy/link'

type Context = { params: Promise<{ token: string }> }

/**
 * Whether a My data link opens (204) or is refused (404), with no body: asked by src/proxy.ts
 * before the page renders, so a refused link is answered 404 with its words and the form for a
 * new link, as My giving's are (vercel/next.js#62228).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const access = await openDataToken(await getPayload(), (await params).token)
  return checkRouteAnswer(Boolean(access), PRIVATE_HEADERS)
}
