import type { CollectionBeforeChangeHook } from 'payload'

import type { ImpactPartner, ImpactSponsor } from '@/payload-types'

type WithLogo = ImpactSponsor | ImpactPartner

const idOf = (logo: WithLogo['logo']): number | null =>
  (logo && typeof logo === 'object' ? logo.id : logo) ?? null

/**
 * back-office.md, sponsor form: a logo is either an uploaded file or a URL, never both. Choosing a
 * file clears the URL; typing a new URL drops the chosen file.
 */
export const oneLogoSource: CollectionBeforeChangeHook<WithLogo> = ({ data, originalDoc }) => {
  const urlChanged =
    typeof data.logo_url === 'string' &&
    data.logo_url.trim() !== '' &&
    data.logo_url !== originalDoc?.logo_url
  const fileChanged =
    data.logo !== undefined &&
    idOf(data.logo) !== null &&
    idOf(data.logo) !== idOf(originalDoc?.logo)
  if (fileChanged) data.logo_url = null
  else if (urlChanged) data.logo = null
  else if (idOf(data.logo ?? originalDoc?.logo) !== null && data.logo_url) data.logo_url = null
  return data
}
