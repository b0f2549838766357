import { newsCopy } from '@/copy/home'
import { formatDate } from '@/lib/dates'
import type { News } from '@/payload-types'

/** Category, date and (optionally) author of an article, in one quiet line. */
export function ArticleMeta({
  article,
  withAuthor = false,
}: {
  article: News
  withAuthor?: boolean
}) {
  const date = article.published_at ?? article.createdAt
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
      {article.category ? (
        <span className="rounded-full bg-surface-muted px-3 py-1 font-semibold text-accent">
          {article.category}
        </span>
      ) : null}
      <time dateTime={date}>{formatDate(date)}</time>
      {withAuthor && article.author_name ? <span>{newsCopy.by(article.author_name)}</span> : null}
    </p>
  )
}
