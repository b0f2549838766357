import { trackVolunteerInterest } from '@/lib/analytics/track'
import { checkVolunteer, messages, type FieldErrors } from '@/lib/forms/rules'
import { submitForm } from '@/lib/forms/submit'

import { blankFields } from '../forms/invalidFields'

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i
const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** The resume as chosen: the server checks its content again; here only its name and size. */
const checkResumeChoice = (file: File | null): string | undefined => {
  if (!file || file.size === 0) return undefined
  if (!RESUME_EXTENSIONS.test(file.name)) return 'Please choose a PDF, DOC or DOCX file.'
  if (file.size > RESUME_MAX_BYTES) return 'Please select a file smaller than 5MB'
  return undefined
}

/** How the dialog answers each outcome of a send. */
export type VolunteerAnswers = {
  missing: (errors: FieldErrors) => void
  invalid: (errors: FieldErrors) => void
  sending: (busy: boolean) => void
  sent: () => void
  refused: (errors: FieldErrors, status: number, error?: string) => void
}

/**
 * Checks and sends the volunteer form (public-site.md, Volunteer Application dialog). Loaded when
 * the dialog opens, not with the page: most visitors never open it, and the rules of every public
 * form come with it.
 */
export async function sendVolunteer(form: HTMLFormElement, answer: VolunteerAnswers) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const values = {
    applicant_name: text('applicant_name'),
    email: text('email'),
    phone: text('phone'),
    preferred_areas: text('preferred_areas'),
  }
  const missing = blankFields(
    [
      { name: 'applicant_name', value: values.applicant_name },
      { name: 'email', value: values.email },
      { name: 'preferred_areas', value: values.preferred_areas },
    ],
    messages.required,
  )
  if (Object.keys(missing).length > 0) return answer.missing(missing)
  const resume = data.get('resume') instanceof File ? (data.get('resume') as File) : null
  const found: FieldErrors = { ...checkVolunteer(values) }
  const resumeError = checkResumeChoice(resume)
  if (resumeError) found.resume = resumeError
  if (Object.keys(found).length > 0) return answer.invalid(found)
  if (resume && resume.size === 0) data.delete('resume')
  answer.sending(true)
  const result = await submitForm('/api/forms/volunteer', data)
  answer.sending(false)
  if (result.ok) {
    trackVolunteerInterest('application_submitted', values.preferred_areas)
    return answer.sent()
  }
  answer.refused(result.fieldErrors, result.status, result.error)
}
