import {
  CONTACT_PREFERENCES,
  PREFERRED_AREAS,
  SPONSOR_CURRENCIES,
  SPONSOR_MINIMUMS,
} from '@collections/options'
import { blank } from '@/lib/blank'
import { normalisePhone } from '@/lib/phone'

import { REQUIRED_MESSAGE } from './markers'

/**
 * The rules of the public forms, written once: the browser runs them before sending and the
 * server's zod schemas run them again (src/lib/forms/schemas.ts). Small, so the client bundle
 * stays small: the one library is the phone numbers' (src/lib/phone.ts, about 40 KB gzipped, in
 * the islands of the forms that ask for a phone). Each check returns field errors by field name;
 * an empty object means valid.
 */

export type FieldErrors = Record<string, string>

export const MAX_LENGTH = {
  name: 120,
  email: 254,
  phone: 32,
  organization: 160,
  denomination: 120,
  address: 500,
  purpose: 1000,
  motivation: 2000,
} as const

/** The largest sponsorship amount we accept: far above any real pledge, far below numeric limits. */
const MAX_SPONSOR_AMOUNT = 100_000_000_000

export const messages = {
  required: REQUIRED_MESSAGE,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  area: 'Please choose one of the listed areas.',
  sponsorType: 'Please choose individual or organization.',
  currency: 'Please choose a currency.',
  contact: 'Please choose how we should contact you.',
  amount: 'Please enter the amount as a whole number.',
  amountTooLarge: 'Please check the amount: it is larger than we can accept.',
  unsupportedCharacter: 'Please remove the invisible control character (NUL) from this field.',
} as const

/**
 * The e-mail shape check (public-site.md: "the email must match a simple pattern"). It is the
 * pattern of Payload's own email field: an address that field refuses cannot be stored, and
 * 'ada@example.c' or 'ada..b@example.org' used to pass here and fail there as a 500.
 */
const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i
export const looksLikeEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/**
 * The amount as typed, commas stripped (public-site.md section 5), as people write money too: the
 * chosen currency's sign or code before it ('₦5,000,000', 'USD 500'; another currency's is refused)
 * and thousands grouped by spaces ('5 000 000'). NaN when it is not written in decimal digits:
 * Number() alone reads '0x4C4B40' and '5e6' as 5,000,000.
 */
