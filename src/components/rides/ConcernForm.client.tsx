'use client'

import { consentCopy } from '@/copy/consent'
import { plansChangeCopy } from '@/copy/plansChange'
import { concernAction } from '@/lib/forms/actions'

import { TextAreaField, TextField } from '../forms/formFields'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { rideWords } from './rideWords'

const copy = plansChangeCopy.concern

/**
 * "Report a concern" (issue #34): a plain form that posts to its server action with or without
 * JavaScript; the server checks it (src/lib/rides/concerns.ts). From a booking's page it carries
 * the page's signed link, so the concern names that booking's ride and church.
 */
export function ConcernForm({ booking, permalink }: { booking?: string; permalink: string }) {
  const form = usePublicForm({
    action: concernAction,
    permalink,
    words: rideWords(copy),
    prefix: 'concern',
  })
  return (
    <PublicForm
      form={form}
      purpose={consentCopy.purpose.concern}
      className="space-y-5"
      notice={{ testId: 'concern-notice', id: 'concern-form-notice' }}
      submit={{ label: copy.submit, busy: copy.submitting }}
    >
      {booking ? <input type="hidden" name="booking" value={booking} /> : null}
      <TextAreaField name="what" label={copy.what} hint={copy.whatHint} required rows={6} />
      <TextField name="when" label={copy.when} hint={copy.whenHint} maxLength={200} />
      {booking ? null : (
        <TextField name="ride" label={copy.ride} hint={copy.rideHint} maxLength={200} />
      )}
      <p className="text-sm text-ink-soft">{copy.contactHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={copy.name} autoComplete="name" maxLength={120} />
        <TextField
          name="phone"
          label={copy.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
      </div>
    </PublicForm>
  )
}
