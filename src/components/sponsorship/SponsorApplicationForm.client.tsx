'use client'

import { useActionState, useEffect, useRef, useState } from 'react'

import { CONTACT_PREFERENCES, SPONSOR_CURRENCIES } from '@collections/options'
import {
  formatWhole,
  SPONSOR_MINIMUMS,
  applicationCopy,
  type ContactPreference,
  type SponsorCurrency,
} from '@/copy/sponsorship'
import { trackSponsorInterest } from '@/lib/analytics/track'
import { sponsorshipAction } from '@/lib/forms/actions'
import { checkSponsorship, HONEYPOT_FIELD, messages, type FieldErrors } from '@/lib/forms/rules'
import { idleFormState, type FormState } from '@/lib/forms/state'
import { submitForm } from '@/lib/forms/submit'

import { FormNotice } from '../forms/FormNotice'
import { blankFields, focusFirstInvalid, namingFields } from '../forms/invalidFields'
import { restore, type TakenOver } from '../ui/Island.client'
import { toast, type ToastMessage } from '../ui/toast'
import { ChoiceGroup, Field, Honeypot, inputClass } from './fields'
import { useSponsorship } from './SponsorshipState.client'
import { SPONSOR_APPLICATION_ANSWER } from './targets'

const copy = applicationCopy

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
const LABELS: Record<string, string> = {
  sponsor_type: copy.sponsorType,
  organization_name: copy.organizationName,
  contact_person: copy.fullName,
  email: copy.email,
  phone: copy.phone,
  address: copy.address,
  church_denomination: copy.denomination,
  profile_picture: copy.logo,
  currency: copy.currency,
  sponsor_amount: copy.amount,
  preferred_contact: copy.contact,
  motivation: copy.motivation,
}

/** 'Missing Information', naming the fields: 'Please fill in all required fields: Full Name, Logo or Profile Picture.' */
const missingNotice = (missing: FieldErrors): ToastMessage => ({
  ...copy.missing,
  description: namingFields(
    copy.missing.description,
    Object.keys(missing).map((name) => LABELS[name] ?? name),
  ),
  variant: 'destructive',
})

/** The notice for a set of field errors: the spec's 'Invalid Amount' when the amount is the problem. */
const errorsNotice = (found: FieldErrors): ToastMessage =>
  found.sponsor_amount
    ? { title: copy.invalidAmountTitle, description: found.sponsor_amount, variant: 'destructive' }
    : found.profile_picture
      ? { ...copy.uploadFailed, variant: 'destructive' }
      : { title: copy.checkDetails, description: Object.values(found)[0], variant: 'destructive' }

/** The server's answer to a POST without JavaScript, in the words the toasts use. */
const answerNotice = (state: FormState): ToastMessage | null => {
  // A success without JavaScript redirects to the SENT notice instead.
  if (state.status === 'idle' || state.status === 'done') return null
  if (state.status === 'failed')
    return state.code === 'rate_limited' && state.error
      ? { title: copy.submissionFailed.title, description: state.error, variant: 'destructive' }
      : { ...copy.submissionFailed, variant: 'destructive' }
  if (state.code === 'upload_rejected') return { ...copy.uploadFailed, variant: 'destructive' }
  const errors = Object.entries(state.fieldErrors)
  const missing = errors.filter(([, message]) => message === messages.required)
  if (missing.length > 0 && missing.length === errors.length)
    return missingNotice(Object.fromEntries(missing))
  return errorsNotice(state.fieldErrors)
}

/**
 * The application form of section 5 (SponsorApplication.client.tsx holds its section). The browser
 * runs the same rules as the server (src/lib/forms/rules.ts) before sending the application and its
 * logo to POST /api/forms/sponsorship. Its code comes when the form is shown (FormIslands.client.tsx);
 * `taken` is what the visitor had put in the server's form meanwhile.
 */
