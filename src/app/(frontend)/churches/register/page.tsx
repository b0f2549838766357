import type { Metadata } from 'next'

import { ChurchRegistrationForm } from '@/components/rides/ChurchRegistrationForm.client'
import { ridesCopy } from '@/copy/rides'
import { getSiteSettings } from '@/lib/content'
import { SENT, wasSent } from '@/lib/forms/state'

const copy = ridesCopy.register

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: copy.metaTitle,
    description: copy.metaDescription(site_name),
    alternates: { canonical: '/churches/register' },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /churches/register: "Register Your Church" (issue #19), the hero's first button. */
export default async function RegisterChurchPage({ searchParams }: Props) {
  const sent = wasSent(await searchParams, SENT.church)
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="text-lg text-ink-soft">{copy.lead}</p>
      </header>
      <div className="card p-5 sm:p-10">
        <ChurchRegistrationForm sent={sent} />
      </div>
    </div>
  )
}
