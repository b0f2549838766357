import type { Metadata } from 'next'

import { ClosingCta } from '@/components/sponsorship/ClosingCta'
import { DonationNotices } from '@/components/sponsorship/DonationNotices.client'
import { DonationSection } from '@/components/sponsorship/DonationSection'
import { FundsSection } from '@/components/sponsorship/FundsSection'
import { Hero } from '@/components/sponsorship/Hero'
import { ImpactReportSection } from '@/components/sponsorship/ImpactReportSection'
import { ImpactSponsorsSection } from '@/components/sponsorship/ImpactSponsorsSection'
import { PartnersNetwork } from '@/components/sponsorship/PartnersNetwork'
import { PartnersSection } from '@/components/sponsorship/PartnersSection'
import { RECENT_DONORS, RecentDonors } from '@/components/sponsorship/RecentDonors'
import { SponsorApplication } from '@/components/sponsorship/SponsorApplication.client'
import {
  SponsorshipProvider,
  type InitialState,
} from '@/components/sponsorship/SponsorshipState.client'
import { targets } from '@/components/sponsorship/targets'
import { SponsorsShowcase } from '@/components/sponsorship/SponsorsShowcase'
import { AVAILABLE_COUNTRY, sponsorshipCopy } from '@/copy/sponsorship'
import {
  getImpactPartners,
  getImpactSponsors,
  getProjects,
  getPublicDonations,
  getSiteSettings,
} from '@/lib/content'
import { MAX_LISTED_DONORS } from '@/lib/publicDonors'
import { isActiveProject } from '@/lib/format'
import { paystackConfig } from '@/lib/paystack/config'
import { isDonatableProject } from '@/lib/payments/projects'

type SearchParams = Record<string, string | string[] | undefined>

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: sponsorshipCopy.metaTitle,
    description: sponsorshipCopy.metaDescription(site_name),
  }
}

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** A section that fails to load is logged and shown empty, never taking the page down. */
async function orEmpty<T>(label: string, load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load
  } catch (error) {
    console.error(`Sponsorship page: ${label} could not be loaded`, error)
    return fallback
  }
}

/**
 * /sponsorship. The address can open parts of the page (public-site.md "Opening behaviour"):
 * ?project=<id>#donate preselects a project, ?open=donate|sponsor opens those sections (Nigeria and
 * NGN chosen), ?country= is the country step without JavaScript, ?donors=all lists every donor.
 */
export default async function SponsorshipPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  const params = await searchParams
  const open = first(params.open)
  const projectParam = first(params.project)
  const countryParam = first(params.country)
  const showAllDonors = first(params.donors) === 'all'

  const [settings, projects, sponsors, partners, donations] = await Promise.all([
    getSiteSettings(),
    orEmpty('projects', getProjects(), null),
    orEmpty('impact sponsors', getImpactSponsors(), []),
    orEmpty('impact partners', getImpactPartners(), []),
    orEmpty('donations', getPublicDonations(showAllDonors ? MAX_LISTED_DONORS : RECENT_DONORS), {
      docs: [],
      totalDocs: 0,
    }),
  ])

  const activeProjects = (projects ?? []).filter(isActiveProject)
  // public-site.md: the donation form lists projects whose status is active.
  const donatable = (projects ?? []).filter(isDonatableProject)
  const requested = projectParam
    ? donatable.find((project) => String(project.id) === projectParam)
    : undefined
  const autoOpen = open === 'donate' || open === 'sponsor'
  const donationOpen =
    open === 'donate' || projectParam !== undefined || countryParam === AVAILABLE_COUNTRY.code
  const initial: InitialState = {
    country: donationOpen || autoOpen ? AVAILABLE_COUNTRY.code : (countryParam ?? ''),
    donationOpen,
    sponsorStage: open === 'sponsor' ? 'form' : 'closed',
    sponsorCurrency: autoOpen ? AVAILABLE_COUNTRY.currency : '',
    project: requested ? { id: requested.id, title: requested.title } : null,
    projectReset: projectParam !== undefined && !requested,
    scrollTo: donationOpen
      ? targets.donationForm
      : open === 'sponsor'
        ? targets.sponsorApplication
        : null,
  }
  const countryNotice =
    countryParam === undefined || donationOpen
      ? null
      : countryParam === ''
        ? 'required'
        : 'comingSoon'

  return (
    <SponsorshipProvider initial={initial}>
      <DonationNotices />
      <Hero product={settings.site_name} />
      <div className="container-page grid grid-cols-1 items-start gap-8 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DonationSection
          projects={donatable.map((project) => ({ id: project.id, title: project.title }))}
          projectsFailed={projects === null}
          notice={countryNotice}
          inlineScriptUrl={paystackConfig().inlineScriptUrl}
        />
        <RecentDonors
          donations={donations.docs}
          total={donations.totalDocs}
          showAll={showAllDonors}
        />
      </div>
      <ImpactSponsorsSection />
      <SponsorApplication />
      <SponsorsShowcase sponsors={sponsors} />
      <PartnersSection
        partners={partners}
        activeProjects={activeProjects.length}
        contactEmail={settings.contact_email ?? null}
      />
      <PartnersNetwork sponsors={sponsors} />
      <FundsSection product={settings.site_name} />
      <ImpactReportSection />
      <ClosingCta />
    </SponsorshipProvider>
  )
}
