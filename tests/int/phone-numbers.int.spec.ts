// Issue #33: phone numbers in one international form (E.164), whatever way people type them,
// shown as people read them; and the numbers stored before rewritten the same way.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'
import { displayPhone, maskPhone, normalisePhone } from '@/lib/phone'
import { up as normalisePhones } from '@/migrations/20261128_205900_normalise_phones'

import { seedActiveChurch } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

describe('phone numbers', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['234 803 123 4567', '+2348031234567'],
    ['+234 803-123-4567', '+2348031234567'],
    ['(0803) 123-4567', '+2348031234567'],
    [' +2348031234567 ', '+2348031234567'],
    ['0702 000 1111', '+2347020001111'],
    ['+1 415 555 2671', '+14155552671'],
  ])('reads %j as %s', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164)
  })

  it.each([
    ['too short', '0803 123 456'],
    ['too long', '0803 123 45678'],
    ['no such range', '0800 000 0000'],
    ['in words', 'call me'],
    ['digits in prose', 'ring 08031234567'],
    ['too few digits', '123-456'],
  ])('refuses a number %s', (_why, typed) => {
    expect(normalisePhone(typed)).toBeNull()
  })

  it('shows a number as people read it, and masks its middle on the code form', () => {
    expect(displayPhone('+2348031234567')).toBe('+234 803 123 4567')
    // One stored before numbers were normalised is shown as it was typed.
    expect(displayPhone('ask the office')).toBe('ask the office')
    expect(maskPhone('+2348031234567')).toBe('+234 803 *** 4567')
  })
})

let payload: Payload
let church: { church: number; branch: number; service: number }

beforeAll(async () => {
  payload = await getTestPayload()
  church = await seedActiveChurch(payload, 'Typed Numbers Chapel')
})

describe('the numbers stored before', () => {
  it('are rewritten in the international form where they parse, and left as typed otherwise', async () => {
    const volunteer = (phone: string) =>
      payload.create({
        collection: slugs.volunteerApplications,
        data: {
          applicant_name: 'Ada Obi',
          email: `ada-${Math.random().toString(36).slice(2)}@example.org`,
          phone,
          preferred_areas: 'Product',
          status: 'pending',
          applied_date: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    const typed = await volunteer('0803 111 2222')
    const unparsed = await volunteer('ask the office')
    await normalisePhones({
      db: payload.db.drizzle,
      payload,
      req: {},
    } as unknown as Parameters<typeof normalisePhones>[0])
    const read = (id: number) =>
      payload.findByID({ collection: slugs.volunteerApplications, id, overrideAccess: true })
    expect((await read(typed.id)).phone).toBe('+2348031112222')
    expect((await read(unparsed.id)).phone).toBe('ask the office')
    // The church seeded with '+234 803 000 0000', as its registration used to store it.
    const { contact_phone } = await payload.findByID({
      collection: slugs.churches,
      id: church.church,
      overrideAccess: true,
    })
    expect(contact_phone).toBe('+2348030000000')
  })
})
