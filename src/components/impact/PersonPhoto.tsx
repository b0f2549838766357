import { imageOf } from '@/lib/images'
import type { Media } from '@/payload-types'

import { personInitials } from './personInitials'

type Person = { name: string; image?: number | Media | null; image_url?: string | null }

/** A round portrait, or the person's initials when there is no picture; `className` sets its size. */
export function PersonPhoto({
  person,
  size,
  className,
}: {
  person: Person
  size: number
  className: string
}) {
  const image = imageOf(person, 'thumbnail')
  if (image) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-full bg-surface-muted object-cover ring-4 ring-surface-muted`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-initials
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-mint-pale to-surface-muted font-display font-bold text-teal-deep ring-4 ring-surface-muted dark:from-teal-deep dark:to-surface-muted dark:text-mint-pale`}
    >
      {personInitials(person.name)}
    </span>
  )
}
