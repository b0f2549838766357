import type { Metadata } from 'next'

import { BoardSection } from '@/components/impact/BoardSection'
import { ImpactHero } from '@/components/impact/ImpactHero'
import { HowSection, WhySection } from '@/components/impact/ImpactStory'
import { JourneyStats } from '@/components/impact/JourneyStats'
import { TeamSection } from '@/components/impact/TeamSection'
import { VolunteerCta } from '@/components/impact/VolunteerCta'
import { ProjectsSection } from '@/components/projects/ProjectsSection'
import { ScriptureQuote } from '@/components/ScriptureQuote'
import { impactCopy as copy } from '@/copy/impact'
import { getSiteSettings } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: copy.meta.title,
    description: copy.meta.description,
    alternates: { canonical: '/impact' },
    openGraph: { title: `${copy.meta.title} · ${site_name}`, description: copy.meta.description, url: '/impact', siteName: site_name, type: 'website', locale: 'en_NG' },
  }
}

export default async function ImpactPage() {
  const { site_name } = await getSiteSettings()
  return (
    <>
      <ImpactHero product={site_name} />
      <WhySection />
      <HowSection />
      <JourneyStats />
      <ProjectsSection lead={copy.projectsLead} />
      <div className="bg-gradient-to-b from-transparent via-surface-muted/50 to-transparent">
        <TeamSection />
        <BoardSection />
      </div>
      <VolunteerCta />
      <div className="container-page pb-8">
        <ScriptureQuote text={copy.closingVerse.text} reference={copy.closingVerse.reference} className="mx-auto max-w-3xl" />
      </div>
    </>
  )
}
