import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'

import { NewsEmpty, NewsGrid } from '@/components/news/NewsGrid'
import { newsCopy } from '@/copy/home'
import { getAllNews } from '@/lib/content'

export const metadata: Metadata = {
  title: newsCopy.allTitle,
  description: newsCopy.allLead,
  alternates: { canonical: '/news' },
}

export default async function NewsPage() {
  const articles = await getAllNews()
  return (
    <div className="container-page py-12 sm:py-16">
      <Link href="/" className="text-sm font-semibold text-accent hover:underline">
        <span aria-hidden="true">← </span>
        {newsCopy.backHome}
      </Link>
      <header className="mt-6 mb-10 space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{newsCopy.allTitle}</h1>
        <p className="max-w-2xl text-lg text-ink-soft">{newsCopy.allLead}</p>
      </header>
      {articles.length > 0 ? <NewsGrid articles={articles} headingLevel={2} /> : <NewsEmpty />}
    </div>
  )
}
