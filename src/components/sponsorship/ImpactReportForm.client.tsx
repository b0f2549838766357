'use client'

import { useState } from 'react'

import { common } from '@/copy/common'
import { sponsorshipCopy } from '@/copy/sponsorship'

import { toast } from '../ui/Toast.client'
import { Field, inputClass } from './fields'

const copy = sponsorshipCopy.report
const empty = { name: '', email: '', organization: '', purpose: '' }

/** Section 10's request form; only the e-mail is required. Sending it is wired with the public forms. */
export function ImpactReportForm() {
  const [values, setValues] = useState(empty)
  const [sending] = useState(false)
  const set = (field: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!values.email.trim()) {
      toast({ ...copy.emailRequired, variant: 'destructive' })
      return
    }
    toast({ ...common.comingSoon })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="report-name" label={copy.name}>
          <input id="report-name" name="requester_name" autoComplete="name" value={values.name} onChange={set('name')} className={inputClass} />
        </Field>
        <Field id="report-email" label={copy.email} required hint={copy.help}>
          <input id="report-email" name="requester_email" type="email" autoComplete="email" required aria-describedby="report-email-hint" value={values.email} onChange={set('email')} className={inputClass} />
        </Field>
      </div>
      <Field id="report-organization" label={copy.organization}>
        <input id="report-organization" name="organization" autoComplete="organization" value={values.organization} onChange={set('organization')} className={inputClass} />
      </Field>
      <Field id="report-purpose" label={copy.purpose}>
        <textarea id="report-purpose" name="purpose" rows={3} value={values.purpose} onChange={set('purpose')} className={inputClass} />
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? copy.processing : copy.submit}
      </button>
    </form>
  )
}
