'use client'

import { consentCopy } from '@/copy/consent'
import { rideRequestCopy } from '@/copy/rideRequests'
import { ridesCopy } from '@/copy/rides'
import { rideRequestAction } from '@/lib/forms/actions'

import { CheckboxField, ChoiceGroup, SelectField, TextField } from '../forms/formFields'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { channelChoices, rideWords } from './rideWords'

const copy = rideRequestCopy.form

const channels = channelChoices(ridesCopy.request.channels)

/**
 * Find a Ride with no ride for the choice (issue #34): the person leaves their request, posted to
 * its server action with or without JavaScript and checked on the server
 * (src/lib/rides/rideRequests.ts). A kept request opens a page that names nobody.
 */
export function RideRequestForm({
  branchId,
  services,
  service,
  area,
  permalink,
}: {
  branchId: number
  services: { id: number; label: string }[]
  service?: number
  area?: string
  /** Find a Ride's address with its choice, to render again with a refusal. */
  permalink: string
}) {
  const form = usePublicForm({
    action: rideRequestAction,
    permalink: `${permalink}#ride-request-notice`,
    words: rideWords(copy),
    prefix: 'ride-request',
  })
  return (
    <section aria-labelledby="ride-request-heading" className="card space-y-4 p-5 sm:p-8">
      <h2 id="ride-request-heading" className="font-display text-2xl font-semibold">
        {copy.heading}
      </h2>
      <p className="text-ink-soft">{copy.lead}</p>
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.rideRequest}
        className="space-y-5"
        notice={{ testId: 'ride-request-notice', id: 'ride-request-notice' }}
        submit={{ label: copy.submit, busy: copy.submitting }}
      >
        <input type="hidden" name="branch" value={branchId} />
        <TextField name="name" label={copy.name} required autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="phone" label={copy.phone} required type="tel" autoComplete="tel" />
          <TextField
            name="email"
            label={copy.email}
            hint={copy.emailHint}
            type="email"
            autoComplete="email"
          />
        </div>
        <ChoiceGroup name="notify_by" legend={copy.notifyLegend} options={channels} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="service"
            label={copy.service}
            defaultValue={service ? String(service) : ''}
            placeholder={copy.anyService}
            options={services.map((s) => ({ value: String(s.id), label: s.label }))}
          />
          <TextField
            name="area"
            label={copy.area}
            hint={copy.areaHint}
            required
            maxLength={80}
            defaultValue={area}
          />
        </div>
        <CheckboxField name="consent" value="yes" label={copy.consent} />
        {form.errors.branch ? (
          <p className="font-medium text-red-700 dark:text-red-300">{form.errors.branch}</p>
        ) : null}
      </PublicForm>
    </section>
  )
}
