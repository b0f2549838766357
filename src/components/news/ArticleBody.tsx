import { RichText } from '@payloadcms/richtext-lexical/react'

import { newsCopy } from '@/copy/home'
import { imageOf } from '@/lib/images'
import { parseExternalLinks } from '@/lib/news'
import type { News } from '@/payload-types'

import { ProjectImage } from '../projects/ProjectImage.client'
import { prose } from '../ui/prose'
import { ArticleMeta } from './ArticleMeta'

type Props = {
  article: News
  /** The level of the links heading: one below the title's (h2 in a dialog, h1 on the article page). */
  headingLevel: 2 | 3
  /** On the article page the picture is the first thing seen; in a dialog it loads only when opened. */
  eager?: boolean
}

/** The full article, rendered on the server: used by the news dialog and by /news/[id]. */
export function ArticleBody({ article, headingLevel, eager = false }: Props) {
  const image = imageOf(article, eager ? 'hero' : 'card')
  const links = parseExternalLinks(article.external_links)
  const LinksHeading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-6 text-left">
      {image ? (
        <ProjectImage
          src={image.src}
          alt={image.alt}
          width={image.width ?? 1200}
          height={image.height ?? 800}
          eager={eager}
          className="aspect-[3/2] w-full rounded-2xl bg-surface-muted"
        />
      ) : null}
      <ArticleMeta article={article} withAuthor />
      <RichText data={article.content} className={prose} />
      {links.length > 0 ? (
        <div className="border-t border-line pt-6">
          <LinksHeading className="heading-display text-xl">{newsCopy.linksTitle}</LinksHeading>
          <ul className="mt-4 space-y-3">
            {links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-3 rounded-2xl border border-line p-3 transition hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  {link.platform ? (
                    <span className="shrink-0 rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold text-accent">
                      {link.platform}
                    </span>
                  ) : null}
                  <span className="flex-1 font-medium text-ink">{link.title}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4 shrink-0 text-ink-soft"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                  </svg>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
