'use client'

import { useRef, useState } from 'react'

import { CONTACT_PREFERENCES, SPONSOR_CURRENCIES } from '@collections/options'
import {
  formatWhole,
  SPONSOR_MINIMUMS,
  sponsorshipCopy,
  type ContactPreference,
  type SponsorCurrency,
} from '@/copy/sponsorship'
import { trackSponsorInterest } from '@/lib/analytics/track'
import { checkSponsorship, HONEYPOT_FIELD, type FieldErrors } from '@/lib/forms/rules'
import { submitForm } from '@/lib/forms/submit'

import { toast } from '../ui/Toast.client'
import { ChoiceGroup, Field, Honeypot, inputClass } from './fields'
import { useSponsorship } from './SponsorshipState.client'
import { targets } from './targets'

const copy = sponsorshipCopy.application

type SponsorType = 'individual' | 'organization'
const empty = {
  organizationName: '',
  fullName: '',
  email: '',
  phone: '',
  address: '',
  denomination: '',
  amount: '',
  motivation: '',
}

const isCurrency = (value: string): value is SponsorCurrency =>
  (SPONSOR_CURRENCIES as readonly string[]).includes(value)

const LOGO_MAX_BYTES = 5 * 1024 * 1024

/**
 * Section 5, shown once the minimums have been seen. The browser runs the same rules as the server
 * (src/lib/forms/rules.ts) before sending the application and its logo to POST /api/forms/sponsorship.
 */
