import type { Metadata } from 'next'

import { DataLinkForm } from '@/components/privacy/DataLinkForm'
import { myDataCopy } from '@/copy/dataRequests'
import { waitText } from '@/lib/rateLimit'

export const metadata: Metadata = {
  title: myDataCopy.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The form's answer, from the short code its 303 carries (never what was typed). */
const noticeOf = (query: Query): { sent: boolean; error: string | null } => {
  const copy = myDataCopy.request
  if (one(query.sent) === '1') return { sent: true, error: null }
  switch (one(query.error)) {
    case 'email':
      return { sent: false, error: copy.invalidEmail }
    case 'limited': {
      const wait = Number(one(query.wait))
      return { sent: false, error: copy.limited(waitText(wait > 0 ? wait : 3600)) }
    }
    case 'failed':
      return { sent: false, error: copy.failed }
    default:
      return { sent: false, error: null }
  }
}

/** /my-data (issue #32): what the page is, and the form that e-mails a person a link to their data. */
export default async function MyDataRequestPage({
  searchParams,
}: {
  searchParams: Promise<Query>
}) {
  const { sent, error } = noticeOf(await searchParams)
  return (
    <div className="container-page max-w-2xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{myDataCopy.title}</h1>
        <p className="text-lg text-ink-soft">{myDataCopy.intro}</p>
      </header>
      <DataLinkForm sent={sent} error={error} />
    </div>
  )
}
