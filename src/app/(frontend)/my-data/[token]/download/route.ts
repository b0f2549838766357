import { myDataPaths } from '@/components/privacy/paths'
import { getPayload } from '@/lib/payload/client'
import { exportPersonalData } from '@/lib/privacy/export'
import { openDataToken } from '@/lib/privacy/link'

import { PRIVATE_HEADERS, seeOther } from '../../../giving/respond'

type Context = { params: Promise<{ token: string }> }

/** 'Download my data': everything held, with the files, as one JSON file; private, never cached. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  const payload = await getPayload()
  const access = await openDataToken(payload, token)
  if (!access) return seeOther(myDataPaths(token).page)
  const data = await exportPersonalData(payload, access.subject)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-data.json"',
      ...PRIVATE_HEADERS,
    },
  })
}
