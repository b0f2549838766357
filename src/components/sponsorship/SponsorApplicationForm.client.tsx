'use client'

import { consentCopy } from '@/copy/consent'
import { useState } from 'react'

import { CONTACT_PREFERENCES, SPONSOR_CURRENCIES } from '@collections/options'
import {
  formatWhole,
  SPONSOR_MINIMUMS,
  applicationCopy,
  type SponsorCurrency,
} from '@/copy/sponsorship'
import { trackSponsorInterest } from '@/lib/analytics/track'
import { sponsorshipAction } from '@/lib/forms/actions'
import {
  checkSponsorship,
  HONEYPOT_FIELD,
  messages,
  SPONSORSHIP_FIELDS,
  type FieldErrors,
} from '@/lib/forms/rules'

import { FileField } from '../forms/FileField'
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '../forms/formFields'
import { chosenFile, texts, viaEndpoint } from '../forms/sendForm'
import { useIslandForm } from '../forms/useIslandForm'
import { PublicForm, type Words } from '../forms/usePublicForm'
import { failedWith } from '../forms/words'
import type { TakenOver } from '../ui/takenOver'
import { toast } from '../ui/toast'
import { useSponsorship } from './SponsorshipState.client'
import { SPONSOR_APPLICATION_ANSWER } from './targets'

const copy = applicationCopy

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

/** 'Missing Information' naming the fields; the spec's 'Invalid Amount' when the amount is the problem. */
const words: Words = {
  missing: { notice: copy.missing, labels: LABELS },
  invalid: ({ code, fieldErrors }) =>
    code === 'upload_rejected' || (fieldErrors.profile_picture && !fieldErrors.sponsor_amount)
      ? copy.uploadFailed
      : fieldErrors.sponsor_amount
        ? { title: copy.invalidAmountTitle, description: fieldErrors.sponsor_amount }
        : { title: copy.checkDetails, description: Object.values(fieldErrors)[0] },
  failed: failedWith(copy.submissionFailed),
}

/** The application's text as the server reads it: an individual's form sends no organization. */
const application = (data: FormData) => {
  const fields = texts(data)
  return Object.fromEntries(
    SPONSORSHIP_FIELDS.map((name) => [
      name,
      name === 'organization_name' && fields.sponsor_type !== 'organization'
        ? ''
        : (fields[name] ?? ''),
    ]),
  ) as Record<(typeof SPONSORSHIP_FIELDS)[number], string>
}

/** The rules the server runs, and the logo: required, and an image under 5 MB. */
const check = (data: FormData): FieldErrors => {
  const found = checkSponsorship(application(data))
  const logo = chosenFile(data, 'profile_picture')
  if (!logo) found.profile_picture = messages.required
  else if (logo.size > LOGO_MAX_BYTES)
    found.profile_picture = 'Please select an image smaller than 5MB'
  return found
}

/** The application and its logo, as POST /api/forms/sponsorship takes them. */
const body = (data: FormData) => {
  const sent = new FormData()
  for (const [name, value] of Object.entries(application(data))) if (value) sent.append(name, value)
  sent.append('profile_picture', chosenFile(data, 'profile_picture') as File)
  sent.append(HONEYPOT_FIELD, String(data.get(HONEYPOT_FIELD) ?? ''))
  return sent
}

/**
 * The application form of section 5 (SponsorApplication.client.tsx holds its section). The browser
 * runs the same rules as the server (src/lib/forms/rules.ts) before sending the application and its
 * logo to POST /api/forms/sponsorship. Its code comes when the form is shown (FormIslands.client.tsx);
 * `taken` is what the visitor had put in the server's form meanwhile.
 */
export function SponsorApplicationForm({ taken }: { taken?: TakenOver }) {
  const { initial } = useSponsorship()
  // Without JavaScript the form posts here (sponsorshipAction) and the page comes back with the answer.
  const form = useIslandForm({
    action: sponsorshipAction,
    permalink: SPONSOR_APPLICATION_ANSWER,
    words,
    prefix: 'sponsor',
    taken,
    send: viaEndpoint({
      check,
      endpoint: '/api/forms/sponsorship',
      body,
      toasts: true,
      sent: (data) => {
        const { sponsor_type, sponsor_amount } = application(data)
        trackSponsorInterest('application_submitted', sponsor_type as 'individual', {
          currency,
          amount: Number(sponsor_amount.replace(/,/g, '')),
        })
        toast(copy.success)
        // The answer stays written in the form: a success is more than a 5 s toast (item 6 of issue #16).
        return copy.success
      },
    }),
  })
  const [currency, setCurrency] = useState(
    taken?.values.currency ?? form.state.values.currency ?? initial.sponsorCurrency,
  )
  const [logoRejected, setLogoRejected] = useState(false)

  const onLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    const image = !file || file.type.startsWith('image/')
    setLogoRejected(!image)
    form.setErrors(({ profile_picture: _, ...rest }) => rest)
    if (!image) event.target.value = ''
  }

  return (
    <PublicForm
      form={form}
      purpose={consentCopy.purpose.sponsorship}
      className="relative mt-8 space-y-6"
      notice={{ testId: 'sponsor-notice' }}
      submit={{ label: copy.submit, busy: copy.submitting }}
    >
      <ChoiceGroup
        legend={copy.sponsorType}
        name="sponsor_type"
        defaultValue="individual"
        required
        options={[
          { value: 'individual', label: copy.individual },
          { value: 'organization', label: copy.organization },
        ]}
      />
      {/* Hidden by CSS while 'Individual' is checked, so it follows the choice without script too;
          without :has() (Opera Mini) it stays shown, and the server ignores it for an individual. */}
      <div className="[form:has(input[value=individual]:checked)_&]:hidden">
        <TextField
          name="organization_name"
          id="sponsor-organization"
          label={copy.organizationName}
          required
          autoComplete="organization"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="contact_person"
          id="sponsor-name"
          label={copy.fullName}
          required
          autoComplete="name"
        />
        <TextField name="email" label={copy.email} required type="email" autoComplete="email" />
        <TextField name="phone" label={copy.phone} required type="tel" autoComplete="tel" />
        <TextField name="church_denomination" id="sponsor-denomination" label={copy.denomination} />
      </div>
      <TextField name="address" label={copy.address} autoComplete="street-address" />
      <FileField
        name="profile_picture"
        id="sponsor-logo"
        label={copy.logo}
        required
        accept="image/*"
        onChange={onLogo}
        hint={
          logoRejected
            ? copy.logoRejected
            : form.answered && !form.errors.profile_picture
              ? copy.logoAgain
              : copy.logoHint
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="currency"
          label={copy.currency}
          required
          value={currency}
          onChange={setCurrency}
          placeholder={copy.currencyPlaceholder}
          options={SPONSOR_CURRENCIES.map((code) => ({
            value: code,
            label: copy.currencies[code],
          }))}
        />
        <TextField
          name="sponsor_amount"
          id="sponsor-amount"
          label={copy.amount}
          required
          inputMode="numeric"
          hint={
            isCurrency(currency)
              ? copy.amountHint(copy.currencies[currency], formatWhole(SPONSOR_MINIMUMS[currency]))
              : undefined
          }
        />
      </div>
      <ChoiceGroup
        legend={copy.contact}
        name="preferred_contact"
        required
        options={CONTACT_PREFERENCES.map((value) => ({
          value,
          label: copy.contactOptions[value],
        }))}
      />
      <TextAreaField name="motivation" id="sponsor-motivation" label={copy.motivation} rows={4} />
    </PublicForm>
  )
}
