import type { Metadata } from 'next'

import { ConcernPage } from '@/components/rides/ConcernPage'
import { plansChangeCopy } from '@/copy/plansChange'
import { SENT, wasSent } from '@/lib/forms/state'

export const metadata: Metadata = {
  title: plansChangeCopy.concern.metaTitle,
  alternates: { canonical: '/report-a-concern' },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /report-a-concern (issue #34): anyone reports a safeguarding concern; linked from the Safety page. */
export default async function ReportConcernPage({ searchParams }: Props) {
  return (
    <ConcernPage
      sent={wasSent(await searchParams, SENT.concern)}
      permalink="/report-a-concern#concern-form-notice"
    />
  )
}
