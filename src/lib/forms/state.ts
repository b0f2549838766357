import type { FieldErrors } from './rules'

/**
 * What a public form's server action answers (src/lib/forms/publicAction.ts), rendered again by
 * the page after a POST without JavaScript. Client-safe: the forms import it.
 */
export type FormState = {
  /** 'idle' before any answer; 'invalid': errors per field; 'failed': the whole form; 'done': stored. */
  status: 'idle' | 'invalid' | 'failed' | 'done'
  /** What was typed, shown again in the fields (never a file: browsers cannot refill one). */
  values: Record<string, string>
  fieldErrors: FieldErrors
  /** The refusal in one sentence: the first field's error, the rate limit, or our own fault. */
  error?: string
  /** The endpoints' error code ('invalid', 'upload_rejected', 'rate_limited', 'server_error' …). */
  code?: string
  /** A second step the answer opens on the page: a seat request's phone code (issue #33). */
  step?: CodeStep
}

/**
 * The code form a seat request without an e-mail answers with: an opaque reference to the request
 * waiting on the server (src/lib/rides/phoneCode.ts), and the number the code went to, masked.
 */
export type CodeStep = { reference: string; sentTo: string; resent?: boolean }

export const idleFormState: FormState = { status: 'idle', values: {}, fieldErrors: {} }

/**
 * The ids of the forms' success notices. Without JavaScript a stored form is answered by a redirect
 * (303) to its page at this #id, which CSS shows as the :target: a reload cannot send it twice.
 */
export const SENT = {
  volunteer: 'volunteer-sent',
  sponsorship: 'sponsorship-sent',
  pitchDeck: 'pitch-deck-sent',
  impactReport: 'report-sent',
  church: 'church-sent',
  driver: 'driver-sent',
  concern: 'concern-sent',
} as const

/**
 * Where a page's stored form sends the browser when the page itself shows the notice: the page's
 * address with ?sent=<id>, read by the page, as well as #<id>. With JavaScript the action's redirect
 * is a client-side navigation, which changes the address but not CSS's :target, so the notice
 * stayed hidden and the pastor, seeing an empty form, sent it again (issue #29).
 */
export const sentAddress = (path: string, id: (typeof SENT)[keyof typeof SENT]) =>
  `${path}?sent=${id}#${id}`

/** Whether a page was opened as a stored form's answer (sentAddress). */
export const wasSent = (
  searchParams: Record<string, string | string[] | undefined>,
  id: (typeof SENT)[keyof typeof SENT],
) => searchParams.sent === id
