'use client'

import { useEffect, useRef, useState } from 'react'

import { projectsCopy } from '@/copy/projects'
import {
  AVAILABLE_COUNTRY,
  COMING_SOON_COUNTRIES,
  donationCopy,
  donationFormCopy,
  paymentCopy,
  type GiftFrequencyCopy,
} from '@/copy/sponsorship'
import { trackDonationFunnel } from '@/lib/analytics/track'
import type { FieldErrors } from '@/lib/forms/rules'
import type { FormState } from '@/lib/forms/state'
import { formatNaira } from '@/lib/format'
import {
  checkDonation,
  missingDonationFields,
  missingDonationInformation,
  parseDonationAmount,
  type DonationInput,
} from '@/lib/payments/rules'

import { focusFirstInvalid, namingFields } from '../forms/invalidFields'
import { clearToasts, toast } from '../ui/toast'
import {
  CheckboxField,
  ChoiceGroup,
  FormFieldsContext,
  SelectField,
  TextField,
} from '../forms/formFields'
import { targets } from './targets'
import { useSponsorship, type SelectedProject } from './SponsorshipState.client'

const copy = donationFormCopy

type DonorType = 'individual' | 'organization'
type Answer = 'yes' | 'no'
type Frequency = 'once' | 'monthly'

type Values = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'amount'
  | 'church'
  | 'organizationName'
  | 'contactPerson'
  | 'organizationType',
  string
>

/** The share of the required fields filled in, 0 to 1; at FORM_FILLED_AT the funnel records 'form_filled'. */
function completion(values: Values, donorType: DonorType, churchAnswer: Answer | ''): number {
  const filled = (value: string) => value.trim() !== ''
  const amount = parseDonationAmount(values.amount)
  const checks = [filled(values.email), filled(values.phone), Number.isFinite(amount) && amount > 0]
  if (donorType === 'individual')
    checks.push(
      filled(values.name),
      churchAnswer !== '',
      ...(churchAnswer === 'yes' ? [filled(values.church)] : []),
    )
  else
    checks.push(
      filled(values.organizationName),
      filled(values.contactPerson),
      filled(values.organizationType),
    )
  return checks.filter(Boolean).length / checks.length
}

const FORM_FILLED_AT = 0.75

/** The form as a POST without JavaScript left it (src/lib/payments/donationAction.ts), by field name. */
const fromState = (state: FormState) => {
  const value = (name: string) => state.values[name] ?? ''
  return {
    values: {
      name: value('donor_name'),
      email: value('email'),
      phone: value('phone'),
      amount: value('amount'),
      church: value('church'),
      organizationName: value('organization_name'),
      contactPerson: value('contact_person'),
      organizationType: value('organization_type'),
    },
    donorType: (value('donor_type') === 'organization'
      ? 'organization'
      : 'individual') as DonorType,
    churchAnswer: (['yes', 'no'].includes(value('is_christian')) ? value('is_christian') : '') as
      Answer | '',
    frequency: (value('frequency') === 'monthly' ? 'monthly' : 'once') as Frequency,
    // A checkbox is posted only when ticked; before any post, 'Show my donation' starts ticked.
    anonymous: value('is_anonymous') !== '',
    showPublicly: state.status === 'idle' || value('show_publicly') !== '',
  }
}

/** The notice's title for what the server said about a post without JavaScript. */
const noticeTitle = (state: FormState): string => {
  const missing: string[] = Object.values(copy.missing)
  if (state.error && missing.includes(state.error)) return copy.missing.title
  if (state.fieldErrors.form) return paymentCopy.paymentError.title
  if (state.fieldErrors.country) return copy.countryMissing.title
  return copy.checkDetails
}

/** The form's control names (what a post without JavaScript sends) by the rules' field names. */
const CONTROL_NAMES: Record<string, string> = {
  donorName: 'donor_name',
  organizationName: 'organization_name',
  contactPerson: 'contact_person',
  organizationType: 'organization_type',
  email: 'email',
  phone: 'phone',
  amount: 'amount',
  isChristian: 'is_christian',
  church: 'church',
  projectId: 'project',
}
const FIELD_LABELS: Record<string, string> = {
  donorName: copy.fullName,
  organizationName: copy.organizationName,
  contactPerson: copy.contactPerson,
  organizationType: copy.organizationType,
  email: copy.email,
  phone: copy.phone,
  amount: copy.amount,
  isChristian: copy.churchQuestion,
  church: copy.churchName,
}
const byControlName = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [CONTROL_NAMES[field] ?? field, message]),
  )

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

