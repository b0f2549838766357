import { givingCopy } from '@/copy/giving'

import { LinkRequestForm } from './LinkRequestForm'

/** A My giving link that was tampered with or has expired: said alike, no data, and a new one offered. */
export function LinkRefused() {
  return (
    <div className="container-page max-w-2xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <p className="eyebrow">{givingCopy.title}</p>
        <h1 className="heading-display text-3xl sm:text-4xl">{givingCopy.refused.title}</h1>
        <p className="text-lg text-ink-soft">{givingCopy.refused.description}</p>
      </header>
      <LinkRequestForm />
    </div>
  )
}
