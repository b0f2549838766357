'use client'

import { useActionState, useEffect, useRef } from 'react'

import { NIGERIAN_STATES, SERVICE_DAY_LABELS, SERVICE_DAYS } from '@collections/options'
import { ridesCopy } from '@/copy/rides'
import { churchAction } from '@/lib/forms/actions'
import { REQUIRED_MESSAGE } from '@/lib/forms/markers'
import { idleFormState, SENT, type FormState } from '@/lib/forms/state'

import { FormNotice, SentNotice } from '../forms/FormNotice'
import { focusFirstInvalid, namingFields } from '../forms/invalidFields'
import { Field, Honeypot, inputClass } from '../sponsorship/fields'

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
  const [state, formAction, pending] = useActionState(
    churchAction,
    idleFormState,
    `/churches/register#${NOTICE_ID}`,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const typed = state.values
  const errors = state.fieldErrors
  useEffect(() => {
    // Each answer is a new state (and a new form, below): the first field to fix is focused.
    if (state.status === 'invalid') focusFirstInvalid(formRef.current, state.fieldErrors)
  }, [state])
  const notice =
    state.status === 'invalid'
      ? { title: copy.problem, description: refusal(state), variant: 'destructive' as const }
      : state.status === 'failed'
        ? {
            title: copy.failed,
            description: state.code === 'rate_limited' ? state.error : undefined,
            variant: 'destructive' as const,
          }
        : null
  // A new answer is a new form: its fields start from what that answer carries.
  const key = JSON.stringify(typed)
  return (
    <div>
      <SentNotice id={SENT.church} notice={copy.sent} shown={sent} />
      <form
        key={key}
        ref={formRef}
        action={formAction}
        noValidate
        className="relative space-y-8"
        aria-describedby={NOTICE_ID}
      >
        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.churchLegend}</legend>
          <Field id="church-name" label={copy.churchName} required error={errors.church_name}>
            <input
              id="church-name"
              name="church_name"
              autoComplete="organization"
              required
              defaultValue={typed.church_name ?? ''}
              className={inputClass}
            />
          </Field>
          <Field id="church-denomination" label={copy.denomination} error={errors.denomination}>
            <input
              id="church-denomination"
              name="denomination"
              defaultValue={typed.denomination ?? ''}
              className={inputClass}
            />
          </Field>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.branchLegend}</legend>
          <Field
            id="church-branch"
            label={copy.branchName}
            required
            hint={copy.branchHint}
            error={errors.branch_name}
          >
            <input
              id="church-branch"
              name="branch_name"
              required
              defaultValue={typed.branch_name ?? ''}
              className={inputClass}
            />
          </Field>
          <Field id="church-address" label={copy.address} required error={errors.address}>
            <input
              id="church-address"
              name="address"
              autoComplete="street-address"
              required
              defaultValue={typed.address ?? ''}
              className={inputClass}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="church-state" label={copy.state} required error={errors.state}>
              <select
                id="church-state"
                name="state"
                required
                defaultValue={typed.state ?? ''}
                className={inputClass}
              >
                <option value="">{copy.statePlaceholder}</option>
                {NIGERIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="church-lga" label={copy.lga} required error={errors.lga}>
              <input
                id="church-lga"
                name="lga"
                required
                defaultValue={typed.lga ?? ''}
                className={inputClass}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-5" aria-describedby="church-services-hint">
          <legend className={legendClass}>{copy.servicesLegend}</legend>
          <p id="church-services-hint" className="text-sm text-ink-soft">
            {copy.servicesHint}
          </p>
          {SLOTS.map((n) => (
            <div key={n} className="grid gap-5 sm:grid-cols-2">
              <Field
                id={`church-day-${n}`}
                label={copy.serviceDay(n)}
                required={n === 1}
                error={errors[`service_day_${n}`]}
              >
                <select
                  id={`church-day-${n}`}
                  name={`service_day_${n}`}
                  required={n === 1}
                  defaultValue={typed[`service_day_${n}`] ?? ''}
                  className={inputClass}
                >
                  <option value="">{copy.dayPlaceholder}</option>
                  {SERVICE_DAYS.map((day) => (
                    <option key={day} value={day}>
                      {SERVICE_DAY_LABELS[day]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id={`church-time-${n}`}
                label={copy.serviceTime(n)}
                required={n === 1}
                error={errors[`service_time_${n}`]}
              >
                <input
                  id={`church-time-${n}`}
                  name={`service_time_${n}`}
                  type="time"
                  required={n === 1}
                  defaultValue={typed[`service_time_${n}`] ?? ''}
                  className={inputClass}
                />
              </Field>
            </div>
          ))}
        </fieldset>

        <fieldset className="space-y-5">
          <legend className={legendClass}>{copy.contactLegend}</legend>
          <Field id="church-contact" label={copy.contactName} required error={errors.contact_name}>
            <input
              id="church-contact"
              name="contact_name"
              autoComplete="name"
              required
              defaultValue={typed.contact_name ?? ''}
              className={inputClass}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="church-email"
              label={copy.contactEmail}
              required
              error={errors.contact_email}
            >
              <input
                id="church-email"
                name="contact_email"
                type="email"
                autoComplete="email"
                required
                defaultValue={typed.contact_email ?? ''}
                className={inputClass}
              />
            </Field>
            <Field
              id="church-phone"
              label={copy.contactPhone}
              required
              error={errors.contact_phone}
            >
              <input
                id="church-phone"
                name="contact_phone"
                type="tel"
                autoComplete="tel"
                required
                defaultValue={typed.contact_phone ?? ''}
                className={inputClass}
              />
            </Field>
          </div>
        </fieldset>
        <Honeypot />
        <div id={NOTICE_ID} className="scroll-mt-24">
          <FormNotice notice={notice} testId="church-notice" />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </div>
  )
}
