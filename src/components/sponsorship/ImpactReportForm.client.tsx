'use client'

import { useActionState, useEffect, useRef, useState } from 'react'

import { reportCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { impactReportAction } from '@/lib/forms/actions'
import { checkImpactReport, HONEYPOT_FIELD, messages, type FieldErrors } from '@/lib/forms/rules'
import { idleFormState, SENT, type FormState } from '@/lib/forms/state'
import { submitForm } from '@/lib/forms/submit'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { focusFirstInvalid } from '../forms/invalidFields'
import { restore, type TakenOver } from '../ui/Island.client'
import { toast, type ToastMessage } from '../ui/toast'
import { Field, Honeypot, inputClass } from './fields'

const copy = reportCopy
const empty = { name: '', email: '', organization: '', purpose: '' }

/** The server's refusal of a POST without JavaScript, in the words the toasts use (a success redirects to SENT). */
const answerNotice = (state: FormState): ToastMessage | null => {
  if (state.status === 'idle' || state.status === 'done') return null
  const { requester_email: email } = state.fieldErrors
  if (email)
    return {
      ...(email === messages.required ? copy.emailRequired : copy.invalidEmail),
      variant: 'destructive',
    }
  if (state.status === 'invalid')
    return { title: copy.failed.title, description: state.error, variant: 'destructive' }
  return state.code === 'rate_limited' && state.error
    ? { title: copy.failed.title, description: state.error, variant: 'destructive' }
    : { ...copy.failed, variant: 'destructive' }
}

/** Section 10's request form; only the e-mail is required. Stored as a pending 'impact_report' request. */
export function ImpactReportForm({ taken }: { taken?: TakenOver }) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => restore(formRef.current, taken), [taken])
  // Without JavaScript the form posts here (impactReportAction) and the page comes back with the answer.
  const [state, formAction] = useActionState(
    impactReportAction,
    idleFormState,
    '/sponsorship#impact-report',
  )
  const typed = taken?.values ?? state.values
  const [values, setValues] = useState(() => ({
    name: typed.requester_name ?? '',
    email: typed.requester_email ?? '',
    organization: typed.organization ?? '',
    purpose: typed.purpose ?? '',
  }))
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors)
  const [sending, setSending] = useState(false)
  const set =
    (field: keyof typeof empty) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (!values.email.trim()) {
      const missing = { requester_email: messages.required }
      setErrors(missing)
      toast({ ...copy.emailRequired, variant: 'destructive' })
      focusFirstInvalid(form, missing)
      return
    }
    const fields = {
      requester_name: values.name,
      requester_email: values.email,
      organization: values.organization,
      purpose: values.purpose,
    }
    const found = checkImpactReport(fields)
    setErrors(found)
    focusFirstInvalid(form, found)
    if (found.requester_email) return toast({ ...copy.invalidEmail, variant: 'destructive' })
    if (Object.keys(found).length > 0)
      return toast({
        title: copy.failed.title,
        description: Object.values(found)[0],
        variant: 'destructive',
      })
    setSending(true)
    const result = await submitForm('/api/forms/impact-report', {
      ...fields,
      [HONEYPOT_FIELD]: String(new FormData(form).get(HONEYPOT_FIELD) ?? ''),
    })
    setSending(false)
    if (result.ok) {
      trackContentEngagement('impact_report', 'impact_report', 'requested')
      setValues(empty)
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    focusFirstInvalid(form, result.fieldErrors)
    if (result.fieldErrors.requester_email) toast({ ...copy.invalidEmail, variant: 'destructive' })
    else if (result.status === 429 && result.error)
      toast({ title: copy.failed.title, description: result.error, variant: 'destructive' })
    else toast({ ...copy.failed, variant: 'destructive' })
  }
  return (
    <>
      {/* Its own box: the emptied form stays below it, as the spec clears the form after a request. */}
      <div>
        <SentNotice id={SENT.impactReport} notice={copy.success} className="mb-5" />
      </div>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="relative space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="report-name" label={copy.name} error={errors.requester_name}>
            <input
              id="report-name"
              name="requester_name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              className={inputClass}
            />
          </Field>
          <Field
            id="report-email"
            label={copy.email}
            required
            hint={copy.help}
            error={errors.requester_email}
          >
            <input
              id="report-email"
              name="requester_email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              className={inputClass}
            />
          </Field>
        </div>
        <Field id="report-organization" label={copy.organization} error={errors.organization}>
          <input
            id="report-organization"
            name="organization"
            autoComplete="organization"
            value={values.organization}
            onChange={set('organization')}
            className={inputClass}
          />
        </Field>
        <Field id="report-purpose" label={copy.purpose} error={errors.purpose}>
          <textarea
            id="report-purpose"
            name="purpose"
            rows={3}
            value={values.purpose}
            onChange={set('purpose')}
            className={inputClass}
          />
        </Field>
        <Honeypot />
        <FormNotice notice={answerNotice(state)} testId="report-notice" />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? copy.processing : copy.submit}
        </button>
      </form>
    </>
  )
}
