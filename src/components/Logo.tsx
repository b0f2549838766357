import { getSiteSettings } from '@/lib/content'
import type { Media } from '@/payload-types'

const urlOf = (value: number | Media | null | undefined, fallback: string) =>
  typeof value === 'object' && value?.url ? value.url : fallback

/** The brand mark in its light and dark versions (site settings), swapped by the theme without JavaScript. */
export async function Logo({ size = 36 }: { size?: number }) {
  const settings = await getSiteSettings()
  const light = urlOf(settings.logo_light, '/logo-light.svg')
  const dark = urlOf(settings.logo_dark, '/logo-dark.svg')
  return (
    <>
      <img src={light} alt="" width={size} height={size} className="block rounded-xl dark:hidden" />
      <img src={dark} alt="" width={size} height={size} className="hidden rounded-xl dark:block" />
    </>
  )
}
