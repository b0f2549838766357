import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { HONEYPOT_FIELD, messages, parseSponsorAmount, SPONSORSHIP_FIELDS } from '@/lib/forms/rules'
import { parseForm, sponsorshipSchema } from '@/lib/forms/schemas'
import { formFields, formFile, isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import {
  checkLogo,
  logoRefusal,
  saveWithFile,
  uploadMessages,
  type IncomingFile,
  type UploadTarget,
} from '@/lib/uploads/store'
import { storedPhone } from '@/lib/phone'

const LOGO_TARGET: UploadTarget = {
  uploadCollection: slugs.sponsorLogos,
  collection: slugs.sponsorshipApplications,
  field: 'profile_picture',
  urlField: 'profile_picture_url',
}

/** back-office.md: the church denomination travels as a 'Church Denomination:' line of the motivation. */
const motivationWithDenomination = (
  motivation: string | undefined,
  denomination: string | undefined,
): string | null => {
  const parts = [
    motivation?.trim(),
    denomination?.trim() ? `Church Denomination: ${denomination.trim()}` : '',
  ].filter(Boolean)
  return parts.length ? parts.join('\n\n') : null
}

/** The 'Impact Sponsorship Application' with its logo (multipart): its endpoint's and its action's core. */
export const submitSponsorship = async (payload: Payload, form: FormData): Promise<FormOutcome> => {
  const parsed = parseForm(sponsorshipSchema, formFields(form, SPONSORSHIP_FIELDS))
  const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors }
  const chosen = formFile(form, 'profile_picture')
  let logo: IncomingFile | null = null
  if (chosen === null) fieldErrors.profile_picture = messages.required
  else if (chosen === 'not-a-file') fieldErrors.profile_picture = uploadMessages.logoType
  else {
    const checked = await checkLogo(chosen, parsed.ok ? parsed.data.sponsor_type : 'sponsor')
    if (checked.ok) logo = checked.file
    else fieldErrors.profile_picture = checked.message
  }
  if (!parsed.ok || !logo) {
    if (parsed.ok && chosen !== null)
      return {
        ok: false,
        code: 'upload_rejected',
        fieldErrors,
        error: fieldErrors.profile_picture,
      }
    return { ok: false, code: 'invalid', fieldErrors }
  }
  const limited = await limitPerEmail(payload, 'sponsorship', parsed.data.email)
  if (limited) return limited
  if (isBot(form.get(HONEYPOT_FIELD))) return { ok: true }
  const data = parsed.data
  const organization = data.sponsor_type === 'organization'
  const saved = await saveWithFile(payload, LOGO_TARGET, logo, (transaction) =>
    payload.create({
      collection: slugs.sponsorshipApplications,
      data: {
        sponsor_type: data.sponsor_type as 'individual' | 'organization',
        organization_name: organization ? data.organization_name?.trim() : null,
        contact_person: data.contact_person.trim(),
        email: data.email.trim(),
        phone: storedPhone(data.phone),
        address: data.address?.trim() || null,
        sponsor_amount: parseSponsorAmount(data.sponsor_amount, data.currency),
        currency: data.currency as 'NGN',
        sponsor_duration: data.preferred_contact as 'email',
        motivation: motivationWithDenomination(data.motivation, data.church_denomination),
        status: 'pending',
      },
      overrideAccess: true,
      req: transaction,
    }),
  )
  if (!saved.ok) {
    const message =
      saved.status === 413
        ? uploadMessages.logoSize
        : logoRefusal(chosen instanceof File ? chosen.name : '')
    return {
      ok: false,
      code: 'upload_rejected',
      fieldErrors: { profile_picture: message },
      error: message,
    }
  }
  return { ok: true }
}
