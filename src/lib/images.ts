import type { Media } from '@/payload-types'

type WithImage = { image?: number | Media | null; image_url?: string | null }
export type ImageSize = 'thumbnail' | 'card' | 'hero'

/** public-site.md: a path starting with http is used as is; anything else is site-relative. */
export const normalizeImagePath = (path: string): string =>
  /^https?:\/\//i.test(path) ? path : `/${path.replace(/^\/+/, '')}`

/** The uploaded image (in the requested size when it exists), else the external URL, else null. */
export const imageOf = (
  item: WithImage,
  size: ImageSize = 'card',
): { src: string; width?: number; height?: number; alt: string } | null => {
  const media = typeof item.image === 'object' ? item.image : null
  if (media?.url) {
    const sized = media.sizes?.[size]
    if (sized?.url)
      return {
        src: sized.url,
        width: sized.width ?? undefined,
        height: sized.height ?? undefined,
        alt: media.alt ?? '',
      }
    return {
      src: media.url,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
      alt: media.alt ?? '',
    }
  }
  return item.image_url ? { src: normalizeImagePath(item.image_url), alt: '' } : null
}

/** First letters of the first two words, at most 2 characters (back-office.md, public-site.md). */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2)
