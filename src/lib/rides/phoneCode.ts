import { randomBytes, randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import { deleteExpiredPhoneCodes, lockPhoneCode } from '@/lib/db/phoneCodes'
import { hashAddress } from '@/lib/http/clientAddress'
import type { CodeStep } from '@/lib/forms/state'
import type { FormOutcome } from '@/lib/http/responses'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { queueMessage } from '@/lib/messaging/send'
import { maskPhone } from '@/lib/phone'
import { hitRateLimit, waitText } from '@/lib/rateLimit'
import { signatureMatches, signText } from '@/lib/signing'
import { inTransaction } from '@/lib/workflows/asUser'

import { bookingPath, type BookingInput } from './bookings'
import { bookWithReturn } from './returnTrip'

/**
 * A seat request made with a phone and no e-mail (issue #33) is booked only once the phone is
 * confirmed: its request, checked in full, waits here (collection `phone-codes`) under a random
 * reference while a 6-digit code goes to the phone by SMS. The right code books it through
 * bookSeat, as any request. Codes expire, are tried a few times at most, and are limited per
 * number and per address; only their keyed hash is stored.
 */

const PHONE_CODE_MINUTES = 10
export const PHONE_CODE_TRIES = 5

export const phoneCodeMessages = {
  required: 'Please enter the 6-digit code.',
  wrong: 'This code is not right. Please check the text message and try again.',
  expired: 'This code has expired. Please ask for a new code.',
  tooManyTries: 'This code was tried too many times. Please ask for a new code.',
  gone: 'This request has expired. Please fill in the form again.',
  perNumber: (wait: string) =>
    `We have sent several codes to this number. Please try again in ${wait}.`,
  perAddress: (wait: string) =>
    `Too many codes were asked for from this network. Please try again in ${wait}.`,
} as const

const CODE_PURPOSE = 'ride-phone-code'
/** The code's keyed hash, bound to its request: a code read in one request opens no other. */
const hashOf = (reference: string, code: string) => signText(CODE_PURPOSE, `${reference}:${code}`)
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
const expiry = () => new Date(Date.now() + PHONE_CODE_MINUTES * 60_000).toISOString()

type Refusal = Exclude<FormOutcome, { ok: true }>

const refused = (error: string, field = 'otp'): Refusal => ({
  ok: false,
  code: 'invalid',
  fieldErrors: { [field]: error },
  error,
})

const limited = (error: string, retryAfterSeconds: number): Refusal => ({
  ok: false,
  code: 'rate_limited',
  fieldErrors: {},
  error,
  retryAfterSeconds,
})

/**
 * Counts a text to `phone` against its number's limit and the asker's address's; a refusal when
 * either is spent. Also used before a booking's link is sent again to its number.
 */
export const limitTextsTo = async (
  payload: Payload,
  phone: string,
  addressHash: string,
): Promise<Refusal | null> => {
  const perNumber = await hitRateLimit(payload, 'phone-code', hashAddress(`phone:${phone}`))
  if (!perNumber.allowed)
    return limited(
      phoneCodeMessages.perNumber(waitText(perNumber.retryAfterSeconds)),
      perNumber.retryAfterSeconds,
    )
  const perAddress = await hitRateLimit(payload, 'phone-code-address', addressHash)
  if (!perAddress.allowed)
    return limited(
      phoneCodeMessages.perAddress(waitText(perAddress.retryAfterSeconds)),
      perAddress.retryAfterSeconds,
    )
  return null
}

const codeText = async (payload: Payload, code: string) => {
  const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0 })
  return `${code} is your ${settings.site_name} code to book your seat. It expires in ${PHONE_CODE_MINUTES} minutes. Do not share it.`
}

/**
 * Sends the first code for a checked request (counted by the caller with limitTextsTo); its
 * answer is the code form's step.
 */
