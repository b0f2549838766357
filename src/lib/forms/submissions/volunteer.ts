import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { limitPerEmail } from '@/lib/forms/emailLimit'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { parseForm, volunteerSchema } from '@/lib/forms/schemas'
import { formFields, formFile, isBot } from '@/lib/http/publicEndpoint'
import type { FormOutcome } from '@/lib/http/responses'
import {
  checkResume,
  resumeRefusal,
  saveWithFile,
  uploadMessages,
  type IncomingFile,
  type UploadTarget,
} from '@/lib/uploads/store'
import { storedPhone } from '@/lib/phone'

export const VOLUNTEER_FIELDS = ['applicant_name', 'email', 'phone', 'preferred_areas'] as const
const RESUME_TARGET: UploadTarget = {
  uploadCollection: slugs.volunteerResumes,
  collection: slugs.volunteerApplications,
  field: 'resume',
  urlField: 'resume_url',
}

/** The Volunteer Application with an optional resume (multipart): its endpoint's and its action's core. */
export const submitVolunteer = async (payload: Payload, form: FormData): Promise<FormOutcome> => {
  const parsed = parseForm(volunteerSchema, formFields(form, VOLUNTEER_FIELDS))
  const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors }
  const chosen = formFile(form, 'resume')
  let resume: IncomingFile | null = null
  if (chosen === 'not-a-file') fieldErrors.resume = uploadMessages.resumeType
  else if (chosen) {
    const checked = await checkResume(chosen)
    if (checked.ok) resume = checked.file
    else fieldErrors.resume = checked.message
  }
  if (!parsed.ok || Object.keys(fieldErrors).length > 0) {
    if (parsed.ok)
      return { ok: false, code: 'upload_rejected', fieldErrors, error: fieldErrors.resume }
    return { ok: false, code: 'invalid', fieldErrors }
  }
  const limited = await limitPerEmail(payload, 'volunteer', parsed.data.email)
  if (limited) return limited
  if (isBot(form.get(HONEYPOT_FIELD))) return { ok: true }
  const data = {
    applicant_name: parsed.data.applicant_name.trim(),
    email: parsed.data.email.trim(),
    phone: storedPhone(parsed.data.phone),
    preferred_areas: parsed.data.preferred_areas.trim(),
    status: 'pending' as const,
    applied_date: new Date().toISOString(),
  }
  if (!resume) {
    await payload.create({ collection: slugs.volunteerApplications, data, overrideAccess: true })
    return { ok: true }
  }
  const saved = await saveWithFile(payload, RESUME_TARGET, resume, (transaction) =>
    payload.create({
      collection: slugs.volunteerApplications,
      data,
      overrideAccess: true,
      req: transaction,
    }),
  )
  if (!saved.ok) {
    const message =
      saved.status === 413
        ? uploadMessages.resumeSize
        : resumeRefusal(chosen instanceof File ? chosen.name : '')
    return { ok: false, code: 'upload_rejected', fieldErrors: { resume: message }, error: message }
  }
  return { ok: true }
}
