// Issue #33: a seat booked with a phone and no e-mail, once the phone is confirmed by a code sent
// by SMS. Posted as a browser without
// JavaScript posts the page's form (the server action); the code is read from the queued SMS.
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { rideAction } from '@/lib/forms/actions'
import { messages } from '@/lib/forms/rules'
import { idleFormState, type FormState } from '@/lib/forms/state'
import { maskPhone } from '@/lib/phone'
import { openBooking } from '@/lib/rides/bookings'
import { PHONE_CODE_TRIES, phoneCodeMessages } from '@/lib/rides/phoneCode'
import { ALREADY_BOOKED_PATH_BY_PHONE, seatMessages } from '@/lib/rides/seatRequest'

import { unusedAddress } from '../helpers/api'
import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'
import { limiterClock, middleOfNextWindow } from '../helpers/rateLimitClock'

let requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))
vi.mock('@/lib/rateLimit', async (original) =>
  (await import('../helpers/rateLimitClock')).withPinnableClock(await original()),
)

let payload: Payload
let church: { church: number; branch: number; service: number }

beforeAll(async () => {
  payload = await getTestPayload()
  church = await seedActiveChurch(payload, 'Phone Chapel')
})

beforeEach(() => {
  limiterClock.now = undefined
  requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
})

let numbers = 0
/** A Nigerian mobile number of the test's own, as a person types it, and as it is stored. */
const newNumber = () => {
  numbers += 1
  const digits = String(4_000_000 + Math.floor(Math.random() * 5_000_000) + numbers).slice(-7)
  const typed = `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`
  return { typed, e164: `+234803${digits}` }
}

/** The page's form posted without JavaScript: the answer drawn again, or the redirect's address. */
const post = async (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return rideAction(idleFormState, data).then(
    (state: FormState) => ({ state, location: null }),
    (error: unknown) => ({
      state: null,
      location: (error as { digest?: string }).digest?.split(';')[2] ?? null,
    }),
  )
}

const phoneRequest = (run: number, phone: string, fields: Record<string, string> = {}) => ({
  run: String(run),
  name: 'Chidi Obi',
  phone,
  email: '',
  notify_by: 'whatsapp',
  people: '1',
  stop: 'Allen Junction',
  ...fields,
})

