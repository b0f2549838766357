import type { Payload, PayloadRequest } from 'payload'

import type { BoardingMark } from '@collections/options'
import { globalSlugs, slugs } from '@collections/slugs'
import { mayView } from '@/access/rights'
import { escalationCopy, type RunDayAnswer } from '@/copy/runDay'
import { formatDate, startOfLagosDay } from '@/lib/dates'
import {
  childrenNotHandedOver,
  dayBookingOf,
  lockDayRun,
  type DayBooking,
  type DayRun,
} from '@/lib/db/boarding'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { escapeHtml, oneLine } from '@/lib/mail/escape'
import { toGsm } from '@/lib/messaging/gsm'
import { textablePhone } from '@/lib/messaging/notify'
import { queueMessage } from '@/lib/messaging/send'
import { hitRateLimit, rateLimitReached } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'
import { inTransaction } from '@/lib/workflows/asUser'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { coordinatorOfLink } from './coordinatorPage'
import { driverOfLink } from './driverPage'
import { handoverCodeMatches } from './handoverCode'

/**
 * The day itself on a driver's page, or on a bus run's coordinator's day page (issue #34). Each
 * mark is decided in one transaction holding the run's row lock (the lock every seat decision
 * takes), and only for a confirmed booking on a run the link may mark (the driver's own runs; the
 * coordinator's one run), on the run's Lagos day, while the run is open. A mark made again changes
 * nothing; a mark may change until the run is closed, except that a child on board stays on board
 * (it leaves only by hand-over). A run is closed once; closing it while a child booked on it is
 * neither handed over nor marked Not here needs a note, which is e-mailed (and texted to the
 * church's phone) to the church's admins and the staff who see Rides, in the transaction of the
 * close: exactly once.
 */

/** `refused`: the link, booking or run is not this driver's; answered as a page that is not there. */
export type DayOutcome =
  | { ok: true; answer: RunDayAnswer; runId: number }
  | { ok: false; refused: true }
  | { ok: false; refused: false; answer: RunDayAnswer; runId: number }

const refused = { ok: false, refused: true } as const

const MAX_NAME = 120
const MAX_NOTE = 1000

type Decided = DayOutcome & { jobs?: (number | string)[] }

/** An answer that stored nothing, shown on the driver's page at the run. */
const notDone =
  (runId: number) =>
  (answer: RunDayAnswer): Decided => ({ ok: false, refused: false, answer, runId })

/**
 * Whose page a post comes from: a driver's (their runs) or a bus run's coordinator's day page
 * (coordinatorPage.ts: that one run only).
 */
export type DayPage = 'driver' | 'coordinator'

/** Who marks, by their signed link: the runs it may mark, and how the escalation names them. */
type Marker = {
  /** The driver's id, recorded as Marked by; null for a coordinator. */
  driverId: number | null
  mayMark: (run: DayRun) => boolean
  name: string
  address: string
}

const markerOf = async (payload: Payload, page: DayPage, link: string): Promise<Marker | null> => {
  if (page === 'coordinator') {
    const coordinator = await coordinatorOfLink(payload, link)
    return (
      coordinator && {
        driverId: null,
        mayMark: (run) => run.id === coordinator.runId,
        name: coordinator.name,
        address: coordinator.address,
      }
    )
  }
  const driver = await driverOfLink(payload, link)
  return (
    driver && {
      driverId: driver.id,
      mayMark: (run) => run.driver_id === driver.id,
      name: driver.name,
      address: driver.email,
    }
  )
}

