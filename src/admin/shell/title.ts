import { shellCopy } from '@/copy/shell'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

/** The suffix in admin.meta, written with the default name; the tab shows the current one. */
export const ADMIN_TITLE_SUFFIX = `· ${shellCopy.adminTitle(DEFAULT_SITE_NAME)}`
