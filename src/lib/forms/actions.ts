'use server'

import { redirect } from 'next/navigation'

import { formFields, isBot } from '@/lib/http/publicEndpoint'

import { publicAction } from './publicAction'
import { SENT, sentAddress, type FormState } from './state'
import { IMPACT_REPORT_FIELDS, submitImpactReport } from './submissions/impactReport'
import { PITCH_DECK_FIELDS, submitPitchDeck } from './submissions/pitchDeck'
import { submitSponsorship } from './submissions/sponsorship'
import { submitVolunteer, VOLUNTEER_FIELDS } from './submissions/volunteer'
import { CHURCH_FIELDS, submitChurch } from '@/lib/rides/registration'
import { submitDriverApplication } from '@/lib/rides/driverApplication'
import { CONCERN_FIELDS, reportConcern } from '@/lib/rides/concerns'
import { offerRide, OFFER_FIELDS } from '@/lib/rides/driverPage'
import { confirmPhoneCode, resendPhoneCode } from '@/lib/rides/phoneCode'
import {
  keepRideRequest,
  RIDE_REQUEST_FIELDS,
  RIDE_REQUEST_KEPT_PATH,
} from '@/lib/rides/rideRequests'
import {
  ALREADY_BOOKED_PATH,
  ALREADY_BOOKED_PATH_BY_PHONE,
  busyAnswer,
  requestSeatFromPage,
  SEAT_REQUEST_FIELDS,
} from '@/lib/rides/seatRequest'
import { HONEYPOT_FIELD, SPONSORSHIP_FIELDS } from './rules'

// The public forms' server actions: what a POST without JavaScript runs (with script, the forms
// call their /api/forms endpoints). Same rate limit buckets and cores as those endpoints.

/**
 * A page's form leaves out what was not chosen (a select on its disabled placeholder, radios none
 * of which is ticked): here that is a blank answer, so every field's rule runs and each error
 * comes back at once, not one more each time the form is sent.
 */
const withBlanks = (form: FormData, names: readonly string[]): FormData => {
  for (const name of names) if (!form.has(name)) form.set(name, '')
  return form
}

/** The page that holds the volunteer form: the home page or /impact (never an address from outside). */
const volunteerPage = (page: FormDataEntryValue | null): string => (page === '/' ? '/' : '/impact')

const volunteer = publicAction({
  name: 'volunteer form',
  bucket: 'volunteer',
  sent: (form) => `${volunteerPage(form.get('page'))}#${SENT.volunteer}`,
  handle: ({ payload, form }) => submitVolunteer(payload, withBlanks(form, VOLUNTEER_FIELDS)),
})
const sponsorship = publicAction({
  name: 'sponsorship form',
  bucket: 'sponsorship',
  sent: () => `/sponsorship#${SENT.sponsorship}`,
  handle: ({ payload, form }) => submitSponsorship(payload, withBlanks(form, SPONSORSHIP_FIELDS)),
})
const pitchDeck = publicAction({
  name: 'pitch-deck form',
  bucket: 'pitch-deck',
  sent: () => `/sponsorship#${SENT.pitchDeck}`,
  handle: ({ payload, form }) => submitPitchDeck(payload, formFields(form, PITCH_DECK_FIELDS)),
})
const impactReport = publicAction({
  name: 'impact-report form',
  bucket: 'impact-report',
  sent: () => `/sponsorship#${SENT.impactReport}`,
  handle: ({ payload, form }) =>
    submitImpactReport(payload, formFields(form, IMPACT_REPORT_FIELDS)),
})

const church = publicAction({
  name: 'church registration',
  bucket: 'church',
  sent: () => sentAddress('/churches/register', SENT.church),
  handle: ({ payload, form }) =>
    submitChurch(
      payload,
      formFields(withBlanks(form, CHURCH_FIELDS), CHURCH_FIELDS),
      form.get(HONEYPOT_FIELD),
    ),
})

/**
 * Find a Ride's seat request: a booking made (a seat or the waitlist) opens its own page, whose
 * address is the one the e-mail carries; an e-mail that already has a booking on the run is told
 * that its link was e-mailed again, and shown nothing of it; a bot is answered as if served, and
 * nothing is stored. A request without an e-mail is answered with the code form (issue #33): the
 * same action takes its code (`reference` and `otp`) or its 'Send a new code' (`resend`).
 */
