import type { Metadata } from 'next'
import { Link } from '@/components/ui/Link.client'
import { notFound } from 'next/navigation'

import { ContentViewTracker } from '@/components/analytics/ContentViewTracker.client'
import { ArticleBody } from '@/components/news/ArticleBody'
import { newsCopy } from '@/copy/home'
import { getNewsArticle, getSiteSettings } from '@/lib/content'
import { normalizeImagePath } from '@/lib/images'
import type { News } from '@/payload-types'

type Props = { params: Promise<{ id: string }> }

// getNewsArticle only returns published articles, so drafts 404 like missing ids.
const articleFor = async (id: string) => (/^\d{1,9}$/.test(id) ? getNewsArticle(Number(id)) : null)

/** The original upload (JPEG/PNG for the seeds): link previews such as WhatsApp's do not all read WebP sizes. */
const shareImageOf = (article: News) => {
  const media = typeof article.image === 'object' ? article.image : null
  if (media?.url)
    return {
      url: media.url,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
      alt: media.alt || article.title,
    }
  return article.image_url
    ? { url: normalizeImagePath(article.image_url), alt: article.title }
    : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleFor((await params).id)
  if (!article) return {}
  const { site_name } = await getSiteSettings()
  const description = article.excerpt || undefined
  const image = shareImageOf(article)
  return {
    title: article.title,
    description,
    alternates: { canonical: `/news/${article.id}` },
    openGraph: {
      type: 'article',
      siteName: site_name,
      locale: 'en_NG',
      url: `/news/${article.id}`,
      title: article.title,
      description,
      publishedTime: article.published_at ?? undefined,
      authors: article.author_name ? [article.author_name] : undefined,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: article.title,
      description,
      images: image ? [image.url] : undefined,
    },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  const article = await articleFor((await params).id)
  if (!article) notFound()
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <ContentViewTracker contentType="news_article" contentId={String(article.id)} />
      <Link href="/news" className="text-sm font-semibold text-accent hover:underline">
        <span aria-hidden="true">← </span>
        {newsCopy.backToAll}
      </Link>
      <h1 className="heading-display mt-6 mb-8 text-4xl leading-tight sm:text-5xl">
        {article.title}
      </h1>
      <ArticleBody article={article} headingLevel={2} eager />
    </article>
  )
}
