'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useEffect, useRef, useState } from 'react'

import { volunteerCopy as copy } from '@/copy/volunteer'
import { trackVolunteerInterest } from '@/lib/analytics/track'
import { volunteerAction } from '@/lib/forms/actions'
import { checkVolunteer, messages, type FieldErrors } from '@/lib/forms/rules'
import { idleFormState, SENT, type FormState } from '@/lib/forms/state'
import { submitForm } from '@/lib/forms/submit'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { blankFields, focusFirstInvalid, namingFields } from '../forms/invalidFields'
import {
  adoptTargetedDialog,
  inPlaceDialogClass,
  pressAsButton,
  triggerId,
} from '../forms/inPlaceDialog'
import { Field, Honeypot, inputClass } from '../sponsorship/fields'
import { DialogCloseButton } from '../ui/Dialog.client'
import { toast, type ToastMessage } from '../ui/toast'

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i
const RESUME_MAX_BYTES = 5 * 1024 * 1024
const DIALOG_ID = 'volunteer-application'
const LABELS: Record<string, string> = {
  applicant_name: copy.fields.name,
  email: copy.fields.email,
  phone: copy.fields.phone,
  preferred_areas: copy.fields.area,
  resume: copy.fields.resume,
}

/** The resume as chosen: the server checks its content again; here only its name and size. */
const checkResumeChoice = (file: File | null): string | undefined => {
  if (!file || file.size === 0) return undefined
  if (!RESUME_EXTENSIONS.test(file.name)) return 'Please choose a PDF, DOC or DOCX file.'
  if (file.size > RESUME_MAX_BYTES) return 'Please select a file smaller than 5MB'
  return undefined
}

/** 'Please fill in all required fields: Full Name, Email.' */
const missingNotice = (missing: FieldErrors): ToastMessage => ({
  ...copy.required,
  description: namingFields(
    copy.required.description,
    Object.keys(missing).map((name) => LABELS[name] ?? name),
  ),
  variant: 'destructive',
})

/** The server's refusal of a POST without JavaScript, in the words the toasts use (a success redirects to SENT). */
const answerNotice = (state: FormState): ToastMessage | null => {
  if (state.status === 'idle' || state.status === 'done') return null
  const errors = Object.entries(state.fieldErrors)
  const missing = errors.filter(([, message]) => message === messages.required)
  if (missing.length > 0 && missing.length === errors.length)
    return missingNotice(Object.fromEntries(missing))
  return {
    title: copy.errorTitle,
    description: state.error ? copy.failed(state.error) : copy.failedGeneric,
    variant: 'destructive',
  }
}

/**
 * 'Volunteer With Us' and its application dialog (public-site.md, Volunteer Application dialog).
 * Without JavaScript the button is a link to the dialog, which then shows in place, and the form
 * posts to this page (volunteerAction), which answers beside the fields.
 */
export function VolunteerDialog({ buttonClassName = 'btn-primary' }: { buttonClassName?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  const [state, formAction] = useActionState(
    volunteerAction,
    idleFormState,
    `${pathname}#${DIALOG_ID}`,
  )
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors)
  // Refusals are written in the dialog, not toasted over its title and fields (a phone is small).
  const [notice, setNotice] = useState<ToastMessage | null>(() => answerNotice(state))
  const typed = state.values
  const answered = state.status !== 'idle' && state.status !== 'done'

  useEffect(() => adoptTargetedDialog(dialog.current), [])

  const fail = (description: string) =>
    setNotice({ title: copy.errorTitle, description, variant: 'destructive' })

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
    const missing = blankFields(
      [
        { name: 'applicant_name', value: values.applicant_name },
        { name: 'email', value: values.email },
        { name: 'preferred_areas', value: values.preferred_areas },
      ],
      messages.required,
    )
    if (Object.keys(missing).length > 0) {
      setErrors(missing)
      setNotice(missingNotice(missing))
      focusFirstInvalid(form, missing)
      return
    }
    const resume = data.get('resume') instanceof File ? (data.get('resume') as File) : null
    const found: FieldErrors = { ...checkVolunteer(values) }
    const resumeError = checkResumeChoice(resume)
    if (resumeError) found.resume = resumeError
    setErrors(found)
    if (Object.keys(found).length > 0) {
      fail(copy.failed(Object.values(found)[0]))
      focusFirstInvalid(form, found)
      return
    }
    if (resume && resume.size === 0) data.delete('resume')
    setSubmitting(true)
    const result = await submitForm('/api/forms/volunteer', data)
    setSubmitting(false)
    if (result.ok) {
      trackVolunteerInterest('application_submitted', values.preferred_areas)
      form.reset()
      setNotice(null)
      dialog.current?.close()
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    focusFirstInvalid(form, result.fieldErrors)
    if (result.status === 403) fail(copy.accessDenied)
    else fail(result.error ? copy.failed(result.error) : copy.failedGeneric)
  }

  const open = (event: React.MouseEvent) => {
    event.preventDefault()
    trackVolunteerInterest('opened')
    dialog.current?.showModal()
  }

  return (
    <>
      <a
        id={triggerId(DIALOG_ID)}
        href={`#${DIALOG_ID}`}
        role="button"
        className={buttonClassName}
        onClick={open}
        onKeyDown={pressAsButton}
      >
        {copy.button}
      </a>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        aria-labelledby="volunteer-title"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl text-left border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-charcoal/60 ${inPlaceDialogClass}`}
      >
        <form
          action={formAction}
          onSubmit={onSubmit}
          noValidate
          className="relative space-y-4 p-6 sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <h2 id="volunteer-title" className="heading-display text-2xl">
              {copy.title}
            </h2>
            <DialogCloseButton
              href={`#${triggerId(DIALOG_ID)}`}
              onClose={() => dialog.current?.close()}
            />
          </div>
          <p className="text-ink-soft">{copy.intro}</p>
          <SentNotice id={SENT.volunteer} notice={copy.success} />
          <input type="hidden" name="page" value={pathname} />
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
              defaultValue={typed.applicant_name}
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
              defaultValue={typed.email}
              className={inputClass}
            />
          </Field>
          <Field id="volunteer-phone" label={copy.fields.phone} error={errors.phone}>
            <input
              id="volunteer-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={typed.phone}
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
              defaultValue={typed.preferred_areas ?? ''}
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
            hint={answered && !errors.resume ? copy.fields.resumeAgain : copy.fields.resumeHint}
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
          <FormNotice notice={notice} testId="volunteer-notice" />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
      </dialog>
    </>
  )
}