const ride = publicAction({
  name: 'seat request',
  bucket: 'ride',
  handle: async ({ payload, form, addressHash }) => {
    if (isBot(form.get(HONEYPOT_FIELD))) return { ok: true }
    const reference = form.get('reference')
    if (typeof reference === 'string' && reference) {
      if (form.get('resend')) return resendPhoneCode(payload, reference, addressHash)
      const confirmed = await confirmPhoneCode(payload, reference, String(form.get('otp') ?? ''))
      if (confirmed.ok && 'page' in confirmed) redirect(confirmed.page)
      if (confirmed.ok) redirect(ALREADY_BOOKED_PATH_BY_PHONE)
      return 'busy' in confirmed ? busyAnswer(confirmed.step) : confirmed
    }
    const outcome = await requestSeatFromPage(
      payload,
      formFields(form, SEAT_REQUEST_FIELDS),
      addressHash,
    )
    if (outcome.ok && outcome.status === 'code-sent') return { ok: true, step: outcome.step }
    if (outcome.ok && outcome.status === 'already-booked')
      redirect(form.get('email') ? ALREADY_BOOKED_PATH : ALREADY_BOOKED_PATH_BY_PHONE)
    if (outcome.ok) redirect(new URL(outcome.cancelLink).pathname)
    return outcome
  },
})

/** A request where no ride goes yet (issue #34): a kept one opens a page that names nobody. */
const rideRequest = publicAction({
  name: 'ride request',
  bucket: 'ride',
  sent: () => RIDE_REQUEST_KEPT_PATH,
  handle: async ({ payload, form }) => {
    if (isBot(form.get(HONEYPOT_FIELD))) return { ok: true }
    return keepRideRequest(
      payload,
      formFields(withBlanks(form, RIDE_REQUEST_FIELDS), RIDE_REQUEST_FIELDS),
    )
  },
})

/** An application to drive, with its two papers. */
const driver = publicAction({
  name: 'driver application',
  bucket: 'driver',
  sent: () => sentAddress('/rides/drive', SENT.driver),
  handle: ({ payload, form }) => submitDriverApplication(payload, form, form.get(HONEYPOT_FIELD)),
})

/** A driver's offer of seats in their car, from their page: an offer made opens the page again with it. */
const offer = publicAction({
  name: 'ride offer',
  bucket: 'ride-offer',
  handle: async ({ payload, form }) => {
    const outcome = await offerRide(payload, formFields(form, OFFER_FIELDS))
    if (outcome.ok) redirect(`${outcome.path}?offered=1#your-rides`)
    return outcome
  },
})

/** A safeguarding concern (issue #34): its thank-you says what happens next. */
const concern = publicAction({
  name: 'concern report',
  bucket: 'concern',
  sent: () => sentAddress('/report-a-concern', SENT.concern),
  handle: ({ payload, form }) =>
    reportConcern(payload, formFields(form, CONCERN_FIELDS), form.get(HONEYPOT_FIELD)),
})

export async function volunteerAction(previous: FormState, form: FormData): Promise<FormState> {
  return volunteer(previous, form)
}
export async function sponsorshipAction(previous: FormState, form: FormData): Promise<FormState> {
  return sponsorship(previous, form)
}
export async function pitchDeckAction(previous: FormState, form: FormData): Promise<FormState> {
  return pitchDeck(previous, form)
}
export async function impactReportAction(previous: FormState, form: FormData): Promise<FormState> {
  return impactReport(previous, form)
}
export async function churchAction(previous: FormState, form: FormData): Promise<FormState> {
  return church(previous, form)
}
export async function rideAction(previous: FormState, form: FormData): Promise<FormState> {
  return ride(previous, form)
}
export async function rideRequestAction(previous: FormState, form: FormData): Promise<FormState> {
  return rideRequest(previous, form)
}
export async function offerAction(previous: FormState, form: FormData): Promise<FormState> {
  return offer(previous, form)
}
export async function driverAction(previous: FormState, form: FormData): Promise<FormState> {
  return driver(previous, form)
}
export async function concernAction(previous: FormState, form: FormData): Promise<FormState> {
  return concern(previous, form)
}
