import { impactCopy as copy } from '@/copy/impact'
import { formatNaira, isActiveProject, isCompletedProject, raisedAmount } from '@/lib/format'
import type { RideCounts } from '@/lib/db/dashboardCounts'
import type { Project } from '@/payload-types'

import { SectionHeading } from '../SectionHeading'

type Stat = { label: string; value: string }

function StatGrid({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className={`card grid grid-cols-2 overflow-hidden ${stats.length === 3 ? 'sm:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={`@container flex flex-col-reverse justify-end gap-1 border-line p-5 text-center sm:p-8 ${index % 2 === 1 ? 'border-l' : ''} ${index >= 2 ? 'border-t lg:border-t-0 lg:border-l' : ''} ${stats.length === 3 && index === 2 ? 'col-span-2 sm:col-span-1 sm:border-t-0' : ''}`}
        >
          <dt className="text-sm text-ink-soft">{stat.label}</dt>
          {/* A figure is never broken ('₦23,685,000' lost its last 0 to the next line): its size follows its box. */}
          <dd className="font-display text-[clamp(1rem,12cqi,2.25rem)] font-bold whitespace-nowrap text-accent tabular-nums">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** What has been done, counted from the records rather than written into the copy. */
export function JourneyStats({
  projects,
  people,
  rides,
}: {
  projects: Project[]
  people: number
  rides?: RideCounts | null
}) {
  if (projects.length === 0) return null
  const completed = projects.filter(isCompletedProject).length
  const active = projects.filter(isActiveProject).length
  const raised = projects.reduce(
    (sum, project) => sum + (raisedAmount(project.budget, project.progress_percentage) ?? 0),
    0,
  )
  const stats = [
    { label: copy.journey.completed, value: String(completed) },
    { label: copy.journey.active, value: String(active) },
    { label: copy.journey.raised, value: formatNaira(raised) },
    { label: copy.journey.people, value: String(people) },
  ]
  return (
    <section aria-labelledby="journey-heading" className="container-page pt-16">
      <SectionHeading id="journey-heading" title={copy.journey.title}>
        {copy.journey.lead}
      </SectionHeading>
      <div className="space-y-4">
        <StatGrid stats={stats} />
        {rides && rides.ridesGiven > 0 ? (
          <StatGrid
            label={copy.journey.ridesLabel}
            stats={[
              { label: copy.journey.churches, value: rides.activeChurches.toLocaleString('en-NG') },
              { label: copy.journey.rides, value: rides.ridesGiven.toLocaleString('en-NG') },
              { label: copy.journey.seatsFilled, value: `${rides.seatsFilledPercent}%` },
            ]}
          />
        ) : null}
      </div>
    </section>
  )
}
