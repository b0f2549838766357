import { Icon } from '@/components/home/Icon'
import { ProjectImage } from '@/components/projects/ProjectImage.client'
import { Dialog } from '@/components/ui/Dialog.client'
import { newsCopy } from '@/copy/home'
import { imageOf } from '@/lib/images'
import type { News } from '@/payload-types'

import { ArticleBody } from './ArticleBody'
import { ArticleMeta } from './ArticleMeta'

/**
 * A news card whose 'Read full story' link covers the whole card and opens the article in a dialog;
 * without JavaScript the same link goes to /news/<id>.
 */
export function NewsCard({ article, headingLevel = 3 }: { article: News; headingLevel?: 2 | 3 }) {
  const image = imageOf(article, 'card')
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition hover:shadow-[0_18px_40px_-14px_rgb(13_71_64/0.35)] has-[.news-trigger:focus-visible]:ring-3 has-[.news-trigger:focus-visible]:ring-accent">
      <ProjectImage
        src={image?.src ?? null}
        alt={image?.alt ?? ''}
        width={image?.width ?? 768}
        height={image?.height ?? 512}
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <ArticleMeta article={article} />
        <Title className="heading-display text-xl leading-snug">{article.title}</Title>
        {article.excerpt ? (
          <p className="line-clamp-3 leading-relaxed text-ink-soft">{article.excerpt}</p>
        ) : null}
        <Dialog
          href={`/news/${article.id}`}
          title={article.title}
          size="2xl"
          triggerClassName="news-trigger mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent outline-none after:absolute after:inset-0"
          trigger={
            <>
              {newsCopy.readMore}
              <span className="sr-only"> {newsCopy.readMoreContext(article.title)}</span>
              <Icon name="arrow" className="size-4" />
            </>
          }
        >
          <ArticleBody article={article} headingLevel={3} />
        </Dialog>
      </div>
    </article>
  )
}
