'use client'

import { useActionState } from 'react'

import { ridesCopy } from '@/copy/rides'
import { driverAction } from '@/lib/forms/actions'
import { idleFormState, SENT } from '@/lib/forms/state'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { Field, Honeypot, inputClass, TextField } from '../sponsorship/fields'

const copy = ridesCopy.drive
const legendClass = 'font-display text-xl font-semibold text-ink'

/**
 * "Apply to drive" (issue #19): a multipart form posting to its server action with or without
 * JavaScript; the server checks everything, the papers by their content
 * (src/lib/rides/driverApplication.ts). An answer with errors comes back with what was typed (the
 * files must be chosen again: no browser lets a page refill one); a stored application redirects
 * to this page's #driver-sent notice, so a reload cannot send it twice.
 */
export function DriverApplicationForm({
  churches,
  sent = false,
}: {
  churches: { id: number; name: string }[]
  /** Opened as the stored application's answer: the notice shows, the spent form does not. */
  sent?: boolean
}) {
  const [state, formAction, pending] = useActionState(driverAction, idleFormState, '/rides/drive')
  const typed = state.values
  const errors = state.fieldErrors
  const notice =
    state.status === 'invalid'
      ? { title: copy.problem, description: state.error, variant: 'destructive' as const }
      : state.status === 'failed'
        ? {
            title: copy.failed,
            description: state.code === 'rate_limited' ? state.error : undefined,
            variant: 'destructive' as const,
          }
        : null
  const text = (
    id: string,
    name: string,
    label: string,
    more: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={id}
      name={name}
      label={label}
      value={typed[name]}
      error={errors[name]}
      required
      {...more}
    />
  )
  const paper = (name: string, label: string, expiry: string, expiryLabel: string) => (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`drive-${name}`} label={label} required error={errors[name]}>
        <input
          id={`drive-${name}`}
          name={name}
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png,image/webp"
          className={inputClass}
        />
      </Field>
      {text(`drive-${expiry}`, expiry, expiryLabel, { type: 'date', hint: copy.dateHint })}
    </div>
  )
  return (
    <div>
      <SentNotice id={SENT.driver} notice={copy.sent} shown={sent} />
      <form
        key={JSON.stringify(typed)}
        action={formAction}
        noValidate
        className="relative space-y-8"
        aria-describedby="drive-form-notice"
      >
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.churchLegend}</legend>
          <Field id="drive-church" label={copy.church} required error={errors.church}>
            <select
              id="drive-church"
              name="church"
              required
              defaultValue={typed.church ?? ''}
              className={inputClass}
            >
              <option value="">{copy.churchPlaceholder}</option>
              {churches.map((church) => (
                <option key={church.id} value={church.id}>
                  {church.name}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.youLegend}</legend>
          {text('drive-name', 'name', copy.name, { autoComplete: 'name' })}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('drive-phone', 'phone', copy.phone, { type: 'tel', autoComplete: 'tel' })}
            {text('drive-email', 'email', copy.email, { type: 'email', autoComplete: 'email' })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('drive-emergency-name', 'emergency_contact_name', copy.emergencyName)}
            {text('drive-emergency-phone', 'emergency_contact_phone', copy.emergencyPhone, {
              type: 'tel',
            })}
          </div>
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.licenceLegend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('drive-licence-number', 'licence_number', copy.licenceNumber, { maxLength: 40 })}
            {text('drive-licence_expiry', 'licence_expiry', copy.licenceExpiry, {
              type: 'date',
              hint: copy.dateHint,
            })}
          </div>
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.carLegend}</legend>
          {text('drive-vehicle', 'vehicle', copy.vehicle, {
            hint: copy.vehicleHint,
            maxLength: 80,
          })}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('drive-plate', 'plate', copy.plate, { maxLength: 16 })}
            {text('drive-seats', 'seats', copy.seats, { inputMode: 'numeric', maxLength: 2 })}
          </div>
        </fieldset>
        <fieldset className="space-y-5" aria-describedby="drive-papers-hint">
          <legend className={legendClass}>{copy.papersLegend}</legend>
          <p id="drive-papers-hint" className="text-sm text-ink-soft">
            {copy.papersHint}
          </p>
          {paper(
            'roadworthiness_document',
            copy.roadworthiness,
            'roadworthiness_expiry',
            copy.roadworthinessExpiry,
          )}
          {paper('insurance_document', copy.insurance, 'insurance_expiry', copy.insuranceExpiry)}
        </fieldset>
        <Honeypot />
        <div id="drive-form-notice">
          <FormNotice notice={notice} testId="drive-notice" />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </div>
  )
}
