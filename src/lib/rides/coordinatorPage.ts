import type { Payload, TypedUser } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { coordinatorCopy as copy } from '@/copy/coordinator'
import { formatDate, startOfLagosDay } from '@/lib/dates'
import { isRowId } from '@/lib/db/ids'
import { lockRun, waitingOn } from '@/lib/db/rides'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { escapeHtml, oneLine } from '@/lib/mail/escape'
import { toGsm } from '@/lib/messaging/gsm'
import { textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { signatureMatches, signText } from '@/lib/signing'
import { siteUrl } from '@/lib/siteUrl'
import { asUser } from '@/lib/workflows/asUser'
import { refuse, type Decision } from '@/lib/workflows/decisions'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { firstName } from './names'
import { confirmedPassengers, type Passenger } from './passengers'
import { runDayOf, type RunDayView } from './runDay'

/**
 * A bus run's day page for its coordinator (issue #34): a church bus with no registered driver is
 * boarded by the person staff or the church admin name on the run, from a link sent to their
 * stored e-mail (and phone) by 'Send the day link' in the back office, never shown on a page. The
 * link is the run's id signed with the coordinator's e-mail (or, without one, phone), so it opens
 * this run only, and changing the coordinator retires it. Its marks go through boarding.ts.
 */

const LINK_PURPOSE = 'ride-coordinator-link'

/** The page's path prefix; its posts go to `<path>/day`. */
export const COORDINATOR_PAGE = '/rides/coordinator'

type CoordinatorFields = {
  id: number
  coordinator_name?: string | null
  coordinator_email?: string | null
  coordinator_phone?: string | null
}

/** Who the link was sent to: their e-mail, or without one their phone. */
const addressOf = (run: CoordinatorFields) =>
  (run.coordinator_email?.trim().toLowerCase() || run.coordinator_phone?.trim()) ?? ''

const signedText = (run: CoordinatorFields) => `${run.id}:${addressOf(run)}`

const coordinatorPath = (run: CoordinatorFields) =>
  `${COORDINATOR_PAGE}/${run.id}.${signText(LINK_PURPOSE, signedText(run))}`

export type Coordinator = { runId: number; name: string; address: string }

/** The run and coordinator a link opens; null for a malformed or tampered one, or a changed coordinator. */
export const coordinatorOfLink = async (
  payload: Payload,
  link: string,
): Promise<Coordinator | null> => {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(link)
  // Ten digits can pass PostgreSQL's integer: such an id is no run's, not a 500.
  if (!match || !isRowId(Number(match[1]))) return null
  const run = (await payload.findByID({
    collection: slugs.busRuns,
    id: Number(match[1]),
    select: { coordinator_name: true, coordinator_email: true, coordinator_phone: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as CoordinatorFields | null
  if (!run || !addressOf(run)) return null
  if (!signatureMatches(LINK_PURPOSE, signedText(run), match[2])) return null
  return {
    runId: run.id,
    name: run.coordinator_name?.trim() || 'Coordinator',
    address: addressOf(run),
  }
}

export type CoordinatorPage = {
  name: string
  church: string
  run: {
    id: number
    title: string
    date: string
    service: string
    direction: 'to_church' | 'home'
    seats: number
    stops: { place: string; area: string; time: string }[]
    passengers: Passenger[]
    waiting: number
    day: RunDayView | null
  }
}

/** What a coordinator's link opens: its run while scheduled, from today on; otherwise null. */
export const openCoordinatorPage = async (
  payload: Payload,
  link: string,
): Promise<CoordinatorPage | null> => {
  const coordinator = await coordinatorOfLink(payload, link)
  if (!coordinator) return null
  const run = await payload.findByID({
    collection: slugs.busRuns,
    id: coordinator.runId,
    depth: 1,
    select: {
      title: true,
      date: true,
      status: true,
      seats: true,
      stops: true,
      direction: true,
      church: true,
      service: true,
    },
    populate: {
      [slugs.churches]: { name: true },
      [slugs.churchServices]: { name: true, time: true },
    },
    overrideAccess: true,
  })
  if (run.status !== 'scheduled' || new Date(run.date) < startOfLagosDay()) return null
  const service = typeof run.service === 'object' && run.service ? run.service : null
  return {
    name: firstName(coordinator.name),
    church: typeof run.church === 'object' && run.church ? run.church.name : '',
    run: {
      id: run.id,
      title: run.title,
      date: run.date,
      service: service ? `${service.name}, ${service.time}` : '',
      direction: run.direction ?? 'to_church',
      seats: run.seats,
      stops: (run.stops ?? []).map(({ place, area, time }) => ({ place, area, time })),
      passengers: await confirmedPassengers(payload, run.id),
      waiting: await waitingOn(payload, run.id),
      day: await runDayOf(payload, run),
    },
  }
}

/** A second send this soon after the first is taken for a double click: the first is on its way. */
const RESEND_AFTER_MS = 2 * 60 * 1000

/**
 * 'Send the day link' (back office, staff who edit Rides or the run's church admin): the link is
 * e-mailed to the coordinator's stored address and texted to their stored phone, queued under the
 * run's row lock with the time it was sent, so a double click or two admins at once send it once.
 * The run is read as the user (`overrideAccess: false`): another church's run is not found.
 */
export const sendCoordinatorLink = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
): Promise<Decision> => {
  const id = Number(rawId)
  if (!isRowId(id)) return refuse(404, copy.refusals.missing)
  const outcome = await asUser(
    payload,
    user,
    async (req): Promise<Decision | { jobs: (number | string)[] }> => {
      const mayRead = await payload.findByID({
        collection: slugs.busRuns,
        id,
        select: { title: true },
        depth: 0,
        overrideAccess: false,
        user,
        disableErrors: true,
        req,
      })
      const locked = mayRead ? await lockRun(payload, req, id) : null
      if (!locked) return refuse(404, copy.refusals.missing)
      const run = await payload.findByID({
        collection: slugs.busRuns,
        id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if ((run.kind ?? 'bus') !== 'bus') return refuse(409, copy.refusals.notBus)
      if (run.status !== 'scheduled' || !locked.upcoming || locked.closed)
        return refuse(409, copy.refusals.gone)
      const email = run.coordinator_email?.trim() || null
      const phone = textablePhone(run.coordinator_phone)
      if (!email && !phone) return refuse(409, copy.refusals.noAddress)
      const sentAt = run.day_link_sent_at ? new Date(run.day_link_sent_at).getTime() : 0
      if (Date.now() - sentAt < RESEND_AFTER_MS) return refuse(409, copy.refusals.justSent)
      const [settings, church] = await Promise.all([
        payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req }),
        payload.findByID({
          collection: slugs.churches,
          id: locked.church_id,
          select: { name: true },
          depth: 0,
          overrideAccess: true,
          req,
        }),
      ])
      const site = oneLine(settings.site_name || DEFAULT_SITE_NAME, 60)
      const link = `${siteUrl()}${coordinatorPath(run)}`
      const date = formatDate(run.date)
      const jobs: (number | string)[] = []
      if (email) {
        const lines = copy.email.lines({
          name: firstName(run.coordinator_name?.trim() || 'there'),
          run: oneLine(run.title, 120),
          date,
          church: church.name,
        })
        const message = {
          subject: copy.email.subject(site, oneLine(run.title, 80)),
          text: [...lines, link].join('\n\n'),
          html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`,
        }
        const job = await payload.jobs.queue({
          task: 'send-email',
          input: { to: email, ...message },
          req,
        })
        jobs.push(job.id)
      }
      if (phone) {
        const text = copy.sms(toGsm(site), toGsm(oneLine(run.title, 40)), date, link)
        jobs.push((await queueMessage(payload, { channel: 'sms', to: phone, text }, req)).jobId)
      }
      await payload.update({
        collection: slugs.busRuns,
        id,
        data: { day_link_sent_at: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
        req,
      })
      return { jobs }
    },
    (result) => 'jobs' in result,
  )
  if (!('jobs' in outcome)) return outcome
  for (const job of outcome.jobs) runJobSoon(payload, job)
  return { ok: true, message: copy.sent }
}
