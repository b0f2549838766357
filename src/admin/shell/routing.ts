import type { Metadata } from 'next'

import { mayEnterBackOffice } from '@/access/rights'
import { shellCopy } from '@/copy/shell'
import { getSiteSettings } from '@/lib/content'
import { getPayload } from '@/lib/payload/client'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { ADMIN_TITLE_SUFFIX } from './title'
import { maySeeSectionOf } from './sections'

/**
 * The collection of a list or record address (/admin/collections/<slug>[/…]) that this signed-in
 * admin may not open, by its section or by Payload's read permission; undefined otherwise
 * (no session, an unknown collection or an allowed one go to Payload as usual).
 */
export const deniedCollection = async (
  segments: string[] | undefined,
  requestHeaders: Headers,
): Promise<string | undefined> => {
  const [first, slug] = segments ?? []
  if (first !== 'collections' || !slug) return undefined
  const payload = await getPayload()
  if (!payload.config.collections.some((entry) => entry.slug === slug)) return undefined
  const { user, permissions } = await payload.auth({ headers: requestHeaders })
  if (!user || !mayEnterBackOffice(user)) return undefined
  const readable = Boolean(permissions?.collections?.[slug]?.read)
  return readable && maySeeSectionOf(slug, user) ? undefined : slug
}

const renamed = (title: string, product: string) =>
  title.replace(ADMIN_TITLE_SUFFIX, `· ${shellCopy.adminTitle(product)}`)

/** Payload's page title with the charity's name as the site settings give it now. */
export const withProductTitle = async (metadata: Metadata): Promise<Metadata> => {
  const { site_name } = await getSiteSettings()
  const { title } = metadata
  if (site_name === DEFAULT_SITE_NAME || !title) return metadata
  if (typeof title === 'string') return { ...metadata, title: renamed(title, site_name) }
  if ('absolute' in title && title.absolute)
    return { ...metadata, title: { ...title, absolute: renamed(title.absolute, site_name) } }
  return metadata
}

export const notFoundMetadata = async (): Promise<Metadata> => {
  const { site_name } = await getSiteSettings()
  return {
    title: `${shellCopy.notFound.title} · ${shellCopy.adminTitle(site_name)}`,
    icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
  }
}
