import type { Payload } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { plansChangeCopy } from '@/copy/plansChange'
import { formatDate } from '@/lib/dates'
import { checkPhone, checkText, type FieldErrors } from '@/lib/forms/rules'
import { textFields } from '@/lib/forms/textFields'
import type { FormOutcome } from '@/lib/http/responses'
import { isBot } from '@/lib/http/publicEndpoint'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { concernReportedEmail } from '@/lib/mail/rideNotices'
import { normalisePhone } from '@/lib/phone'
import { siteUrl } from '@/lib/siteUrl'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { inTransaction } from '@/lib/workflows/asUser'

import { bookingCodeOfLink } from './bookings'
import { tellStaffAndChurch } from './tellStaff'

export const CONCERN_FIELDS = ['booking', 'what', 'when', 'ride', 'name', 'phone'] as const

type ConcernInput = Partial<Record<(typeof CONCERN_FIELDS)[number], string>>

/** The booking a concern is about, when sent from its page: its run and church, by its signed link. */
type ConcernBooking = { code: string; run: number; church: number }

const concernBookingOf = async (
  payload: Payload,
  link: string | undefined,
): Promise<ConcernBooking | null> => {
  const code = link ? bookingCodeOfLink(link) : null
  if (!code) return null
  const [booking] = (
    await payload.find({
      collection: slugs.rideBookings,
      where: { code: { equals: code } },
      select: { bus_run: true, church: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs
  if (!booking) return null
  const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
  return { code, run: idOf(booking.bus_run), church: idOf(booking.church) }
}

const checkConcern = (input: ConcernInput): FieldErrors => {
  const errors: FieldErrors = {}
  checkText(errors, 'what', input.what, { required: true, max: 4000 })
  checkText(errors, 'when', input.when, { max: 200 })
  checkText(errors, 'ride', input.ride, { max: 200 })
  checkText(errors, 'name', input.name, { max: 120 })
  checkPhone(errors, 'phone', input.phone, false)
  if (errors.phone && input.phone?.trim()) errors.phone = plansChangeCopy.concern.phoneError
  return errors
}

/**
 * "Report a concern" (issue #34), from the Safety page or a booking's page: stored, and one e-mail
 * queued to each of the church's admins and the staff who edit Rides, in the same transaction, so
 * a concern is never kept without them being told, nor told twice; sent once it is committed. A
 * concern sent from a booking's page names the booking, its run and church (by the page's signed
 * link, never by what the form says); one sent from the Safety page names no church: staff only.
 */
export const reportConcern = async (
  payload: Payload,
  fields: Record<string, unknown>,
  honeypot: unknown,
): Promise<FormOutcome> => {
  const input = textFields(fields, CONCERN_FIELDS)
  const errors = checkConcern(input)
  if (Object.keys(errors).length > 0) return { ok: false, code: 'invalid', fieldErrors: errors }
  if (isBot(honeypot)) return { ok: true }
  const booking = await concernBookingOf(payload, input.booking)
  const what = input.what!.trim()
  const jobs = await inTransaction(payload, async (req) => {
    const concern = await payload.create({
      collection: slugs.concerns,
      data: {
        title: what.replace(/\s+/g, ' ').slice(0, 80),
        what_happened: what,
        happened_when: input.when?.trim() || null,
        ride_described: input.ride?.trim() || null,
        church: booking?.church ?? null,
        bus_run: booking?.run ?? null,
        booking_code: booking?.code ?? null,
        reporter_name: input.name?.trim() || null,
        reporter_phone: input.phone?.trim() ? normalisePhone(input.phone) : null,
        status: 'new',
        reported_at: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const church = booking
      ? await payload.findByID({
          collection: slugs.churches,
          id: booking.church,
          select: { name: true },
          depth: 0,
          overrideAccess: true,
          req,
        })
      : null
    return tellStaffAndChurch(
      payload,
      req,
      booking?.church ?? null,
      concernReportedEmail({
        siteName: settings.site_name || DEFAULT_SITE_NAME,
        church: church?.name ?? null,
        reportedAt: formatDate(concern.reported_at),
        page: `${siteUrl()}/admin/collections/${slugs.concerns}/${concern.id}`,
      }),
    )
  })
  for (const job of jobs) runJobSoon(payload, job)
  return { ok: true }
}
