import { Benefits } from '@/components/home/Benefits'
import { FinalCta } from '@/components/home/FinalCta'
import { Hero } from '@/components/home/Hero'
import { ImpactCta } from '@/components/home/ImpactCta'
import { NewsSection } from '@/components/news/NewsSection'
import { ProjectsSection } from '@/components/projects/ProjectsSection'

export default function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <ProjectsSection />
      <NewsSection />
      <ImpactCta />
      <FinalCta />
    </>
  )
}
