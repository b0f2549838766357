'use client'

import { useActionState, useEffect, useRef, useState } from 'react'

import { pitchDeckCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { pitchDeckAction } from '@/lib/forms/actions'
import { checkPitchDeck, HONEYPOT_FIELD, messages, type FieldErrors } from '@/lib/forms/rules'
import { idleFormState, SENT, type FormState } from '@/lib/forms/state'
import { submitForm } from '@/lib/forms/submit'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { blankFields, focusFirstInvalid, namingFields } from '../forms/invalidFields'
import { restore, type TakenOver } from '../ui/Island.client'
import type { ToastMessage } from '../ui/toast'
import { Field, Honeypot, inputClass } from './fields'
import { targets } from './targets'

const copy = pitchDeckCopy
const LABELS: Record<string, string> = { full_name: copy.name, email: copy.email }

/** 'Required fields missing', naming them. */
const missingNotice = (missing: FieldErrors): ToastMessage => ({
  ...copy.missing,
  description: namingFields(
    copy.missing.description,
    Object.keys(missing).map((name) => LABELS[name] ?? name),
  ),
  variant: 'destructive',
})

/** The notice for the server's field errors (or the browser's own check). */
const errorsNotice = (found: FieldErrors): ToastMessage => {
  const errors = Object.entries(found)
  const missing = errors.filter(([, message]) => message === messages.required)
  if (missing.length > 0 && missing.length === errors.length)
    return missingNotice(Object.fromEntries(missing))
  if (found.email) return { ...copy.invalidEmail, variant: 'destructive' }
  return { title: copy.failed.title, description: Object.values(found)[0], variant: 'destructive' }
}

/** The server's refusal of a POST without JavaScript, in the words the notices use (a success redirects to SENT). */
const answerNotice = (state: FormState): ToastMessage | null => {
  if (state.status === 'idle' || state.status === 'done') return null
  if (state.status === 'invalid') return errorsNotice(state.fieldErrors)
  return state.code === 'rate_limited' && state.error
    ? { title: copy.failed.title, description: state.error, variant: 'destructive' }
    : { ...copy.failed, variant: 'destructive' }
}

/**
 * The pitch-deck request inside its modal: stored as a pending 'pitch_deck' request for the admins.
 * Without JavaScript the modal shows in place and the form posts to this page (pitchDeckAction).
 * Its notices are written in the modal only: a toast would sit behind it and linger after it.
 */
export function PitchDeckForm({ taken }: { taken?: TakenOver }) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => restore(formRef.current, taken), [taken])
  const [state, formAction] = useActionState(
    pitchDeckAction,
    idleFormState,
    `/sponsorship#${targets.pitchDeck}`,
  )
  const typed = taken?.values ?? state.values
  const [name, setName] = useState(typed.full_name ?? '')
  const [email, setEmail] = useState(typed.email ?? '')
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<ToastMessage | null>(() => answerNotice(state))
  // Once sent, the modal says so instead of offering the emptied form for a second request.
  const [sent, setSent] = useState(false)
  const say = setNotice
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const missing = blankFields(
      [
        { name: 'full_name', value: name },
        { name: 'email', value: email },
      ],
      messages.required,
    )
    if (Object.keys(missing).length > 0) {
      setErrors(missing)
      say(missingNotice(missing))
      focusFirstInvalid(form, missing)
      return
    }
    const found = checkPitchDeck({ full_name: name, email })
    setErrors(found)
    if (Object.keys(found).length > 0) {
      say(errorsNotice(found))
      focusFirstInvalid(form, found)
      return
    }
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
      setErrors({})
      setSent(true)
      return
    }
    setErrors(result.fieldErrors)
    focusFirstInvalid(form, result.fieldErrors)
    if (result.fieldErrors.email) say({ ...copy.invalidEmail, variant: 'destructive' })
    else if (result.status === 429 && result.error)
      say({ title: copy.failed.title, description: result.error, variant: 'destructive' })
    else say({ ...copy.failed, variant: 'destructive' })
  }
  if (sent)
    return (
      <div role="status" data-testid="dialog-notice" className="text-left">
        <p className="font-semibold">{copy.success.title}</p>
        {copy.success.description ? (
          <p className="mt-1 text-sm text-ink-soft">{copy.success.description}</p>
        ) : null}
      </div>
    )
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-5 text-left"
    >
      <SentNotice id={SENT.pitchDeck} notice={copy.success} />
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
      <FormNotice notice={notice} testId="dialog-notice" />
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
