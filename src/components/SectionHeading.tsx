import type { ReactNode } from 'react'

/** A section's h2 with an optional lead paragraph; `id` lets other parts scroll to it. */
export function SectionHeading({
  id,
  title,
  children,
  align = 'center',
}: {
  id?: string
  title: string
  children?: ReactNode
  align?: 'center' | 'left'
}) {
  return (
    <div className={`mb-10 space-y-3 ${align === 'center' ? 'text-center' : ''}`}>
      <h2 id={id} className="heading-display text-3xl sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p
          className={`text-lg text-ink-soft ${align === 'center' ? 'mx-auto max-w-2xl' : 'max-w-2xl'}`}
        >
          {children}
        </p>
      ) : null}
    </div>
  )
}
