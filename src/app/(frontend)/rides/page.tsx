import type { Metadata } from 'next'

import { Link } from '@/components/ui/Link.client'
import { RideRequestForm } from '@/components/rides/RideRequestForm.client'
import { RideRunCard } from '@/components/rides/RideRunCard'
import { ridesCopy } from '@/copy/rides'
import { getSiteSettings } from '@/lib/content'
import { getPayload } from '@/lib/payload/client'
import { branchRides, findRideAddress, listBranches } from '@/lib/rides/findRide'

const copy = ridesCopy.find

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    title: copy.metaTitle,
    description: copy.metaDescription(site_name),
    alternates: { canonical: '/rides' },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const idParam = (value: string | string[] | undefined) => {
  const text = one(value)
  return text && /^\d{1,10}$/.test(text) ? Number(text) : undefined
}

const selectClass =
  'w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink focus:outline-2 focus:outline-offset-1 focus:outline-accent'

/**
 * /rides: Find a Ride (issue #19), the hero's second button. Plain GET forms, rendered on the
 * server: a phone without JavaScript picks its church and branch, then the service and pickup
 * area, and sees the coming bus runs with their free seats. Kept by the page cache like the other
 * public pages and emptied on every instance when a booking, run, church, branch or service
 * changes, so its seat counts are as fresh as any cached page (issue #29). Nothing on it belongs
 * to anyone: no passenger, no contact, no members' code.
 */
export default async function FindRidePage({ searchParams }: Props) {
  const params = await searchParams
  const payload = await getPayload()
  const branches = await listBranches(payload)
  const branchId = idParam(params.branch)
  const branch = branches.find((b) => b.id === branchId)
  const rides = branch
    ? await branchRides(payload, branch.id, {
        service: idParam(params.service),
        area: one(params.area)?.slice(0, 80) || undefined,
      })
    : null
  const { service, area } = rides?.chosen ?? {}
  return (
    <div
      className="container-page max-w-4xl space-y-8 py-10 sm:py-14"
      data-page-key={findRideAddress(branch?.id, rides?.chosen)}
    >
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="text-lg text-ink-soft">{copy.lead}</p>
      </header>

      {branches.length === 0 ? (
        <div className="card space-y-4 p-5 sm:p-8">
          <p>{copy.noChurches}</p>
          <Link href="/churches/register" className="btn-primary">
            {copy.register}
          </Link>
        </div>
      ) : (
        <form method="get" action="/rides" className="card space-y-5 p-5 sm:p-8">
          <div className="space-y-1.5">
            <label htmlFor="ride-branch" className="block font-medium text-ink">
              {copy.branch}
            </label>
            <select
              id="ride-branch"
              name="branch"
              defaultValue={branch ? String(branch.id) : ''}
              className={selectClass}
            >
              <option value="">{copy.branchPlaceholder}</option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {`${b.church}: ${b.name}${b.place ? ` (${b.place})` : ''}`}
                </option>
              ))}
            </select>
          </div>
          {rides ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="space-y-1.5">
                <label htmlFor="ride-service" className="block font-medium text-ink">
                  {copy.service}
                </label>
                <select
                  id="ride-service"
                  name="service"
                  defaultValue={service ? String(service) : ''}
                  className={selectClass}
                >
                  <option value="">{copy.anyService}</option>
                  {rides.services.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <label htmlFor="ride-area" className="block font-medium text-ink">
                  {copy.area}
                </label>
                <select
                  id="ride-area"
                  name="area"
                  defaultValue={area ?? ''}
                  className={selectClass}
                >
                  <option value="">{copy.anyArea}</option>
                  {rides.areas.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ) : null}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {rides ? copy.filter : copy.showBranch}
          </button>
        </form>
      )}

      {rides ? (
        <section aria-labelledby="ride-results" className="space-y-4">
          <h2 id="ride-results" className="font-display text-2xl font-semibold">
            {copy.results(rides.runs.length)}
          </h2>
          {rides.runs.length === 0 ? (
            <>
              <p className="text-ink-soft">{copy.noRuns}</p>
              <RideRequestForm
                branchId={branch!.id}
                services={rides.services}
                service={service}
                area={one(params.area)?.slice(0, 80) || undefined}
                permalink={findRideAddress(branch?.id, rides.chosen)}
              />
            </>
          ) : (
            <ul className="space-y-4">
              {rides.runs.map((run) => (
                <li key={run.id}>
                  <RideRunCard run={run} area={area} requestHref={`/rides/runs/${run.id}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <p className="card p-5 sm:p-8">
        {copy.drive}{' '}
        <Link href="/rides/drive" className="font-medium text-accent underline">
          {copy.driveLink}
        </Link>
      </p>
    </div>
  )
}
