import type { DonationInput } from '@/lib/payments/rules'
import { storedPhone } from '@/lib/phone'
import type { Donation } from '@/payload-types'

/**
 * The donor's details of a checked donation form, as a donation stores them: those of the donor
 * type chosen, the church only for a church member. A card checkout's donation and a transfer
 * gift's (issue #35, copied onto each of its donations) are made from the same.
 */
export type DonorDetails = Pick<
  Donation,
  | 'donor_name'
  | 'donor_email'
  | 'donor_phone'
  | 'donor_type'
  | 'organization_name'
  | 'contact_person'
  | 'organization_type'
  | 'church'
  | 'is_christian'
  | 'is_anonymous'
  | 'show_publicly'
>

export const donorDetailsOf = (data: DonationInput): DonorDetails => {
  const organization = data.donorType === 'organization'
  return {
    donor_name: organization
      ? (data.contactPerson?.trim() ?? null)
      : (data.donorName?.trim() ?? null),
    donor_email: data.email.trim(),
    donor_phone: storedPhone(data.phone),
    donor_type: organization ? 'organization' : 'individual',
    organization_name: organization ? (data.organizationName?.trim() ?? null) : null,
    contact_person: organization ? (data.contactPerson?.trim() ?? null) : null,
    organization_type: organization ? (data.organizationType as 'corporate') : null,
    church: !organization && data.isChristian === 'yes' ? (data.church?.trim() ?? null) : null,
    is_christian: organization ? null : (data.isChristian as 'yes' | 'no'),
    is_anonymous: data.isAnonymous === true,
    // Listed only with the donor's consent, a choice of its own, unticked at first (issue #32).
    show_publicly: data.showPublicly === true,
  }
}
