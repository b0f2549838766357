import { headers } from 'next/headers'
import { redirect, unstable_rethrow } from 'next/navigation'
import type { Payload } from 'payload'

import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { isValidationError } from '@/lib/http/payloadErrors'
import { validationFieldErrors } from '@/lib/http/publicEndpoint'
import { firstFieldError, publicMessages, type FormOutcome } from '@/lib/http/responses'
import { getPayload } from '@/lib/payload/client'
import { hitRateLimit, type RateLimitBucket } from '@/lib/rateLimit'
import { describeFailure } from '@/lib/uploads/failure'

import { HONEYPOT_FIELD } from './rules'
import type { FormState } from './state'

type Options = {
  /** Named in the log when the form fails on our side. */
  name: string
  bucket: RateLimitBucket
  /** Where a stored form sends the browser: its page at the success notice's #id (SENT in state.ts). */
  sent?: (form: FormData) => string
  handle: (args: { payload: Payload; form: FormData; addressHash: string }) => Promise<FormOutcome>
}

/** The typed text of a form, to render again; React's and Next's own fields ('$ACTION_…') and the honeypot left out. */
const typedValues = (form: FormData): Record<string, string> => {
  const values: Record<string, string> = {}
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !name.startsWith('$') && name !== HONEYPOT_FIELD)
      values[name] = value
  return values
}

const failed = (values: Record<string, string>, code: string, error: string): FormState => ({
  status: 'failed',
  values,
  fieldErrors: {},
  code,
  error,
})

/**
 * A public form's server action (React's useActionState), the twin of publicEndpoint for a POST
 * without JavaScript: the per-address rate limit (counted before any work), then the form's core,
 * the same one its endpoint runs. Next checks the Origin against the Host for every action and
 * caps the body (next.config.ts). A refusal renders the page again with the answer; a stored form
 * redirects (303) to its page's success notice, so a reload cannot send it twice. Nothing typed
 * goes in a URL. A redirect() thrown by the core (a payment's checkout) is passed on to Next.
 */
export const publicAction =
  ({ name, bucket, sent, handle }: Options) =>
  async (_previous: FormState, form: FormData): Promise<FormState> => {
    const values = typedValues(form)
    let payload: Payload | undefined
    try {
      payload = await getPayload()
      const addressHash = hashAddress(clientAddress(await headers()))
      const limit = await hitRateLimit(payload, bucket, addressHash)
      if (!limit.allowed)
        return failed(values, 'rate_limited', publicMessages.tooMany(limit.retryAfterSeconds))
      const outcome = await handle({ payload, form, addressHash })
      if (outcome.ok && sent) redirect(sent(form))
      // A next step (a phone's code) is drawn by the page from the answer, never from the URL.
      const step = outcome.step ? { step: outcome.step } : {}
      if (outcome.ok) return { status: 'done', values: {}, fieldErrors: {}, ...step }
      if (outcome.code === 'rate_limited' || outcome.code === 'busy')
        return { ...failed(values, outcome.code, outcome.error), ...step }
      return {
        status: 'invalid',
        values,
        fieldErrors: outcome.fieldErrors,
        code: outcome.code,
        error: outcome.error ?? firstFieldError(outcome.fieldErrors),
        ...step,
      }
    } catch (error) {
      unstable_rethrow(error)
      // A collection rule stricter than the form's: still the visitor's input, named by field.
      if (isValidationError(error)) {
        const fieldErrors = validationFieldErrors(error)
        payload?.logger.warn({
          msg: `${name}: a collection rule refused what the form rules accepted`,
          fieldErrors,
        })
        return {
          status: 'invalid',
          values,
          fieldErrors,
          code: 'invalid',
          error: firstFieldError(fieldErrors),
        }
      }
      const failure = `${name}: the submission could not be saved (${describeFailure(error)})`
      if (payload) payload.logger.error(failure)
      else console.error(failure)
      return failed(values, 'server_error', publicMessages.serverError)
    }
  }
