'use client'

import { consentCopy } from '@/copy/consent'
import { reportCopy } from '@/copy/sponsorship'
import { trackContentEngagement } from '@/lib/analytics/track'
import { impactReportAction } from '@/lib/forms/actions'
import { checkImpactReport, HONEYPOT_FIELD, messages } from '@/lib/forms/rules'
import { SENT } from '@/lib/forms/state'
import { textFields } from '@/lib/forms/textFields'

import { TextAreaField, TextField } from '../forms/formFields'
import { SentNotice } from '../forms/FormNotice'
import { texts, viaEndpoint } from '../forms/sendForm'
import { useIslandForm } from '../forms/useIslandForm'
import { PublicForm, type Words } from '../forms/usePublicForm'
import { failedWith } from '../forms/words'
import type { TakenOver } from '../ui/takenOver'
import { toast } from '../ui/toast'

const copy = reportCopy
const FIELDS = ['requester_name', 'requester_email', 'organization', 'purpose'] as const

const words: Words = {
  invalid: ({ fieldErrors, error }) =>
    fieldErrors.requester_email
      ? fieldErrors.requester_email === messages.required
        ? copy.emailRequired
        : copy.invalidEmail
      : { title: copy.failed.title, description: error },
  failed: failedWith(copy.failed),
}

/** Section 10's request form; only the e-mail is required. Stored as a pending 'impact_report' request. */
export function ImpactReportForm({ taken }: { taken?: TakenOver }) {
  // Without JavaScript the form posts here (impactReportAction) and the page comes back with the answer.
  const form = useIslandForm({
    action: impactReportAction,
    permalink: '/sponsorship#impact-report',
    words,
    prefix: 'report',
    taken,
    send: viaEndpoint({
      check: (data) => checkImpactReport(texts(data)),
      endpoint: '/api/forms/impact-report',
      body: (data) => textFields(texts(data), [...FIELDS, HONEYPOT_FIELD]),
      sent: () => {
        trackContentEngagement('impact_report', 'impact_report', 'requested')
        toast(copy.success)
      },
      toasts: true,
    }),
  })
  return (
    <>
      {/* Its own box: the emptied form stays below it, as the spec clears the form after a request. */}
      <div>
        <SentNotice id={SENT.impactReport} notice={copy.success} className="mb-5" />
      </div>
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.impactReport}
        className="relative space-y-5"
        notice={{ testId: 'report-notice' }}
        submit={{
          label: copy.submit,
          busy: copy.processing,
          className: 'btn-primary w-full sm:w-auto',
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="requester_name" id="report-name" label={copy.name} autoComplete="name" />
          <TextField
            name="requester_email"
            id="report-email"
            label={copy.email}
            required
            hint={copy.help}
            type="email"
            autoComplete="email"
          />
        </div>
        <TextField name="organization" label={copy.organization} autoComplete="organization" />
        <TextAreaField name="purpose" label={copy.purpose} rows={3} />
      </PublicForm>
    </>
  )
}
