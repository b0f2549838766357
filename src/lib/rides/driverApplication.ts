import type { Payload } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { ridesCopy } from '@/copy/rides'
import { startOfLagosDay } from '@/lib/dates'
import { lockChurch } from '@/lib/db/churches'
import { driverOfChurchByEmail } from '@/lib/db/drivers'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import {
  checkEmail,
  checkPhone,
  checkText,
  MAX_LENGTH,
  messages,
  type FieldErrors,
} from '@/lib/forms/rules'
import { textFields } from '@/lib/forms/textFields'
import { formFields, formFile, isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { driverAppliedEmail } from '@/lib/mail/rideNotices'
import { checkPaper, uploadMessages, type IncomingFile } from '@/lib/uploads/store'
import { inTransaction } from '@/lib/workflows/asUser'
import { storedPhone } from '@/lib/phone'

/**
 * A member applies to drive (issue #19), from /rides/drive: their church, themselves, an emergency
 * contact, the driving licence, the car, and the roadworthiness and insurance certificates (a PDF
 * or a photo each) with their expiry dates. Stored as a driver waiting to be verified, with both
 * papers, in one transaction, or not at all; the applicant is e-mailed in the same transaction.
 * Their church's admin or staff then verify or reject them (driverReview.ts).
 */

const DRIVER_APPLICATION_FIELDS = [
  'church',
  'name',
  'email',
  'phone',
  'emergency_contact_name',
  'emergency_contact_phone',
  'licence_number',
  'licence_expiry',
  'vehicle',
  'plate',
  'seats',
  'roadworthiness_expiry',
  'insurance_expiry',
] as const

const PAPER_FILES = ['roadworthiness_document', 'insurance_document'] as const
const EXPIRIES = ['licence_expiry', 'roadworthiness_expiry', 'insurance_expiry'] as const

type Input = Partial<Record<(typeof DRIVER_APPLICATION_FIELDS)[number], string>>

const copy = ridesCopy.drive

/** The most passenger seats a member's own vehicle may offer (a church's bus is entered by staff). */
const MOST_SEATS = 18

/** The active churches a member may drive for, by name. */
export const activeChurches = async (payload: Payload) =>
  (
    await payload.find({
      collection: slugs.churches,
      where: { status: { equals: 'active' } },
      select: { name: true },
      sort: 'name',
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((church) => ({ id: church.id, name: church.name }))

/** A day as a form sends it ('2027-03-31', or '31/03/2027' where a phone has no date picker), at noon UTC as the back office keeps one. */
export const parseDay = (value: string | undefined): string | null => {
  const text = (value ?? '').trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2], local[1]]
      : []
  if (!year) return null
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12))
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? date.toISOString()
    : null
}

const checkExpiry = (errors: FieldErrors, field: (typeof EXPIRIES)[number], value?: string) => {
  const day = parseDay(value)
  if (!value?.trim()) errors[field] = messages.required
  else if (!day) errors[field] = copy.dateError
  else if (startOfLagosDay(new Date(day)) < startOfLagosDay()) errors[field] = copy.expired
}

const checkApplication = (input: Input, churches: { id: number }[]) => {
  const errors: FieldErrors = {}
  if (!churches.some((church) => String(church.id) === input.church))
    errors.church = copy.churchError
  checkText(errors, 'name', input.name, { required: true, max: MAX_LENGTH.name })
  checkEmail(errors, 'email', input.email)
  checkPhone(errors, 'phone', input.phone, true)
  checkText(errors, 'emergency_contact_name', input.emergency_contact_name, {
    required: true,
    max: MAX_LENGTH.name,
  })
  checkPhone(errors, 'emergency_contact_phone', input.emergency_contact_phone, true)
  checkText(errors, 'licence_number', input.licence_number, { required: true, max: 40 })
  checkText(errors, 'vehicle', input.vehicle, { required: true, max: 80 })
  checkText(errors, 'plate', input.plate, { required: true, max: 16 })
  const seats = Number(input.seats)
  if (!/^\d{1,2}$/.test((input.seats ?? '').trim()) || seats < 1 || seats > MOST_SEATS)
    errors.seats = copy.seatsError(MOST_SEATS)
  for (const field of EXPIRIES) checkExpiry(errors, field, input[field])
  return errors
}

