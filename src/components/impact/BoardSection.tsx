import { Suspense } from 'react'

import { impactCopy as copy } from '@/copy/impact'
import { getBoardAdvisors } from '@/lib/content'

import { SectionHeading } from '../SectionHeading'
import { hasLinkedIn, LinkedInLink } from './LinkedInLink'
import { PersonPhoto } from './PersonPhoto'
import { Spinner } from './Spinner'
import { ChurchIcon } from './TeamSection'

async function BoardGrid() {
  const advisors = await getBoardAdvisors()
  if (advisors.length === 0) return <p className="text-center text-ink-soft">{copy.board.empty}</p>
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="board-grid">
      {advisors.map((advisor) => (
        <li key={advisor.id} className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-start" aria-labelledby={`advisor-${advisor.id}`}>
          <PersonPhoto person={advisor} size={88} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3 id={`advisor-${advisor.id}`} className="heading-display text-xl">
              {advisor.name}
            </h3>
            <p className="font-semibold text-accent">{advisor.title}</p>
            {advisor.company ? (
              <p className="flex items-start gap-1.5 text-sm text-ink-soft">
                <span className="mt-0.5 text-accent">
                  <ChurchIcon />
                </span>
                <span>
                  <span className="font-semibold text-ink">{copy.board.church}</span> {advisor.company}
                </span>
              </p>
            ) : null}
            {advisor.bio ? <p className="text-sm leading-relaxed text-ink-soft">{advisor.bio}</p> : null}
            {hasLinkedIn(advisor.linkedin_url) ? (
              <div className="pt-1">
                <LinkedInLink url={advisor.linkedin_url} name={advisor.name} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The Board of Jethros: active advisors in their display order. */
export function BoardSection() {
  return (
    <section aria-labelledby="board-heading" id="board" className="container-page py-16">
      <SectionHeading id="board-heading" title={copy.board.title}>
        {copy.board.lead}
      </SectionHeading>
      <Suspense fallback={<Spinner label={copy.board.loading} />}>
        <BoardGrid />
      </Suspense>
    </section>
  )
}
