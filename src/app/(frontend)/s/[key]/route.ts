import { plainText, seeOther } from '@/app/(frontend)/giving/respond'
import { getPayload } from '@/lib/payload/client'
import { openShortLink } from '@/lib/rides/shortLinkTarget'

type Context = { params: Promise<{ key: string }> }

/**
 * A text's short link (issue #33): 303 to the signed page it stands for, never cached or passed
 * on as a referrer. A key that opens nothing is sent to the site's 404 page by src/proxy.ts
 * (asking ./check first); the plain 404 here answers only when the proxy could not tell.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const path = await openShortLink(await getPayload(), (await params).key)
  return path ? seeOther(path) : plainText(404, 'Not found')
}
