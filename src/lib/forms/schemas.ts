import { z } from 'zod'

import {
  checkImpactReport,
  checkPitchDeck,
  checkSponsorship,
  checkVolunteer,
  messages,
  type FieldErrors,
} from './rules'

/**
 * Server-side validation of the public forms: zod checks the shape and types of what arrived, then
 * runs the same rule functions the browser ran (./rules.ts), so both sides say the same thing.
 * Unknown keys (a `status`, say) are dropped.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)

const withRules = <T extends z.ZodObject>(schema: T, check: (input: z.infer<T>) => FieldErrors) =>
  schema.superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(check(input)))
      ctx.addIssue({ code: 'custom', path: [field], message })
  })

export const volunteerSchema = withRules(
  z.object({
    applicant_name: z.string(),
    email: z.string(),
    phone: optionalText,
    preferred_areas: z.string(),
  }),
  checkVolunteer,
)

export const sponsorshipSchema = withRules(
  z.object({
    sponsor_type: z.string(),
    organization_name: optionalText,
    contact_person: z.string(),
    email: z.string(),
    phone: z.string(),
    address: optionalText,
    church_denomination: optionalText,
    currency: z.string(),
    sponsor_amount: z.string(),
    preferred_contact: z.string(),
    motivation: optionalText,
  }),
  checkSponsorship,
)

export const pitchDeckSchema = withRules(
  z.object({ full_name: z.string(), email: z.string() }),
  checkPitchDeck,
)

export const impactReportSchema = withRules(
  z.object({
    requester_name: optionalText,
    requester_email: z.string(),
    organization: optionalText,
    purpose: optionalText,
  }),
  checkImpactReport,
)

export type Parsed<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors }

const WRONG_TYPE = 'Please enter this as text.'

/** zod's issues as field errors: one message per field (the first issue found), by top-level field name. */
export const firstErrorPerField = (
  issues: z.core.$ZodIssue[],
  message: (issue: z.core.$ZodIssue, field: string) => string,
): FieldErrors => {
  const fieldErrors: FieldErrors = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    fieldErrors[field] ??= message(issue, field)
  }
  return fieldErrors
}

/** zod's verdict as the field errors the forms show. */
export const parseForm = <S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, fieldErrors: { form: 'Please send the form fields as an object.' } }
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors = firstErrorPerField(result.error.issues, (issue, field) =>
    issue.code === 'invalid_type'
      ? (input as Record<string, unknown>)[field] === undefined
        ? messages.required
        : WRONG_TYPE
      : issue.message,
  )
  return { ok: false, fieldErrors }
}
