import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'

import { sponsorshipCopy } from '@/copy/sponsorship'
import { transferGivingCopy } from '@/copy/transferGiving'

const copy = transferGivingCopy.checkEmail

export const metadata: Metadata = { title: copy.title, robots: { index: false } }

/**
 * After 'Give monthly by bank transfer' (issue #35): the same words for every address, the account
 * and the My giving link having gone by e-mail to the address only.
 */
export default function TransferGivingSentPage() {
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl space-y-4 p-6 text-center sm:p-10" role="status">
        <h1 className="heading-display text-3xl">{copy.title}</h1>
        <p className="text-ink-soft">{copy.description}</p>
        <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
          <Link href="/sponsorship" className="btn-secondary">
            {sponsorshipCopy.payment.back}
          </Link>
        </div>
      </div>
    </div>
  )
}
