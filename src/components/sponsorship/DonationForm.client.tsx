'use client'

import { useEffect, useState } from 'react'

import { projectsCopy } from '@/copy/projects'
import { AVAILABLE_COUNTRY, sponsorshipCopy } from '@/copy/sponsorship'
import { trackDonationFunnel } from '@/lib/analytics/track'
import type { FieldErrors } from '@/lib/forms/rules'
import { formatNaira } from '@/lib/format'
import { checkDonation, type DonationInput } from '@/lib/payments/rules'

import { toast } from '../ui/Toast.client'
import { CheckboxField, ChoiceGroup, Field, inputClass } from './fields'
import { targets } from './targets'
import { useSponsorship, type SelectedProject } from './SponsorshipState.client'

const copy = sponsorshipCopy.donationForm

type DonorType = 'individual' | 'organization'
type Answer = 'yes' | 'no'

const empty = {
  name: '',
  email: '',
  phone: '',
  amount: '',
  church: '',
  organizationName: '',
  contactPerson: '',
  organizationType: '',
}

/** The message for the first rule broken (public-site.md section 5), or null when all are met. */
function missingInformation(
  values: typeof empty,
  donorType: DonorType,
  churchAnswer: Answer | '',
): string | null {
  const blank = (value: string) => !value.trim()
  const amount = Number(values.amount)
  if (
    blank(values.email) ||
    blank(values.phone) ||
    blank(values.amount) ||
    !Number.isFinite(amount) ||
    amount <= 0
  )
    return copy.missing.fields
  if (donorType === 'individual') {
    if (blank(values.name) || !churchAnswer) return copy.missing.fields
    if (churchAnswer === 'yes' && blank(values.church)) return copy.missing.church
  } else if (
    blank(values.organizationName) ||
    blank(values.contactPerson) ||
    !values.organizationType
  ) {
    return copy.missing.organization
  }
  return null
}

/** The share of the required fields filled in, 0 to 1; at FORM_FILLED_AT the funnel records 'form_filled'. */
function completion(values: typeof empty, donorType: DonorType, churchAnswer: Answer | ''): number {
  const filled = (value: string) => value.trim() !== ''
  const amount = Number(values.amount)
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

/** The form's fields under the names of the payment initialization payload (public-site.md section 3). */
const toRequest = (
  values: typeof empty,
  donorType: DonorType,
  churchAnswer: Answer | '',
  anonymous: boolean,
  showPublicly: boolean,
  projectId: string,
): DonationInput => ({
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
  hidden = false,
}: {
  projects: SelectedProject[]
  projectsFailed: boolean
  projectId: string
  setProjectId: (id: string) => void
  onContinue: (request: DonationInput) => void
  hidden?: boolean
}) {
  const { country } = useSponsorship()
  const [donorType, setDonorType] = useState<DonorType>('individual')
  const [churchAnswer, setChurchAnswer] = useState<Answer | ''>('')
  const [values, setValues] = useState(empty)
  const [anonymous, setAnonymous] = useState(false)
  const [showPublicly, setShowPublicly] = useState(true)
  const [errors, setErrors] = useState<FieldErrors>({})

  const set =
    (field: keyof typeof empty) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))
  const selectedProject = projects.find((project) => String(project.id) === projectId) ?? null
  const amount = Number(values.amount)
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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (country !== AVAILABLE_COUNTRY.code) {
      toast({ ...copy.countryMissing, variant: 'destructive' })
      return
    }
    const missing = missingInformation(values, donorType, churchAnswer)
    if (missing) {
      setErrors({})
      toast({ title: copy.missing.title, description: missing, variant: 'destructive' })
      return
    }
    const request = toRequest(values, donorType, churchAnswer, anonymous, showPublicly, projectId)
    const found = checkDonation(request)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      toast({
        title: copy.checkDetails,
        description: Object.values(found)[0],
        variant: 'destructive',
      })
      return
    }
    onContinue(request)
  }

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
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {selectedProject ? (
          <div className="rounded-2xl border border-accent/40 bg-surface p-4" aria-live="polite">
            <p className="eyebrow">{copy.projectSelected}</p>
            <p className="mt-1 font-display text-lg font-bold text-ink">{selectedProject.title}</p>
          </div>
        ) : null}

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

        {donorType === 'individual' ? (
          <Field id="donor-name" label={copy.fullName} required error={errors.donorName}>
            <input
              id="donor-name"
              name="donor_name"
              autoComplete="name"
              required
              value={values.name}
              onChange={set('name')}
              className={inputClass}
            />
          </Field>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="donor-organization"
              label={copy.organizationName}
              required
              error={errors.organizationName}
            >
              <input
                id="donor-organization"
                name="organization_name"
                autoComplete="organization"
                required
                value={values.organizationName}
                onChange={set('organizationName')}
                className={inputClass}
              />
            </Field>
            <Field
              id="donor-contact"
              label={copy.contactPerson}
              required
              error={errors.contactPerson}
            >
              <input
                id="donor-contact"
                name="contact_person"
                autoComplete="name"
                required
                value={values.contactPerson}
                onChange={set('contactPerson')}
                className={inputClass}
              />
            </Field>
            <Field
              id="donor-organization-type"
              label={copy.organizationType}
              required
              error={errors.organizationType}
            >
              <select
                id="donor-organization-type"
                name="organization_type"
                required
                value={values.organizationType}
                onChange={set('organizationType')}
                className={inputClass}
              >
                <option value="">{copy.organizationTypePlaceholder}</option>
                {copy.organizationTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="donor-email" label={copy.email} required error={errors.email}>
            <input
              id="donor-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              className={inputClass}
            />
          </Field>
          <Field id="donor-phone" label={copy.phone} required error={errors.phone}>
            <input
              id="donor-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={set('phone')}
              className={inputClass}
            />
          </Field>
        </div>

        <Field
          id="donor-amount"
          label={copy.amount}
          required
          hint={
            Number.isFinite(amount) && amount > 0 ? copy.amountHint(formatNaira(amount)) : undefined
          }
          error={errors.amount}
        >
          <input
            id="donor-amount"
            name="amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            value={values.amount}
            onChange={set('amount')}
            className={inputClass}
          />
        </Field>

        {donorType === 'individual' ? (
          <div className="space-y-5">
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
            {churchAnswer === 'yes' ? (
              <Field id="donor-church" label={copy.churchName} required error={errors.church}>
                <input
                  id="donor-church"
                  name="church"
                  required
                  value={values.church}
                  onChange={set('church')}
                  className={inputClass}
                />
              </Field>
            ) : null}
          </div>
        ) : null}

        {projectsFailed ? (
          <p role="alert" className="rounded-2xl border border-line bg-surface p-4 text-sm">
            {projectsCopy.loadError}
          </p>
        ) : (
          <Field id="donor-project" label={copy.project}>
            <select
              id="donor-project"
              name="project"
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
              className={inputClass}
            >
              <option value="">{copy.generalDonation}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </select>
          </Field>
        )}

        <div className="space-y-4 rounded-2xl border border-line bg-surface p-4">
          <CheckboxField
            id="donor-anonymous"
            label={copy.anonymous}
            hint={copy.anonymousHint}
            checked={anonymous}
            onChange={setAnonymous}
          />
          <CheckboxField
            id="donor-public"
            label={copy.showPublicly}
            hint={copy.showPubliclyHint}
            checked={showPublicly}
            onChange={setShowPublicly}
          />
        </div>

        <button type="submit" className="btn-primary w-full">
          {copy.submit}
        </button>
      </form>
    </div>
  )
}