export const parseSponsorAmount = (value: string, currency?: string): number => {
  let amount = value.trim()
  const own = isSponsorCurrency(currency ?? '') ? currencyMarks(currency as SponsorCurrency) : []
  const mark = own.find((prefix) => amount.toUpperCase().startsWith(prefix.toUpperCase()))
  if (mark) amount = amount.slice(mark.length).trim()
  const grouped = /^\d{1,3}(\s\d{3})+(\.\d+)?$/.test(amount) ? amount.replace(/\s/g, '') : amount
  const cleaned = grouped.replace(/,/g, '')
  return /^[+-]?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

export type SponsorCurrency = (typeof SPONSOR_CURRENCIES)[number]
const isSponsorCurrency = (value: string): value is SponsorCurrency =>
  (SPONSOR_CURRENCIES as readonly string[]).includes(value)
const isPreferredArea = (value: string): boolean =>
  (PREFERRED_AREAS as readonly string[]).includes(value)
const isContactPreference = (value: string): boolean =>
  (CONTACT_PREFERENCES as readonly string[]).includes(value)

/** Required and length checks shared by every form. */
export const checkText = (
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  { required = false, max }: { required?: boolean; max: number },
) => {
  if (blank(value)) {
    if (required) errors[field] = messages.required
  } else if ((value as string).trim().length > max) errors[field] = messages.tooLong(max)
  // PostgreSQL text cannot hold U+0000: stored as is, it failed the insert with a 500.
  else if ((value as string).includes('\u0000')) errors[field] = messages.unsupportedCharacter
}

export const checkEmail = (errors: FieldErrors, field: string, value: string | undefined) => {
  checkText(errors, field, value, { required: true, max: MAX_LENGTH.email })
  if (!errors[field] && !looksLikeEmail(value as string)) errors[field] = messages.email
}

export const checkPhone = (
  errors: FieldErrors,
  field: string,
  value: string | undefined,
  required: boolean,
) => {
  checkText(errors, field, value, { required, max: MAX_LENGTH.phone })
  // Stored as E.164 (issue #33): each form's core stores normalisePhone's answer.
  if (!errors[field] && !blank(value) && !normalisePhone(value as string))
    errors[field] = messages.phone
}

export type VolunteerInput = {
  applicant_name: string
  email: string
  phone?: string
  preferred_areas: string
}

export const checkVolunteer = (input: Partial<VolunteerInput>): FieldErrors => {
  const errors: FieldErrors = {}
  checkText(errors, 'applicant_name', input.applicant_name, {
    required: true,
    max: MAX_LENGTH.name,
  })
  checkEmail(errors, 'email', input.email)
  checkPhone(errors, 'phone', input.phone, false)
  if (blank(input.preferred_areas)) errors.preferred_areas = messages.required
  else if (!isPreferredArea((input.preferred_areas as string).trim()))
    errors.preferred_areas = messages.area
  return errors
}

/** The sponsorship application's text fields, as its page's form and its endpoint name them. */
export const SPONSORSHIP_FIELDS = [
  'sponsor_type',
  'organization_name',
  'contact_person',
  'email',
  'phone',
  'address',
  'church_denomination',
  'currency',
  'sponsor_amount',
  'preferred_contact',
  'motivation',
] as const

export type SponsorshipInput = {
  sponsor_type: string
  organization_name?: string
  contact_person: string
  email: string
  phone: string
  address?: string
  church_denomination?: string
  currency: string
  sponsor_amount: string
  preferred_contact: string
  motivation?: string
}

export const checkSponsorship = (input: Partial<SponsorshipInput>): FieldErrors => {
  const errors: FieldErrors = {}
  if (blank(input.sponsor_type)) errors.sponsor_type = messages.required
  else if (input.sponsor_type !== 'individual' && input.sponsor_type !== 'organization')
    errors.sponsor_type = messages.sponsorType
  checkText(errors, 'organization_name', input.organization_name, {
    required: input.sponsor_type === 'organization',
    max: MAX_LENGTH.organization,
  })
  checkText(errors, 'contact_person', input.contact_person, {
    required: true,
    max: MAX_LENGTH.name,
  })
  checkEmail(errors, 'email', input.email)
  checkPhone(errors, 'phone', input.phone, true)
  checkText(errors, 'address', input.address, { max: MAX_LENGTH.address })
  checkText(errors, 'church_denomination', input.church_denomination, {
    max: MAX_LENGTH.denomination,
  })
  checkText(errors, 'motivation', input.motivation, { max: MAX_LENGTH.motivation })
  if (blank(input.preferred_contact)) errors.preferred_contact = messages.required
  else if (!isContactPreference(input.preferred_contact as string))
    errors.preferred_contact = messages.contact
  if (blank(input.currency)) errors.currency = messages.required
  else if (!isSponsorCurrency(input.currency as string)) errors.currency = messages.currency
  if (blank(input.sponsor_amount)) errors.sponsor_amount = messages.required
  else {
    const amount = parseSponsorAmount(input.sponsor_amount as string, input.currency)
    if (!Number.isFinite(amount) || !Number.isInteger(amount))
      errors.sponsor_amount = messages.amount
    else if (amount > MAX_SPONSOR_AMOUNT) errors.sponsor_amount = messages.amountTooLarge
    else if (
      isSponsorCurrency(input.currency ?? '') &&
      amount < SPONSOR_MINIMUMS[input.currency as SponsorCurrency]
    ) {
      errors.sponsor_amount = belowMinimum(input.currency as SponsorCurrency)
    }
  }
  return errors
}

/** Labels start with the code and a space: the payment edge takes the code before the space. */
export const CURRENCY_LABELS: Record<SponsorCurrency, string> = {
  NGN: 'NGN (₦)',
  USD: 'USD ($)',
  GBP: 'GBP (£)',
  EUR: 'EUR (€)',
  CAD: 'CAD (C$)',
}

/** A currency's code and sign, as its label gives them ('CAD (C$)': CAD, C$), longest first. */
const currencyMarks = (currency: SponsorCurrency): string[] => {
  const [, code, sign] = /^(\S+) \((.+)\)$/.exec(CURRENCY_LABELS[currency]) ?? []
  return [code, sign].filter(Boolean).sort((a, b) => b.length - a.length)
}

export const formatWhole = (value: number): string =>
  new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }).format(value)

/** public-site.md section 8, 'Invalid Amount'. */
const belowMinimum = (currency: SponsorCurrency): string =>
  `Minimum amount for impact sponsorship is ${CURRENCY_LABELS[currency]} ${formatWhole(SPONSOR_MINIMUMS[currency])}.`

export type PitchDeckInput = { full_name: string; email: string }

export const checkPitchDeck = (input: Partial<PitchDeckInput>): FieldErrors => {
  const errors: FieldErrors = {}
  checkText(errors, 'full_name', input.full_name, { required: true, max: MAX_LENGTH.name })
  checkEmail(errors, 'email', input.email)
  return errors
}

export type ImpactReportInput = {
  requester_name?: string
  requester_email: string
  organization?: string
  purpose?: string
}

export const checkImpactReport = (input: Partial<ImpactReportInput>): FieldErrors => {
  const errors: FieldErrors = {}
  checkText(errors, 'requester_name', input.requester_name, { max: MAX_LENGTH.name })
  checkEmail(errors, 'requester_email', input.requester_email)
  checkText(errors, 'organization', input.organization, { max: MAX_LENGTH.organization })
  checkText(errors, 'purpose', input.purpose, { max: MAX_LENGTH.purpose })
  return errors
}

export { HONEYPOT_FIELD } from './markers'
