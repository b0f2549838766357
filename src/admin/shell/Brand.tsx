import React from 'react'

import { getSiteSettings } from '@/lib/content'
import type { Media } from '@/payload-types'

const urlOf = (value: number | Media | null | undefined, fallback: string) =>
  typeof value === 'object' && value?.url ? value.url : fallback

/** The charity's mark (site settings' logos, else the site's own), swapped by the admin theme in custom.scss. */
async function BrandMark({ size, className }: { size: number; className: string }) {
  const settings = await getSiteSettings()
  const light = urlOf(settings.logo_light, '/logo-light.svg')
  const dark = urlOf(settings.logo_dark, '/logo-dark.svg')
  return (
    <span className={className}>
      <img src={light} alt="" width={size} height={size} className="fr-brand--light" />
      <img src={dark} alt="" width={size} height={size} className="fr-brand--dark" />
    </span>
  )
}

/** Payload's graphics.Logo: the mark and the charity's name above the forgot and reset forms. */
export async function BrandLogo() {
  const { site_name } = await getSiteSettings()
  return (
    <span className="fr-brand-logo">
      <BrandMark size={48} className="fr-brand" />
      <span className="fr-brand-logo__name">{site_name}</span>
    </span>
  )
}

/** Payload's graphics.Icon: the mark where Payload shows its own (the breadcrumb's home link). */
export function BrandIcon() {
  return <BrandMark size={22} className="fr-brand" />
}
