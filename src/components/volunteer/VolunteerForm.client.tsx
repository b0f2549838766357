'use client'

import { usePathname } from 'next/navigation'
import { useActionState, useEffect, useRef, useState } from 'react'

import { volunteerCopy as copy } from '@/copy/volunteer'
import { volunteerAction } from '@/lib/forms/actions'
import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import type { FieldErrors } from '@/lib/forms/rules'
import { idleFormState, SENT, type FormState } from '@/lib/forms/state'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { focusFirstInvalid, namingFields } from '../forms/invalidFields'
import { adoptTargetedDialog, inPlaceDialogClass, triggerId } from '../forms/inPlaceDialog'
import { Field, Honeypot, inputClass } from '../sponsorship/fields'
import { DialogCloseButton } from '../ui/Dialog.client'
import { restore, type TakenOver } from '../ui/Island.client'
import { toast, type ToastMessage } from '../ui/toast'
import { DIALOG_ID } from './dialogId'
import { sendVolunteer, type VolunteerAnswers } from './sendVolunteer'

const LABELS: Record<string, string> = {
  applicant_name: copy.fields.name,
  email: copy.fields.email,
  phone: copy.fields.phone,
  preferred_areas: copy.fields.area,
  resume: copy.fields.resume,
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
  const missing = errors.filter(([, message]) => message === REQUIRED_MESSAGE)
  if (missing.length > 0 && missing.length === errors.length)
    return missingNotice(Object.fromEntries(missing))
  return {
    title: copy.errorTitle,
    description: state.error ? copy.failed(state.error) : copy.failedGeneric,
    variant: 'destructive',
  }
}

/**
 * The Volunteer Application dialog and its form (public-site.md), opened by VolunteerDialog's
 * button. Without JavaScript the form posts to this page (volunteerAction), which answers beside
 * the fields. In the browser it replaces the server's dialog once opened (`taken`).
 */
export function VolunteerForm({ taken }: { taken?: TakenOver }) {
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

  useEffect(() => {
    if (!adoptTargetedDialog(dialog.current) && taken?.open) dialog.current?.showModal()
    restore(dialog.current, taken)
  }, [taken])

  const fail = (description: string) =>
    setNotice({ title: copy.errorTitle, description, variant: 'destructive' })

  const answers = (form: HTMLFormElement): VolunteerAnswers => ({
    missing: (missing) => {
      setErrors(missing)
      setNotice(missingNotice(missing))
      focusFirstInvalid(form, missing)
    },
    invalid: (found) => {
      setErrors(found)
      fail(copy.failed(Object.values(found)[0]))
      focusFirstInvalid(form, found)
    },
    sending: (busy) => {
      if (busy) setErrors({})
      setSubmitting(busy)
    },
    sent: () => {
      form.reset()
      setNotice(null)
      dialog.current?.close()
      toast(copy.success)
    },
    refused: (fieldErrors, status, error) => {
      setErrors(fieldErrors)
      focusFirstInvalid(form, fieldErrors)
      if (status === 403) fail(copy.accessDenied)
      else fail(error ? copy.failed(error) : copy.failedGeneric)
    },
  })

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void sendVolunteer(form, answers(form))
  }

  return (
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
        <Field id="volunteer-name" label={copy.fields.name} required error={errors.applicant_name}>
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
        <Field id="volunteer-area" label={copy.fields.area} required error={errors.preferred_areas}>
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
  )
}
