import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'
import { notFound } from 'next/navigation'

import { ContentViewTracker } from '@/components/analytics/ContentViewTracker.client'
import { targets } from '@/components/sponsorship/targets'
import { projectPageCopy as copy } from '@/copy/impact'
import { getProject, getSiteSettings } from '@/lib/content'
import { formatDate, isAhead } from '@/lib/dates'
import { formatNaira, isCompletedProject, raisedAmount } from '@/lib/format'
import { imageOf, normalizeImagePath } from '@/lib/images'
import { isDonatableProject } from '@/lib/payments/projects'
import { siteUrl } from '@/lib/siteUrl'
import type { Media, Project } from '@/payload-types'

type Props = { params: Promise<{ id: string }> }

/** Ids are positive integers; anything else is a missing page, not a database error. */
const loadProject = async (params: Props['params']): Promise<Project | null> => {
  const { id } = await params
  if (!/^\d{1,9}$/.test(id)) return null
  return getProject(Number(id))
}

/** The picture a link preview shows: the original upload (JPEG or PNG, which every messenger reads), else the external URL. */
const shareImage = (
  project: Project,
): { url: string; width?: number; height?: number; alt: string } | null => {
  const media = typeof project.image === 'object' ? (project.image as Media | null) : null
  if (media?.url)
    return {
      url: media.url,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
      alt: media.alt || project.title,
    }
  return project.image_url
    ? { url: normalizeImagePath(project.image_url), alt: project.title }
    : null
}

const summary = (text: string | null | undefined, max = 180): string | undefined => {
  if (!text) return undefined
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject(params)
  if (!project) return {}
  const { site_name } = await getSiteSettings()
  const description = summary(project.description)
  const image = shareImage(project)
  const images = image ? [image] : undefined
  const path = `/projects/${project.id}`
  return {
    title: project.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: project.title,
      description,
      url: path,
      siteName: site_name,
      type: 'article',
      locale: 'en_NG',
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: project.title,
      description,
      images: image ? [image.url] : undefined,
    },
  }
}

export default async function ProjectPage({ params }: Props) {
  const project = await loadProject(params)
  if (!project) notFound()

  const completed = isCompletedProject(project)
  const progress = Math.min(100, Math.max(0, project.progress_percentage ?? 0))
  const media = typeof project.image === 'object' ? (project.image as Media | null) : null
  const image = imageOf(project, 'hero')
  // Sizes are never enlarged, so a small upload has no 'hero': the original joins the candidates.
  const srcSet = media
    ? [media.sizes?.card, media.sizes?.hero, { url: media.url, width: media.width }]
        .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
        .sort((a, b) => a.width - b.width)
        .filter((size, index, all) => index === 0 || size.width !== all[index - 1].width)
        .map((size) => `${size.url} ${size.width}w`)
        .join(', ')
    : ''
  const status = completed
    ? copy.statuses.completed
    : (copy.statuses[project.status as keyof typeof copy.statuses] ?? copy.defaultStatus)
  const canDonate = isDonatableProject(project)
  // A start date still ahead reads 'Starts', never 'Started'.
  const startsLater = isAhead(project.start_date)
  const shareText = `${project.title} ${siteUrl()}/projects/${project.id}`

  return (
    <article aria-labelledby="project-title" className="container-page py-10 sm:py-14">
      <ContentViewTracker contentType="project" contentId={String(project.id)} />
      <Link
        href="/impact#projects"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl font-medium text-accent hover:underline"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
        {copy.back}
      </Link>

      <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-6">
          <header className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span
                className={`rounded-full px-3 py-1 font-semibold ${completed ? 'bg-mint-pale text-teal-deep' : 'bg-surface-muted text-accent'}`}
              >
                <span className="sr-only">{copy.status}: </span>
                {status}
              </span>
              {project.location ? (
                <span className="inline-flex items-center gap-1.5 text-ink-soft">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10z" />
                    <circle cx="12" cy="11" r="2" />
                  </svg>
                  <span className="sr-only">{copy.location}: </span>
                  {project.location}
                </span>
              ) : null}
            </p>
            <h1 id="project-title" className="heading-display text-3xl sm:text-5xl">
              {project.title}
            </h1>
          </header>
          {image ? (
            <img
              src={image.src}
              srcSet={srcSet || undefined}
              sizes="(min-width: 1024px) 640px, 100vw"
              alt={image.alt}
              width={image.width ?? 1600}
              height={image.height ?? 1067}
              fetchPriority="high"
              className="aspect-[3/2] w-full rounded-3xl bg-surface-muted object-cover shadow-[0_10px_30px_-12px_rgb(13_71_64/0.35)]"
            />
          ) : null}
          {project.description ? (
            <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
              {project.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>

        <aside aria-label={copy.funding} className="card space-y-6 p-6 sm:p-8 lg:sticky lg:top-24">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-2xl bg-surface-muted p-4">
              <dt className="text-ink-soft">{copy.budget}</dt>
              <dd className="mt-1 text-lg font-semibold">{formatNaira(project.budget)}</dd>
            </div>
            <div className="rounded-2xl bg-surface-muted p-4">
              <dt className="text-ink-soft">{copy.raised}</dt>
              <dd className="mt-1 text-lg font-semibold">
                {formatNaira(raisedAmount(project.budget, progress))}
              </dd>
            </div>
            {project.start_date ? (
              <div className="rounded-2xl bg-surface-muted p-4">
                <dt className="text-ink-soft">{startsLater ? copy.starts : copy.started}</dt>
                <dd className="mt-1 font-semibold">{formatDate(project.start_date)}</dd>
              </div>
            ) : null}
            {project.end_date ? (
              <div className="rounded-2xl bg-surface-muted p-4">
                <dt className="text-ink-soft">{copy.ends}</dt>
                <dd className="mt-1 font-semibold">{formatDate(project.end_date)}</dd>
              </div>
            ) : null}
          </dl>

          {completed ? (
            <div className="rounded-2xl bg-mint-pale px-5 py-4 text-center text-teal-deep">
              <p className="font-display text-xl font-bold">{copy.completed}</p>
              <p className="mt-1 text-sm">{copy.completedText}</p>
            </div>
          ) : (
            <div>
              <div className="mb-2 flex justify-between text-sm">
                <span className="text-ink-soft">{copy.progress}</span>
                <span className="font-semibold">{progress}%</span>
              </div>
              <div
                role="progressbar"
                aria-label={`${project.title} progress`}
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-3 rounded-full bg-surface-muted"
              >
                <div
                  className="h-3 rounded-full bg-gradient-to-r from-mint to-teal-deep dark:to-mint-pale"
                  style={{ width: `${progress}%` }}
                />
              </div>
            </div>
          )}

          <div className="flex flex-col gap-3">
            {canDonate ? (
              <Link
                href={`/sponsorship?project=${project.id}#${targets.donationForm}`}
                className="btn-primary w-full"
              >
                {copy.donate}
              </Link>
            ) : null}
            <a
              href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary w-full"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.4-.2z" />
              </svg>
              {copy.share}
            </a>
          </div>
        </aside>
      </div>
    </article>
  )
}
