'use client'

import { consentCopy } from '@/copy/consent'
import { everyWeekCopy } from '@/copy/everyWeek'
import { MAX_PEOPLE_PER_BOOKING } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { rideAction } from '@/lib/forms/actions'
import type { RideRun, RideStop } from '@/lib/rides/findRide'

import type { CodeStep } from '@/lib/forms/state'

import { CheckboxField, ChoiceGroup, SelectField, TextField } from '../forms/formFields'
import { ReturnTripChoice } from './ReturnTripChoice'
import { PublicForm, usePublicForm, type PublicFormHandle } from '../forms/usePublicForm'
import { Link } from '../ui/Link.client'
import { channelChoices, rideWords } from './rideWords'

const copy = ridesCopy.request
const legendClass = 'font-display text-xl font-semibold text-ink'

const channels = channelChoices(copy.channels)

/**
 * Find a Ride's seat request (issue #19). It posts to its server action with or without
 * JavaScript; the server checks everything (src/lib/rides/seatRequest.ts). Errors come back with
 * what was typed; a booking made redirects to the booking's own page. A request without an e-mail
 * is answered with the code form (issue #33), which posts to the same action.
 */
export function SeatRequestForm({
  runId,
  seats,
  stops,
  membersOnly,
  riders,
  everyWeekday,
  homeLeavesAt,
}: {
  runId: number
  seats: number
  stops: RideStop[]
  membersOnly: boolean
  riders: RideRun['riders']
  /** A weekly run's run (issue #34): its day ('Sunday'), for the "Every week" choice. */
  everyWeekday?: string
  /** When a ride home of the same service goes that day: its first stop's time (issue #34). */
  homeLeavesAt?: string
}) {
  const form = usePublicForm({
    action: rideAction,
    permalink: `/rides/runs/${runId}`,
    words: rideWords(copy, ['rate_limited', 'busy']),
    prefix: 'ride',
  })
  const most = Math.min(seats, MAX_PEOPLE_PER_BOOKING)
  if (form.state.step) return <PhoneCodeForm form={form} step={form.state.step} runId={runId} />
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
          <TextField
            name="email"
            label={copy.email}
            hint={copy.emailHint}
            type="email"
            autoComplete="email"
          />
        </div>
        <div className="space-y-1.5">
          <ChoiceGroup name="notify_by" legend={copy.notifyLegend} options={channels} />
          <p className="text-sm text-ink-soft">{copy.notifyHint}</p>
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
        {everyWeekday ? (
          <CheckboxField
            name="every_week"
            value="yes"
            label={everyWeekCopy.request.label(everyWeekday)}
            hint={everyWeekCopy.request.hint}
          />
        ) : null}
        {homeLeavesAt ? <ReturnTripChoice leavesAt={homeLeavesAt} /> : null}
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

/**
 * The second step of a request without an e-mail: the code texted to the phone, with the request's
 * opaque reference (never the phone or the request itself). 'Send a new code' is a form of its own,
 * so Enter in the code's field confirms rather than asks again.
 */
function PhoneCodeForm({
  form,
  step,
  runId,
}: {
  form: PublicFormHandle
  step: CodeStep
  runId: number
}) {
  const words = copy.code
  return (
    <div className="space-y-6">
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.seatRequest}
        className="space-y-5"
        notice={{ testId: 'ride-notice', id: 'ride-form-notice' }}
        submit={{ label: words.submit, busy: words.submitting }}
      >
        <h2 className="font-display text-xl font-semibold text-ink">{words.title}</h2>
        <p data-testid="code-sent-to">{words.sent(step.sentTo)}</p>
        {step.resent ? <p role="status">{words.resent}</p> : null}
        <input type="hidden" name="reference" value={step.reference} />
        <TextField
          name="otp"
          label={words.label}
          hint={words.hint}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </PublicForm>
      <form action={form.formProps.action} className="space-y-2 text-sm">
        <input type="hidden" name="reference" value={step.reference} />
        <input type="hidden" name="resend" value="1" />
        <span className="text-ink-soft">{words.noCode} </span>
        <button type="submit" className="font-medium text-accent underline">
          {words.resend}
        </button>
      </form>
      <Link href={`/rides/runs/${runId}`} className="text-sm font-medium text-accent underline">
        {words.change}
      </Link>
    </div>
  )
}
