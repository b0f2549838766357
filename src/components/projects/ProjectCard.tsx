import { Link } from '@/components/ui/Link.client'

import { targets } from '@/components/sponsorship/targets'
import { projectsCopy } from '@/copy/projects'
import { formatNaira, isCompletedProject, raisedAmount } from '@/lib/format'
import { isDonatableProject } from '@/lib/payments/projects'
import { imageOf } from '@/lib/images'
import type { Project } from '@/payload-types'

import { ProjectImage } from './ProjectImage.client'

const notDonatableText = (status: Project['status']): string =>
  status && status in projectsCopy.notDonatable
    ? projectsCopy.notDonatable[status as keyof typeof projectsCopy.notDonatable]
    : projectsCopy.notDonatable.other

export function ProjectCard({ project }: { project: Project }) {
  const completed = isCompletedProject(project)
  const image = imageOf(project, 'card')
  const progress = Math.min(100, Math.max(0, project.progress_percentage ?? 0))
  return (
    <article
      className="card flex flex-col overflow-hidden"
      aria-labelledby={`project-${project.id}`}
    >
      <ProjectImage
        src={image?.src ?? null}
        alt={image?.alt ?? ''}
        width={768}
        height={512}
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h4 id={`project-${project.id}`} className="heading-display text-xl">
          <Link href={`/projects/${project.id}`} className="hover:underline">
            {project.title}
          </Link>
        </h4>
        {project.location ? <p className="text-sm text-ink-soft">{project.location}</p> : null}
        {project.description ? (
          <p className="line-clamp-3 text-sm text-ink-soft">{project.description}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-ink-soft">{projectsCopy.budget}</dt>
            <dd className="font-semibold">{formatNaira(project.budget)}</dd>
          </div>
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-ink-soft">{projectsCopy.raised}</dt>
            <dd className="font-semibold">{formatNaira(raisedAmount(project.budget, progress))}</dd>
          </div>
        </dl>
        <div className="mt-auto space-y-3">
          {completed ? (
            <p className="rounded-xl bg-mint-pale px-4 py-3 text-center font-semibold text-teal-deep">
              {projectsCopy.completedPanel}
            </p>
          ) : (
            <>
              <div>
                <div className="mb-1 flex justify-between text-sm">
                  <span className="text-ink-soft">{projectsCopy.progress}</span>
                  <span className="font-semibold">{progress}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${project.title} progress`}
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2.5 rounded-full bg-surface-muted"
                >
                  <div
                    className="h-2.5 rounded-full bg-gradient-to-r from-mint to-teal-deep dark:to-mint-pale"
                    style={{ width: `${progress}%` }}
                  />
                </div>
              </div>
              {isDonatableProject(project) ? (
                <Link
                  href={`/sponsorship?project=${project.id}#${targets.donationForm}`}
                  className="btn-primary w-full"
                >
                  {projectsCopy.donate}
                </Link>
              ) : (
                <p className="rounded-xl bg-surface-muted px-4 py-3 text-center text-sm font-semibold text-ink-soft">
                  {notDonatableText(project.status)}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  )
}
