import { impactCopy as copy } from '@/copy/impact'

import { ScriptureQuote } from '../ScriptureQuote'

export function ImpactHero({ product }: { product: string }) {
  // The last word carries the brand gradient; the heading's text stays the spec's.
  const words = copy.hero.title.split(' ')
  const last = words.pop()
  return (
    <section aria-labelledby="impact-title" className="relative isolate overflow-hidden">
      {/* Soft light behind the heading; purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -left-24 size-80 rounded-full bg-mint-pale/70 blur-3xl dark:bg-teal-deep/70" />
        <div className="absolute top-48 -right-32 size-96 rounded-full bg-mint/20 blur-3xl dark:bg-mint/10" />
      </div>
      <div className="container-page py-14 text-center sm:py-20">
        <p className="eyebrow inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-1.5 normal-case">
          <RouteIcon />
          {copy.hero.eyebrow(product)}
        </p>
        <h1 id="impact-title" className="heading-display mt-6 text-4xl sm:text-6xl">
          {words.join(' ')}{' '}
          <span className="bg-gradient-to-r from-teal-deep to-green-dark bg-clip-text text-transparent dark:from-mint dark:to-mint-pale">
            {last}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft sm:text-xl">
          {copy.hero.lead(product)}
        </p>
        <ScriptureQuote
          text={copy.verse.text}
          reference={copy.verse.reference}
          className="mx-auto mt-10 max-w-3xl"
        />
      </div>
    </section>
  )
}

function RouteIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="6" cy="19" r="2.5" />
      <circle cx="18" cy="5" r="2.5" />
      <path d="M8.5 19H16a3.5 3.5 0 0 0 0-7H8a3.5 3.5 0 0 1 0-7h7.5" />
    </svg>
  )
}
