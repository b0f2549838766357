import { getPayload } from '@/lib/payload/client'
import { openBooking } from '@/lib/rides/bookings'
import { linkCheckAnswer } from '@/lib/rides/linkCheck'

type Context = { params: Promise<{ link: string }> }

/** Whether a booking's link opens (204) or is a 404: asked by src/proxy.ts (src/lib/rides/linkCheck.ts). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return linkCheckAnswer((await openBooking(await getPayload(), (await params).link)) !== null)
}