export function SponsorApplicationForm({ taken }: { taken?: TakenOver }) {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => restore(formRef.current, taken), [taken])
  const { initial } = useSponsorship()
  // Without JavaScript the form posts here (sponsorshipAction) and the page comes back with the answer.
  const [state, formAction] = useActionState(
    sponsorshipAction,
    idleFormState,
    SPONSOR_APPLICATION_ANSWER,
  )
  const typed = taken?.values ?? state.values
  const [sponsorType, setSponsorType] = useState<SponsorType>(
    typed.sponsor_type === 'organization' ? 'organization' : 'individual',
  )
  const [values, setValues] = useState(() => ({
    organizationName: typed.organization_name ?? '',
    fullName: typed.contact_person ?? '',
    email: typed.email ?? '',
    phone: typed.phone ?? '',
    address: typed.address ?? '',
    denomination: typed.church_denomination ?? '',
    amount: typed.sponsor_amount ?? '',
    motivation: typed.motivation ?? '',
  }))
  const [currency, setCurrency] = useState(typed.currency ?? initial.sponsorCurrency)
  const [contact, setContact] = useState<ContactPreference | ''>(
    (CONTACT_PREFERENCES as readonly string[]).includes(typed.preferred_contact ?? '')
      ? (typed.preferred_contact as ContactPreference)
      : '',
  )
  const [logo, setLogo] = useState<File | null>(() => taken?.files.profile_picture?.[0] ?? null)
  const [logoRejected, setLogoRejected] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(state.fieldErrors)
  const [submitting, setSubmitting] = useState(false)
  // The answer stays written in the form: a success is more than a 5 s toast (item 6 of issue #16).
  const [notice, setNotice] = useState<ToastMessage | null>(() => answerNotice(state))
  const logoInput = useRef<HTMLInputElement>(null)
  const answered = state.status === 'invalid' || state.status === 'failed'

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

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setNotice(null)
    // In the form's order, so the first one named is the first one focused.
    const missing = blankFields(
      [
        ...(sponsorType === 'organization'
          ? [{ name: 'organization_name', value: values.organizationName }]
          : []),
        { name: 'contact_person', value: values.fullName },
        { name: 'email', value: values.email },
        { name: 'phone', value: values.phone },
        { name: 'profile_picture', value: Boolean(logo) },
        { name: 'currency', value: isCurrency(currency) },
        { name: 'sponsor_amount', value: values.amount },
        { name: 'preferred_contact', value: Boolean(contact) },
      ],
      messages.required,
    )
    if (Object.keys(missing).length > 0 || !logo) {
      setErrors(missing)
      toast(missingNotice(missing))
      focusFirstInvalid(form, missing)
      return
    }
    const found = checkSponsorship(fields())
    if (logo.size > LOGO_MAX_BYTES)
      found.profile_picture = 'Please select an image smaller than 5MB'
    setErrors(found)
    if (Object.keys(found).length > 0) {
      toast(errorsNotice(found))
      focusFirstInvalid(form, found)
      return
    }
    const data = new FormData()
    for (const [name, value] of Object.entries(fields())) if (value) data.append(name, value)
    data.append('profile_picture', logo)
    data.append(HONEYPOT_FIELD, String(new FormData(form).get(HONEYPOT_FIELD) ?? ''))
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
      setNotice(copy.success)
      toast(copy.success)
      return
    }
    setErrors(result.fieldErrors)
    focusFirstInvalid(form, result.fieldErrors)
    if (result.code === 'upload_rejected') toast({ ...copy.uploadFailed, variant: 'destructive' })
    else if (result.fieldErrors.sponsor_amount) toast(errorsNotice(result.fieldErrors))
    else if (result.status === 429 && result.error)
      toast({
        title: copy.submissionFailed.title,
        description: result.error,
        variant: 'destructive',
      })
    else toast({ ...copy.submissionFailed, variant: 'destructive' })
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-8 space-y-6"
    >
      <ChoiceGroup
        legend={copy.sponsorType}
        name="sponsor_type"
        value={sponsorType}
        onChange={setSponsorType}
        required
        error={errors.sponsor_type}
        options={[
          { value: 'individual', label: copy.individual },
          { value: 'organization', label: copy.organization },
        ]}
      />
      {/* Hidden by CSS while 'Individual' is checked, so it follows the choice without script too;
          without :has() (Opera Mini) it stays shown, and the server ignores it for an individual. */}
      <div className="[form:has(input[value=individual]:checked)_&]:hidden">
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
      </div>
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
        hint={
          logoRejected
            ? copy.logoRejected
            : answered && !errors.profile_picture
              ? copy.logoAgain
              : copy.logoHint
        }
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
              ? copy.amountHint(copy.currencies[currency], formatWhole(SPONSOR_MINIMUMS[currency]))
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
      <FormNotice notice={notice} testId="sponsor-notice" />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
