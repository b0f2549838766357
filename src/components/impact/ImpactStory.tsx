import type { ReactNode } from 'react'

import { impactCopy as copy } from '@/copy/impact'

import { SectionHeading } from '../SectionHeading'

const icon = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
)

const needIcons = [
  icon(
    <path d="M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3" />,
  ),
  icon(<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />),
  icon(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 11l2 2 4-4" />
    </>,
  ),
]

const stepIcons = [
  icon(<path d="M12 2v4M10 4h4M5 21V11l7-4 7 4v10M3 21h18M10 21v-4a2 2 0 0 1 4 0v4" />),
  icon(<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4" />),
  icon(
    <>
      <path d="M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10z" />
      <circle cx="12" cy="11" r="2.2" />
    </>,
  ),
  icon(
    <>
      <rect x="4" y="4" width="16" height="13" rx="3" />
      <path d="M4 11h16M8 20v-3M16 20v-3" />
      <circle cx="8" cy="14" r="0.6" fill="currentColor" />
      <circle cx="16" cy="14" r="0.6" fill="currentColor" />
    </>,
  ),
]

/** Why the network exists: the everyday obstacles between Nigerian church members and their church. */
export function WhySection() {
  return (
    <section aria-labelledby="why-heading" className="container-page py-16">
      <div className="grid lg:grid-cols-[2fr_3fr] lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading id="why-heading" title={copy.why.title} align="left">
            {copy.why.lead}
          </SectionHeading>
        </div>
        <ul className="grid gap-5">
          {copy.why.needs.map((need, index) => (
            <li key={need.title} className="card flex gap-4 p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface-muted text-accent">
                {needIcons[index]}
              </span>
              <div>
                <h3 className="heading-display text-xl">{need.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{need.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** How a ride works, from a church joining to a member arriving. */
export function HowSection() {
  return (
    <section aria-labelledby="how-heading" className="bg-surface-muted/60 py-16">
      <div className="container-page">
        <SectionHeading id="how-heading" title={copy.how.title}>
          {copy.how.lead}
        </SectionHeading>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.how.steps.map((step, index) => (
            <li key={step.title} className="card relative flex flex-col p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-charcoal to-teal-deep text-white dark:from-mint dark:to-mint-pale dark:text-accent-ink">
                  {stepIcons[index]}
                </span>
                <span aria-hidden="true" className="font-display text-4xl font-bold text-line">
                  {index + 1}
                </span>
              </div>
              <h3 className="heading-display mt-5 text-xl">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
