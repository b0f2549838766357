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
import {
  getBoardAdvisors,
  getProjects,
  getRideCounts,
  getSiteSettings,
  getTeamMembers,
} from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const [{ site_name }, projects] = await Promise.all([
    getSiteSettings(),
    getProjects().catch(() => []),
  ])
  // A shared link shows a picture: the first project photo, as the original upload (WhatsApp reads JPEG, not always WebP).
  const photo = projects
    .map((project) => (typeof project.image === 'object' ? project.image : null))
    .find((media) => media?.url)
  const images = photo?.url
    ? [
        {
          url: photo.url,
          width: photo.width ?? undefined,
          height: photo.height ?? undefined,
          alt: photo.alt,
        },
      ]
    : undefined
  return {
    title: copy.meta.title,
    description: copy.meta.description,
    alternates: { canonical: '/impact' },
    openGraph: {
      title: `${copy.meta.title} · ${site_name}`,
      description: copy.meta.description,
      url: '/impact',
      siteName: site_name,
      type: 'website',
      locale: 'en_NG',
      images,
    },
    twitter: { card: 'summary_large_image', images: images?.map((image) => image.url) },
  }
}

/** A failed load leaves that section to load on its own (with its spinner or error) instead of failing the page. */
const orNothing = async <T,>(what: string, load: Promise<T>): Promise<T | undefined> => {
  try {
    return await load
  } catch (error) {
    console.error(`${what} could not be loaded for /impact`, error)
    return undefined
  }
}

export default async function ImpactPage() {
  // Loaded here rather than in streamed Suspense boundaries: streamed HTML stays hidden until
  // JavaScript runs, and the page must read in full without it (cached reads take milliseconds).
  const [{ site_name }, projects, members, advisors, rides] = await Promise.all([
    getSiteSettings(),
    orNothing('Projects', getProjects()),
    orNothing('Team members', getTeamMembers()),
    orNothing('Board advisors', getBoardAdvisors()),
    orNothing('Ride counts', getRideCounts()),
  ])
  return (
    <>
      <ImpactHero product={site_name} />
      <WhySection />
      <HowSection />
      {projects && members && advisors ? (
        <JourneyStats projects={projects} people={members.length + advisors.length} rides={rides} />
      ) : null}
      <ProjectsSection lead={copy.projectsLead} projects={projects} />
      <div className="bg-gradient-to-b from-transparent via-surface-muted/50 to-transparent">
        <TeamSection members={members} />
        <BoardSection advisors={advisors} />
      </div>
      <VolunteerCta />
      <div className="container-page pb-8">
        <ScriptureQuote
          text={copy.closingVerse.text}
          reference={copy.closingVerse.reference}
          className="mx-auto max-w-3xl"
        />
      </div>
    </>
  )
}
