import type { MetadataRoute } from 'next'

import { legalCopy } from '@/copy/legal'
import { getLatestNews, getLegalPageList, getProjects } from '@/lib/content'
import { siteUrl } from '@/lib/siteUrl'

// Built per request: the content lives in the database, which a Docker build does not have.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = siteUrl()
  const [projects, news, legalPages] = await Promise.all([
    getProjects(),
    getLatestNews(1000),
    getLegalPageList(),
  ])
  return [
    { url: `${url}/`, changeFrequency: 'weekly', priority: 1 },
    { url: `${url}/impact`, changeFrequency: 'weekly', priority: 0.8 },
    { url: `${url}/sponsorship`, changeFrequency: 'monthly', priority: 0.8 },
    { url: `${url}/join`, changeFrequency: 'yearly', priority: 0.7 },
    { url: `${url}/churches/register`, changeFrequency: 'yearly', priority: 0.6 },
    { url: `${url}/rides`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${url}/rides/drive`, changeFrequency: 'monthly', priority: 0.5 },
    { url: `${url}/news`, changeFrequency: 'daily', priority: 0.7 },
    ...news.map((article) => ({
      url: `${url}/news/${article.id}`,
      lastModified: new Date(article.updatedAt),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...legalPages.map((page) => ({
      url: `${url}${legalCopy.pages[page.kind].path}`,
      lastModified: new Date(page.updatedAt),
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
    ...projects.map((project) => ({
      url: `${url}/projects/${project.id}`,
      lastModified: new Date(project.updatedAt),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ]
}
