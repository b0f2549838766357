'use client'

import { consentCopy } from '@/copy/consent'
import { NIGERIAN_STATES, SERVICE_DAY_LABELS, SERVICE_DAYS } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { churchAction } from '@/lib/forms/actions'
import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import { SENT, type FormState } from '@/lib/forms/state'

import { SelectField, TextField } from '../forms/formFields'
import { SentNotice } from '../forms/FormNotice'
import { namingFields } from '../forms/invalidFields'
import { PublicForm, usePublicForm } from '../forms/usePublicForm'
import { rideWords } from './rideWords'

const copy = ridesCopy.register
const SLOTS = [1, 2, 3] as const

const legendClass = 'font-display text-xl font-semibold text-ink'

/** Where a refusal without JavaScript lands (the action's address ends with it): the notice. */
const NOTICE_ID = 'church-form-notice'

const LABELS: Record<string, string> = {
  church_name: copy.churchName,
  denomination: copy.denomination,
  branch_name: copy.branchName,
  address: copy.address,
  state: copy.state,
  lga: copy.lga,
  ...Object.fromEntries(
    SLOTS.flatMap((n) => [
      [`service_day_${n}`, copy.serviceDay(n)],
      [`service_time_${n}`, copy.serviceTime(n)],
    ]),
  ),
  contact_name: copy.contactName,
  contact_email: copy.contactEmail,
  contact_phone: copy.contactPhone,
}

/**
 * The refusal, naming every field to fix (issue #29: 'This field is required.' alone named none,
 * and the errors were two screens above): the blank ones as the other forms do ('Still to fill
 * in: …'), then each one filled in wrongly with its own message.
 */
const refusal = (state: FormState): string | undefined => {
  const errors = Object.entries(state.fieldErrors)
  if (errors.length === 0) return state.error
  const label = (name: string) => LABELS[name] ?? name
  const blank = errors.filter(([, message]) => message === REQUIRED_MESSAGE).map(([name]) => name)
  const wrong = errors.filter(([, message]) => message !== REQUIRED_MESSAGE)
  const sentences = wrong.map(([name, message]) => copy.fieldProblem(label(name), message))
  if (blank.length) sentences.unshift(namingFields(copy.missing, blank.map(label)))
  return sentences.join(' ')
}

/**
 * "Register Your Church" (issue #19). The form posts to its server action with or without
 * JavaScript (the server checks everything, src/lib/rides/registration.ts); an answer with errors
 * comes back with what was typed and each field's message, and a stored registration redirects to
 * this page's #church-sent notice, so a reload cannot send it twice.
 */
export function ChurchRegistrationForm({ sent = false }: { sent?: boolean }) {
  const form = usePublicForm({
    action: churchAction,
    permalink: `/churches/register#${NOTICE_ID}`,
    words: rideWords(copy, undefined, (state) => ({
      title: copy.problem,
      description: refusal(state),
    })),
    prefix: 'church',
  })
  return (
    <div>
      <SentNotice id={SENT.church} notice={copy.sent} shown={sent} />
      <PublicForm
        form={form}
        purpose={consentCopy.purpose.church}
        className="relative space-y-8"
        notice={{ testId: 'church-notice', id: NOTICE_ID }}
        submit={{ label: copy.submit, busy: copy.submitting }}
      >
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.churchLegend}</legend>
          <TextField
            name="church_name"
            id="church-name"
            label={copy.churchName}
            required
            autoComplete="organization"
          />
          <TextField name="denomination" label={copy.denomination} />
        </fieldset>

        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.branchLegend}</legend>
          <TextField
            name="branch_name"
            id="church-branch"
            label={copy.branchName}
            required
            hint={copy.branchHint}
          />
          <TextField name="address" label={copy.address} required autoComplete="street-address" />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="state"
              label={copy.state}
              required
              placeholder={copy.statePlaceholder}
              options={NIGERIAN_STATES}
            />
            <TextField name="lga" label={copy.lga} required />
          </div>
        </fieldset>

        <fieldset className="space-y-5" aria-describedby="church-services-hint">
          <legend className={legendClass}>{copy.servicesLegend}</legend>
          <p id="church-services-hint" className="text-sm text-ink-soft">
            {copy.servicesHint}
          </p>
          {SLOTS.map((n) => (
            <div key={n} className="grid gap-5 sm:grid-cols-2">
              <SelectField
                name={`service_day_${n}`}
                id={`church-day-${n}`}
                label={copy.serviceDay(n)}
                required={n === 1}
                placeholder={copy.dayPlaceholder}
                options={SERVICE_DAYS.map((day) => ({
                  value: day,
                  label: SERVICE_DAY_LABELS[day],
                }))}
              />
              <TextField
                name={`service_time_${n}`}
                id={`church-time-${n}`}
                label={copy.serviceTime(n)}
                required={n === 1}
                type="time"
              />
            </div>
          ))}
        </fieldset>

        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.contactLegend}</legend>
          <TextField
            name="contact_name"
            id="church-contact"
            label={copy.contactName}
            required
            autoComplete="name"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="contact_email"
              id="church-email"
              label={copy.contactEmail}
              required
              type="email"
              autoComplete="email"
            />
            <TextField
              name="contact_phone"
              id="church-phone"
              label={copy.contactPhone}
              required
              type="tel"
              autoComplete="tel"
            />
          </div>
        </fieldset>
      </PublicForm>
    </div>
  )
}
