import type { FieldErrors } from '@/lib/forms/rules'
import type { CodeStep } from '@/lib/forms/state'
import { waitText } from '@/lib/rateLimit'

/** The error body of every public endpoint: a message a person can read, and errors per field. */
export type ErrorBody = { error: string; code: ErrorCode; fieldErrors?: FieldErrors }
export type ErrorCode =
  | 'invalid'
  | 'bad_json'
  | 'forbidden'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unsupported_media_type'
  | 'upload_rejected'
  | 'server_error'
  | 'payment_error'
  | 'project_unavailable'
  | 'busy'

const noStore = { 'Cache-Control': 'no-store' }

export const errorResponse = (
  status: number,
  code: ErrorCode,
  error: string,
  extra: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
) =>
  Response.json(
    {
      error,
      code,
      ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
    } satisfies ErrorBody,
    {
      status,
      headers: { ...noStore, ...extra.headers },
    },
  )

export const okResponse = (body: Record<string, unknown>, status = 201) =>
  Response.json(body, { status, headers: noStore })

/** The words of the refusals every public form shares, endpoint and server action alike. */
export const publicMessages = {
  tooMany: (retryAfterSeconds: number) =>
    `Too many requests from your network. Please try again in ${waitText(retryAfterSeconds)}.`,
  serverError: 'Something went wrong on our side. Please try again.',
} as const

/** The first field error, for forms whose notices carry one message. */
export const firstFieldError = (errors: FieldErrors): string =>
  Object.values(errors)[0] ?? 'Please check the form and try again.'

export const invalid = (fieldErrors: FieldErrors) =>
  errorResponse(400, 'invalid', firstFieldError(fieldErrors), { fieldErrors })

/**
 * What a form's core decided (src/lib/forms/submissions/): stored, or quietly dropped for a bot,
 * or refused with an error per field. The endpoint and the server action each answer it their way.
 */
export type FormOutcome =
  | { ok: true; step?: CodeStep }
  | {
      ok: false
      code: 'invalid' | 'upload_rejected'
      fieldErrors: FieldErrors
      error?: string
      step?: CodeStep
    }
  | {
      /** Too many requests from one address or e-mail (429), or a bus run's seats busy deciding others (503). */
      ok: false
      code: 'rate_limited' | 'busy'
      fieldErrors: FieldErrors
      error: string
      retryAfterSeconds: number
      step?: CodeStep
    }

export const outcomeResponse = (outcome: FormOutcome): Response => {
  if (outcome.ok) return okResponse({ ok: true })
  if (outcome.code === 'invalid') return invalid(outcome.fieldErrors)
  if (outcome.code === 'rate_limited' || outcome.code === 'busy')
    return errorResponse(outcome.code === 'busy' ? 503 : 429, outcome.code, outcome.error, {
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    })
  return errorResponse(400, outcome.code, outcome.error ?? firstFieldError(outcome.fieldErrors), {
    fieldErrors: outcome.fieldErrors,
  })
}
