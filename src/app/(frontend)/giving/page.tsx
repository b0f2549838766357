import type { Metadata } from 'next'

import { LinkRequestForm } from '@/components/giving/LinkRequestForm'
import { givingCopy } from '@/copy/giving'

import { linkRequestNotice } from './notices'

export const metadata: Metadata = {
  title: givingCopy.request.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** /giving: what My giving is, and the form that e-mails a donor a link to theirs. */
export default async function GivingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { sent, error } = linkRequestNotice(await searchParams)
  return (
    <div className="container-page max-w-2xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{givingCopy.request.title}</h1>
        <p className="text-lg text-ink-soft">{givingCopy.request.intro}</p>
      </header>
      <LinkRequestForm sent={sent} error={error} />
    </div>
  )
}
