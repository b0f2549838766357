'use client'

import { useState } from 'react'

import { sponsorshipCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { checkPitchDeck, HONEYPOT_FIELD, type FieldErrors } from '@/lib/forms/rules'
import { submitForm } from '@/lib/forms/submit'

import { toast, type ToastMessage } from '../ui/Toast.client'
import { Field, Honeypot, inputClass } from './fields'

const copy = sponsorshipCopy.pitchDeck

/** The pitch-deck request inside its modal: stored as a pending 'pitch_deck' request for the admins. */
export function PitchDeckForm() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<ToastMessage | null>(null)
  // The notice is also written inside the form, next to the fields it is about.
  const say = (message: ToastMessage) => {
    setNotice(message)
    toast(message)
  }
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (!name.trim() || !email.trim()) {
      setErrors({})
      say({ ...copy.missing, variant: 'destructive' })
      return
    }
    const found = checkPitchDeck({ full_name: name, email })
    setErrors(found)
    if (found.email) return say({ ...copy.invalidEmail, variant: 'destructive' })
    if (Object.keys(found).length > 0)
      return say({
        title: copy.failed.title,
        description: Object.values(found)[0],
        variant: 'destructive',
      })
    setSending(true)
    const result = await submitForm('/api/forms/pitch-deck', {
      full_name: name,
      email,
      [HONEYPOT_FIELD]: String(new FormData(form).get(HONEYPOT_FIELD) ?? ''),
    })
    setSending(false)
    if (result.ok) {
      trackContentEngagement('pitch_deck', 'current_future_plans', 'requested')
      setName('')
      setEmail('')
      say(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    if (result.fieldErrors.email) say({ ...copy.invalidEmail, variant: 'destructive' })
    else if (result.status === 429 && result.error)
      say({ title: copy.failed.title, description: result.error, variant: 'destructive' })
    else say({ ...copy.failed, variant: 'destructive' })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5 text-left">
      <p className="text-ink-soft">{copy.lead}</p>
      <Field id="pitch-name" label={copy.name} required error={errors.full_name}>
        <input
          id="pitch-name"
          name="full_name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id="pitch-email" label={copy.email} required error={errors.email}>
        <input
          id="pitch-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Honeypot />
      <div role="status" aria-live="polite">
        {notice ? (
          <div
            data-testid="dialog-notice"
            className={`rounded-2xl border p-4 ${notice.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-line bg-surface-muted'}`}
          >
            <p className="font-semibold">{notice.title}</p>
            {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
          </div>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
