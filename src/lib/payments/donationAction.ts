'use server'

import { redirect, RedirectType } from 'next/navigation'

import { AVAILABLE_COUNTRY, COMING_SOON_COUNTRIES, sponsorshipCopy } from '@/copy/sponsorship'
import { publicAction } from '@/lib/forms/publicAction'
import type { FormState } from '@/lib/forms/state'

import type { DonationInput } from './rules'
import { startDonation } from './start'

const copy = sponsorshipCopy

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The donation form's fields (their HTML names) as the payment initialization payload. */
const donationFromForm = (form: FormData): Partial<DonationInput> => ({
  amount: text(form, 'amount') ?? '',
  email: text(form, 'email') ?? '',
  phone: text(form, 'phone') ?? '',
  currency: AVAILABLE_COUNTRY.currency,
  donorType: text(form, 'donor_type') ?? '',
  donorName: text(form, 'donor_name'),
  isChristian: text(form, 'is_christian'),
  church: text(form, 'church'),
  organizationName: text(form, 'organization_name'),
  organizationType: text(form, 'organization_type'),
  contactPerson: text(form, 'contact_person'),
  // A checkbox is sent only when ticked.
  isAnonymous: form.get('is_anonymous') !== null,
  showPublicly: form.get('show_publicly') !== null,
  projectId: text(form, 'project') || null,
  frequency: text(form, 'frequency') || 'once',
})

const donate = publicAction({
  name: 'donation form',
  bucket: 'payment',
  handle: async ({ payload, form }) => {
    const country = text(form, 'country') ?? ''
    if (country !== AVAILABLE_COUNTRY.code) {
      const comingSoon = COMING_SOON_COUNTRIES.some((item) => item.code === country)
      const notice = comingSoon ? copy.donation.countryComingSoon : copy.donationForm.countryMissing
      return {
        ok: false,
        code: 'invalid',
        error: notice.description,
        fieldErrors: { country: notice.description },
      }
    }
    const outcome = await startDonation(payload, donationFromForm(form))
    // Paystack's own checkout page, which comes back to /sponsorship/payment (303: the browser GETs it).
    if (outcome.ok) redirect(outcome.payment.authorization_url, RedirectType.push)
    switch (outcome.code) {
      case 'missing':
        return {
          ok: false,
          code: 'invalid',
          error: outcome.error,
          fieldErrors: outcome.fieldErrors,
        }
      case 'invalid':
        return { ok: false, code: 'invalid', fieldErrors: outcome.fieldErrors }
      case 'project_unavailable':
        return {
          ok: false,
          code: 'invalid',
          error: copy.donationForm.projectReset.description,
          fieldErrors: { projectId: copy.donationForm.projectReset.description },
        }
      case 'rate_limited':
        return {
          ok: false,
          code: 'invalid',
          error: outcome.error,
          fieldErrors: { email: outcome.error },
        }
      case 'payment_error':
        return {
          ok: false,
          code: 'invalid',
          error: outcome.error,
          fieldErrors: { form: outcome.error },
        }
    }
  },
})

/**
 * 'Continue to Payment' without JavaScript: a POST (nothing in a URL) that starts the payment as
 * /api/payments/initialize does and sends the donor to Paystack's page, or renders the form again
 * with its errors. With JavaScript the form's own handler goes to the payment step instead.
 */
export async function donationAction(previous: FormState, form: FormData): Promise<FormState> {
  return donate(previous, form)
}
