import type { Metadata } from 'next'

import { DataLinkForm } from '@/components/privacy/DataLinkForm'
import { myDataCopy } from '@/copy/dataRequests'

import { linkRequestNotice } from '../giving/notices'

export const metadata: Metadata = {
  title: myDataCopy.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Query = Record<string, string | string[] | undefined>

/** /my-data (issue #32): what the page is, and the forms that send a person a link to their data (by e-mail, or by text to a phone). */
export default async function MyDataRequestPage({
  searchParams,
}: {
  searchParams: Promise<Query>
}) {
  const query = await searchParams
  const { sent, error } = linkRequestNotice(query, myDataCopy.request)
  // The phone form's own answers: '?sent=text', '?error=phone'; the rest are the e-mail form's.
  const byPhone = { sent: query.sent === 'text', phoneError: query.error === 'phone' }
  return (
    <div className="container-page max-w-2xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{myDataCopy.title}</h1>
        <p className="text-lg text-ink-soft">{myDataCopy.intro}</p>
      </header>
      <DataLinkForm sent={sent} error={error} />
      <DataLinkForm
        by="phone"
        sent={byPhone.sent}
        error={byPhone.phoneError ? myDataCopy.byPhone.invalidEmail : null}
      />
    </div>
  )
}
