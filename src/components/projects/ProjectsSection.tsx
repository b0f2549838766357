import { projectsCopy } from '@/copy/projects'
import { getProjects } from '@/lib/content'
import { isActiveProject, isCompletedProject } from '@/lib/format'
import type { Project } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'
import { ReadyOrStream } from '../ui/ReadyOrStream'
import { ComingSoonNotice } from './ComingSoonNotice.client'
import { ProjectCard } from './ProjectCard'

async function ProjectLists() {
  let projects
  try {
    projects = await getProjects()
  } catch (error) {
    console.error('Projects could not be loaded', error)
    return (
      <p role="alert" className="card mx-auto max-w-xl p-6 text-center">
        {projectsCopy.loadError}
      </p>
    )
  }
  return <ProjectListsOf projects={projects} />
}

function ProjectListsOf({ projects }: { projects: Project[] }) {
  if (projects.length === 0) {
    return (
      <div className="card mx-auto max-w-xl space-y-4 p-8 text-center">
        <h3 className="heading-display text-2xl">{projectsCopy.emptyTitle}</h3>
        <p className="text-ink-soft">{projectsCopy.emptyText}</p>
        <ComingSoonNotice label={projectsCopy.getNotified} notice={projectsCopy.stayUpdated} />
      </div>
    )
  }
  const active = projects.filter(isActiveProject)
  const completed = projects.filter(isCompletedProject)
  return (
    <div className="space-y-12">
      {active.length > 0 ? (
        <div>
          <h3 className="heading-display mb-6 text-2xl">{projectsCopy.active}</h3>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {active.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        </div>
      ) : null}
      {completed.length > 0 ? (
        <div>
          <h3 className="heading-display mb-6 text-2xl">{projectsCopy.completed}</h3>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {completed.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/**
 * 'Our Projects': active and completed lists (home and impact pages). Pass `projects` already loaded
 * to keep the lists in the HTML flow: a streamed boundary stays hidden until JavaScript runs.
 */
export function ProjectsSection({ lead, projects }: { lead?: string; projects?: Project[] }) {
  return (
    <section aria-labelledby="projects-heading" id="projects" className="container-page py-16">
      <SectionHeading id="projects-heading" title={projectsCopy.title}>
        {lead}
      </SectionHeading>
      {projects ? (
        <ProjectListsOf projects={projects} />
      ) : (
        <ReadyOrStream
          content={ProjectLists()}
          fallback={<p className="text-center text-ink-soft">{projectsCopy.loading}</p>}
        />
      )}
    </section>
  )
}
