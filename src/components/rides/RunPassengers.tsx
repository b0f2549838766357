import { ridesCopy } from '@/copy/rides'
import { runDayCopy } from '@/copy/runDay'
import { displayPhone } from '@/lib/phone'
import type { Passenger } from '@/lib/rides/passengers'
import type { RunDayView } from '@/lib/rides/runDay'

import { CloseRun, DayAnswer, PassengerDay } from './RunDay'

const copy = ridesCopy.driverPage

/**
 * A run's confirmed passengers, stop by stop, and on its day their marks and the run's close
 * (issue #34): on a driver's page, and on a bus run's coordinator's day page.
 */
export function RunPassengers({
  link,
  page,
  runId,
  passengers,
  waiting,
  day,
  answer,
  Heading = 'h4',
}: {
  link: string
  page: 'driver' | 'coordinator'
  runId: number
  passengers: Passenger[]
  waiting: number
  day: RunDayView | null
  /** The answer to the last post on the day, when it was about this run. */
  answer?: string
  Heading?: 'h2' | 'h4'
}) {
  return (
    <>
      <div>
        <Heading className="font-medium">{copy.passengers}</Heading>
        {passengers.length === 0 ? (
          <p className="text-sm text-ink-soft">{copy.noPassengers}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" data-testid="driver-passengers">
            {passengers.map((line) => (
              <li key={line.code}>
                {line.time} · {line.stop}: <strong>{line.name}</strong>, {displayPhone(line.phone)},{' '}
                {copy.people(line.people)}
                {line.minors ? `, ${copy.minors}` : ''}
                {day ? (
                  <PassengerDay
                    link={link}
                    page={page}
                    code={line.code}
                    minors={line.minors}
                    mark={day.marks[line.code]}
                    closed={day.closed}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {waiting > 0 ? <p className="text-sm">{copy.waiting(waiting)}</p> : null}
      </div>
      {day ? (
        <section className="space-y-3 border-t border-line pt-3" data-testid="run-day">
          <Heading className="font-medium">{runDayCopy.title}</Heading>
          <DayAnswer answer={answer} />
          <CloseRun
            link={link}
            page={page}
            runId={runId}
            day={day}
            childrenLeft={passengers.some(
              (line) =>
                line.minors &&
                day.marks[line.code]?.boarding === 'boarded' &&
                !day.marks[line.code]?.handedTo,
            )}
          />
        </section>
      ) : null}
    </>
  )
}
