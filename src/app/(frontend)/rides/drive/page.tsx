import type { Metadata } from 'next'

import { DriverApplicationForm } from '@/components/rides/DriverApplicationForm.client'
import { ridesCopy } from '@/copy/rides'
import { getSiteSettings } from '@/lib/content'
import { SENT, wasSent } from '@/lib/forms/state'
import { getPayload } from '@/lib/payload/client'
import { activeChurches } from '@/lib/rides/driverApplication'

const copy = ridesCopy.drive

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: copy.metaTitle,
    description: copy.metaDescription(site_name),
    alternates: { canonical: '/rides/drive' },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /rides/drive: a member applies to drive for their church (issue #19). */
export default async function ApplyToDrivePage({ searchParams }: Props) {
  const sent = wasSent(await searchParams, SENT.driver)
  const churches = await activeChurches(await getPayload())
  return (
    <div className="container-page max-w-3xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="text-lg text-ink-soft">{copy.lead}</p>
      </header>
      <div className="card p-5 sm:p-10">
        <DriverApplicationForm churches={churches} sent={sent} />
      </div>
    </div>
  )
}
