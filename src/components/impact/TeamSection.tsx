import { Suspense } from 'react'

import { impactCopy as copy } from '@/copy/impact'
import { getTeamMembers } from '@/lib/content'
import type { TeamMember } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'
import { hasLinkedIn, LinkedInLink } from './LinkedInLink'
import { PersonPhoto } from './PersonPhoto'
import { Spinner } from './Spinner'

async function LoadTeam() {
  let members: TeamMember[]
  try {
    members = await getTeamMembers()
  } catch (error) {
    console.error('Team members could not be loaded', error)
    return <p className="text-center text-ink-soft">{copy.team.empty}</p>
  }
  return <TeamGrid members={members} />
}

function TeamGrid({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return <p className="text-center text-ink-soft">{copy.team.empty}</p>
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-grid">
      {members.map((member) => (
        // Phones: photo beside the text, to keep a long list short; wider screens: a portrait card.
        <li
          key={member.id}
          className="card flex gap-4 p-5 sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center"
        >
          <PersonPhoto
            person={member}
            size={112}
            className="size-20 text-2xl sm:size-28 sm:text-3xl"
          />
          <div className="flex min-w-0 flex-1 flex-col items-start sm:items-center">
            <h3 className="heading-display text-xl sm:mt-5">{member.name}</h3>
            <p className="mt-1 font-semibold text-accent">{member.role}</p>
            {member.church_denomination ? (
              <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-ink-soft">
                <ChurchIcon />
                <span className="sr-only">{copy.team.denomination}: </span>
                {member.church_denomination}
              </p>
            ) : null}
            {member.bio ? (
              <p className="mt-3 text-sm leading-relaxed text-ink-soft sm:mt-4">{member.bio}</p>
            ) : null}
            {hasLinkedIn(member.linkedin_url) ? (
              <div className="mt-auto pt-4 sm:pt-5">
                <LinkedInLink url={member.linkedin_url} name={member.name} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function ChurchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-3.5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 2v5M9.5 4.5h5M5 21V11l7-4 7 4v10M3 21h18M10 21v-4a2 2 0 0 1 4 0v4" />
    </svg>
  )
}

/**
 * The Impact Team: active members in their display order. The page passes them in so they are part
 * of the HTML itself; without them, the section loads on its own behind the spinner.
 */
export function TeamSection({ members }: { members?: TeamMember[] }) {
  return (
    <section aria-labelledby="team-heading" id="team" className="container-page py-16">
      <SectionHeading id="team-heading" title={copy.team.title}>
        {copy.team.lead}
      </SectionHeading>
      {members ? (
        <TeamGrid members={members} />
      ) : (
        <Suspense fallback={<Spinner label={copy.team.loading} />}>
          <LoadTeam />
        </Suspense>
      )}
    </section>
  )
}
