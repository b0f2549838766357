import type { Payload } from 'payload'

import { MAX_PEOPLE_PER_BOOKING, NOTICE_CHANNELS, type NoticeChannel } from '@collections/options'

import { blank } from '@/lib/blank'
import { liveBookingOf } from '@/lib/db/rides'
import type { CodeStep } from '@/lib/forms/state'
import type { FormOutcome } from '@/lib/http/responses'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { textFields } from '@/lib/forms/textFields'
import { storedPhone } from '@/lib/phone'
import {
  checkEmail,
  checkPhone,
  checkText,
  MAX_LENGTH,
  messages,
  type FieldErrors,
} from '@/lib/forms/rules'

import { type BookingInput, type BookingOutcome } from './bookings'
import { bookableRun, memberCodeOf, type RideRun } from './findRide'
import { limitTextsTo, sendPhoneCode } from './phoneCode'
import { bookWithReturn, homeRunFor } from './returnTrip'

/** The fields of Find a Ride's request form (src/components/rides/SeatRequestForm.client.tsx). */
export const SEAT_REQUEST_FIELDS = [
  'run',
  'name',
  'phone',
  'email',
  'notify_by',
  'people',
  'stop',
  'member_code',
  'minors',
  'guardian_name',
  'guardian_phone',
  'guardian_consent',
  'riders_confirmed',
  'every_week',
  'return_trip',
] as const

/** What a request from an e-mail that already has a booking on the run opens (no booking's details). */
export const ALREADY_BOOKED_PATH = '/rides/already-booked'
/** The same for a request without an e-mail: its link went to the number or address it was booked with. */
export const ALREADY_BOOKED_PATH_BY_PHONE = `${ALREADY_BOOKED_PATH}?by=phone`

type SeatRequestInput = Partial<Record<(typeof SEAT_REQUEST_FIELDS)[number], string>>

/** How soon a request answered busy may try again: a burst of requests is decided in seconds. */
const BUSY_RETRY_SECONDS = 30

export const seatMessages = {
  busy: 'Many people are asking for this ride right now. Please try again in a minute.',
  runGone: 'This bus run is no longer taking bookings. Please choose another.',
  people: `Please choose from 1 to ${MAX_PEOPLE_PER_BOOKING} people.`,
  tooMany: (seats: number) =>
    `This ride has ${seats} ${seats === 1 ? 'seat' : 'seats'}: please ask for fewer.`,
  stop: 'Please choose a pickup stop.',
  memberCode:
    'This bus run is for the church’s members: please enter the code your church gave you.',
  memberCodeWrong: 'This is not the church’s members’ code. Please check it with your church.',
  noMemberCode: 'This bus run is for the church’s members. Please ask your church how to book it.',
  riders: (who: 'women' | 'men') =>
    `This ride is for ${who} only: please confirm that everyone riding is ${who === 'women' ? 'a woman or a girl' : 'a man or a boy'}.`,
  consent:
    'A child under 18 rides only with a parent’s or guardian’s consent: please tick the box.',
  notifyBy: 'Please choose WhatsApp, SMS or e-mail.',
  notifyByEmail: 'To hear from us by e-mail, please give your e-mail address.',
} as const

const isChannel = (value: string): value is NoticeChannel =>
  NOTICE_CHANNELS.some((channel) => channel.value === value)

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Every error of a request at once, by field name; the run's own rules included. */
const checkRequest = (
  input: SeatRequestInput,
  run: RideRun,
  memberCode: string | null,
  phoneOnly: boolean,
) => {
  const errors: FieldErrors = {}
  checkText(errors, 'name', input.name, { required: true, max: MAX_LENGTH.name })
  checkPhone(errors, 'phone', input.phone, true)
  // Issue #33: without an e-mail the phone is confirmed by a code (the page's form only).
  if (!phoneOnly || !blank(input.email)) checkEmail(errors, 'email', input.email)
  if (!blank(input.notify_by) && !isChannel(input.notify_by!.trim()))
    errors.notify_by = seatMessages.notifyBy
  else if (input.notify_by?.trim() === 'email' && blank(input.email) && !errors.email)
    errors.notify_by = seatMessages.notifyByEmail
  const people = Number(input.people)
  if (blank(input.people)) errors.people = messages.required
  else if (!/^\d{1,2}$/.test(input.people!.trim()) || people < 1 || people > MAX_PEOPLE_PER_BOOKING)
    errors.people = seatMessages.people
  else if (people > run.seats) errors.people = seatMessages.tooMany(run.seats)
  if (!run.stops.some((stop) => stop.place === input.stop)) errors.stop = seatMessages.stop
  if (run.membersOnly) {
    if (!memberCode) errors.member_code = seatMessages.noMemberCode
    else if (blank(input.member_code)) errors.member_code = seatMessages.memberCode
    else if (!same(input.member_code!, memberCode))
      errors.member_code = seatMessages.memberCodeWrong
  }
  // A driver who offers their car to women only (or men only) is asked only by them: each asker says so.
  if (run.riders !== 'anyone' && input.riders_confirmed !== 'yes')
    errors.riders_confirmed = seatMessages.riders(run.riders)
  if (input.minors === 'yes') {
    checkText(errors, 'guardian_name', input.guardian_name, {
      required: true,
      max: MAX_LENGTH.name,
    })
    checkPhone(errors, 'guardian_phone', input.guardian_phone, true)
    if (input.guardian_consent !== 'yes') errors.guardian_consent = seatMessages.consent
  }
  return errors
}

