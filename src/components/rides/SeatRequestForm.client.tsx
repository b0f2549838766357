'use client'

import { useActionState } from 'react'

import { MAX_PEOPLE_PER_BOOKING } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { rideAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import type { RideRun, RideStop } from '@/lib/rides/findRide'

import { FormNotice } from '../forms/FormNotice'
import { Field, Honeypot, inputClass } from '../sponsorship/fields'

const copy = ridesCopy.request
const legendClass = 'font-display text-xl font-semibold text-ink'

/** A box the visitor must tick, with its error under it (named for screen readers). */
function CheckField({
  name,
  label,
  checked,
  error,
}: {
  name: string
  label: string
  checked: boolean
  error?: string
}) {
  const errorId = `ride-${name}-error`
  return (
    <div className="space-y-1.5">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

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
  const [state, formAction, pending] = useActionState(
    rideAction,
    idleFormState,
    `/rides/runs/${runId}`,
  )
  const typed = state.values
  const errors = state.fieldErrors
  const notice =
    state.status === 'invalid'
      ? { title: copy.problem, description: state.error, variant: 'destructive' as const }
      : state.status === 'failed'
        ? {
            title: copy.failed,
            description:
              state.code === 'rate_limited' || state.code === 'busy' ? state.error : undefined,
            variant: 'destructive' as const,
          }
        : null
  const key = JSON.stringify(typed)
  const most = Math.min(seats, MAX_PEOPLE_PER_BOOKING)
  return (
    <form
      key={key}
      action={formAction}
      noValidate
      className="relative space-y-8"
      aria-describedby="ride-form-notice"
    >
      <input type="hidden" name="run" value={runId} />
      <fieldset className="space-y-5">
        <Field id="ride-name" label={copy.name} required error={errors.name}>
          <input
            id="ride-name"
            name="name"
            autoComplete="name"
            required
            defaultValue={typed.name ?? ''}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="ride-phone"
            label={copy.phone}
            required
            hint={copy.phoneHint}
            error={errors.phone}
          >
            <input
              id="ride-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={typed.phone ?? ''}
              className={inputClass}
            />
          </Field>
          <Field id="ride-email" label={copy.email} required error={errors.email}>
            <input
              id="ride-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={typed.email ?? ''}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="ride-people"
            label={copy.people}
            required
            hint={copy.peopleHint}
            error={errors.people}
          >
            <select
              id="ride-people"
              name="people"
              required
              defaultValue={typed.people ?? '1'}
              className={inputClass}
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ride-stop" label={copy.stop} required error={errors.stop}>
            <select
              id="ride-stop"
              name="stop"
              required
              defaultValue={typed.stop ?? (stops.length === 1 ? stops[0].place : '')}
              className={inputClass}
            >
              <option value="">{copy.stopPlaceholder}</option>
              {stops.map((stop) => (
                <option key={`${stop.place}-${stop.time}`} value={stop.place}>
                  {`${stop.time} · ${stop.place} (${stop.area})`}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {membersOnly ? (
          <Field
            id="ride-member-code"
            label={copy.memberCode}
            required
            hint={copy.memberCodeHint}
            error={errors.member_code}
          >
            <input
              id="ride-member-code"
              name="member_code"
              autoComplete="off"
              required
              defaultValue={typed.member_code ?? ''}
              className={inputClass}
            />
          </Field>
        ) : null}
        {riders !== 'anyone' ? (
          <CheckField
            name="riders_confirmed"
            label={copy.ridersConfirmed[riders]}
            checked={typed.riders_confirmed === 'yes'}
            error={errors.riders_confirmed}
          />
        ) : null}
      </fieldset>

      <fieldset className="space-y-5" aria-describedby="ride-minors-hint">
        <legend className={legendClass}>{copy.minorsLegend}</legend>
        <p id="ride-minors-hint" className="text-sm text-ink-soft">
          {copy.minorsHint}
        </p>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="minors"
            value="yes"
            defaultChecked={typed.minors === 'yes'}
            className="mt-1 size-5"
          />
          <span>{copy.minors}</span>
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="ride-guardian-name" label={copy.guardianName} error={errors.guardian_name}>
            <input
              id="ride-guardian-name"
              name="guardian_name"
              defaultValue={typed.guardian_name ?? ''}
              className={inputClass}
            />
          </Field>
          <Field id="ride-guardian-phone" label={copy.guardianPhone} error={errors.guardian_phone}>
            <input
              id="ride-guardian-phone"
              name="guardian_phone"
              type="tel"
              defaultValue={typed.guardian_phone ?? ''}
              className={inputClass}
            />
          </Field>
        </div>
        <CheckField
          name="guardian_consent"
          label={copy.guardianConsent}
          checked={typed.guardian_consent === 'yes'}
          error={errors.guardian_consent}
        />
      </fieldset>
      {errors.run ? (
        <p className="font-medium text-red-700 dark:text-red-300">{errors.run}</p>
      ) : null}
      <Honeypot />
      <div id="ride-form-notice">
        <FormNotice notice={notice} testId="ride-notice" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
