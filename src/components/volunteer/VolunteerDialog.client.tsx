'use client'

import { useRef, useState } from 'react'

import { volunteerCopy as copy } from '@/copy/volunteer'
import { trackVolunteerInterest } from '@/lib/analytics/track'
import { checkVolunteer, type FieldErrors } from '@/lib/forms/rules'
import { submitForm } from '@/lib/forms/submit'

import { Field, Honeypot, inputClass } from '../sponsorship/fields'
import { DialogCloseButton } from '../ui/Dialog.client'
import { toast } from '../ui/Toast.client'

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i
const RESUME_MAX_BYTES = 5 * 1024 * 1024
const REQUIRED = ['applicant_name', 'email', 'preferred_areas'] as const

/** The resume as chosen: the server checks its content again; here only its name and size. */
const checkResumeChoice = (file: File | null): string | undefined => {
  if (!file || file.size === 0) return undefined
  if (!RESUME_EXTENSIONS.test(file.name)) return 'Please choose a PDF, DOC or DOCX file.'
  if (file.size > RESUME_MAX_BYTES) return 'Please select a file smaller than 5MB'
  return undefined
}

/** 'Volunteer With Us' and its application dialog (public-site.md, Volunteer Application dialog). */
export function VolunteerDialog({ buttonClassName = 'btn-primary' }: { buttonClassName?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})

  const fail = (description: string) =>
    toast({ title: copy.errorTitle, description, variant: 'destructive' })

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const values = {
      applicant_name: text('applicant_name'),
      email: text('email'),
      phone: text('phone'),
      preferred_areas: text('preferred_areas'),
    }
    if (REQUIRED.some((name) => !values[name].trim())) {
      setErrors({})
      toast({ ...copy.required, variant: 'destructive' })
      return
    }
    const resume = data.get('resume') instanceof File ? (data.get('resume') as File) : null
    const found: FieldErrors = { ...checkVolunteer(values) }
    const resumeError = checkResumeChoice(resume)
    if (resumeError) found.resume = resumeError
    setErrors(found)
    if (Object.keys(found).length > 0) {
      fail(copy.failed(Object.values(found)[0]))
      return
    }
    if (resume && resume.size === 0) data.delete('resume')
    setSubmitting(true)
    const result = await submitForm('/api/forms/volunteer', data)
    setSubmitting(false)
    if (result.ok) {
      trackVolunteerInterest('application_submitted', values.preferred_areas)
      form.reset()
      dialog.current?.close()
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    if (result.status === 403) fail(copy.accessDenied)
    else fail(result.error ? copy.failed(result.error) : copy.failedGeneric)
  }

  const open = () => {
    trackVolunteerInterest('opened')
    dialog.current?.showModal()
  }

  return (
    <>
      <button type="button" className={buttonClassName} onClick={open}>
        {copy.button}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="volunteer-title"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-charcoal/60"
      >
        <form onSubmit={onSubmit} noValidate className="relative space-y-4 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="volunteer-title" className="heading-display text-2xl">
              {copy.title}
            </h2>
            <DialogCloseButton onClose={() => dialog.current?.close()} />
          </div>
          <p className="text-ink-soft">{copy.intro}</p>
          <Field
            id="volunteer-name"
            label={copy.fields.name}
            required
            error={errors.applicant_name}
          >
            <input
              id="volunteer-name"
              name="applicant_name"
              required
              autoComplete="name"
              className={inputClass}
            />
          </Field>
          <Field id="volunteer-email" label={copy.fields.email} required error={errors.email}>
            <input
              id="volunteer-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              className={inputClass}
            />
          </Field>
          <Field id="volunteer-phone" label={copy.fields.phone} error={errors.phone}>
            <input
              id="volunteer-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              className={inputClass}
            />
          </Field>
          <Field
            id="volunteer-area"
            label={copy.fields.area}
            required
            error={errors.preferred_areas}
          >
            <select
              id="volunteer-area"
              name="preferred_areas"
              required
              defaultValue=""
              className={inputClass}
            >
              <option value="" disabled>
                {copy.fields.areaPlaceholder}
              </option>
              {copy.areas.map((area) => (
                <option key={area}>{area}</option>
              ))}
            </select>
          </Field>
          <Field
            id="volunteer-resume"
            label={copy.fields.resume}
            hint={copy.fields.resumeHint}
            error={errors.resume}
          >
            <input
              id="volunteer-resume"
              name="resume"
              type="file"
              accept=".pdf,.doc,.docx"
              className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-ink`}
            />
          </Field>
          <Honeypot />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
      </dialog>
    </>
  )
}