export function SponsorApplication() {
  const { sponsorStage, initial } = useSponsorship()
  const [sponsorType, setSponsorType] = useState<SponsorType>('individual')
  const [values, setValues] = useState(empty)
  const [currency, setCurrency] = useState(initial.sponsorCurrency)
  const [contact, setContact] = useState<ContactPreference | ''>('')
  const [logo, setLogo] = useState<File | null>(null)
  const [logoRejected, setLogoRejected] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const logoInput = useRef<HTMLInputElement>(null)

  const set =
    (field: keyof typeof empty) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }))

  const onLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    const image = !file || file.type.startsWith('image/')
    setLogoRejected(!image)
    setLogo(image ? file : null)
    setErrors(({ profile_picture: _, ...rest }) => rest)
    if (!image) event.target.value = ''
  }

  const fields = () => ({
    sponsor_type: sponsorType,
    organization_name: sponsorType === 'organization' ? values.organizationName : '',
    contact_person: values.fullName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    church_denomination: values.denomination,
    currency,
    sponsor_amount: values.amount,
    preferred_contact: contact,
    motivation: values.motivation,
  })

  /** The notice for a set of field errors: the spec's 'Invalid Amount' when the amount is the problem. */
  const explain = (found: FieldErrors) => {
    if (found.sponsor_amount)
      toast({
        title: copy.invalidAmountTitle,
        description: found.sponsor_amount,
        variant: 'destructive',
      })
    else if (found.profile_picture) toast({ ...copy.uploadFailed, variant: 'destructive' })
    else
      toast({
        title: copy.checkDetails,
        description: Object.values(found)[0],
        variant: 'destructive',
      })
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const blank = (value: string) => !value.trim()
    const missing =
      blank(values.fullName) ||
      blank(values.email) ||
      blank(values.phone) ||
      blank(values.amount) ||
      !logo ||
      !contact ||
      (sponsorType === 'organization' && blank(values.organizationName))
    if (missing || !isCurrency(currency)) {
      setErrors({})
      toast({ ...copy.missing, variant: 'destructive' })
      return
    }
    const found = checkSponsorship(fields())
    if (logo.size > LOGO_MAX_BYTES)
      found.profile_picture = 'Please select an image smaller than 5MB'
    setErrors(found)
    if (Object.keys(found).length > 0) {
      explain(found)
      return
    }
    const data = new FormData()
    for (const [name, value] of Object.entries(fields())) if (value) data.append(name, value)
    data.append('profile_picture', logo)
    data.append(HONEYPOT_FIELD, String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? ''))
    setSubmitting(true)
    const result = await submitForm('/api/forms/sponsorship', data)
    setSubmitting(false)
    if (result.ok) {
      trackSponsorInterest('application_submitted', sponsorType, {
        currency,
        amount: Number(values.amount.replace(/,/g, '')),
      })
      setValues(empty)
      setContact('')
      setLogo(null)
      if (logoInput.current) logoInput.current.value = ''
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    if (result.code === 'upload_rejected') toast({ ...copy.uploadFailed, variant: 'destructive' })
    else if (result.fieldErrors.sponsor_amount) explain(result.fieldErrors)
    else if (result.status === 429 && result.error)
      toast({
        title: copy.submissionFailed.title,
        description: result.error,
        variant: 'destructive',
      })
    else toast({ ...copy.submissionFailed, variant: 'destructive' })
  }

  return (
    <section
      id={targets.sponsorApplication}
      aria-labelledby="sponsor-application-title"
      hidden={sponsorStage !== 'form'}
      className="container-page py-10"
    >
      <div className="card mx-auto max-w-3xl p-5 sm:p-10">
        <h2
          id="sponsor-application-title"
          tabIndex={-1}
          data-focus-target
          className="heading-display text-3xl focus:outline-none sm:text-4xl"
        >
          {copy.title}
        </h2>
        <p className="mt-3 text-ink-soft">{copy.lead}</p>
        <form onSubmit={onSubmit} noValidate className="relative mt-8 space-y-6">
          <ChoiceGroup
            legend={copy.sponsorType}
            name="sponsor_type"
            value={sponsorType}
            onChange={setSponsorType}
            required
            options={[
              { value: 'individual', label: copy.individual },
              { value: 'organization', label: copy.organization },
            ]}
          />
          {sponsorType === 'organization' ? (
            <Field
              id="sponsor-organization"
              label={copy.organizationName}
              required
              error={errors.organization_name}
            >
              <input
                id="sponsor-organization"
                name="organization_name"
                autoComplete="organization"
                required
                value={values.organizationName}
                onChange={set('organizationName')}
                className={inputClass}
              />
            </Field>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="sponsor-name" label={copy.fullName} required error={errors.contact_person}>
              <input
                id="sponsor-name"
                name="contact_person"
                autoComplete="name"
                required
                value={values.fullName}
                onChange={set('fullName')}
                className={inputClass}
              />
            </Field>
            <Field id="sponsor-email" label={copy.email} required error={errors.email}>
              <input
                id="sponsor-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={set('email')}
                className={inputClass}
              />
            </Field>
            <Field id="sponsor-phone" label={copy.phone} required error={errors.phone}>
              <input
                id="sponsor-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                value={values.phone}
                onChange={set('phone')}
                className={inputClass}
              />
            </Field>
            <Field
              id="sponsor-denomination"
              label={copy.denomination}
              error={errors.church_denomination}
            >
              <input
                id="sponsor-denomination"
                name="church_denomination"
                value={values.denomination}
                onChange={set('denomination')}
                className={inputClass}
              />
            </Field>
          </div>
          <Field id="sponsor-address" label={copy.address} error={errors.address}>
            <input
              id="sponsor-address"
              name="address"
              autoComplete="street-address"
              value={values.address}
              onChange={set('address')}
              className={inputClass}
            />
          </Field>
          <Field
            id="sponsor-logo"
            label={copy.logo}
            required
            hint={logoRejected ? copy.logoRejected : copy.logoHint}
            error={errors.profile_picture}
          >
            <input
              id="sponsor-logo"
              name="profile_picture"
              type="file"
              accept="image/*"
              required
              ref={logoInput}
              onChange={onLogo}
              className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-ink`}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="sponsor-currency" label={copy.currency} required error={errors.currency}>
              <select
                id="sponsor-currency"
                name="currency"
                required
                value={currency}
                onChange={(event) => setCurrency(event.target.value)}
                className={inputClass}
              >
                <option value="">{copy.currencyPlaceholder}</option>
                {SPONSOR_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {copy.currencies[code]}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="sponsor-amount"
              label={copy.amount}
              required
              hint={
                isCurrency(currency)
                  ? copy.amountHint(
                      copy.currencies[currency],
                      formatWhole(SPONSOR_MINIMUMS[currency]),
                    )
                  : undefined
              }
              error={errors.sponsor_amount}
            >
              <input
                id="sponsor-amount"
                name="sponsor_amount"
                inputMode="numeric"
                required
                value={values.amount}
                onChange={set('amount')}
                className={inputClass}
              />
            </Field>
          </div>
          <ChoiceGroup
            legend={copy.contact}
            name="preferred_contact"
            value={contact}
            onChange={setContact}
            required
            options={CONTACT_PREFERENCES.map((value) => ({
              value,
              label: copy.contactOptions[value],
            }))}
            error={errors.preferred_contact}
          />
          <Field id="sponsor-motivation" label={copy.motivation} error={errors.motivation}>
            <textarea
              id="sponsor-motivation"
              name="motivation"
              rows={4}
              value={values.motivation}
              onChange={set('motivation')}
              className={inputClass}
            />
          </Field>
          <Honeypot />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </form>
      </div>
    </section>
  )
}