/** The form's fields under the names of the payment initialization payload (public-site.md section 3). */
const toRequest = (
  values: Values,
  donorType: DonorType,
  churchAnswer: Answer | '',
  anonymous: boolean,
  showPublicly: boolean,
  projectId: string,
  frequency: Frequency,
): DonationInput => ({
  frequency,
  amount: values.amount.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  currency: AVAILABLE_COUNTRY.currency,
  donorType,
  isAnonymous: anonymous,
  showPublicly,
  ...(donorType === 'individual'
    ? {
        donorName: values.name.trim(),
        isChristian: churchAnswer,
        church: churchAnswer === 'yes' ? values.church.trim() : '',
      }
    : {
        organizationName: values.organizationName.trim(),
        organizationType: values.organizationType,
        contactPerson: values.contactPerson.trim(),
      }),
  projectId: projectId ? Number(projectId) : null,
})

/**
 * 'Complete Your Donation'. Its rules are the server's (src/lib/payments/rules.ts); once they are
 * met, 'Continue to Payment' hands the donation to the payment step. It stays mounted (hidden)
 * during that step, so 'Cancel Payment' returns to the form as the donor left it.
 */
export function DonationForm({
  projects,
  projectsFailed,
  projectId,
  setProjectId,
  onContinue,
  formState,
  formAction,
  frequencyCopy,
  hidden = false,
}: {
  projects: SelectedProject[]
  projectsFailed: boolean
  projectId: string
  setProjectId: (id: string) => void
  onContinue: (request: DonationInput) => void
  /** The server action's answer to a post without JavaScript ('idle' otherwise). */
  formState: FormState
  formAction: (form: FormData) => void
  frequencyCopy: GiftFrequencyCopy
  hidden?: boolean
}) {
  const { country, initial } = useSponsorship()
  const [start] = useState(() => fromState(formState))
  const [donorType, setDonorType] = useState<DonorType>(start.donorType)
  const [churchAnswer, setChurchAnswer] = useState<Answer | ''>(start.churchAnswer)
  const [frequency, setFrequency] = useState<Frequency>(start.frequency)
  const [values, setValues] = useState(start.values)
  const [anonymous, setAnonymous] = useState(start.anonymous)
  const [showPublicly, setShowPublicly] = useState(start.showPublicly)
  const [errors, setErrors] = useState<FieldErrors>(formState.fieldErrors)
  // Set anew by each refused submit (a new object), so that submit, not typing, moves the focus.
  const [focusOn, setFocusOn] = useState<FieldErrors | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  /** A field's value and its setter, for the shared fields' controlled props. */
  const bound = (field: keyof Values) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
  })
  const selectedProject = projects.find((project) => String(project.id) === projectId) ?? null
  const amount = parseDonationAmount(values.amount)
  const reached = completion(values, donorType, churchAnswer) >= FORM_FILLED_AT

  useEffect(() => {
    // Once per session (the tracker's session flag), however often the fields change afterwards.
    if (reached)
      trackDonationFunnel('form_filled', {
        amount: Number.isFinite(amount) && amount > 0 ? amount : null,
        donor_type: donorType,
        project_id: projectId ? Number(projectId) : null,
      })
  }, [reached, amount, donorType, projectId])

  useEffect(() => {
    // After the errors are rendered: the fields are marked, so the first can be found.
    if (focusOn) focusFirstInvalid(formRef.current, byControlName(focusOn))
  }, [focusOn])

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // With JavaScript the payment step takes over here; the server action is for posts without it.
    event.preventDefault()
    // What the last refusal said is out of date now, and must not linger over the payment step.
    clearToasts()
    if (country !== AVAILABLE_COUNTRY.code) {
      // A coming-soon country chosen after the form opened is not a missing one.
      const comingSoon = COMING_SOON_COUNTRIES.some((item) => item.code === country)
      toast(
        comingSoon
          ? { ...donationCopy.countryComingSoon }
          : { ...copy.countryMissing, variant: 'destructive' },
      )
      return
    }
    const request = toRequest(
      values,
      donorType,
      churchAnswer,
      anonymous,
      showPublicly,
      projectId,
      frequency,
    )
    const missing = missingDonationInformation(request)
    if (missing) {
      const blank = missingDonationFields(request)
      setErrors(blank)
      setFocusOn(blank)
      const labels = Object.keys(blank).flatMap((field) => FIELD_LABELS[field] ?? [])
      toast({
        title: copy.missing.title,
        description: namingFields(missing, labels),
        variant: 'destructive',
      })
      return
    }
    const found = checkDonation(request)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setFocusOn(found)
      toast({
        title: copy.checkDetails,
        description: Object.values(found)[0],
        variant: 'destructive',
      })
      return
    }
    onContinue(request)
  }

  const serverNotice =
    formState.status !== 'idle' && formState.error
      ? noticeTitle(formState) === copy.missing.title
        ? namingFields(
            formState.error,
            Object.keys(formState.fieldErrors).flatMap((field) => FIELD_LABELS[field] ?? []),
          )
        : formState.error
      : null
  return (
    <div
      id={targets.donationForm}
      hidden={hidden}
      className="border-t border-line pt-6 sm:rounded-3xl sm:border sm:bg-surface-muted/60 sm:p-7"
    >
      <h3
        tabIndex={-1}
        data-focus-target
        className="heading-display mb-6 text-2xl focus:outline-none"
      >
        {copy.title}
      </h3>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="group/donation space-y-6"
      >
        <FormFieldsContext.Provider
          value={{ values: {}, errors: byControlName(errors), prefix: 'donor' }}
        >
          {serverNotice ? (
            <div
              role="alert"
              tabIndex={-1}
              className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">{noticeTitle(formState)}</p>
              <p className="mt-1 text-sm">{serverNotice}</p>
            </div>
          ) : null}
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
              value={frequency}
              onChange={setFrequency}
              options={[
                { value: 'once', label: frequencyCopy.once },
                { value: 'monthly', label: frequencyCopy.monthly },
              ]}
            />
            <p className={`text-sm text-ink-soft ${onlyMonthly}`}>{frequencyCopy.monthlyHint}</p>
          </div>

          <ChoiceGroup
            legend={copy.donorType}
            name="donor_type"
            value={donorType}
            onChange={setDonorType}
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
              {...bound('name')}
            />
          </div>
          <div className={`grid gap-5 sm:grid-cols-2 ${onlyOrganization}`}>
            <TextField
              name="organization_name"
              id="donor-organization"
              label={copy.organizationName}
              required
              autoComplete="organization"
              {...bound('organizationName')}
            />
            <TextField
              name="contact_person"
              id="donor-contact"
              label={copy.contactPerson}
              required
              autoComplete="name"
              {...bound('contactPerson')}
            />
            <SelectField
              name="organization_type"
              id="donor-organization-type"
              label={copy.organizationType}
              required
              placeholder={copy.organizationTypePlaceholder}
              options={copy.organizationTypes}
              {...bound('organizationType')}
            />
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="email"
              label={copy.email}
              required
              type="email"
              autoComplete="email"
              {...bound('email')}
            />
            <TextField
              name="phone"
              label={copy.phone}
              required
              type="tel"
              autoComplete="tel"
              {...bound('phone')}
            />
          </div>

          {/* Text, not number: '₦5,000,000' as people write it is read by the same rule on both sides. */}
          <TextField
            name="amount"
            label={copy.amount}
            required
            hint={
              Number.isFinite(amount) && amount > 0
                ? copy.amountHint(formatNaira(amount))
                : undefined
            }
            inputMode="numeric"
            autoComplete="off"
            {...bound('amount')}
          />

          <div className={`space-y-5 ${onlyIndividual}`}>
            <ChoiceGroup
              legend={copy.churchQuestion}
              name="is_christian"
              value={churchAnswer}
              onChange={setChurchAnswer}
              required
              options={[
                { value: 'yes', label: copy.yes },
                { value: 'no', label: copy.no },
              ]}
            />
            <div className={onlyChurchMember}>
              <TextField name="church" label={copy.churchName} required {...bound('church')} />
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
              checked={anonymous}
              onChange={setAnonymous}
            />
            <CheckboxField
              id="donor-public"
              name="show_publicly"
              label={copy.showPublicly}
              hint={copy.showPubliclyHint}
              checked={showPublicly}
              onChange={setShowPublicly}
            />
          </div>

          <button type="submit" className="btn-primary w-full">
            {copy.submit}
          </button>
        </FormFieldsContext.Provider>
      </form>
    </div>
  )
}
