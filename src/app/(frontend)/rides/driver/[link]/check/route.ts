import { getPayload } from '@/lib/payload/client'
import { openDriverPage } from '@/lib/rides/driverPage'
import { linkCheckAnswer } from '@/lib/rides/linkCheck'

type Context = { params: Promise<{ link: string }> }

/** Whether a driver's link opens (204) or is a 404: asked by src/proxy.ts (src/lib/rides/linkCheck.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return linkCheckAnswer((await openDriverPage(await getPayload(), (await params).link)) !== null)
}
