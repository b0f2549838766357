import { RESUME_MAX_BYTES } from '@collections/uploadLimits'
import { slugs } from '@collections/slugs'
import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { parseForm, volunteerSchema } from '@/lib/forms/schemas'
import { formFields, formFile, isBot, publicEndpoint } from '@/lib/http/publicEndpoint'
import { errorResponse, invalid, okResponse } from '@/lib/http/responses'
import {
  checkResume,
  saveWithFile,
  uploadMessages,
  type IncomingFile,
  type UploadTarget,
} from '@/lib/uploads/store'

const FIELDS = ['applicant_name', 'email', 'phone', 'preferred_areas'] as const
const RESUME_TARGET: UploadTarget = {
  uploadCollection: slugs.volunteerResumes,
  collection: slugs.volunteerApplications,
  field: 'resume',
  urlField: 'resume_url',
}

/** POST /api/forms/volunteer (multipart): the Volunteer Application dialog, with an optional resume. */
export const volunteerEndpoint = publicEndpoint({
  path: '/forms/volunteer',
  bucket: 'volunteer',
  accepts: 'multipart',
  maxBytes: RESUME_MAX_BYTES + 64 * 1024,
  handle: async ({ req, input }) => {
    if (input.kind !== 'multipart')
      return invalid({ form: 'Please send the form as multipart/form-data.' })
    const { form } = input
    const parsed = parseForm(volunteerSchema, formFields(form, FIELDS))
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
        return errorResponse(400, 'upload_rejected', fieldErrors.resume, { fieldErrors })
      return invalid(fieldErrors)
    }
    if (isBot(form.get(HONEYPOT_FIELD))) return okResponse({ ok: true })
    const data = {
      applicant_name: parsed.data.applicant_name.trim(),
      email: parsed.data.email.trim(),
      phone: parsed.data.phone?.trim() ?? '',
      preferred_areas: parsed.data.preferred_areas.trim(),
      status: 'pending' as const,
      applied_date: new Date().toISOString(),
    }
    if (!resume) {
      await req.payload.create({
        collection: slugs.volunteerApplications,
        data,
        overrideAccess: true,
      })
      return okResponse({ ok: true })
    }
    const saved = await saveWithFile(req.payload, RESUME_TARGET, resume, (transaction) =>
      req.payload.create({
        collection: slugs.volunteerApplications,
        data,
        overrideAccess: true,
        req: transaction,
      }),
    )
    if (!saved.ok) {
      const message = saved.status === 413 ? uploadMessages.resumeSize : uploadMessages.resumeType
      return errorResponse(400, 'upload_rejected', message, { fieldErrors: { resume: message } })
    }
    return okResponse({ ok: true })
  },
})
