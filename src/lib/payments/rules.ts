import { ORGANIZATION_TYPES } from '@collections/options'
import { donationFormCopy } from '@/copy/sponsorship'
import { blank } from '@/lib/blank'
import {
  checkEmail,
  checkPhone,
  checkText,
  MAX_LENGTH,
  messages,
  type FieldErrors,
} from '@/lib/forms/rules'

/**
 * The donation form's rules (public-site.md section 5), run by the browser before it asks for a
 * payment and by POST /api/payments/initialize again. Dependency-free for the client bundle.
 */
const MIN_DONATION = 100
/** One card payment; larger gifts come through sponsorship or a bank transfer. */
const MAX_DONATION = 10_000_000

export type DonationInput = {
  amount: number | string
  email: string
  donorName?: string
  phone: string
  currency?: string
  isAnonymous?: boolean
  showPublicly?: boolean
  church?: string
  isChristian?: string
  donorType: string
  organizationName?: string
  organizationType?: string
  contactPerson?: string
  projectId?: number | string | null
  /** 'once' (the default) or 'monthly': a monthly gift is a Paystack subscription (issue #18). */
  frequency?: string
  /** "I'll cover the fees": the server adds Paystack's fee to the amount (fees.ts, issue #35). */
  coverFees?: boolean
}

export const donationMessages = {
  amount: `Please enter a whole number of naira, at least ₦${MIN_DONATION}.`,
  amountTooLarge: `The most one card payment can be is ₦${MAX_DONATION.toLocaleString('en-NG')}. For a larger gift, please become an impact sponsor.`,
} as const

/** Read from the raw body, before zod: a number or anything else where text belongs is missing text too. */
const noText = (value: unknown) => typeof value !== 'string' || blank(value)

/**
 * The amount as people write naira: '5000', '5,000,000', '₦5,000,000', 'NGN 5 000' (thousands
 * grouped by commas or spaces). NaN for anything else: Number() alone reads '0x4C4B40' and '5e6',
 * and '500.000' may mean five hundred thousand, so no decimals are guessed at.
 */
export const parseDonationAmount = (value: number | string): number => {
  if (typeof value === 'number') return value
  const digits = value.trim().replace(/^(₦|NGN)\s*/i, '')
  if (/^\d+$/.test(digits) || /^\d{1,3}([,\s]\d{3})+$/.test(digits))
    return Number(digits.replace(/[,\s]/g, ''))
  return Number.NaN
}

/** An amount of naira as a gift may be (the form's rule, also for a monthly gift's new amount): its error, or null. */
export const amountError = (value: number | string): string | null => {
  const amount = parseDonationAmount(value)
  if (!Number.isInteger(amount) || amount < MIN_DONATION) return donationMessages.amount
  if (amount > MAX_DONATION) return donationMessages.amountTooLarge
  return null
}

/** The spec's 'Missing Information' message for the first required field left empty, or null. */
export const missingDonationInformation = (input: Partial<DonationInput>): string | null => {
  const missing = donationFormCopy.missing
  if (noText(input.email) || noText(input.phone) || blank(input.amount)) return missing.fields
  if (input.donorType === 'organization') {
    if (
      noText(input.organizationName) ||
      noText(input.contactPerson) ||
      noText(input.organizationType)
    )
      return missing.organization
    return null
  }
  if (noText(input.donorName) || (input.isChristian !== 'yes' && input.isChristian !== 'no'))
    return missing.fields
  if (input.isChristian === 'yes' && noText(input.church)) return missing.church
  return null
}

/**
 * Which required fields are empty, each marked 'This field is required.' beside it (the 'Missing
 * Information' notice names the rule; this names the fields).
 */
export const missingDonationFields = (input: Partial<DonationInput>): FieldErrors => {
  const errors: FieldErrors = {}
  const need = (field: keyof DonationInput, empty: boolean) => {
    if (empty) errors[field] = messages.required
  }
  if (input.donorType === 'organization') {
    need('organizationName', noText(input.organizationName))
    need('contactPerson', noText(input.contactPerson))
    need('organizationType', noText(input.organizationType))
  } else {
    need('donorName', noText(input.donorName))
  }
  need('email', noText(input.email))
  need('phone', noText(input.phone))
  need('amount', blank(input.amount))
  if (input.donorType !== 'organization') {
    need('isChristian', input.isChristian !== 'yes' && input.isChristian !== 'no')
    need('church', input.isChristian === 'yes' && noText(input.church))
  }
  return errors
}

/** Errors in what was filled in (shape, lengths, amount), by the form's field names. */
export const checkDonation = (input: Partial<DonationInput>): FieldErrors => {
  const errors: FieldErrors = {}
  const organization = input.donorType === 'organization'
  checkEmail(errors, 'email', input.email)
  checkPhone(errors, 'phone', input.phone, true)
  checkText(errors, 'donorName', input.donorName, { required: !organization, max: MAX_LENGTH.name })
  checkText(errors, 'contactPerson', input.contactPerson, {
    required: organization,
    max: MAX_LENGTH.name,
  })
  checkText(errors, 'organizationName', input.organizationName, {
    required: organization,
    max: MAX_LENGTH.organization,
  })
  checkText(errors, 'church', input.church, {
    required: !organization && input.isChristian === 'yes',
    max: MAX_LENGTH.organization,
  })
  if (input.donorType !== 'individual' && !organization) errors.donorType = messages.sponsorType
  if (!organization && input.isChristian !== 'yes' && input.isChristian !== 'no')
    errors.isChristian = messages.required
  if (organization && !ORGANIZATION_TYPES.some((type) => type.value === input.organizationType))
    errors.organizationType = 'Please choose one of the listed organization types.'
  if (input.currency !== undefined && input.currency !== 'NGN')
    errors.currency = 'Only Nigerian naira (NGN) is available for now.'
  const amount = amountError(input.amount ?? '')
  if (amount) errors.amount = amount
  return errors
}
