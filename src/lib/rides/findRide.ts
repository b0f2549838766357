import type { Payload, Where } from 'payload'

import { SERVICE_DAY_LABELS, type SERVICE_DAYS } from '@collections/options'
import { slugs } from '@collections/slugs'
import { startOfLagosDay } from '@/lib/dates'
import { isRowId } from '@/lib/db/ids'
import { seatCounts } from '@/lib/db/rides'

/**
 * What Find a Ride shows a visitor (issue #19): the branches of active churches, and a branch's
 * bus runs from today on with their free seats. Read with the server's access, field by field:
 * nothing about a passenger, a contact or a church's members' code leaves here.
 */

export type BranchChoice = { id: number; name: string; church: string; place: string }

export type RideStop = { place: string; area: string; time: string }

export type RideRun = {
  id: number
  title: string
  date: string
  church: string
  churchId: number
  branch: string
  service: string
  serviceId: number
  seats: number
  free: number
  waiting: number
  membersOnly: boolean
  /** A church bus, or a verified driver's own car. */
  kind: 'bus' | 'car'
  /** Who may ride: a driver may offer their car to women only or men only. */
  riders: 'anyone' | 'women' | 'men'
  stops: RideStop[]
  /** Made by a weekly run (issue #34): a member may ask for it every week. */
  weekly: boolean
  /** To church, or home after the service (issue #34). */
  direction: 'to_church' | 'home'
  /** The branch's state, which map links name after the stop's place and area. */
  city: string
}

type ServiceDay = (typeof SERVICE_DAYS)[number]

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? Number((value as { id: unknown }).id)
    : Number(value)

