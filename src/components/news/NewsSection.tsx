import { Link } from '@/components/ui/Link.client'

import { SectionHeading } from '@/components/SectionHeading'
import { ReadyOrStream } from '@/components/ui/ReadyOrStream'
import { newsCopy } from '@/copy/home'
import { getLatestNews } from '@/lib/content'

import { NewsEmpty, NewsGrid } from './NewsGrid'
import { NewsSkeletons } from './NewsSkeletons'

/** public-site.md section 9: the home page shows three articles. */
const HOME_NEWS_COUNT = 3

async function LatestNews() {
  let articles
  try {
    articles = await getLatestNews(HOME_NEWS_COUNT)
  } catch (error) {
    // The spec has no error text for news; visitors see the empty message, the log keeps the cause.
    console.error('News could not be loaded', error)
    return <NewsEmpty />
  }
  if (articles.length === 0) return <NewsEmpty />
  return (
    <>
      <NewsGrid articles={articles} />
      {articles.length >= HOME_NEWS_COUNT ? (
        <div className="mt-10 text-center">
          <Link href="/news" className="btn-secondary px-8">
            {newsCopy.viewAll}
          </Link>
        </div>
      ) : null}
    </>
  )
}

/** 'Latest News & Updates': the newest published articles, each opening in a dialog. */
export function NewsSection() {
  return (
    <section aria-labelledby="news-heading" id="news" className="container-page py-16">
      <SectionHeading id="news-heading" title={newsCopy.title}>
        {newsCopy.lead}
      </SectionHeading>
      <ReadyOrStream content={LatestNews()} fallback={<NewsSkeletons />} />
    </section>
  )
}