const textsTo = async (e164: string) =>
  (
    await payload.find({
      collection: slugs.messages,
      where: { and: [{ to: { equals: e164 } }, { channel: { equals: 'sms' } }] },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

/** The code in the latest SMS to the number. */
const codeSentTo = async (e164: string) => {
  const texts = await textsTo(e164)
  return /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1] ?? ''
}

const bookingsOf = async (e164: string) =>
  (
    await payload.find({
      collection: slugs.rideBookings,
      where: { phone: { equals: e164 } },
      overrideAccess: true,
    })
  ).docs

const newRun = (title: string) =>
  seedBusRun(payload, church, {
    title,
    seats: 4,
    stops: [{ place: 'Allen Junction', area: 'Ikeja', time: '07:15' }],
  })

/** Step 1: the request without an e-mail, answered with the code form. */
const askForCode = async (run: number, number: { typed: string }) => {
  const answer = await post(phoneRequest(run, number.typed))
  expect(answer.state?.step).toBeDefined()
  return answer.state!.step!
}

describe('a seat booked with a phone and no e-mail', () => {
  it('is stored only after the right code, texted once; the booking keeps the number in one form', async () => {
    const run = await newRun('Phone bus')
    const number = newNumber()
    const step = await askForCode(run, number)
    expect(step.sentTo).toBe(maskPhone(number.e164))
    expect(step.reference).toMatch(/^[\w-]{32}$/)
    // The reference says nothing of the request.
    expect(step.reference).not.toContain(number.e164.slice(-4))
    expect(await bookingsOf(number.e164)).toEqual([])
    const texts = await textsTo(number.e164)
    expect(texts).toHaveLength(1)
    const code = await codeSentTo(number.e164)
    expect(code).toMatch(/^\d{6}$/)
    // Only the code's keyed hash is kept.
    const pending = await payload.find({
      collection: slugs.phoneCodes,
      where: { reference: { equals: step.reference } },
      overrideAccess: true,
    })
    expect(JSON.stringify(pending.docs)).not.toContain(code)

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await post({ reference: step.reference, otp: wrong })
    expect(refused.state).toMatchObject({
      status: 'invalid',
      fieldErrors: { otp: phoneCodeMessages.wrong },
      step: { reference: step.reference, sentTo: step.sentTo },
    })
    expect(await bookingsOf(number.e164)).toEqual([])

    const right = await post({ reference: step.reference, otp: ` ${code} ` })
    const [booking] = await bookingsOf(number.e164)
    expect(right.location).toMatch(new RegExp(`^/rides/booking/${booking.code}\\.[\\w-]{43}$`))
    expect(booking).toMatchObject({
      status: 'confirmed',
      phone: number.e164,
      notify_by: 'whatsapp',
      passenger_name: 'Chidi Obi',
    })
    expect(booking.email ?? null).toBeNull()
    // No e-mail was queued to an empty address, and the code's SMS was the one text; the
    // booking is told by the one WhatsApp template it chose.
    expect(await textsTo(number.e164)).toHaveLength(1)
    const { docs: whatsApp } = await payload.find({
      collection: slugs.messages,
      where: { and: [{ to: { equals: number.e164 } }, { channel: { equals: 'whatsapp' } }] },
      overrideAccess: true,
    })
    expect(whatsApp.map((message) => message.template)).toEqual(['ride_confirmed'])
    // Its page says how it is told (the booking page's note), not "e-mailed".
    expect(
      await openBooking(payload, String(right.location).slice('/rides/booking/'.length)),
    ).toMatchObject({
      status: 'confirmed',
      toldBy: 'whatsapp',
    })
  })

  it('makes one booking when the code is sent twice at once (a second tap)', async () => {
    const run = await newRun('Second tap bus')
    const number = newNumber()
    const step = await askForCode(run, number)
    const code = await codeSentTo(number.e164)
    const answers = await Promise.all([
      post({ reference: step.reference, otp: code }),
      post({ reference: step.reference, otp: code }),
    ])
    const bookings = await bookingsOf(number.e164)
    expect(bookings).toHaveLength(1)
    expect(answers.map((answer) => answer.location?.split('.')[0])).toEqual([
      `/rides/booking/${bookings[0].code}`,
      `/rides/booking/${bookings[0].code}`,
    ])
  })

  it(`locks a code after ${PHONE_CODE_TRIES} wrong tries, and a new code works`, async () => {
    const run = await newRun('Wrong code bus')
    const number = newNumber()
    const step = await askForCode(run, number)
    const code = await codeSentTo(number.e164)
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
    const said: string[] = []
    for (let i = 0; i < PHONE_CODE_TRIES; i++)
      said.push(
        (await post({ reference: step.reference, otp: wrong })).state?.fieldErrors.otp ?? '',
      )
    expect(said).toEqual([
      ...Array(PHONE_CODE_TRIES - 1).fill(phoneCodeMessages.wrong),
      phoneCodeMessages.tooManyTries,
    ])
    expect((await post({ reference: step.reference, otp: code })).state?.fieldErrors.otp).toBe(
      phoneCodeMessages.tooManyTries,
    )
    expect(await bookingsOf(number.e164)).toEqual([])

    // 'Send a new code': the form again, with a new code that books.
    const resent = await post({ reference: step.reference, resend: '1' })
    expect(resent.state?.step).toMatchObject({ reference: step.reference, resent: true })
    expect(await textsTo(number.e164)).toHaveLength(2)
    const fresh = await codeSentTo(number.e164)
    expect((await post({ reference: step.reference, otp: fresh })).location).toMatch(
      /^\/rides\/booking\//,
    )
    expect(await bookingsOf(number.e164)).toHaveLength(1)
  })

  it('refuses an expired code', async () => {
    const run = await newRun('Late code bus')
    const number = newNumber()
    const step = await askForCode(run, number)
    const code = await codeSentTo(number.e164)
    const { docs } = await payload.find({
      collection: slugs.phoneCodes,
      where: { reference: { equals: step.reference } },
      overrideAccess: true,
    })
    await payload.update({
      collection: slugs.phoneCodes,
      id: docs[0].id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await post({ reference: step.reference, otp: code })).state).toMatchObject({
      status: 'invalid',
      fieldErrors: { otp: phoneCodeMessages.expired },
    })
    expect(await bookingsOf(number.e164)).toEqual([])
  })

  it('sends at most 3 codes an hour to one number, from whatever address', async () => {
    limiterClock.now = middleOfNextWindow(3600)
    const run = await newRun('Flooded number bus')
    const number = newNumber()
    for (let i = 0; i < 3; i++) {
      requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
      await askForCode(run, number)
    }
    requestHeaders = new Headers({ 'x-forwarded-for': unusedAddress() })
    const refused = await post(phoneRequest(run, number.typed))
    expect(refused.state).toMatchObject({ status: 'failed', code: 'rate_limited' })
    expect(refused.state?.error).toMatch(/^We have sent several codes to this number/)
    expect(refused.state?.step).toBeUndefined()
    expect(await textsTo(number.e164)).toHaveLength(3)
  })

  it('sends a number that already has a booking on the run its link again, and books nothing', async () => {
    const run = await newRun('Booked phone bus')
    const number = newNumber()
    const step = await askForCode(run, number)
    await post({ reference: step.reference, otp: await codeSentTo(number.e164) })
    // The same number typed another way, by anyone who knows it.
    const again = await post(phoneRequest(run, number.e164.replace('+234', '0'), { people: '3' }))
    expect(again.location).toBe(ALREADY_BOOKED_PATH_BY_PHONE)
    const bookings = await bookingsOf(number.e164)
    expect(bookings.map((booking) => booking.people)).toEqual([1])
    // No code for it: nothing waits to be booked.
    expect(await textsTo(number.e164)).toHaveLength(1)
  })

  it('is told by e-mail only with an e-mail address, and needs a valid phone', async () => {
    const run = await newRun('Choice bus')
    const answer = await post(phoneRequest(run, '0803 12', { notify_by: 'email' }))
    expect(answer.state?.fieldErrors).toEqual({
      phone: messages.phone,
      notify_by: seatMessages.notifyByEmail,
    })
    expect(answer.state?.step).toBeUndefined()
  })
})
