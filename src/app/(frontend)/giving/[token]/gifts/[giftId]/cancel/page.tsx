import type { Metadata } from 'next'
import { redirect, RedirectType } from 'next/navigation'

import { CancelConfirm } from '@/components/giving/CancelConfirm'
import { givingPaths } from '@/components/giving/paths'
import { givingCopy } from '@/copy/giving'
import { openGivingToken } from '@/lib/giving/link'
import { readMonthlyGifts } from '@/lib/giving/summary'
import { getPayload } from '@/lib/payload/client'

export const metadata: Metadata = {
  title: givingCopy.cancel.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { params: Promise<{ token: string; giftId: string }> }

/** 'Cancel monthly gift' asks first, on a page of its own; a gift it cannot cancel goes back to the list. */
export default async function CancelGiftPage({ params }: Props) {
  const { token, giftId } = await params
  const payload = await getPayload()
  const access = await openGivingToken(payload, token)
  // A refused link: its page says so, with a 404 and the form for a new one.
  if (!access) redirect(givingPaths(token).page, RedirectType.replace)
  const gift = (await readMonthlyGifts(payload, access)).find(
    (candidate) =>
      String(candidate.id) === giftId &&
      (candidate.status === 'active' || candidate.status === 'paused'),
  )
  if (!gift) redirect(givingPaths(token).page, RedirectType.replace)
  return <CancelConfirm token={token} gift={gift} />
}
