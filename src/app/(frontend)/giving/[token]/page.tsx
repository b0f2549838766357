import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MyGivingView } from '@/components/giving/MyGivingView'
import { PledgesSection } from '@/components/giving/PledgesSection'
import { givingCopy } from '@/copy/giving'
import { openGivingToken } from '@/lib/giving/link'
import { pledgeFunds, pledgeOutcomeOf, readMyPledges } from '@/lib/giving/pledges'
import { giftPageOf, readMyGiving, statementRangeState } from '@/lib/giving/summary'
import { transferAccountOfEmail } from '@/lib/giving/transfers'
import { getPayload } from '@/lib/payload/client'

import { noticeOf } from '../notices'

export const metadata: Metadata = {
  title: givingCopy.title,
  robots: { index: false, follow: false },
  // The address holds the link's token: no page it links to, and no site it posts to, learns it.
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * My giving (issue #18), opened by a signed link from a receipt or from 'send me my link'. A
 * link refused by openGivingToken (malformed, tampered, expired) gets not-found.tsx: a 404 that
 * shows nothing of anyone and offers a new link. `?page=2` shows the second page of gifts.
 */
export default async function MyGivingPage({ params, searchParams }: Props) {
  const { token } = await params
  const payload = await getPayload()
  const access = await openGivingToken(payload, token)
  if (!access) notFound()
  const query = await searchParams
  const [giving, pledges, funds, transferAccount] = await Promise.all([
    readMyGiving(payload, access, giftPageOf(query.page)),
    readMyPledges(payload, access),
    pledgeFunds(payload),
    transferAccountOfEmail(payload, access.email),
  ])
  const { notice, amountError } = noticeOf(query, giving.monthlyGifts)
  const statementRange = await statementRangeState(payload, access, query)
  return (
    <MyGivingView
      token={token}
      giving={giving}
      notice={notice}
      amountError={amountError}
      transferAccount={transferAccount}
      statementRange={statementRange}
    >
      <PledgesSection
        token={token}
        pledges={pledges}
        funds={funds}
        outcome={pledgeOutcomeOf(query.pledge)}
      />
    </MyGivingView>
  )
}
