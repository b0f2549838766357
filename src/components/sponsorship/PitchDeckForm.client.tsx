'use client'

import { useState } from 'react'

import { common } from '@/copy/common'
import { looksLikeEmail, sponsorshipCopy } from '@/copy/sponsorship'

import { toast, type ToastMessage } from '../ui/Toast.client'
import { Field, inputClass } from './fields'

const copy = sponsorshipCopy.pitchDeck

/** The pitch-deck request inside its modal; the request is sent once the public forms are wired. */
export function PitchDeckForm() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<ToastMessage | null>(null)
  // The page's toasts sit under the modal's top layer, so the notice is repeated inside the dialog.
  const say = (message: ToastMessage) => {
    setNotice(message)
    toast(message)
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!name.trim() || !email.trim()) say({ ...copy.missing, variant: 'destructive' })
    else if (!looksLikeEmail(email)) say({ ...copy.invalidEmail, variant: 'destructive' })
    else say({ ...common.comingSoon })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 text-left">
      <p className="text-ink-soft">{copy.lead}</p>
      <Field id="pitch-name" label={copy.name} required>
        <input id="pitch-name" name="full_name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} className={inputClass} />
      </Field>
      <Field id="pitch-email" label={copy.email} required>
        <input id="pitch-email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
      </Field>
      <div role="status" aria-live="polite">
        {notice ? (
          <div data-testid="dialog-notice" className={`rounded-2xl border p-4 ${notice.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-line bg-surface-muted'}`}>
            <p className="font-semibold">{notice.title}</p>
            {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
          </div>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full">
        {copy.submit}
      </button>
    </form>
  )
}