/** The run was busy deciding others: try again soon (with the code form still on, when there is one). */
export const busyAnswer = (step?: CodeStep): Exclude<FormOutcome, { ok: true }> => ({
  ok: false,
  code: 'busy',
  fieldErrors: {},
  error: seatMessages.busy,
  retryAfterSeconds: BUSY_RETRY_SECONDS,
  ...(step ? { step } : {}),
})

export type SeatRequestOutcome =
  | Extract<BookingOutcome, { ok: true }>
  /** A request without an e-mail: nothing booked yet, a code sent to the phone (phoneCode.ts). */
  | { ok: true; status: 'code-sent'; step: CodeStep }
  | Exclude<FormOutcome, { ok: true }>

/**
 * A visitor's request for seats on a bus run (Find a Ride): checked in full against the run as
 * it is now, then decided by bookSeat under the run's lock (a seat, or the waitlist). A child
 * under 18 rides only when a parent's or guardian's consent is given with their name and phone;
 * a members-only run needs its church's members' code. Nothing is stored when anything is refused.
 * A request without an e-mail (the page's form, given the asker's `addressHash`) is booked only
 * once its phone is confirmed: its code is sent and the request waits (phoneCode.ts); a phone that
 * already has a booking on the run has its link sent again to that number, as an e-mail's is.
 */
export const requestSeatFromPage = async (
  payload: Payload,
  fields: Record<string, unknown>,
  addressHash: string | null,
): Promise<SeatRequestOutcome> => {
  const input: SeatRequestInput = textFields(fields, SEAT_REQUEST_FIELDS)
  const run = await bookableRun(payload, Number(input.run))
  if (!run) return { ok: false, code: 'invalid', fieldErrors: { run: seatMessages.runGone } }
  const memberCode = run.membersOnly ? await memberCodeOf(payload, run.churchId) : null
  const fieldErrors = checkRequest(input, run, memberCode, addressHash !== null)
  if (Object.keys(fieldErrors).length > 0) return { ok: false, code: 'invalid', fieldErrors }
  const text = (value: string | undefined) => (value ?? '').trim()
  const email = text(input.email).toLowerCase()
  const request: BookingInput = {
    runId: run.id,
    name: text(input.name),
    phone: storedPhone(input.phone),
    email,
    notifyBy: isChannel(text(input.notify_by))
      ? (text(input.notify_by) as NoticeChannel)
      : email
        ? 'email'
        : 'sms',
    people: Number(input.people),
    stop: input.stop as string,
    guardian:
      input.minors === 'yes'
        ? { name: text(input.guardian_name), phone: storedPhone(input.guardian_phone) }
        : undefined,
    // Issue #34: only a weekly run's run has an every-week booking (standing.ts).
    everyWeek: run.weekly && input.every_week === 'yes',
    // 'Also book the ride home' (issue #34): kept with a request that waits for its phone's code.
    returnRunId: input.return_trip === 'yes' ? (await homeRunFor(payload, run))?.id : undefined,
  }
  if (!email && addressHash !== null) {
    // A number with a live booking on the run is sent its link again (bookSeat finds it by phone
    // and books nothing); any other waits for its code. Either way a text goes to the number.
    const refusal = await limitTextsTo(payload, request.phone, addressHash)
    if (refusal) return refusal
    if (!(await liveBookingOf(payload, undefined, run.id, { phone: request.phone }))) {
      const step = await sendPhoneCode(payload, request)
      return { ok: true, status: 'code-sent', step }
    }
  } else {
    const limited = await limitPerEmail(payload, 'ride', email)
    if (limited && !limited.ok) return limited
  }
  const outcome = await bookWithReturn(payload, request)
  if (!outcome.ok && 'busy' in outcome) return busyAnswer()
  if (!outcome.ok) return { ok: false, code: 'invalid', fieldErrors: { run: seatMessages.runGone } }
  return outcome
}

/**
 * A seat request with an e-mail (POST /api/forms/ride, and the tests): what requestSeatFromPage
 * decides for a request that gives one; without one it is refused as the e-mail's error.
 */
export const requestSeat = async (
  payload: Payload,
  fields: Record<string, unknown>,
): Promise<Exclude<SeatRequestOutcome, { status: 'code-sent' }>> => {
  const outcome = await requestSeatFromPage(payload, fields, null)
  if (outcome.ok && outcome.status === 'code-sent')
    throw new Error('A request without an address to limit was sent a code')
  return outcome
}
