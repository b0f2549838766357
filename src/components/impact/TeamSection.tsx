import { Suspense } from 'react'

import { impactCopy as copy } from '@/copy/impact'
import { getTeamMembers } from '@/lib/content'

import { SectionHeading } from '../SectionHeading'
import { hasLinkedIn, LinkedInLink } from './LinkedInLink'
import { PersonPhoto } from './PersonPhoto'
import { Spinner } from './Spinner'

async function TeamGrid() {
  const members = await getTeamMembers()
  if (members.length === 0) return <p className="text-center text-ink-soft">{copy.team.empty}</p>
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-grid">
      {members.map((member) => (
        <li key={member.id} className="card flex flex-col items-center p-6 text-center" aria-labelledby={`member-${member.id}`}>
          <PersonPhoto person={member} size={112} />
          <h3 id={`member-${member.id}`} className="heading-display mt-5 text-xl">
            {member.name}
          </h3>
          <p className="mt-1 font-semibold text-accent">{member.role}</p>
          {member.church_denomination ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-ink-soft">
              <ChurchIcon />
              <span className="sr-only">{copy.team.denomination}: </span>
              {member.church_denomination}
            </p>
          ) : null}
          {member.bio ? <p className="mt-4 text-sm leading-relaxed text-ink-soft">{member.bio}</p> : null}
          {hasLinkedIn(member.linkedin_url) ? (
            <div className="mt-auto pt-5">
              <LinkedInLink url={member.linkedin_url} name={member.name} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function ChurchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 2v5M9.5 4.5h5M5 21V11l7-4 7 4v10M3 21h18M10 21v-4a2 2 0 0 1 4 0v4" />
    </svg>
  )
}

/** The Impact Team: active members in their display order. */
export function TeamSection() {
  return (
    <section aria-labelledby="team-heading" id="team" className="container-page py-16">
      <SectionHeading id="team-heading" title={copy.team.title}>
        {copy.team.lead}
      </SectionHeading>
      <Suspense fallback={<Spinner label={copy.team.loading} />}>
        <TeamGrid />
      </Suspense>
    </section>
  )
}
