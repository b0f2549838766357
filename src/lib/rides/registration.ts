import type { Payload } from 'payload'
import { z } from 'zod'

import { NIGERIAN_STATES, SERVICE_DAYS } from '@collections/options'
import { globalSlugs, slugs } from '@collections/slugs'
import { SERVICE_TIME } from '@collections/Churches/Services'
import { blank } from '@/lib/blank'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import {
  checkEmail,
  checkPhone,
  checkText,
  MAX_LENGTH,
  messages,
  type FieldErrors,
} from '@/lib/forms/rules'
import { parseForm } from '@/lib/forms/schemas'
import { isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import { ridesCopy } from '@/copy/rides'
import { lockAndFindRegisteredChurch } from '@/lib/db/churches'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { churchRegisteredEmail } from '@/lib/mail/rideNotices'
import { inTransaction } from '@/lib/workflows/asUser'
import { storedPhone } from '@/lib/phone'

/** How many service rows the form offers (fixed, so it works without JavaScript). */
const SERVICE_SLOTS = [1, 2, 3] as const

export const CHURCH_FIELDS = [
  'church_name',
  'denomination',
  'branch_name',
  'address',
  'state',
  'lga',
  ...SERVICE_SLOTS.flatMap((n) => [`service_day_${n}`, `service_time_${n}`]),
  'contact_name',
  'contact_email',
  'contact_phone',
] as const

const churchMessages = {
  state: 'Please choose a state.',
  day: 'Please choose a day.',
  time: 'Please enter a time such as 08:30.',
  pair: 'Please give both the day and the time, or neither.',
} as const

type ChurchInput = Partial<Record<(typeof CHURCH_FIELDS)[number], string>>

/** The registration's rules: every error at once, by field name. */
const checkChurch = (input: ChurchInput): FieldErrors => {
  const errors: FieldErrors = {}
  checkText(errors, 'church_name', input.church_name, {
    required: true,
    max: MAX_LENGTH.organization,
  })
  checkText(errors, 'denomination', input.denomination, { max: MAX_LENGTH.denomination })
  checkText(errors, 'branch_name', input.branch_name, { required: true, max: MAX_LENGTH.name })
  checkText(errors, 'address', input.address, { required: true, max: 240 })
  if (blank(input.state)) errors.state = messages.required
  else if (!(NIGERIAN_STATES as readonly string[]).includes(input.state as string))
    errors.state = churchMessages.state
  checkText(errors, 'lga', input.lga, { required: true, max: 80 })
  for (const n of SERVICE_SLOTS) {
    const day = input[`service_day_${n}`]
    const time = input[`service_time_${n}`]
    if (blank(day) && blank(time)) {
      if (n === 1) {
        errors.service_day_1 = messages.required
        errors.service_time_1 = messages.required
      }
      continue
    }
    if (blank(day)) errors[`service_day_${n}`] = n === 1 ? messages.required : churchMessages.pair
    else if (!(SERVICE_DAYS as readonly string[]).includes(day as string))
      errors[`service_day_${n}`] = churchMessages.day
    if (blank(time)) errors[`service_time_${n}`] = n === 1 ? messages.required : churchMessages.pair
    else if (!SERVICE_TIME.test((time as string).trim()))
      errors[`service_time_${n}`] = churchMessages.time
  }
  checkText(errors, 'contact_name', input.contact_name, { required: true, max: MAX_LENGTH.name })
  checkEmail(errors, 'contact_email', input.contact_email)
  checkPhone(errors, 'contact_phone', input.contact_phone, true)
  return errors
}

const churchSchema = z
  .object(Object.fromEntries(CHURCH_FIELDS.map((name) => [name, z.string().optional()])))
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(checkChurch(input as ChurchInput)))
      ctx.addIssue({ code: 'custom', path: [field], message })
  })

/**
 * "Register Your Church" (issue #19): the church, its first branch and its service times are
 * stored together, in one transaction, as a pending church for staff to review; nothing is stored
 * when anything is refused. The core of POST /api/forms/church and of its page's server action.
 */
export const submitChurch = async (
  payload: Payload,
  fields: unknown,
  honeypot: unknown,
): Promise<FormOutcome> => {
  const parsed = parseForm(churchSchema, fields)
  if (!parsed.ok) return { ok: false, code: 'invalid', fieldErrors: parsed.fieldErrors }
  const input = parsed.data as ChurchInput
  const text = (value: string | undefined) => (value ?? '').trim()
  const limited = await limitPerEmail(payload, 'church', text(input.contact_email))
  if (limited) return limited
  if (isBot(honeypot)) return { ok: true }
  const email = text(input.contact_email).toLowerCase()
  const name = text(input.church_name)
  const outcome = await inTransaction(
    payload,
    async (req): Promise<FormOutcome & { job?: number | string }> => {
      // The same church from the same e-mail, sent again (a second tap, or after an answer that was
      // not seen), is refused: staff would review it twice. The lock orders two sent at once.
      const existing = await lockAndFindRegisteredChurch(payload, req, email, name)
      if (existing)
        return {
          ok: false,
          code: 'invalid',
          fieldErrors: { contact_email: ridesCopy.register.already(name) },
        }
      const church = await payload.create({
        collection: slugs.churches,
        data: {
          name,
          denomination: text(input.denomination),
          contact_name: text(input.contact_name),
          contact_email: email,
          contact_phone: storedPhone(input.contact_phone),
          status: 'pending',
          registered_at: new Date().toISOString(),
        },
        overrideAccess: true,
        req,
      })
      const branch = await payload.create({
        collection: slugs.churchBranches,
        data: {
          church: church.id,
          name: text(input.branch_name),
          address: text(input.address),
          state: input.state as (typeof NIGERIAN_STATES)[number],
          lga: text(input.lga),
        },
        overrideAccess: true,
        req,
      })
      for (const n of SERVICE_SLOTS) {
        const day = input[`service_day_${n}`]
        if (blank(day)) continue
        await payload.create({
          collection: slugs.churchServices,
          data: {
            branch: branch.id,
            church: church.id,
            name: SERVICE_SLOTS.length > 1 ? `Service ${n}` : 'Service',
            day: day as (typeof SERVICE_DAYS)[number],
            time: text(input[`service_time_${n}`]),
          },
          overrideAccess: true,
          req,
        })
      }
      // The pastor hears at once that the registration arrived, in the same transaction.
      const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req })
      const job = await payload.jobs.queue({
        task: 'send-email',
        input: {
          to: email,
          ...churchRegisteredEmail({
            siteName: settings.site_name || DEFAULT_SITE_NAME,
            name: text(input.contact_name),
            church: name,
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
