import {
  AVAILABLE_COUNTRY,
  COMING_SOON_COUNTRIES,
  donationCopy,
  donationFormCopy,
} from '@/copy/sponsorship'
import type { FieldErrors } from '@/lib/forms/rules'

import {
  checkDonation,
  missingDonationFields,
  missingDonationInformation,
  type DonationInput,
} from './rules'

/**
 * The donation form's controls (their HTML names) and the payment initialization payload of
 * public-site.md section 5 (the rules' names), read the same way by its server action and by the
 * browser's check. Client-safe and dependency-free, as rules.ts.
 */

/** The rules' field names as the form's control names, which its errors are shown beside. */
const CONTROL_NAMES: Record<string, string> = {
  donorName: 'donor_name',
  organizationName: 'organization_name',
  contactPerson: 'contact_person',
  organizationType: 'organization_type',
  isChristian: 'is_christian',
  projectId: 'project',
}

export const byControlName = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [CONTROL_NAMES[field] ?? field, message]),
  )

/**
 * The form's fields as the payload: those of the donor type chosen (the other type's stay in the
 * page, hidden by CSS), the church only for a church member's gift. A checkbox is sent only when ticked.
 */
export const donationFromForm = (form: FormData): DonationInput => {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const isChristian = text('is_christian')
  return {
    frequency: text('frequency') || 'once',
    amount: text('amount'),
    email: text('email'),
    phone: text('phone'),
    currency: AVAILABLE_COUNTRY.currency,
    donorType: text('donor_type'),
    isAnonymous: form.get('is_anonymous') !== null,
    showPublicly: form.get('show_publicly') !== null,
    coverFees: form.get('cover_fees') !== null,
    ...(text('donor_type') === 'organization'
      ? {
          organizationName: text('organization_name'),
          organizationType: text('organization_type'),
          contactPerson: text('contact_person'),
        }
      : {
          donorName: text('donor_name'),
          isChristian,
          church: isChristian === 'yes' ? text('church') : '',
        }),
    projectId: text('project') || null,
  }
}

/** The country chosen above the form, unless it is the one that can give now: why not (a coming-soon one is not a missing one). */
export const countryRefusal = (country: FormDataEntryValue | null): string | null => {
  if (country === AVAILABLE_COUNTRY.code) return null
  return COMING_SOON_COUNTRIES.some((item) => item.code === country)
    ? donationCopy.countryComingSoon.description
    : donationFormCopy.countryMissing.description
}

/**
 * The browser's check, before the payment step: the country, then the fields left blank alone
 * (with the spec's 'Missing Information' sentence), then what was filled in wrongly; errors by
 * control name, in the rules' order. The server runs the same rules (schema.ts), and answers alike.
 */
export const refuseDonation = (
  form: FormData,
): { error: string; fieldErrors: FieldErrors } | null => {
  const country = countryRefusal(form.get('country'))
  if (country) return { error: country, fieldErrors: { country } }
  const request = donationFromForm(form)
  const missing = missingDonationInformation(request)
  if (missing) return { error: missing, fieldErrors: byControlName(missingDonationFields(request)) }
  const found = byControlName(checkDonation(request))
  const [first] = Object.values(found)
  return first ? { error: first, fieldErrors: found } : null
}

/** The page a monthly gift by bank transfer goes on to (issue #35): it says to look in the e-mail. */
export const TRANSFER_SENT_PATH = '/sponsorship/transfer'

/** A monthly gift by bank transfer (issue #35) rather than by card: the form's choice under Monthly. */
export const givesByTransfer = (form: FormData): boolean =>
  form.get('frequency') === 'monthly' && form.get('monthly_method') === 'transfer'
