import { sponsorshipCopy } from '@/copy/sponsorship'
import type { ImpactSponsor } from '@/payload-types'

const copy = sponsorshipCopy.network

/** public-site.md section 9: active partners are sponsors of type partner; joint projects, those with a contribution. */
const networkCounts = (sponsors: Pick<ImpactSponsor, 'sponsor_type' | 'contribution_amount'>[]) => {
  const partners = sponsors.filter((sponsor) => sponsor.sponsor_type === 'partner')
  return {
    activePartners: partners.length,
    jointProjects: partners.filter((sponsor) => (sponsor.contribution_amount ?? 0) > 0).length,
  }
}

/** Section 8: 'Impact Partners Network'. */
export function PartnersNetwork({ sponsors }: { sponsors: ImpactSponsor[] }) {
  const { activePartners, jointProjects } = networkCounts(sponsors)
  return (
    <section id="network" aria-labelledby="network-title" className="container-page py-8">
      <div className="card mx-auto flex max-w-4xl flex-col gap-6 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="network-title" className="heading-display text-2xl sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-2 text-ink-soft">{copy.lead}</p>
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-4 text-center">
          <div className="flex flex-col-reverse rounded-2xl bg-surface-muted px-6 py-4">
            <dt className="mt-1 text-sm font-semibold text-ink-soft">{copy.activePartners}</dt>
            <dd
              className="font-display text-4xl font-bold text-accent"
              data-testid="active-partners"
            >
              {activePartners}
            </dd>
          </div>
          <div className="flex flex-col-reverse rounded-2xl bg-surface-muted px-6 py-4">
            <dt className="mt-1 text-sm font-semibold text-ink-soft">{copy.jointProjects}</dt>
            <dd
              className="font-display text-4xl font-bold text-accent"
              data-testid="joint-projects"
            >
              {jointProjects}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
