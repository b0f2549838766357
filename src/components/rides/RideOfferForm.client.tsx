'use client'

import { useActionState } from 'react'

import { RUN_RIDERS } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { offerAction } from '@/lib/forms/actions'
import { idleFormState } from '@/lib/forms/state'
import type { OfferChoice } from '@/lib/rides/driverPage'

import { FormNotice } from '../forms/FormNotice'
import { Field, inputClass } from '../sponsorship/fields'

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
  const [state, formAction, pending] = useActionState(
    offerAction,
    idleFormState,
    `/rides/driver/${link}`,
  )
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
  return (
    <form
      key={JSON.stringify(typed)}
      action={formAction}
      noValidate
      className="space-y-5"
      aria-describedby="offer-form-notice"
    >
      <input type="hidden" name="link" value={link} />
      <Field id="offer-when" label={copy.when} required error={errors.when}>
        <select
          id="offer-when"
          name="when"
          required
          defaultValue={typed.when ?? ''}
          className={inputClass}
        >
          <option value="">{copy.whenPlaceholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="offer-area" label={copy.area} required hint={copy.areaHint} error={errors.area}>
          <input
            id="offer-area"
            name="area"
            required
            maxLength={80}
            defaultValue={typed.area ?? ''}
            className={inputClass}
          />
        </Field>
        <Field
          id="offer-place"
          label={copy.place}
          required
          hint={copy.placeHint}
          error={errors.place}
        >
          <input
            id="offer-place"
            name="place"
            required
            maxLength={120}
            defaultValue={typed.place ?? ''}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id="offer-time" label={copy.time} required error={errors.time}>
          <input
            id="offer-time"
            name="time"
            required
            inputMode="numeric"
            placeholder="07:15"
            defaultValue={typed.time ?? ''}
            className={inputClass}
          />
        </Field>
        <Field id="offer-seats" label={copy.seats} required error={errors.seats}>
          <select
            id="offer-seats"
            name="seats"
            required
            defaultValue={typed.seats ?? String(seats)}
            className={inputClass}
          >
            {Array.from({ length: seats }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field id="offer-riders" label={copy.riders} required error={errors.riders}>
          <select
            id="offer-riders"
            name="riders"
            required
            defaultValue={typed.riders ?? 'anyone'}
            className={inputClass}
          >
            {RUN_RIDERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {errors.link ? (
        <p className="font-medium text-red-700 dark:text-red-300">{errors.link}</p>
      ) : null}
      <div id="offer-form-notice">
        <FormNotice notice={notice} testId="offer-notice" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
