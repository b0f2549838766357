import { ScriptureQuote } from '@/components/ScriptureQuote'
import { Link } from '@/components/ui/Link.client'
import { homeCopy } from '@/copy/home'

import { Icon } from './Icon'

const copy = homeCopy.hero

/** The brand's accent on the second half of the headline; the h1's text stays the spec's sentence. */
const [headlineLead, headlineAccent] = (() => {
  const at = copy.title.indexOf('Church')
  return at > 0 ? [copy.title.slice(0, at), copy.title.slice(at)] : [copy.title, '']
})()

function JourneyCard() {
  return (
    <div className="card relative mx-auto w-full max-w-md overflow-hidden p-7 sm:p-9">
      {/* A dotted road across the card: decoration only, drawn in CSS-sized SVG so it costs nothing. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 400 120"
        className="pointer-events-none absolute -top-2 right-0 left-0 h-24 w-full text-mint/40"
        fill="none"
      >
        <path
          d="M-10 72 C 80 30, 160 104, 240 62 S 360 38, 420 70"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
      </svg>
      <div className="relative mx-auto flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-mint to-mint-pale text-teal-deep shadow-lg">
        <Icon name="car" className="size-8" />
      </div>
      <h2 className="heading-display relative mt-5 text-center text-2xl">{copy.journeyTitle}</h2>
      <ul className="relative mt-6 space-y-4">
        {copy.journeyBullets.map((bullet) => (
          <li key={bullet} className="flex items-center gap-3 text-ink">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-accent">
              <Icon name="check" className="size-4" />
            </span>
            <span className="font-medium">{bullet}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The first screen: text only (no large image), so it paints at once on a slow phone. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_10%_0%,rgb(191_253_224/0.55),transparent_70%),radial-gradient(36rem_28rem_at_95%_30%,rgb(78_166_153/0.18),transparent_70%)] dark:bg-[radial-gradient(40rem_24rem_at_10%_0%,rgb(78_166_153/0.18),transparent_70%),radial-gradient(36rem_28rem_at_95%_30%,rgb(13_71_64/0.55),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-12 pt-12 pb-12 sm:pt-16 lg:grid-cols-[1.2fr_0.8fr] lg:pt-24">
        <div className="text-center lg:text-left">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1
            id="hero-heading"
            className="heading-display mt-4 text-[2.65rem] leading-[1.05] text-balance sm:text-6xl lg:text-7xl"
          >
            {headlineLead}
            <span className="text-accent">{headlineAccent}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-soft sm:text-xl lg:mx-0">
            {copy.description}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            {/* Issue #19: both lead to the ride side's pages. */}
            <Link href="/churches/register" className="btn-primary px-8">
              {copy.registerChurch}
            </Link>
            <Link href="/rides" className="btn-secondary px-8">
              {copy.findRide}
            </Link>
          </div>
        </div>
        <JourneyCard />
      </div>
      <div className="container-page grid gap-6 pb-16 md:grid-cols-2">
        {copy.quotes.map((quote) => (
          <ScriptureQuote key={quote.reference} text={quote.text} reference={quote.reference} />
        ))}
      </div>
    </section>
  )
}
