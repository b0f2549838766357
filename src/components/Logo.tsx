import type { CSSProperties } from 'react'

import { getSiteSettings } from '@/lib/content'
import type { Media } from '@/payload-types'

const urlOf = (value: number | Media | null | undefined, fallback: string) =>
  typeof value === 'object' && value?.url ? value.url : fallback

/**
 * The brand mark in its light and dark versions (site settings), swapped by the theme without
 * JavaScript. A background image, not two <img>s: the browser fetches only the one the theme shows.
 * Decorative, since the site name is printed beside it.
 */
export async function Logo({ size = 36 }: { size?: number }) {
  const settings = await getSiteSettings()
  const light = urlOf(settings.logo_light, '/logo-light.svg')
  const dark = urlOf(settings.logo_dark, '/logo-dark.svg')
  const style = {
    width: size,
    height: size,
    '--logo-light': `url(${JSON.stringify(light)})`,
    '--logo-dark': `url(${JSON.stringify(dark)})`,
  } as CSSProperties
  return (
    <span
      aria-hidden="true"
      data-testid="logo"
      style={style}
      className="block shrink-0 rounded-xl bg-(image:--logo-light) bg-contain bg-center bg-no-repeat dark:bg-(image:--logo-dark)"
    />
  )
}
