import { getPayload } from '@/lib/payload/client'
import { linkCheckAnswer } from '@/lib/rides/linkCheck'
import { openShortLink } from '@/lib/rides/shortLinkTarget'

type Context = { params: Promise<{ key: string }> }

/** Whether a short link opens (204) or is a 404: asked by src/proxy.ts (src/lib/rides/linkCheck.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return linkCheckAnswer((await openShortLink(await getPayload(), (await params).key)) !== null)
}