const PAPER_REFUSALS: Record<string, (paper: string) => string> = {
  [uploadMessages.paperType]: copy.paperRefused.type,
  [uploadMessages.paperSize]: copy.paperRefused.size,
  [uploadMessages.paperPixels]: copy.paperRefused.pixels,
  [uploadMessages.paperUnreadable]: copy.paperRefused.unreadable,
}

/**
 * A paper's refusal naming the paper (issue #29): the notice beside the button shows the first
 * error alone, and 'Please choose a PDF …' did not say which of the two it meant.
 */
const refusedPaper = (field: (typeof PAPER_FILES)[number], message: string) => {
  const paper = copy.paperNames[field]
  const named = PAPER_REFUSALS[message]
  return named ? named(paper) : copy.paperRefused.other(paper, message)
}

/** Both papers, checked by their content; an error per field for each one missing or refused. */
const checkPapers = async (form: FormData, errors: FieldErrors) => {
  const papers: Partial<Record<(typeof PAPER_FILES)[number], IncomingFile>> = {}
  for (const field of PAPER_FILES) {
    const chosen = formFile(form, field)
    if (chosen === null) errors[field] = copy.paperMissing(copy.paperNames[field])
    else if (chosen === 'not-a-file') errors[field] = copy.paperRefused.type(copy.paperNames[field])
    else {
      const checked = await checkPaper(chosen)
      if (checked.ok) papers[field] = checked.file
      else errors[field] = refusedPaper(field, checked.message)
    }
  }
  return papers
}

const refused = (fieldErrors: FieldErrors): FormOutcome => ({
  ok: false,
  code: 'invalid',
  fieldErrors,
})

/** The application's core, for its server action (src/lib/forms/actions.ts). */
export const submitDriverApplication = async (
  payload: Payload,
  form: FormData,
  honeypot: FormDataEntryValue | null,
): Promise<FormOutcome> => {
  const input: Input = textFields(
    formFields(form, DRIVER_APPLICATION_FIELDS),
    DRIVER_APPLICATION_FIELDS,
  )
  const churches = await activeChurches(payload)
  const errors = checkApplication(input, churches)
  const papers = await checkPapers(form, errors)
  if (Object.keys(errors).length > 0) return refused(errors)
  const text = (field: (typeof DRIVER_APPLICATION_FIELDS)[number]) => (input[field] ?? '').trim()
  const email = text('email').toLowerCase()
  const limited = await limitPerEmail(payload, 'driver', email)
  if (limited) return limited
  if (isBot(honeypot)) return { ok: true }
  const church = churches.find((c) => String(c.id) === input.church)!
  const outcome = await inTransaction(
    payload,
    async (req): Promise<FormOutcome & { job?: number | string }> => {
      // One application per e-mail and church, whoever sends it twice at once: the church's row
      // is the lock.
      await lockChurch(payload, req, church.id)
      const existing = await driverOfChurchByEmail(payload, req, church.id, email)
      if (existing) return refused({ email: copy.already(church.name) })
      const ids: Record<string, number> = {}
      for (const field of PAPER_FILES) {
        const paper = await payload.create({
          collection: slugs.driverDocuments,
          data: { church: church.id },
          file: papers[field]!,
          overrideAccess: true,
          req,
        })
        ids[field] = paper.id
      }
      await payload.create({
        collection: slugs.drivers,
        data: {
          church: church.id,
          name: text('name'),
          email,
          phone: storedPhone(text('phone')),
          emergency_contact_name: text('emergency_contact_name'),
          emergency_contact_phone: storedPhone(text('emergency_contact_phone')),
          licence_number: text('licence_number'),
          licence_expiry: parseDay(input.licence_expiry)!,
          vehicle: text('vehicle'),
          plate: text('plate').toUpperCase(),
          seats: Number(input.seats),
          roadworthiness_document: ids.roadworthiness_document,
          roadworthiness_expiry: parseDay(input.roadworthiness_expiry)!,
          insurance_document: ids.insurance_document,
          insurance_expiry: parseDay(input.insurance_expiry)!,
          status: 'pending',
        },
        overrideAccess: true,
        req,
      })
      const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req })
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to: email,
          ...driverAppliedEmail({
            siteName: settings.site_name,
            name: text('name'),
            church: church.name,
          }),
        },
        req,
      })
      return { ok: true, job: job.id }
    },
    (result) => result.ok,
  )
  if (outcome.ok && 'job' in outcome && outcome.job !== undefined) runJobSoon(payload, outcome.job)
  return outcome.ok ? { ok: true } : outcome
}
