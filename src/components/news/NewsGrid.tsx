import { newsCopy } from '@/copy/home'
import type { News } from '@/payload-types'

import { NewsCard } from './NewsCard'

export function NewsGrid({
  articles,
  headingLevel = 3,
}: {
  articles: News[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

export function NewsEmpty() {
  return (
    <p className="card mx-auto max-w-xl p-8 text-center text-lg text-ink-soft">{newsCopy.empty}</p>
  )
}
