import { giftFrequencyCopy, sponsorshipCopy } from '@/copy/sponsorship'

import { DonationFlow } from './DonationFlow.client'
import { targets } from './targets'
import { type SelectedProject } from './SponsorshipState.client'

const copy = sponsorshipCopy.donation

/** Section 2: 'Make a Donation' (country, then the donation form). */
export function DonationSection({
  projects,
  projectsFailed,
  notice,
  inlineScriptUrl,
}: {
  projects: SelectedProject[]
  projectsFailed: boolean
  notice: 'required' | 'comingSoon' | null
  inlineScriptUrl: string
}) {
  return (
    <section
      id={targets.donate}
      aria-labelledby="donate-title"
      className="card p-5 sm:p-8 lg:sticky lg:top-24"
    >
      <h2 id="donate-title" className="heading-display text-3xl sm:text-4xl">
        {copy.title}
      </h2>
      <p className="mt-2 mb-6 text-ink-soft">{copy.lead}</p>
      <DonationFlow
        projects={projects}
        projectsFailed={projectsFailed}
        notice={notice}
        inlineScriptUrl={inlineScriptUrl}
        frequencyCopy={giftFrequencyCopy}
      />
    </section>
  )
}
