import { cache } from 'react'

import { globalSlugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { getPayload } from './payload/client'

/** The editable site name and contact details, read once per request. */
export const getSiteSettings = cache(async () => {
  const payload = await getPayload()
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 1, overrideAccess: false })
  return { ...settings, site_name: settings.site_name || DEFAULT_SITE_NAME }
})