/** Every branch of every active church, by church then branch name. */
export const listBranches = async (payload: Payload): Promise<BranchChoice[]> => {
  const churches = await payload.find({
    collection: slugs.churches,
    where: { status: { equals: 'active' } },
    select: { name: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  if (churches.docs.length === 0) return []
  const names = new Map(churches.docs.map((church) => [church.id, church.name]))
  const branches = await payload.find({
    collection: slugs.churchBranches,
    where: { church: { in: [...names.keys()] } },
    select: { name: true, church: true, lga: true, state: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return branches.docs
    .map((branch) => ({
      id: branch.id,
      name: branch.name,
      church: names.get(idOf(branch.church)) ?? '',
      place: [branch.lga, branch.state].filter(Boolean).join(', '),
    }))
    .sort((a, b) => a.church.localeCompare(b.church) || a.name.localeCompare(b.name))
}

type ServiceRow = { id: number; name: string; day: ServiceDay; time: string; branch: unknown }

const serviceText = (service: ServiceRow) =>
  `${service.name}, ${SERVICE_DAY_LABELS[service.day]} ${service.time}`

/** Runs of these services from today on (Lagos), soonest first, with their seat counts. */
export const upcomingRuns = async (payload: Payload, where: Where): Promise<RideRun[]> => {
  const runs = await payload.find({
    collection: slugs.busRuns,
    where: {
      and: [
        where,
        { status: { equals: 'scheduled' } },
        // A church that is not (or no longer) active offers nothing.
        { 'church.status': { equals: 'active' } },
        { date: { greater_than_equal: startOfLagosDay().toISOString() } },
      ],
    },
    select: {
      title: true,
      date: true,
      seats: true,
      visibility: true,
      kind: true,
      riders: true,
      stops: true,
      service: true,
      church: true,
      series: true,
      direction: true,
    },
    sort: 'date',
    limit: 200,
    overrideAccess: true,
    depth: 0,
  })
  if (runs.docs.length === 0) return []
  const services = await payload.find({
    collection: slugs.churchServices,
    where: { id: { in: [...new Set(runs.docs.map((run) => idOf(run.service)))] } },
    select: { name: true, day: true, time: true, branch: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  const serviceById = new Map(services.docs.map((s) => [s.id, s as unknown as ServiceRow]))
  const branches = await payload.find({
    collection: slugs.churchBranches,
    where: { id: { in: [...new Set(services.docs.map((s) => idOf(s.branch)))] } },
    select: { name: true, state: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  const branchName = new Map(branches.docs.map((b) => [b.id, b.name]))
  const branchState = new Map(branches.docs.map((b) => [b.id, b.state ?? '']))
  const churches = await payload.find({
    collection: slugs.churches,
    where: { id: { in: [...new Set(runs.docs.map((run) => idOf(run.church)))] } },
    select: { name: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  const churchName = new Map(churches.docs.map((c) => [c.id, c.name]))
  const counts = await seatCounts(
    payload,
    runs.docs.map((run) => run.id),
  )
  return runs.docs.map((run) => {
    const service = serviceById.get(idOf(run.service))
    const { taken, waiting } = counts.get(run.id) ?? { taken: 0, waiting: 0 }
    return {
      id: run.id,
      title: run.title,
      date: run.date,
      church: churchName.get(idOf(run.church)) ?? '',
      churchId: idOf(run.church),
      branch: service ? (branchName.get(idOf(service.branch)) ?? '') : '',
      service: service ? serviceText(service) : '',
      serviceId: idOf(run.service),
      seats: run.seats,
      free: Math.max(0, run.seats - taken),
      waiting,
      membersOnly: run.visibility === 'members',
      kind: run.kind ?? 'bus',
      riders: run.riders ?? 'anyone',
      stops: (run.stops ?? []).map(({ place, area, time }) => ({ place, area, time })),
      weekly: Boolean(run.series),
      direction: run.direction ?? 'to_church',
      city: service ? (branchState.get(idOf(service.branch)) ?? '') : '',
    }
  })
}

export type BranchRides = {
  services: { id: number; label: string }[]
  areas: string[]
  runs: RideRun[]
  /** The service and area applied: one the branch does not have (left from another branch's choice) is not. */
  chosen: { service?: number; area?: string }
}

const sameArea = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * A branch's services, the pickup areas its coming runs serve, and those runs: of one service
 * and with a stop in one area when they are given.
 */
export const branchRides = async (
  payload: Payload,
  branchId: number,
  { service, area }: { service?: number; area?: string } = {},
): Promise<BranchRides> => {
  const services = await payload.find({
    collection: slugs.churchServices,
    where: { branch: { equals: branchId } },
    select: { name: true, day: true, time: true, branch: true },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  const serviceIds = services.docs.map((s) => s.id)
  const all = serviceIds.length ? await upcomingRuns(payload, { service: { in: serviceIds } }) : []
  const areas = [
    ...new Map(
      all.flatMap((run) => run.stops.map((s) => [s.area.trim().toLowerCase(), s.area.trim()])),
    ).values(),
  ].sort((a, b) => a.localeCompare(b))
  const chosenService = serviceIds.includes(service as number) ? service : undefined
  const chosenArea = areas.find((name) => area && sameArea(name, area))
  const runs = all.filter(
    (run) =>
      (chosenService === undefined || run.serviceId === chosenService) &&
      (!chosenArea || run.stops.some((stop) => sameArea(stop.area, chosenArea))),
  )
  return {
    services: services.docs.map((s) => ({
      id: s.id,
      label: serviceText(s as unknown as ServiceRow),
    })),
    areas,
    runs,
    chosen: { service: chosenService, area: chosenArea },
  }
}

/**
 * The address of what Find a Ride shows: the filters it applied, in the page cache's order (branch,
 * service, area; src/cli/pageCache.mjs). The page names it in `data-page-key`, and the cache keeps
 * the page only under this address, so a branch, service or area that does not exist, or a service
 * of another branch, is rendered for its visitor and takes no place in the cache (issue #29).
 */
export const findRideAddress = (branchId?: number, chosen: BranchRides['chosen'] = {}) => {
  const applied = new URLSearchParams()
  if (branchId !== undefined) applied.set('branch', String(branchId))
  if (chosen.service !== undefined) applied.set('service', String(chosen.service))
  if (chosen.area) applied.set('area', chosen.area)
  return applied.size > 0 ? `/rides?${applied}` : '/rides'
}

/** One run a visitor may request a seat on (scheduled, from today on); null otherwise. */
export const bookableRun = async (payload: Payload, runId: number): Promise<RideRun | null> => {
  if (!isRowId(runId)) return null
  const [run] = await upcomingRuns(payload, { id: { equals: runId } })
  return run ?? null
}

/** The members' code of a church, for the server's check only; null when it has none. */
export const memberCodeOf = async (payload: Payload, churchId: number): Promise<string | null> => {
  const church = await payload.findByID({
    collection: slugs.churches,
    id: churchId,
    select: { member_code: true },
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
  })
  const code = church?.member_code?.trim()
  return code ? code : null
}
