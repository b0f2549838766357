import type { Payload, PayloadRequest } from 'payload'

import { NOTICE_CHANNELS, type NoticeChannel } from '@collections/options'
import { globalSlugs, slugs } from '@collections/slugs'
import { rideRequestCopy } from '@/copy/rideRequests'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { blank } from '@/lib/blank'
import { formatDate } from '@/lib/dates'
import { claimRequestsAnswered } from '@/lib/db/rideRequests'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { checkEmail, checkPhone, checkText, MAX_LENGTH, type FieldErrors } from '@/lib/forms/rules'
import { textFields } from '@/lib/forms/textFields'
import type { FormOutcome } from '@/lib/http/responses'
import { paragraphsEmail } from '@/lib/mail/escape'
import { fitSms } from '@/lib/messaging/gsm'
import { notify } from '@/lib/messaging/notify'
import { storedPhone } from '@/lib/phone'
import { siteUrl } from '@/lib/siteUrl'

/**
 * A request for a ride where none goes yet (issue #34). Find a Ride offers it when a branch, service
 * or area has no coming run: it is kept (collection `ride-requests`), and when a run of that church
 * starts from that area (a bus run staff or the church add, a weekly run's, or a driver's offer:
 * each is a new bus run) the person is told once, by their channel, with the run's page to book
 * it, in the run's own creation transaction.
 */

export const RIDE_REQUEST_FIELDS = [
  'branch',
  'service',
  'area',
  'name',
  'phone',
  'email',
  'notify_by',
  'consent',
] as const

/** Where a kept request's form sends the browser (a page that names nobody). */
export const RIDE_REQUEST_KEPT_PATH = '/rides/request-kept'

const isChannel = (value: string): value is NoticeChannel =>
  NOTICE_CHANNELS.some((channel) => channel.value === value)

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? Number((value as { id: unknown }).id)
    : Number(value)

/** Checks and keeps a request; nothing is stored when anything is refused. */
export const keepRideRequest = async (
  payload: Payload,
  fields: Record<string, unknown>,
): Promise<FormOutcome> => {
  const input = textFields(fields, RIDE_REQUEST_FIELDS)
  const text = (value: string | undefined) => (value ?? '').trim()
  const errors: FieldErrors = {}
  checkText(errors, 'name', input.name, { required: true, max: MAX_LENGTH.name })
  checkPhone(errors, 'phone', input.phone, true)
  if (!blank(input.email)) checkEmail(errors, 'email', input.email)
  checkText(errors, 'area', input.area, { required: true, max: 80 })
  const typedChannel = text(input.notify_by) || 'sms'
  const channel: NoticeChannel = isChannel(typedChannel) ? typedChannel : 'sms'
  if (!isChannel(typedChannel)) errors.notify_by = rideRequestCopy.messages.notifyBy
  else if (channel === 'email' && blank(input.email) && !errors.email)
    errors.notify_by = rideRequestCopy.messages.notifyByEmail
  if (input.consent !== 'yes') errors.consent = rideRequestCopy.messages.consent
  const branchId = Number(input.branch)
  const branch = /^\d{1,10}$/.test(text(input.branch))
    ? await payload.findByID({
        collection: slugs.churchBranches,
        id: branchId,
        depth: 1,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const church = branch && typeof branch.church === 'object' ? branch.church : null
  if (!branch || church?.status !== 'active') errors.branch = rideRequestCopy.messages.branch
  let service: number | null = null
  if (branch && !blank(input.service)) {
    const found = /^\d{1,10}$/.test(text(input.service))
      ? await payload.findByID({
          collection: slugs.churchServices,
          id: Number(input.service),
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!found || idOf(found.branch) !== branch.id)
      errors.service = rideRequestCopy.messages.service
    else service = found.id
  }
  if (Object.keys(errors).length > 0 || !branch || !church)
    return { ok: false, code: 'invalid', fieldErrors: errors }
  const phone = storedPhone(input.phone)
  // Counted per number, whatever network it comes from.
  const limited = await limitPerEmail(payload, 'ride-request', phone)
  if (limited) return limited
  const area = text(input.area).replace(/\s+/g, ' ')
  // The same person asking again for the same place is one request.
  const { totalDocs } = await payload.count({
    collection: slugs.rideRequests,
    where: {
      and: [
        { phone: { equals: phone } },
        { branch: { equals: branch.id } },
        { area: { equals: area } },
        { status: { equals: 'open' } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs) return { ok: true }
  await payload.create({
    collection: slugs.rideRequests,
    data: {
      church: church.id,
      branch: branch.id,
      service,
      area,
      name: text(input.name),
      phone,
      email: text(input.email).toLowerCase() || null,
      notify_by: channel,
      consent_at: new Date().toISOString(),
      status: 'open',
    },
    overrideAccess: true,
  })
  return { ok: true }
}

/**
 * A new run's answer to the requests waiting for it: each open request of its church, for its
 * service or any, in one of its stop areas, is marked told and its person told once, by their
 * channel, in `req`'s transaction (the run's creation): both commit or neither does, and a
 * request claimed by one run is not told again by another. Returns the jobs queued.
 */
export const tellRideRequests = async (
  payload: Payload,
  req: PayloadRequest,
  run: {
    id: number
    church: unknown
    service: unknown
    date: string
    status?: string | null
    stops?: { area: string }[] | null
  },
): Promise<(number | string)[]> => {
  if (run.status !== 'scheduled' || new Date(run.date).getTime() < Date.now() - 24 * 3600_000)
    return []
  const claimed = await claimRequestsAnswered(payload, req, {
    id: run.id,
    church: idOf(run.church),
    service: idOf(run.service),
    areas: (run.stops ?? []).map((stop) => stop.area),
  })
  if (!claimed.length) return []
  const [settings, church] = await Promise.all([
    payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req }),
    payload.findByID({
      collection: slugs.churches,
      id: idOf(run.church),
      select: { name: true },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  ])
  const site = settings.site_name || DEFAULT_SITE_NAME
  const link = `${siteUrl()}/rides/runs/${run.id}`
  const date = formatDate(run.date)
  const copy = rideRequestCopy.notice
  const jobs: (number | string)[] = []
  for (const request of claimed)
    jobs.push(
      ...(await notify(
        payload,
        req,
        { channel: request.notify_by, email: request.email, phone: request.phone },
        {
          email: paragraphsEmail(copy.subject(site), [
            `Dear ${request.name},`,
            copy.body(church.name, request.area, date),
            link,
          ]),
          // The run's page is public: no link of the person's own is needed.
          shortLink: async () => link,
          texts: (url) => ({
            // GSM-7 and two parts at most, whatever the church and area are called.
            sms: fitSms(
              { church: church.name, area: request.area, date, url },
              (v) => copy.sms(v.church, v.area, v.date, v.url),
              ['church', 'area'],
            ),
            whatsapp: {
              template: 'ride_available',
              params: [request.name, church.name, request.area, date, url],
            },
          }),
        },
      )),
    )
  return jobs
}
