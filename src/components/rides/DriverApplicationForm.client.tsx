'use client'

import { consentCopy } from '@/copy/consent'
import { ridesCopy } from '@/copy/rides'
import { driverAction } from '@/lib/forms/actions'
import { SENT } from '@/lib/forms/state'

import { FileField } from '../forms/FileField'
import { SelectField, TextField } from '../forms/formFields'
import { SentNotice } from '../forms/FormNotice'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { rideWords } from './rideWords'

const copy = ridesCopy.drive
const legendClass = 'font-display text-xl font-semibold text-ink'

/** A paper to upload, and the date it runs out. */
const Paper = ({ name, label, expiry, expiryLabel }: Record<string, string>) => (
  <div className="grid gap-5 sm:grid-cols-2">
    <FileField
      name={name}
      label={label}
      required
      accept="application/pdf,image/jpeg,image/png,image/webp"
    />
    <TextField name={expiry} label={expiryLabel} required type="date" hint={copy.dateHint} />
  </div>
)

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
  const form = usePublicForm({
    action: driverAction,
    permalink: '/rides/drive#drive-form-notice',
    words: rideWords(copy),
    prefix: 'drive',
  })
  return (
    <div>
      <SentNotice id={SENT.driver} notice={copy.sent} shown={sent} />
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.driver}
        className="relative space-y-8"
        notice={{ testId: 'drive-notice', id: 'drive-form-notice' }}
        submit={{ label: copy.submit, busy: copy.submitting }}
      >
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.churchLegend}</legend>
          <SelectField
            name="church"
            label={copy.church}
            required
            placeholder={copy.churchPlaceholder}
            options={churches.map((church) => ({ value: church.id, label: church.name }))}
          />
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.youLegend}</legend>
          <TextField name="name" label={copy.name} required autoComplete="name" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="phone" label={copy.phone} required type="tel" autoComplete="tel" />
            <TextField name="email" label={copy.email} required type="email" autoComplete="email" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="emergency_contact_name"
              id="drive-emergency-name"
              label={copy.emergencyName}
              required
            />
            <TextField
              name="emergency_contact_phone"
              id="drive-emergency-phone"
              label={copy.emergencyPhone}
              required
              type="tel"
            />
          </div>
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.licenceLegend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="licence_number"
              id="drive-licence-number"
              label={copy.licenceNumber}
              required
              maxLength={40}
            />
            <TextField
              name="licence_expiry"
              label={copy.licenceExpiry}
              required
              type="date"
              hint={copy.dateHint}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.carLegend}</legend>
          <TextField
            name="vehicle"
            label={copy.vehicle}
            required
            hint={copy.vehicleHint}
            maxLength={80}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="plate" label={copy.plate} required maxLength={16} />
            <TextField name="seats" label={copy.seats} required inputMode="numeric" maxLength={2} />
          </div>
        </fieldset>
        <fieldset className="space-y-5" aria-describedby="drive-papers-hint">
          <legend className={legendClass}>{copy.papersLegend}</legend>
          <p id="drive-papers-hint" className="text-sm text-ink-soft">
            {copy.papersHint}
          </p>
          <Paper
            name="roadworthiness_document"
            label={copy.roadworthiness}
            expiry="roadworthiness_expiry"
            expiryLabel={copy.roadworthinessExpiry}
          />
          <Paper
            name="insurance_document"
            label={copy.insurance}
            expiry="insurance_expiry"
            expiryLabel={copy.insuranceExpiry}
          />
        </fieldset>
      </PublicForm>
    </div>
  )
}
