import { getPayload } from '@/lib/payload/client'
import { bookableRun } from '@/lib/rides/findRide'
import { linkCheckAnswer } from '@/lib/rides/linkCheck'

type Context = { params: Promise<{ id: string }> }

/** Whether /rides/runs/<id> opens (204) or is a 404: asked by src/proxy.ts (src/lib/rides/linkCheck.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  const run = /^\d{1,10}$/.test(id) ? await bookableRun(await getPayload(), Number(id)) : null
  return linkCheckAnswer(run !== null)
}