export const sendPhoneCode = async (payload: Payload, request: BookingInput): Promise<CodeStep> => {
  const reference = randomBytes(24).toString('base64url')
  const code = newCode()
  const text = await codeText(payload, code)
  const jobId = await inTransaction(payload, async (req) => {
    await deleteExpiredPhoneCodes(payload, req)
    await payload.create({
      collection: slugs.phoneCodes,
      data: {
        reference,
        phone: request.phone,
        code_hash: hashOf(reference, code),
        request,
        expires_at: expiry(),
        tries: 0,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return (await queueMessage(payload, { channel: 'sms', to: request.phone, text }, req)).jobId
  })
  runJobSoon(payload, jobId)
  return { reference, sentTo: maskPhone(request.phone) }
}

/** A new code for a waiting request ('Send a new code'): the old one stops working. */
export const resendPhoneCode = async (
  payload: Payload,
  reference: string,
  addressHash: string,
): Promise<{ ok: true; step: CodeStep } | (Refusal & { step?: CodeStep })> => {
  const code = newCode()
  const text = await codeText(payload, code)
  const outcome = await inTransaction(
    payload,
    async (
      req,
    ): Promise<
      { ok: true; step: CodeStep; jobId: number | string } | (Refusal & { step?: CodeStep })
    > => {
      const pending = await lockPhoneCode(payload, req, reference)
      // An expired code may be replaced while its request is kept (until the next sweep).
      if (!pending || pending.booking_code !== null) return refused(phoneCodeMessages.gone, 'form')
      const step = { reference, sentTo: maskPhone(pending.phone) }
      const refusal = await limitTextsTo(payload, pending.phone, addressHash)
      if (refusal) return { ...refusal, step }
      await payload.update({
        collection: slugs.phoneCodes,
        id: pending.id,
        data: { code_hash: hashOf(reference, code), tries: 0, expires_at: expiry() },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const { jobId } = await queueMessage(
        payload,
        { channel: 'sms', to: pending.phone, text },
        req,
      )
      return { ok: true, step: { ...step, resent: true }, jobId }
    },
  )
  if (!outcome.ok) return outcome
  runJobSoon(payload, outcome.jobId)
  return { ok: true, step: outcome.step }
}

/**
 * The code typed for a waiting request. Right: booked by bookSeat (the run's lock, a seat or the
 * waitlist) while this request's row is locked, so a second tap waits and then opens the same
 * booking. Wrong: counted, and refused with the form again; past PHONE_CODE_TRIES the code is dead.
 */
export const confirmPhoneCode = async (
  payload: Payload,
  reference: string,
  typed: string,
): Promise<
  | { ok: true; page: string }
  | { ok: true; status: 'already-booked' }
  | (Refusal & { step?: CodeStep })
  | { ok: false; busy: true; step: CodeStep }
> => {
  const code = typed.replace(/\s/g, '')
  return inTransaction(payload, async (req) => {
    const pending = await lockPhoneCode(payload, req, reference)
    if (!pending) return refused(phoneCodeMessages.gone, 'form')
    const step = { reference, sentTo: maskPhone(pending.phone) }
    if (!/^\d{6}$/.test(code)) return { ...refused(phoneCodeMessages.required), step }
    const right = signatureMatches(CODE_PURPOSE, `${reference}:${code}`, pending.code_hash)
    // A second tap of a code that booked: answered as the first tap was, nothing booked again.
    if (right && pending.booking_code !== null)
      return pending.booking_code
        ? { ok: true as const, page: bookingPath(pending.booking_code) }
        : { ok: true as const, status: 'already-booked' as const }
    if (pending.expired) return { ...refused(phoneCodeMessages.expired), step }
    if (pending.tries >= PHONE_CODE_TRIES)
      return { ...refused(phoneCodeMessages.tooManyTries), step }
    if (!right) {
      await payload.update({
        collection: slugs.phoneCodes,
        id: pending.id,
        data: { tries: pending.tries + 1 },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const last = pending.tries + 1 >= PHONE_CODE_TRIES
      return {
        ...refused(last ? phoneCodeMessages.tooManyTries : phoneCodeMessages.wrong),
        step,
      }
    }
    const booked = await bookWithReturn(payload, pending.request as BookingInput)
    if (!booked.ok)
      return 'busy' in booked
        ? { ok: false as const, busy: true as const, step }
        : refused(booked.message, 'form')
    await payload.update({
      collection: slugs.phoneCodes,
      id: pending.id,
      // 'already-booked' made nothing: a second tap is told the same.
      data: { booking_code: booked.status === 'already-booked' ? '' : booked.code },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return booked.status === 'already-booked'
      ? { ok: true as const, status: booked.status }
      : { ok: true as const, page: bookingPath(booked.code) }
  })
}
