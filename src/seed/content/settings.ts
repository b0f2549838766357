import type { SiteSetting } from '@/payload-types'
import { globalSlugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { ensureMedia, type SeedContext } from '../context'

const socialLinks: NonNullable<SiteSetting['social_links']> = [
  { platform: 'facebook', url: 'https://www.facebook.com/fellowshiprides' },
  { platform: 'instagram', url: 'https://www.instagram.com/fellowshiprides' },
  { platform: 'x', url: 'https://x.com/fellowshiprides' },
  { platform: 'youtube', url: 'https://www.youtube.com/@fellowshiprides' },
  { platform: 'whatsapp', url: 'https://wa.me/2348034127788' },
]

/** The Privacy Policy's contact (issue #32): a person the charity names, reached directly. */
const DATA_PROTECTION_OFFICER = {
  name: 'Chiamaka Obi',
  email: 'privacy@fellowshiprides.ng',
  phone: '+234 809 555 0142',
}

/**
 * Fills in only what is still unset, so an administrator's own name, address, links or logos
 * survive a later `npm run seed`.
 */
export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  const current = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const dpo = current.data_protection_officer
  if (current.site_name && current.logo_light && current.logo_dark && dpo?.email) {
    ctx.tally.skipped += 1
    return
  }

  const logo = (mode: 'light' | 'dark') =>
    ensureMedia(ctx, {
      alt: `${DEFAULT_SITE_NAME} logo (${mode} mode)`,
      filename: `fellowship-rides-logo-${mode}.png`,
    })

  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: {
      site_name: current.site_name || DEFAULT_SITE_NAME,
      contact_email: current.contact_email || 'partners@fellowshiprides.ng',
      social_links: current.social_links?.length ? current.social_links : socialLinks,
      logo_light: current.logo_light ?? (await logo('light')),
      logo_dark: current.logo_dark ?? (await logo('dark')),
      data_protection_officer: dpo?.email ? dpo : DATA_PROTECTION_OFFICER,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  ctx.tally.created += 1
}