/** The link's marker, the booking and its run (locked): or why not. */
const bookingOfMarker = async (
  payload: Payload,
  req: PayloadRequest,
  marker: Marker,
  code: string,
): Promise<{ booking: DayBooking; run: DayRun } | Decided> => {
  const found = await dayBookingOf(payload, req, code)
  if (!found) return refused
  const run = await lockDayRun(payload, req, found.run_id, startOfLagosDay())
  // Read again under the run's lock: a cancel or another mark may have come first.
  const booking = await dayBookingOf(payload, req, code)
  if (!run || !booking || !marker.mayMark(run) || booking.status !== 'confirmed') return refused
  if (run.status !== 'scheduled') return refused
  if (run.closed_at) return notDone(run.id)('closedAlready')
  if (!run.today) return notDone(run.id)('not-today')
  return { booking, run }
}

const decide = async (payload: Payload, work: (req: PayloadRequest) => Promise<Decided>) => {
  const outcome = await inTransaction(payload, work, (result) => result.ok)
  for (const job of outcome.jobs ?? []) runJobSoon(payload, job)
  const { jobs: _jobs, ...answer } = outcome
  return answer as DayOutcome
}

/** "On board" or "Not here" for one confirmed passenger. */
export const markBoarding = async (
  payload: Payload,
  {
    link,
    code,
    mark,
    page = 'driver',
  }: { link: string; code: string; mark: BoardingMark; page?: DayPage },
): Promise<DayOutcome> => {
  const marker = await markerOf(payload, page, link)
  if (!marker) return refused
  return decide(payload, async (req) => {
    const found = await bookingOfMarker(payload, req, marker, code)
    if (!('booking' in found)) return found
    const { booking, run } = found
    // A child on board leaves it only by hand-over: "Not here" would drop them from the close's check.
    if (booking.minors && booking.boarding === 'boarded' && mark === 'no_show')
      return notDone(run.id)('child-on-board')
    // A second tap changes nothing; a child handed over was on board.
    if (booking.boarding !== mark && !booking.handed_over_at)
      await payload.update({
        collection: slugs.rideBookings,
        id: booking.id,
        data: {
          boarding: mark,
          boarding_at: new Date().toISOString(),
          boarding_by: marker.driverId,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
    return { ok: true, answer: 'marked', runId: run.id }
  })
}

/** A child handed over at drop-off: the guardian's code (checked), or the name of who received them. */
export const handOverChild = async (
  payload: Payload,
  {
    link,
    code,
    given,
    name,
    page = 'driver',
  }: { link: string; code: string; given: string; name: string; page?: DayPage },
): Promise<DayOutcome> => {
  const marker = await markerOf(payload, page, link)
  if (!marker) return refused
  return decide(payload, async (req): Promise<Decided> => {
    const found = await bookingOfMarker(payload, req, marker, code)
    if (!('booking' in found)) return found
    const { booking, run } = found
    if (!booking.minors) return refused
    const answer = notDone(run.id)
    if (booking.handed_over_at) return { ok: true, answer: 'handed', runId: run.id }
    if (booking.boarding !== 'boarded') return answer('not-boarded')
    const typedCode = given.trim()
    const typedName = name.replace(/\s+/g, ' ').trim()
    if (!typedCode && !typedName) return answer('handover-missing')
    // Wrong codes are counted per booking, and once they reach the limit no code is taken, right
    // or wrong: four digits are not to be found by trying them all. The driver may write the name.
    if (typedCode && (await rateLimitReached(payload, 'handover-code', booking.code)))
      return answer('code-limit')
    if (typedCode && !handoverCodeMatches(booking.code, typedCode)) {
      const limit = await hitRateLimit(payload, 'handover-code', booking.code)
      return answer(limit.allowed ? 'wrong-code' : 'code-limit')
    }
    if (!typedCode && typedName.length > MAX_NAME) return answer('name-too-long')
    await payload.update({
      collection: slugs.rideBookings,
      id: booking.id,
      data: {
        handed_to: typedCode ? (booking.guardian_name ?? 'Parent or guardian') : typedName,
        handed_over_by: typedCode ? 'code' : 'name',
        handed_over_at: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return { ok: true, answer: 'handed', runId: run.id }
  })
}

/** "Close the run": once; with a child neither handed over nor Not here, only with the driver's note. */
export const closeRun = async (
  payload: Payload,
  {
    link,
    runId,
    note,
    page = 'driver',
  }: { link: string; runId: number; note: string; page?: DayPage },
): Promise<DayOutcome> => {
  const marker = await markerOf(payload, page, link)
  if (!marker) return refused
  return decide(payload, async (req): Promise<Decided> => {
    const run = await lockDayRun(payload, req, runId, startOfLagosDay())
    if (!run || !marker.mayMark(run) || run.status !== 'scheduled') return refused
    const answer = notDone(run.id)
    if (run.closed_at) return { ok: true, answer: 'closed', runId: run.id }
    if (!run.today) return answer('not-today')
    const children = await childrenNotHandedOver(payload, req, run.id)
    const written = note.trim()
    if (children.length > 0 && !written) return answer('children-left')
    if (written.length > MAX_NOTE) return answer('note-too-long')
    const now = new Date().toISOString()
    const escalate = children.length > 0
    await payload.update({
      collection: slugs.busRuns,
      id: run.id,
      data: escalate
        ? { closed_at: now, escalated_at: now, escalation_note: written }
        : { closed_at: now },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const jobs = escalate
      ? await tellOfEscalation(payload, req, { run, marker, children, note: written })
      : []
    return { ok: true, answer: 'closed', runId: run.id, jobs }
  })
}

/** Active users of the back office who may see Rides: staff, and this church's admins. */
const escalationRecipients = async (payload: Payload, req: PayloadRequest, church: number) => {
  const { docs } = await payload.find({
    collection: slugs.users,
    where: {
      and: [
        { is_active: { equals: true } },
        {
          or: [
            { and: [{ role: { equals: 'church_admin' } }, { church: { equals: church } }] },
            { role: { in: ['admin', 'super_admin'] } },
          ],
        },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter((user) => user.role === 'church_admin' || mayView('rides')(user))
}

/** The escalation's e-mails and text, queued in the close's transaction. */
const tellOfEscalation = async (
  payload: Payload,
  req: PayloadRequest,
  {
    run,
    marker,
    children,
    note,
  }: { run: DayRun; marker: Marker; children: string[]; note: string },
): Promise<(number | string)[]> => {
  const [settings, church, recipients] = await Promise.all([
    payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, overrideAccess: true, req }),
    payload.findByID({
      collection: slugs.churches,
      id: run.church_id,
      select: { name: true, contact_phone: true },
      depth: 0,
      overrideAccess: true,
      req,
    }),
    escalationRecipients(payload, req, run.church_id),
  ])
  const site = oneLine(settings.site_name || DEFAULT_SITE_NAME, 60)
  const date = formatDate(run.date)
  const lines = escalationCopy.lines({
    run: run.title,
    date,
    church: church.name,
    driver: `${marker.name} (${marker.address})`,
    children,
    note,
  })
  const link = `${siteUrl()}/admin/collections/${slugs.busRuns}/${run.id}`
  const email = {
    subject: escalationCopy.subject(site, oneLine(run.title, 80)),
    text: [...lines, link].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`,
  }
  const jobs: (number | string)[] = []
  for (const user of recipients)
    jobs.push(
      (await payload.jobs.queue({ task: 'send-email', input: { to: user.email, ...email }, req }))
        .id,
    )
  // Users have no phone of their own: the church's contact phone is its admin's.
  const phone = textablePhone(church.contact_phone)
  if (phone) {
    const text = escalationCopy.sms(
      toGsm(site),
      toGsm(oneLine(run.title, 60)),
      date,
      toGsm(marker.name.split(/\s+/)[0] ?? ''),
    )
    jobs.push((await queueMessage(payload, { channel: 'sms', to: phone, text }, req)).jobId)
  }
  if (recipients.length === 0 && !phone)
    payload.logger.warn(`Run ${run.id} was escalated, but nobody could be told`)
  return jobs
}
