'use client'

import { Link } from '@/components/ui/Link.client'
import { useEffect } from 'react'

import { errorsCopy } from '@/copy/errors'

/** A page that failed to render, inside the site's header and footer: a calm word, a retry and the way home. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  // The server logged the cause; the browser console gets the digest that names that log line.
  useEffect(() => console.error(error), [error])
  return (
    <section
      role="alert"
      className="container-page flex min-h-[70vh] flex-col items-center justify-center gap-4 text-center"
    >
      <h1 className="heading-display text-4xl text-accent">{errorsCopy.title}</h1>
      <p className="text-xl text-ink">{errorsCopy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          {errorsCopy.tryAgain}
        </button>
        <Link href="/" className="btn-secondary">
          {errorsCopy.home}
        </Link>
      </div>
    </section>
  )
}
