'use client'

import { startTransition, useCallback, useEffect, useState } from 'react'

import { consentCopy } from '@/copy/consent'
import { feesCopy } from '@/copy/fees'
import { projectsCopy } from '@/copy/projects'
import {
  donationCopy,
  donationFormCopy,
  paymentCopy,
  type GiftFrequencyCopy,
} from '@/copy/sponsorship'
import { trackDonationFunnel } from '@/lib/analytics/track'
import type { FormState } from '@/lib/forms/state'
import { formatNaira } from '@/lib/format'
import { donationAction } from '@/lib/payments/donationAction'
import { donationFromForm, givesByTransfer, refuseDonation } from '@/lib/payments/donationForm'
import {
  missingDonationFields,
  parseDonationAmount,
  type DonationInput,
} from '@/lib/payments/rules'

import { CheckboxField, ChoiceGroup, SelectField, TextField } from '../forms/formFields'
import { namingFields } from '../forms/invalidFields'
import {
  checkedFirst,
  PublicForm,
  refusal,
  usePublicForm,
  type Words,
} from '../forms/usePublicForm'
import { toast } from '../ui/toast'
import type { PaymentOutcome, PaymentStep as Step } from './PaymentStep.client'
import { useSponsorship, type SelectedProject } from './SponsorshipState.client'
import { MonthlyMethod } from './MonthlyMethod'
import { targets } from './targets'

const copy = donationFormCopy

const LABELS: Record<string, string> = {
  donor_name: copy.fullName,
  organization_name: copy.organizationName,
  contact_person: copy.contactPerson,
  organization_type: copy.organizationType,
  email: copy.email,
  phone: copy.phone,
  amount: copy.amount,
  is_christian: copy.churchQuestion,
  church: copy.churchName,
}
const MISSING: readonly string[] = Object.values(copy.missing)

/** The answers in words, the server's (without JavaScript) and the browser's alike. */
const words: Words = {
  invalid: ({ fieldErrors, error = Object.values(fieldErrors)[0] ?? '' }) => {
    if (fieldErrors.country)
      return error === donationCopy.countryComingSoon.description
        ? { ...donationCopy.countryComingSoon, variant: 'default' }
        : { title: copy.countryMissing.title, description: error }
    if (MISSING.includes(error))
      return {
        title: copy.missing.title,
        description: namingFields(
          error,
          Object.keys(fieldErrors).flatMap((name) => LABELS[name] ?? []),
        ),
      }
    if (fieldErrors.form) return { title: paymentCopy.paymentError.title, description: error }
    return { title: copy.checkDetails, description: error }
  },
  failed: ({ error }: FormState) => ({ title: copy.checkDetails, description: error }),
}

/** The share of the required fields filled in, 0 to 1; at FORM_FILLED_AT the funnel records 'form_filled'. */
function completion(gift: DonationInput, amount: number): number {
  const blank = missingDonationFields(gift)
  // An amount that is not yet a number of naira is not filled in yet.
  if (!(amount > 0)) blank.amount = ''
  const required = gift.donorType === 'organization' || gift.isChristian === 'yes' ? 6 : 5
  return 1 - Object.keys(blank).length / required
}

const FORM_FILLED_AT = 0.75

/** The payment step's code: fetched when the form opens, not with the page, which most visitors only read. */
const loadPaymentStep = () => import('./PaymentStep.client').then((module) => module.PaymentStep)

// The server renders every field; CSS shows those of the chosen answers, with or without script.
// It fails open: a browser without :has() (Opera Mini, older Android WebViews) shows them all, and
// the server ignores those of the other answer. (A bare :not(:has()) would hide them for good there.)
const onlyIndividual = 'group-has-[input[value=organization]:checked]/donation:hidden'
const onlyOrganization =
  'supports-[selector(:has(a))]:not-group-has-[input[value=organization]:checked]/donation:hidden'
const onlyMonthly =
  'supports-[selector(:has(a))]:not-group-has-[input[value=monthly]:checked]/donation:hidden'
const onlyChurchMember =
  'supports-[selector(:has(a))]:not-group-has-[input[value=yes]:checked]/donation:hidden'

