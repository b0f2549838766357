'use client'

import { useRef, useState } from 'react'

import { common } from '@/copy/common'
import { volunteerCopy as copy } from '@/copy/volunteer'

import { DialogCloseButton } from '../ui/Dialog.client'
import { toast } from '../ui/Toast.client'

const input = 'w-full rounded-xl border border-line bg-surface px-4 py-3 text-ink placeholder:text-ink-soft/70 focus:outline-2 focus:outline-accent'

/**
 * 'Volunteer With Us' and its application dialog. The fields and the required-field check are here;
 * sending the application to the server is wired in with the public forms (issue #4).
 */
export function VolunteerDialog({ buttonClassName = 'btn-primary' }: { buttonClassName?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [submitting] = useState(false)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const missing = ['applicant_name', 'email', 'preferred_areas'].some((name) => !String(data.get(name) ?? '').trim())
    if (missing) {
      toast({ ...copy.required, variant: 'destructive' })
      return
    }
    toast({ title: common.comingSoon.title, description: common.comingSoon.description })
  }
  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => dialog.current?.showModal()}>
        {copy.button}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="volunteer-title"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-charcoal/60"
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="volunteer-title" className="heading-display text-2xl">
              {copy.title}
            </h2>
            <DialogCloseButton onClose={() => dialog.current?.close()} />
          </div>
          <p className="text-ink-soft">{copy.intro}</p>
          <label className="block space-y-1">
            <span className="font-medium">{copy.fields.name} *</span>
            <input name="applicant_name" required autoComplete="name" className={input} />
          </label>
          <label className="block space-y-1">
            <span className="font-medium">{copy.fields.email} *</span>
            <input name="email" type="email" required autoComplete="email" className={input} />
          </label>
          <label className="block space-y-1">
            <span className="font-medium">{copy.fields.phone}</span>
            <input name="phone" type="tel" autoComplete="tel" className={input} />
          </label>
          <label className="block space-y-1">
            <span className="font-medium">{copy.fields.area} *</span>
            <select name="preferred_areas" required defaultValue="" className={input}>
              <option value="" disabled>
                {copy.fields.areaPlaceholder}
              </option>
              {copy.areas.map((area) => (
                <option key={area}>{area}</option>
              ))}
            </select>
          </label>
          <label className="block space-y-1">
            <span className="font-medium">{copy.fields.resume}</span>
            <input name="resume" type="file" accept=".pdf,.doc,.docx" className={`${input} file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-1`} />
          </label>
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
      </dialog>
    </>
  )
}
