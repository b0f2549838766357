import { ProjectsSection } from '@/components/projects/ProjectsSection'

export default function HomePage() {
  return (
    <>
      <section className="container-page py-16">
        <h1 className="heading-display text-4xl sm:text-6xl">Free Rides to Church &amp; Fellowship</h1>
      </section>
      <ProjectsSection />
    </>
  )
}