/**
 * 'Complete Your Donation', on the public form layer. Without JavaScript it posts to its server
 * action (donationAction.ts), which goes on to Paystack's own page or renders the form again, opened
 * at its heading with the summary of what to correct just below it (every browser scrolls to a
 * #fragment). With it, the same rules (donationForm.ts) are checked here and 'Continue to Payment'
 * hands the gift to the payment step; the form stays (hidden) beneath it, so 'Cancel Payment'
 * returns to the form as the donor left it.
 */
export function DonationForm({
  projects,
  projectsFailed,
  inlineScriptUrl,
  frequencyCopy,
  givenBefore,
  onSucceeded,
}: {
  projects: SelectedProject[]
  projectsFailed: boolean
  inlineScriptUrl: string
  frequencyCopy: GiftFrequencyCopy
  /** A gift was made from this page already: the next starts as a general donation. */
  givenBefore: boolean
  onSucceeded: (outcome: PaymentOutcome) => void
}) {
  const { country, initial } = useSponsorship()
  const form = usePublicForm<DonationInput>({
    action: donationAction,
    permalink: `/sponsorship?country=NG#${targets.donationForm}`,
    words,
    prefix: 'donor',
    send: checkedFirst({
      toasts: true,
      // What the last refusal said is out of date now, and must not linger over the payment step.
      fresh: true,
      check: (data) => {
        const refused = refuseDonation(data)
        return refused && refusal(refused.fieldErrors, refused.error)
      },
      // By bank transfer there is no payment step: the server action sets it up and says to look in the e-mail.
      then: (data, _form, answering): void => {
        if (givesByTransfer(data)) startTransition(() => form.formProps.action(data))
        else answering.proceed(donationFromForm(data))
      },
    }),
  })
  const { values } = form.state
  const [projectId, setProjectId] = useState(
    values.project ?? (initial.project && !givenBefore ? String(initial.project.id) : ''),
  )
  const [amount, setAmount] = useState(() => parseDonationAmount(values.amount ?? ''))
  const selectedProject = projects.find((project) => String(project.id) === projectId) ?? null

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const gift = donationFromForm(new FormData(event.currentTarget))
    const given = parseDonationAmount(gift.amount)
    setAmount(given)
    // Once per session (the tracker's session flag), however often the fields change afterwards.
    if (completion(gift, given) >= FORM_FILLED_AT)
      trackDonationFunnel('form_filled', {
        amount: given > 0 ? given : null,
        donor_type: gift.donorType === 'organization' ? 'organization' : 'individual',
        project_id: gift.projectId ? Number(gift.projectId) : null,
      })
  }
  const { back, step } = form
  const [PaymentStep, setPaymentStep] = useState<typeof Step | null>(null)
  useEffect(() => {
    // At once, so it is there by 'Continue to Payment'; fetched again then if it failed.
    if (PaymentStep) return
    let current = true
    loadPaymentStep().then(
      (loaded) => current && setPaymentStep(() => loaded),
      () => {
        if (!current || !step) return
        toast({ ...paymentCopy.paymentError, variant: 'destructive' })
        back()
      },
    )
    return () => {
      current = false
    }
  }, [PaymentStep, step, back])
  const projectUnavailable = useCallback(() => {
    // public-site.md: the selection resets to a general donation when the project is no longer active.
    setProjectId('')
    back()
    toast({ ...copy.projectReset })
  }, [back])

  return (
    <>
      <div
        id={targets.donationForm}
        hidden={step !== null && PaymentStep !== null}
        className="border-t border-line pt-6 sm:rounded-3xl sm:border sm:bg-surface-muted/60 sm:p-7"
      >
        <h3
          tabIndex={-1}
          data-focus-target
          className="heading-display mb-6 text-2xl focus:outline-none"
        >
          {copy.title}
        </h3>
        <PublicForm
          form={form}
          className="group/donation space-y-6"
          notice={{ testId: 'donation-notice', first: true }}
          submit={{ label: copy.submit, busy: copy.submit }}
          honeypot={false}
          onChange={onChange}
          purpose={consentCopy.purpose.donation}
        >
          <input type="hidden" name="country" value={country} />
          {initial.projectReset && !selectedProject ? (
            // With script the page tells it as a notice (SponsorshipState); without, it is written here.
            <div
              role="status"
              className="hidden rounded-2xl border border-line bg-surface p-4 [@media(scripting:none)]:block"
            >
              <p className="font-semibold">{copy.projectReset.title}</p>
              <p className="mt-1 text-sm text-ink-soft">{copy.projectReset.description}</p>
            </div>
          ) : null}
          {selectedProject ? (
            <div className="rounded-2xl border border-accent/40 bg-surface p-4" aria-live="polite">
              <p className="eyebrow">{copy.projectSelected}</p>
              <p className="mt-1 font-display text-lg font-bold text-ink">
                {selectedProject.title}
              </p>
            </div>
          ) : null}

          <div className="space-y-2">
            <ChoiceGroup
              legend={frequencyCopy.legend}
              name="frequency"
              defaultValue="once"
              options={[
                { value: 'once', label: frequencyCopy.once },
                { value: 'monthly', label: frequencyCopy.monthly },
              ]}
            />
            <p className={`text-sm text-ink-soft ${onlyMonthly}`}>{frequencyCopy.monthlyHint}</p>
          </div>
          <MonthlyMethod className={onlyMonthly} />

          <ChoiceGroup
            legend={copy.donorType}
            name="donor_type"
            defaultValue="individual"
            options={[
              { value: 'individual', label: copy.individual },
              { value: 'organization', label: copy.organization },
            ]}
          />

          <div className={onlyIndividual}>
            <TextField
              name="donor_name"
              id="donor-name"
              label={copy.fullName}
              required
              autoComplete="name"
            />
          </div>
          <div className={`grid gap-5 sm:grid-cols-2 ${onlyOrganization}`}>
            <TextField
              name="organization_name"
              id="donor-organization"
              label={copy.organizationName}
              required
              autoComplete="organization"
            />
            <TextField
              name="contact_person"
              id="donor-contact"
              label={copy.contactPerson}
              required
              autoComplete="name"
            />
            <SelectField
              name="organization_type"
              id="donor-organization-type"
              label={copy.organizationType}
              required
              placeholder={copy.organizationTypePlaceholder}
              options={copy.organizationTypes}
            />
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="email" label={copy.email} required type="email" autoComplete="email" />
            <TextField name="phone" label={copy.phone} required type="tel" autoComplete="tel" />
          </div>

          {/* Text, not number: '₦5,000,000' as people write it is read by the same rule on both sides. */}
          <TextField
            name="amount"
            label={copy.amount}
            required
            hint={amount > 0 ? copy.amountHint(formatNaira(amount)) : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
          <CheckboxField
            id="donor-cover-fees"
            name="cover_fees"
            label={feesCopy.coverFees}
            hint={feesCopy.coverFeesHint}
          />

          <div className={`space-y-5 ${onlyIndividual}`}>
            <ChoiceGroup
              legend={copy.churchQuestion}
              name="is_christian"
              required
              options={[
                { value: 'yes', label: copy.yes },
                { value: 'no', label: copy.no },
              ]}
            />
            <div className={onlyChurchMember}>
              <TextField name="church" label={copy.churchName} required />
            </div>
          </div>

          {projectsFailed ? (
            <p role="alert" className="rounded-2xl border border-line bg-surface p-4 text-sm">
              {projectsCopy.loadError}
            </p>
          ) : (
            <SelectField
              name="project"
              id="donor-project"
              label={copy.project}
              placeholder={copy.generalDonation}
              options={projects.map((project) => ({ value: project.id, label: project.title }))}
              value={projectId}
              onChange={setProjectId}
            />
          )}

          <div className="space-y-4 rounded-2xl border border-line bg-surface p-4">
            <CheckboxField
              id="donor-anonymous"
              name="is_anonymous"
              label={copy.anonymous}
              hint={copy.anonymousHint}
            />
            <CheckboxField
              id="donor-public"
              name="show_publicly"
              label={copy.showPublicly}
              hint={copy.showPubliclyHint}
            />
          </div>
        </PublicForm>
      </div>
      {step && PaymentStep ? (
        <PaymentStep
          request={step}
          projectTitle={selectedProject?.title ?? null}
          inlineScriptUrl={inlineScriptUrl}
          perMonth={frequencyCopy.perMonth}
          onBack={back}
          onProjectUnavailable={projectUnavailable}
          onSucceeded={onSucceeded}
        />
      ) : null}
    </>
  )
}
