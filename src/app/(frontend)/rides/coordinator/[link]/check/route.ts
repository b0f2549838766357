import { getPayload } from '@/lib/payload/client'
import { openCoordinatorPage } from '@/lib/rides/coordinatorPage'
import { linkCheckAnswer } from '@/lib/rides/linkCheck'

type Context = { params: Promise<{ link: string }> }

/** Whether a coordinator's day link opens (204) or is a 404: asked by src/proxy.ts (src/lib/rides/linkCheck.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return linkCheckAnswer(
    (await openCoordinatorPage(await getPayload(), (await params).link)) !== null,
  )
}
