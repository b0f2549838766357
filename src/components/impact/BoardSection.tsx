import { Suspense } from 'react'

import { impactCopy as copy } from '@/copy/impact'
import { getBoardAdvisors } from '@/lib/content'
import type { BoardAdvisor } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'
import { hasLinkedIn, LinkedInLink } from './LinkedInLink'
import { PersonPhoto } from './PersonPhoto'
import { Spinner } from './Spinner'
import { ChurchIcon } from './TeamSection'

async function LoadBoard() {
  let advisors: BoardAdvisor[]
  try {
    advisors = await getBoardAdvisors()
  } catch (error) {
    console.error('Board advisors could not be loaded', error)
    return <p className="text-center text-ink-soft">{copy.board.empty}</p>
  }
  return <BoardGrid advisors={advisors} />
}

function BoardGrid({ advisors }: { advisors: BoardAdvisor[] }) {
  if (advisors.length === 0) return <p className="text-center text-ink-soft">{copy.board.empty}</p>
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="board-grid">
      {advisors.map((advisor) => (
        <li key={advisor.id} className="card flex gap-4 p-5 sm:gap-5 sm:p-6">
          <PersonPhoto
            person={advisor}
            size={112}
            className="size-16 text-xl sm:size-22 sm:text-3xl"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3 className="heading-display text-xl">{advisor.name}</h3>
            <p className="font-semibold text-accent">{advisor.title}</p>
            {advisor.company ? (
              <p className="flex items-start gap-1.5 text-sm text-ink-soft">
                <span className="mt-0.5 text-accent">
                  <ChurchIcon />
                </span>
                <span>
                  <span className="font-semibold text-ink">{copy.board.church}</span>{' '}
                  {advisor.company}
                </span>
              </p>
            ) : null}
            {advisor.bio ? (
              <p className="text-sm leading-relaxed text-ink-soft">{advisor.bio}</p>
            ) : null}
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

/** The Board of Jethros: active advisors in their display order (passed in, as for the team). */
export function BoardSection({ advisors }: { advisors?: BoardAdvisor[] }) {
  return (
    <section aria-labelledby="board-heading" id="board" className="container-page py-16">
      <SectionHeading id="board-heading" title={copy.board.title}>
        {copy.board.lead}
      </SectionHeading>
      {advisors ? (
        <BoardGrid advisors={advisors} />
      ) : (
        <Suspense fallback={<Spinner label={copy.board.loading} />}>
          <LoadBoard />
        </Suspense>
      )}
    </section>
  )
}
