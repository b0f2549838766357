import { imageOf, initials } from '@/lib/images'
import type { Media } from '@/payload-types'

type Person = { name: string; image?: number | Media | null; image_url?: string | null }

/** A round portrait, or the person's initials when there is no picture. */
export function PersonPhoto({ person, size }: { person: Person; size: number }) {
  const image = imageOf(person, 'thumbnail')
  const box = { width: size, height: size }
  if (image) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={box}
        className="shrink-0 rounded-full bg-surface-muted object-cover ring-4 ring-surface-muted"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-initials
      style={box}
      className="flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-mint-pale to-surface-muted font-display text-3xl font-bold text-teal-deep ring-4 ring-surface-muted dark:from-teal-deep dark:to-surface-muted dark:text-mint-pale"
    >
      {initials(person.name)}
    </span>
  )
}
