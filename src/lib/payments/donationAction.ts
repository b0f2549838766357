'use server'

import { redirect, RedirectType } from 'next/navigation'

import { donationFormCopy } from '@/copy/sponsorship'
import { publicAction } from '@/lib/forms/publicAction'
import type { FormState } from '@/lib/forms/state'

import { startTransferGiving } from '@/lib/giving/transfers'

import {
  byControlName,
  countryRefusal,
  donationFromForm,
  givesByTransfer,
  TRANSFER_SENT_PATH,
} from './donationForm'
import { startDonation } from './start'

const donate = publicAction({
  name: 'donation form',
  bucket: 'payment',
  handle: async ({ payload, form }) => {
    const country = countryRefusal(form.get('country'))
    if (country) return { ok: false, code: 'invalid', error: country, fieldErrors: { country } }
    const outcome = givesByTransfer(form)
      ? await startTransferGiving(payload, donationFromForm(form))
      : await startDonation(payload, donationFromForm(form))
    // Paystack's own checkout page, which comes back to /sponsorship/payment (303: the browser GETs
    // it); a gift by transfer to the page that says its account is in the e-mail.
    if (outcome.ok)
      redirect(outcome.payment?.authorization_url ?? TRANSFER_SENT_PATH, RedirectType.push)
    switch (outcome.code) {
      case 'missing':
        return {
          ok: false,
          code: 'invalid',
          error: outcome.error,
          fieldErrors: byControlName(outcome.fieldErrors),
        }
      case 'invalid':
        return { ok: false, code: 'invalid', fieldErrors: byControlName(outcome.fieldErrors) }
      case 'project_unavailable':
        return {
          ok: false,
          code: 'invalid',
          error: donationFormCopy.projectReset.description,
          fieldErrors: { project: donationFormCopy.projectReset.description },
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
 * with its errors, by the form's control names. With JavaScript the form checks the same rules
 * (donationForm.ts) and goes on to the payment step instead.
 */
export async function donationAction(previous: FormState, form: FormData): Promise<FormState> {
  return donate(previous, form)
}
