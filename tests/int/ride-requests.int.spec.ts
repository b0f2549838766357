// Issue #34: a request for a ride where none goes is kept, and its person is told once when a run
// of that church starts from that area, however many runs are made at once.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { rideRequestCopy } from '@/copy/rideRequests'
import { rideRequestAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import { keepRideRequest, RIDE_REQUEST_KEPT_PATH } from '@/lib/rides/rideRequests'

import { unusedAddress } from '../helpers/api'
import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { messagesTo, newNumber } from '../helpers/messaging'
import { getTestPayload } from '../helpers/payload'

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': unusedAddress() }),
}))
vi.mock('@/lib/payload/client', async () => ({
  getPayload: (await import('../helpers/payload')).getTestPayload,
}))

let payload: Payload
let church: Awaited<ReturnType<typeof seedActiveChurch>>

beforeAll(async () => {
  payload = await getTestPayload()
  church = await seedActiveChurch(payload, 'Request Chapel')
})

const requestsOf = async (phone: string) =>
  (
    await payload.find({
      collection: slugs.rideRequests,
      where: { phone: { equals: phone } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const leave = (phone: string, fields: Record<string, string> = {}) =>
  keepRideRequest(payload, {
    branch: String(church.branch),
    service: '',
    area: 'Surulere',
    name: 'Bisi Ade',
    phone: `0${phone.slice(4)}`,
    email: '',
    notify_by: 'sms',
    consent: 'yes',
    ...fields,
  })

describe('a request where no ride goes', () => {
  it('is kept only with consent and good details, with the phone in E.164', async () => {
    const phone = newNumber()
    expect(await leave(phone, { consent: '', area: '' })).toMatchObject({
      ok: false,
      fieldErrors: { consent: rideRequestCopy.messages.consent, area: expect.any(String) },
    })
    expect(await requestsOf(phone)).toEqual([])
    // As a phone without JavaScript sends it: the form's server action, then the page that names nobody.
    const data = new FormData()
    for (const [name, value] of Object.entries({
      branch: String(church.branch),
      area: 'Surulere',
      name: 'Bisi Ade',
      phone: `0${phone.slice(4)}`,
      notify_by: 'sms',
      consent: 'yes',
    }))
      data.append(name, value)
    const thrown = await rideRequestAction(idleFormState, data).then(
      () => undefined,
      (error: unknown) => error as { digest?: string },
    )
    expect(thrown?.digest?.split(';')[2]).toBe(RIDE_REQUEST_KEPT_PATH)
    // Sent twice: one request.
    expect(await leave(phone)).toEqual({ ok: true })
    expect((await requestsOf(phone)).map((r) => [r.area, r.status, r.phone])).toEqual([
      ['Surulere', 'open', phone],
    ])
  })

  it('is told once, by its channel, when a run starts from its area, even with two runs made at once', async () => {
    const phone = newNumber()
    await leave(phone, { area: ' surulere ' })
    // Another area tells nobody.
    await seedBusRun(payload, church, {
      title: 'Ikeja bus',
      stops: [{ place: 'Allen Junction', area: 'Ikeja', time: '07:15' }],
    })
    expect(await messagesTo(payload, phone)).toEqual([])

    const runs = await Promise.all(
      ['Surulere bus', 'Surulere car'].map((title) =>
        seedBusRun(payload, church, {
          title,
          stops: [{ place: 'Ojuelegba Bridge', area: 'Surulere', time: '06:45' }],
        }),
      ),
    )
    const texts = await messagesTo(payload, phone)
    expect(texts.map((text) => text.channel)).toEqual(['sms'])
    const [request] = await requestsOf(phone)
    expect(request.status).toBe('told')
    expect(runs).toContain(request.told_run)
    expect(texts[0].text).toContain(`/rides/runs/${request.told_run}`)
    expect(texts[0].text).toContain('Request Chapel')

    // A later run in the same area tells them no more.
    await seedBusRun(payload, church, {
      title: 'Another Surulere bus',
      stops: [{ place: 'Ojuelegba Bridge', area: 'Surulere', time: '06:45' }],
    })
    expect(await messagesTo(payload, phone)).toHaveLength(1)
  })
})
