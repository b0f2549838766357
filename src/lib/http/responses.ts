import type { FieldErrors } from '@/lib/forms/rules'

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

/** The first field error, for forms whose notices carry one message. */
const firstFieldError = (errors: FieldErrors): string =>
  Object.values(errors)[0] ?? 'Please check the form and try again.'

export const invalid = (fieldErrors: FieldErrors) =>
  errorResponse(400, 'invalid', firstFieldError(fieldErrors), { fieldErrors })
