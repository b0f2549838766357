import type { Endpoint, PayloadRequest, ValidationError } from 'payload'

import type { FieldErrors } from '@/lib/forms/rules'
import { isDatabaseUnavailable } from '@/lib/db/health'
import { hitRateLimit, type RateLimitBucket } from '@/lib/rateLimit'
import { describeFailure } from '@/lib/uploads/failure'

import { BAD_JSON, BodyTooLargeError, mediaType, parseJson, parseMultipart, readBody } from './body'
import { clientAddress, hashAddress } from './clientAddress'
import { isValidationError } from './payloadErrors'
import { isCrossSite as crossSite } from './origin'
import { errorResponse, invalid, publicMessages } from './responses'

type BodyKind = 'json' | 'multipart'
type PublicInput = { kind: 'json'; data: unknown } | { kind: 'multipart'; form: FormData }

type Options = {
  path: string
  bucket: RateLimitBucket
  /** Accepted bodies: JSON (application/json or text/plain, as sendBeacon sends) or multipart. */
  accepts: BodyKind
  maxBytes: number
  handle: (args: {
    req: PayloadRequest
    input: PublicInput
    addressHash: string
  }) => Promise<Response>
}

const ACCESS_DENIED = 'Access denied. This form requires proper permissions to submit.'

/** Another site's page posting into ours (src/lib/http/origin.ts); req.host is ours too. */
const isCrossSite = (req: PayloadRequest): boolean => crossSite(req.headers, [req.host])

/**
 * A public write endpoint with the checks every one of them needs, in order: same-site origin,
 * content type, the per-address rate limit (counted before any work), a hard body-size limit, and
 * parsing. Failures are 4xx with a message a person can read; only a fault of ours is a 5xx.
 */
export const publicEndpoint = (options: Options): Endpoint => ({
  path: options.path,
  method: 'post',
  handler: async (req) => {
    try {
      return await answer(options, req)
    } catch (error) {
      return failureResponse(options.path, req, error)
    }
  },
})

/**
 * A failure no check foresaw. A collection rule stricter than the form's is still the visitor's
 * input: a 400 that names the field. A database that cannot be reached (a restart) is a 503 the
 * visitor may retry, in the forms' own words: nothing was stored, since each form's rows and
 * e-mails are written in one transaction. Anything else is ours: a 500, logged by its kind only.
 */
const failureResponse = (path: string, req: PayloadRequest, error: unknown): Response => {
  if (isValidationError(error)) {
    const fieldErrors = validationFieldErrors(error)
    req.payload.logger.warn({
      msg: `${path}: a collection rule refused what the form rules accepted`,
      fieldErrors,
    })
    return invalid(fieldErrors)
  }
  const failure = describeFailure(error)
  if (isDatabaseUnavailable(error)) {
    req.payload.logger.error(`${path}: the database could not be reached (${failure})`)
    return errorResponse(503, 'server_error', publicMessages.serverError, {
      headers: { 'Retry-After': String(RETRY_AFTER_OUTAGE_SECONDS) },
    })
  }
  req.payload.logger.error(`${path}: the submission could not be saved (${failure})`)
  return errorResponse(500, 'server_error', publicMessages.serverError)
}

/** How long a visitor is asked to wait while the database is away: a restart takes seconds. */
const RETRY_AFTER_OUTAGE_SECONDS = 10

const answer = async (
  { bucket, accepts, maxBytes, handle }: Options,
  req: PayloadRequest,
): Promise<Response> => {
  if (isCrossSite(req)) return errorResponse(403, 'forbidden', ACCESS_DENIED)
  const type = mediaType(req as unknown as Request)
  const typeOk =
    accepts === 'multipart'
      ? type === 'multipart/form-data'
      : type === 'application/json' || type === 'text/plain'
  if (!typeOk) {
    const expected = accepts === 'multipart' ? 'multipart/form-data' : 'application/json'
    return errorResponse(415, 'unsupported_media_type', `Please send this form as ${expected}.`)
  }
  const addressHash = hashAddress(clientAddress(req.headers))
  const limit = await hitRateLimit(req.payload, bucket, addressHash)
  if (!limit.allowed) {
    return errorResponse(429, 'rate_limited', publicMessages.tooMany(limit.retryAfterSeconds), {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }
  let body: Uint8Array
  try {
    body = await readBody(req as unknown as Request, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return errorResponse(
        413,
        'payload_too_large',
        `The request is too large (at most ${Math.floor(maxBytes / 1024)} KB).`,
      )
    return errorResponse(400, 'invalid', 'The request could not be read. Please try again.')
  }
  let input: PublicInput
  if (accepts === 'multipart') {
    const form = await parseMultipart(body, req.headers.get('content-type') ?? '')
    if (!form) return errorResponse(400, 'invalid', 'The form could not be read. Please try again.')
    input = { kind: 'multipart', form }
  } else {
    const data = parseJson(body)
    if (data === BAD_JSON) return errorResponse(400, 'bad_json', 'The request is not valid JSON.')
    input = { kind: 'json', data }
  }
  return handle({ req, input, addressHash })
}

/** A collection rule's refusal, by field: still the visitor's input. */
export const validationFieldErrors = (error: ValidationError): FieldErrors =>
  Object.fromEntries(error.data.errors.map((issue) => [issue.path, issue.message]))

/** The text fields of a multipart form as a plain object; a file where text belongs is kept as is, for zod to refuse. */
export const formFields = (form: FormData, names: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(names.filter((name) => form.has(name)).map((name) => [name, form.get(name)]))

/** The named file of a multipart form, or null when none was chosen (browsers send an empty part). */
export const formFile = (form: FormData, name: string): File | null | 'not-a-file' => {
  const value = form.get(name)
  if (value === null || value === '') return null
  if (typeof value === 'string') return 'not-a-file'
  return value.size === 0 && !value.name ? null : value
}

/** The honeypot field was filled in: a bot. */
export const isBot = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''
