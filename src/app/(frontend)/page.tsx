import Link from 'next/link'

import { slugs } from '@collections/slugs'
import { formatDate, formatNaira, isCompletedProject, raisedAmount } from '@/lib/format'
import { getPayload } from '@/lib/payload/client'
import { getSiteSettings } from '@/lib/siteSettings'
import type { Media, Project } from '@/payload-types'

// Content changes in the admin must show at once; caching with revalidation arrives with the full site (#3).
export const dynamic = 'force-dynamic'

const imageOf = (item: { image?: number | Media | null; image_url?: string | null }) =>
  typeof item.image === 'object' && item.image?.url ? item.image.url : item.image_url || null

function ProjectCard({ project }: { project: Project }) {
  const completed = isCompletedProject(project)
  const src = imageOf(project)
  return (
    <li className="overflow-hidden rounded-3xl bg-white shadow-md dark:bg-teal-deep">
      {src ? <img src={src} alt="" width={768} height={512} className="aspect-[3/2] w-full object-cover" loading="lazy" /> : null}
      <div className="space-y-2 p-5">
        <h4 className="font-display text-xl font-semibold">{project.title}</h4>
        {project.location ? <p className="text-sm text-charcoal/70">{project.location}</p> : null}
        <p className="text-sm">
          Budget: <strong>{formatNaira(project.budget)}</strong> · Raised: <strong>{formatNaira(raisedAmount(project.budget, project.progress_percentage))}</strong>
        </p>
        {completed ? (
          <p className="rounded-xl bg-mint-pale px-3 py-2 text-sm font-medium text-teal-deep">Project Completed</p>
        ) : (
          <div aria-label={`Progress ${project.progress_percentage}%`} className="h-2 rounded-full bg-mint-pale">
            <div className="h-2 rounded-full bg-mint" style={{ width: `${project.progress_percentage}%` }} />
          </div>
        )}
      </div>
    </li>
  )
}

export default async function HomePage() {
  const payload = await getPayload()
  const [{ site_name }, projects, news] = await Promise.all([
    getSiteSettings(),
    payload.find({ collection: slugs.projects, sort: '-createdAt', limit: 50, depth: 1, overrideAccess: false }),
    payload.find({ collection: slugs.news, sort: '-published_at', limit: 3, depth: 1, overrideAccess: false }),
  ])
  const active = projects.docs.filter((project) => !isCompletedProject(project))
  const completed = projects.docs.filter(isCompletedProject)

  return (
    <main className="mx-auto max-w-6xl space-y-16 px-4 py-10">
      <header className="flex items-center justify-between">
        <Link href="/" className="font-display text-2xl font-bold text-teal-deep">
          {site_name}
        </Link>
      </header>
      <section className="space-y-4">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Free Rides to Church &amp; Fellowship</h1>
        <p className="max-w-2xl text-lg">
          {site_name} connects church members with free, safe rides to services and fellowship events, driven by verified members of the church family.
        </p>
      </section>
      <section aria-labelledby="projects" className="space-y-6">
        <h2 id="projects" className="font-display text-3xl font-bold">
          Our Projects
        </h2>
        {projects.docs.length === 0 ? (
          <p>Projects Coming Soon</p>
        ) : (
          <>
            <h3 className="text-xl font-semibold">Active</h3>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{active.map((project) => <ProjectCard key={project.id} project={project} />)}</ul>
            <h3 className="text-xl font-semibold">Completed</h3>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{completed.map((project) => <ProjectCard key={project.id} project={project} />)}</ul>
          </>
        )}
      </section>
      <section aria-labelledby="news" className="space-y-6">
        <h2 id="news" className="font-display text-3xl font-bold">
          Latest News &amp; Updates
        </h2>
        {news.docs.length === 0 ? (
          <p>No news articles available at the moment. Check back soon!</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {news.docs.map((article) => (
              <li key={article.id} className="rounded-3xl bg-white p-5 shadow-md">
                <p className="text-sm text-charcoal/70">{formatDate(article.published_at)}</p>
                <h3 className="font-display text-lg font-semibold">{article.title}</h3>
                {article.excerpt ? <p className="mt-2 text-sm">{article.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
