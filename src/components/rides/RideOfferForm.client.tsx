'use client'

import { consentCopy } from '@/copy/consent'
import { RUN_RIDERS } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { offerAction } from '@/lib/forms/actions'
import type { OfferChoice } from '@/lib/rides/driverPage'

import { SelectField, TextField } from '../forms/formFields'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { rideWords } from './rideWords'

const copy = ridesCopy.offer

/**
 * A verified driver offers seats in their own car (issue #19), from their page. It posts to its
 * server action with or without JavaScript; the server checks everything
 * (src/lib/rides/driverPage.ts). An offer made opens the page again with the ride listed.
 */
export function RideOfferForm({
  link,
  choices,
  seats,
}: {
  link: string
  choices: OfferChoice[]
  seats: number
}) {
  const form = usePublicForm({
    action: offerAction,
    permalink: `/rides/driver/${link}#offer-form-notice`,
    words: rideWords(copy),
    prefix: 'offer',
  })
  return (
    <PublicForm
      form={form}
      purpose={consentCopy.purpose.rideOffer}
      className="space-y-5"
      notice={{ testId: 'offer-notice', id: 'offer-form-notice' }}
      submit={{ label: copy.submit, busy: copy.submitting }}
    >
      <input type="hidden" name="link" value={link} />
      <SelectField
        name="when"
        label={copy.when}
        required
        placeholder={copy.whenPlaceholder}
        options={choices}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="area" label={copy.area} required hint={copy.areaHint} maxLength={80} />
        <TextField name="place" label={copy.place} required hint={copy.placeHint} maxLength={120} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField name="time" label={copy.time} required inputMode="numeric" placeholder="07:15" />
        <SelectField
          name="seats"
          label={copy.seats}
          required
          defaultValue={String(seats)}
          options={Array.from({ length: seats }, (_, i) => i + 1)}
        />
        <SelectField
          name="riders"
          label={copy.riders}
          required
          defaultValue="anyone"
          options={RUN_RIDERS}
        />
      </div>
      {form.errors.link ? (
        <p className="font-medium text-red-700 dark:text-red-300">{form.errors.link}</p>
      ) : null}
    </PublicForm>
  )
}
