import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'

/**
 * Phone numbers in one international form, E.164 ('+2348031234567', issue #33), whatever way
 * people type them: '0803 123 4567', '234803…', '+234 803-123-4567', '(0803) 123 4567'. A number
 * without a country is read as Nigerian. Parsed with libphonenumber-js (Google's libphonenumber
 * metadata, kept up to date by its maintainer); its 'max' metadata knows each country's mobile and
 * fixed ranges, so a number of the right length in no range is refused too.
 */

/** The kinds of number a person can be reached on (a toll-free or premium line is not one). */
const REACHABLE = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER'])

const parsed = (value: string): PhoneNumber | null => {
  const trimmed = value.trim()
  // Only digits and the usual separators: libphonenumber also reads numbers out of prose.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  // '234803…' typed without its '+': Nigeria's country code, not a local number.
  const text =
    /^234\d{10}$/.test(trimmed.replace(/\D/g, '')) && !trimmed.startsWith('+')
      ? `+${trimmed.replace(/\D/g, '')}`
      : trimmed
  const number = parsePhoneNumberFromString(text, 'NG')
  if (!number || !number.isValid()) return null
  const type = number.getType()
  return type && REACHABLE.has(type) ? number : null
}

/** The number in E.164 ('+2348031234567'), or null when it is not a valid phone number. */
export const normalisePhone = (value: string): string | null => parsed(value)?.number ?? null

/**
 * A stored number as people read it: '+234 803 123 4567'. What does not parse (a number stored
 * before numbers were normalised) is shown as it was typed.
 */
export const displayPhone = (value: string | null | undefined): string => {
  if (!value) return ''
  return parsed(value)?.formatInternational() ?? value
}

/** The number with its middle hidden, for a page that names it to whoever typed it: '+234 803 *** 4567'. */
export const maskPhone = (e164: string): string => {
  const shown = displayPhone(e164)
  const parts = shown.split(' ')
  if (parts.length < 4) return `${shown.slice(0, 4)} *** ${shown.slice(-4)}`
  return [...parts.slice(0, 2), '***', ...parts.slice(3)].join(' ')
}

/**
 * A phone a form's rules accepted, as it is stored: E.164, or '' when none was given. (The rules
 * refused what does not parse; anything else is kept trimmed rather than lost.)
 */
export const storedPhone = (value: string | null | undefined): string => {
  const trimmed = (value ?? '').trim()
  return trimmed ? (normalisePhone(trimmed) ?? trimmed) : ''
}
