// Issue #33: phone numbers in one international form (E.164), whatever way people type them,
// shown as people read them.
import { describe, expect, it } from 'vitest'

import { displayPhone, maskPhone, normalisePhone } from '@/lib/phone'

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
