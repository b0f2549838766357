'use client'

import { consentCopy } from '@/copy/consent'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { volunteerCopy as copy } from '@/copy/volunteer'
import { trackVolunteerInterest } from '@/lib/analytics/track'
import { volunteerAction } from '@/lib/forms/actions'
import { checkVolunteer, type FieldErrors } from '@/lib/forms/rules'
import { SENT, type FormState } from '@/lib/forms/state'

import { FileField } from '../forms/FileField'
import { SelectField, TextField } from '../forms/formFields'
import { SentNotice } from '../forms/FormNotice'
import { adoptTargetedDialog, inPlaceDialogClass, triggerId } from '../forms/inPlaceDialog'
import { chosenFile, texts, viaEndpoint } from '../forms/sendForm'
import { PublicForm, usePublicForm, type Words } from '../forms/usePublicForm'
import { DialogCloseButton } from '../ui/Dialog.client'
import { restore, type TakenOver } from '../ui/takenOver'
import { toast } from '../ui/toast'
import { DIALOG_ID } from './dialogId'

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i
const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** The form's rules, as the server runs them, and the resume's name and size. */
const check = (data: FormData): FieldErrors => {
  const found = checkVolunteer(texts(data))
  const resume = chosenFile(data, 'resume')
  if (resume && !RESUME_EXTENSIONS.test(resume.name))
    found.resume = 'Please choose a PDF, DOC or DOCX file.'
  else if (resume && resume.size > RESUME_MAX_BYTES)
    found.resume = 'Please select a file smaller than 5MB'
  return found
}

/** Refusals in the toasts' words, written in the dialog (a phone is small). */
const refused = ({ code, error }: FormState) => ({
  title: copy.errorTitle,
  description:
    code === 'forbidden' ? copy.accessDenied : error ? copy.failed(error) : copy.failedGeneric,
})

const words: Words = {
  missing: {
    notice: copy.required,
    labels: {
      applicant_name: copy.fields.name,
      email: copy.fields.email,
      phone: copy.fields.phone,
      preferred_areas: copy.fields.area,
      resume: copy.fields.resume,
    },
  },
  invalid: refused,
  failed: refused,
}

/**
 * The Volunteer Application dialog and its form (public-site.md), opened by VolunteerDialog's
 * button. Without JavaScript the form posts to this page (volunteerAction), which answers beside
 * the fields. In the browser it replaces the server's dialog once opened (`taken`).
 */
export function VolunteerForm({ taken }: { taken?: TakenOver }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  const form = usePublicForm({
    action: volunteerAction,
    permalink: `${pathname}#${DIALOG_ID}`,
    words,
    prefix: 'volunteer',
    send: viaEndpoint({
      check,
      endpoint: '/api/forms/volunteer',
      body: (data) => {
        // No resume chosen: none is sent (a browser sends an empty file).
        if (!chosenFile(data, 'resume')) data.delete('resume')
        return data
      },
      sent: (data) => {
        trackVolunteerInterest('application_submitted', texts(data).preferred_areas)
        // By its id: the linter takes a ref given to a function as read during render.
        const shown = document.getElementById(DIALOG_ID) as HTMLDialogElement | null
        shown?.close()
        toast(copy.success)
      },
    }),
  })

  useEffect(() => {
    if (!adoptTargetedDialog(dialog.current) && taken?.open) dialog.current?.showModal()
    restore(dialog.current, taken)
  }, [taken])

  return (
    <dialog
      ref={dialog}
      id={DIALOG_ID}
      aria-labelledby="volunteer-title"
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl text-left border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-charcoal/60 ${inPlaceDialogClass}`}
    >
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.volunteer}
        className="relative space-y-4 p-6 sm:p-8"
        notice={{ testId: 'volunteer-notice' }}
        submit={{ label: copy.submit, busy: copy.submitting }}
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
        <TextField
          name="applicant_name"
          id="volunteer-name"
          label={copy.fields.name}
          required
          autoComplete="name"
        />
        <TextField
          name="email"
          label={copy.fields.email}
          required
          type="email"
          autoComplete="email"
        />
        <TextField name="phone" label={copy.fields.phone} type="tel" autoComplete="tel" />
        <SelectField
          name="preferred_areas"
          id="volunteer-area"
          label={copy.fields.area}
          required
          placeholder={copy.fields.areaPlaceholder}
          placeholderDisabled
          options={copy.areas}
        />
        <FileField
          name="resume"
          label={copy.fields.resume}
          accept=".pdf,.doc,.docx"
          hint={
            form.answered && !form.errors.resume ? copy.fields.resumeAgain : copy.fields.resumeHint
          }
        />
      </PublicForm>
    </dialog>
  )
}
