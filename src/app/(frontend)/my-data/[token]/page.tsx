import type { Metadata } from 'next'

import { DataLinkRefused } from '@/components/privacy/DataLinkRefused'
import { MyDataView } from '@/components/privacy/MyDataView'
import type { ToastMessage } from '@/components/ui/toast'
import { myDataCopy } from '@/copy/dataRequests'
import { messages } from '@/lib/forms/rules'
import { getPayload } from '@/lib/payload/client'
import { exportPersonalData } from '@/lib/privacy/export'
import { openDataToken } from '@/lib/privacy/link'
import { waitText } from '@/lib/rateLimit'

export const metadata: Metadata = {
  title: myDataCopy.title,
  robots: { index: false, follow: false },
  // The address holds the link's token: no page it links to, and no site it posts to, learns it.
  referrer: 'no-referrer',
}

type Query = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ token: string }>; searchParams: Promise<Query> }
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** What a request from the page came to, from the short code its 303 carries. */
const noticeOf = (query: Query): ToastMessage | null => {
  if (one(query.done) === 'erase') return { title: myDataCopy.erase.done }
  if (one(query.done) === 'correct') return { title: myDataCopy.correct.done }
  const error = one(query.error)
  if (error === 'empty') return { title: myDataCopy.correct.empty, variant: 'destructive' }
  if (error === 'name') return { title: myDataCopy.correct.invalidName, variant: 'destructive' }
  if (error === 'phone') return { title: messages.phone, variant: 'destructive' }
  if (error === 'limited') {
    const wait = Number(one(query.wait))
    return { title: myDataCopy.limited(waitText(wait > 0 ? wait : 3600)), variant: 'destructive' }
  }
  return null
}

/**
 * My data (issue #32), opened by the signed link e-mailed from /my-data. A refused link
 * (malformed, tampered, expired) shows nothing of anyone, says so and offers a new link.
 */
export default async function MyDataPage({ params, searchParams }: Props) {
  const { token } = await params
  const payload = await getPayload()
  const access = await openDataToken(payload, token)
  // The proxy sends a refused link to the 404 page first; this is for a link that expired since.
  if (!access) return <DataLinkRefused />
  const data = await exportPersonalData(payload, access.subject)
  return (
    <MyDataView
      token={token}
      data={data}
      expiresAt={access.expiresAt}
      notice={noticeOf(await searchParams)}
    />
  )
}
