'use client'

import { useState } from 'react'

import { sponsorshipCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { checkImpactReport, HONEYPOT_FIELD, type FieldErrors } from '@/lib/forms/rules'
import { submitForm } from '@/lib/forms/submit'

import { toast } from '../ui/Toast.client'
import { Field, Honeypot, inputClass } from './fields'

const copy = sponsorshipCopy.report
const empty = { name: '', email: '', organization: '', purpose: '' }

/** Section 10's request form; only the e-mail is required. Stored as a pending 'impact_report' request. */
export function ImpactReportForm() {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const set =
    (field: keyof typeof empty) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!values.email.trim()) {
      setErrors({})
      toast({ ...copy.emailRequired, variant: 'destructive' })
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
      [HONEYPOT_FIELD]: String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? ''),
    })
    setSending(false)
    if (result.ok) {
      trackContentEngagement('impact_report', 'impact_report', 'requested')
      setValues(empty)
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    if (result.fieldErrors.requester_email) toast({ ...copy.invalidEmail, variant: 'destructive' })
    else if (result.status === 429 && result.error)
      toast({ title: copy.failed.title, description: result.error, variant: 'destructive' })
    else toast({ ...copy.failed, variant: 'destructive' })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
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
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? copy.processing : copy.submit}
      </button>
    </form>
  )
}
