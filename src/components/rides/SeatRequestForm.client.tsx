'use client'

import { consentCopy } from '@/copy/consent'
import { MAX_PEOPLE_PER_BOOKING } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { rideAction } from '@/lib/forms/actions'
import type { RideRun, RideStop } from '@/lib/rides/findRide'

import { CheckboxField, SelectField, TextField } from '../forms/formFields'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { rideWords } from './rideWords'

const copy = ridesCopy.request
const legendClass = 'font-display text-xl font-semibold text-ink'

/**
 * Find a Ride's seat request (issue #19). It posts to its server action with or without
 * JavaScript; the server checks everything (src/lib/rides/seatRequest.ts). Errors come back with
 * what was typed; a booking made redirects to the booking's own page.
 */
export function SeatRequestForm({
  runId,
  seats,
  stops,
  membersOnly,
  riders,
}: {
  runId: number
  seats: number
  stops: RideStop[]
  membersOnly: boolean
  riders: RideRun['riders']
}) {
  const form = usePublicForm({
    action: rideAction,
    permalink: `/rides/runs/${runId}`,
    words: rideWords(copy, ['rate_limited', 'busy']),
    prefix: 'ride',
  })
  const most = Math.min(seats, MAX_PEOPLE_PER_BOOKING)
  return (
    <PublicForm
      form={form}
      purpose={consentCopy.purpose.seatRequest}
      className="relative space-y-8"
      notice={{ testId: 'ride-notice', id: 'ride-form-notice' }}
      submit={{ label: copy.submit, busy: copy.submitting }}
    >
      <input type="hidden" name="run" value={runId} />
      <fieldset className="space-y-5">
        <TextField name="name" label={copy.name} required autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="phone"
            label={copy.phone}
            required
            hint={copy.phoneHint}
            type="tel"
            autoComplete="tel"
          />
          <TextField name="email" label={copy.email} required type="email" autoComplete="email" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="people"
            label={copy.people}
            required
            hint={copy.peopleHint}
            defaultValue="1"
            options={Array.from({ length: most }, (_, i) => i + 1)}
          />
          <SelectField
            name="stop"
            label={copy.stop}
            required
            placeholder={copy.stopPlaceholder}
            defaultValue={stops.length === 1 ? stops[0].place : ''}
            options={stops.map((stop) => ({
              value: stop.place,
              label: `${stop.time} · ${stop.place} (${stop.area})`,
            }))}
          />
        </div>
        {membersOnly ? (
          <TextField
            name="member_code"
            id="ride-member-code"
            label={copy.memberCode}
            required
            hint={copy.memberCodeHint}
            autoComplete="off"
          />
        ) : null}
        {riders !== 'anyone' ? (
          <CheckboxField name="riders_confirmed" value="yes" label={copy.ridersConfirmed[riders]} />
        ) : null}
      </fieldset>

      <fieldset className="space-y-5" aria-describedby="ride-minors-hint">
        <legend className={legendClass}>{copy.minorsLegend}</legend>
        <p id="ride-minors-hint" className="text-sm text-ink-soft">
          {copy.minorsHint}
        </p>
        <CheckboxField name="minors" value="yes" label={copy.minors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="guardian_name" id="ride-guardian-name" label={copy.guardianName} />
          <TextField
            name="guardian_phone"
            id="ride-guardian-phone"
            label={copy.guardianPhone}
            type="tel"
          />
        </div>
        <CheckboxField name="guardian_consent" value="yes" label={copy.guardianConsent} />
      </fieldset>
      {form.errors.run ? (
        <p className="font-medium text-red-700 dark:text-red-300">{form.errors.run}</p>
      ) : null}
    </PublicForm>
  )
}
