'use client'

import { useState } from 'react'

import { CONTACT_PREFERENCES, SPONSOR_CURRENCIES } from '@collections/options'
import { common } from '@/copy/common'
import { formatWhole, SPONSOR_MINIMUMS, sponsorshipCopy, type ContactPreference, type SponsorCurrency } from '@/copy/sponsorship'

import { toast } from '../ui/Toast.client'
import { ChoiceGroup, Field, inputClass } from './fields'
import { useSponsorship } from './SponsorshipState.client'
import { targets } from './targets'

const copy = sponsorshipCopy.application

type SponsorType = 'individual' | 'organization'
const empty = { organizationName: '', fullName: '', email: '', phone: '', address: '', denomination: '', amount: '', motivation: '' }

const isCurrency = (value: string): value is SponsorCurrency => (SPONSOR_CURRENCIES as readonly string[]).includes(value)

/** The amount as typed, commas stripped (public-site.md section 5). */
export const parseSponsorAmount = (value: string): number => Number(value.replace(/,/g, '').trim())

/**
 * Section 5, shown once the minimums have been seen. The client-side rules are here; saving the
 * application and its logo is the server's part, wired with the public forms.
 */
export function SponsorApplication() {
  const { sponsorStage, initial } = useSponsorship()
  const [sponsorType, setSponsorType] = useState<SponsorType>('individual')
  const [values, setValues] = useState(empty)
  const [currency, setCurrency] = useState(initial.sponsorCurrency)
  const [contact, setContact] = useState<ContactPreference | ''>('')
  const [logo, setLogo] = useState<File | null>(null)
  const [logoRejected, setLogoRejected] = useState(false)

  const set = (field: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const onLogo = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    const image = !file || file.type.startsWith('image/')
    setLogoRejected(!image)
    setLogo(image ? file : null)
    if (!image) event.target.value = ''
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const blank = (value: string) => !value.trim()
    const missing =
      blank(values.fullName) || blank(values.email) || blank(values.phone) || blank(values.amount) || !logo || !contact ||
      (sponsorType === 'organization' && blank(values.organizationName))
    if (missing || !isCurrency(currency)) {
      toast({ ...copy.missing, variant: 'destructive' })
      return
    }
    const amount = parseSponsorAmount(values.amount)
    const minimum = SPONSOR_MINIMUMS[currency]
    if (!Number.isFinite(amount) || amount < minimum) {
      toast({ ...copy.invalidAmount(copy.currencies[currency], formatWhole(minimum)), variant: 'destructive' })
      return
    }
    toast({ ...common.comingSoon })
  }

  return (
    <section id={targets.sponsorApplication} aria-labelledby="sponsor-application-title" hidden={sponsorStage !== 'form'} className="container-page py-10">
      <div className="card mx-auto max-w-3xl p-5 sm:p-10">
        <h2 id="sponsor-application-title" tabIndex={-1} data-focus-target className="heading-display text-3xl focus:outline-none sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-3 text-ink-soft">{copy.lead}</p>
        <form onSubmit={onSubmit} noValidate className="mt-8 space-y-6">
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
            <Field id="sponsor-organization" label={copy.organizationName} required>
              <input id="sponsor-organization" name="organization_name" autoComplete="organization" required value={values.organizationName} onChange={set('organizationName')} className={inputClass} />
            </Field>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="sponsor-name" label={copy.fullName} required>
              <input id="sponsor-name" name="contact_person" autoComplete="name" required value={values.fullName} onChange={set('fullName')} className={inputClass} />
            </Field>
            <Field id="sponsor-email" label={copy.email} required>
              <input id="sponsor-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} className={inputClass} />
            </Field>
            <Field id="sponsor-phone" label={copy.phone} required>
              <input id="sponsor-phone" name="phone" type="tel" autoComplete="tel" required value={values.phone} onChange={set('phone')} className={inputClass} />
            </Field>
            <Field id="sponsor-denomination" label={copy.denomination}>
              <input id="sponsor-denomination" name="church_denomination" value={values.denomination} onChange={set('denomination')} className={inputClass} />
            </Field>
          </div>
          <Field id="sponsor-address" label={copy.address}>
            <input id="sponsor-address" name="address" autoComplete="street-address" value={values.address} onChange={set('address')} className={inputClass} />
          </Field>
          <Field id="sponsor-logo" label={copy.logo} required hint={logoRejected ? copy.logoRejected : copy.logoHint}>
            <input
              id="sponsor-logo"
              name="profile_picture"
              type="file"
              accept="image/*"
              required
              onChange={onLogo}
              aria-describedby="sponsor-logo-hint"
              aria-invalid={logoRejected || undefined}
              className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-ink`}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="sponsor-currency" label={copy.currency} required>
              <select id="sponsor-currency" name="currency" required value={currency} onChange={(event) => setCurrency(event.target.value)} className={inputClass}>
                <option value="">{copy.currencyPlaceholder}</option>
                {SPONSOR_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {copy.currencies[code]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="sponsor-amount" label={copy.amount} required hint={isCurrency(currency) ? copy.amountHint(copy.currencies[currency], formatWhole(SPONSOR_MINIMUMS[currency])) : undefined}>
              <input
                id="sponsor-amount"
                name="sponsor_amount"
                inputMode="numeric"
                required
                value={values.amount}
                onChange={set('amount')}
                aria-describedby={isCurrency(currency) ? 'sponsor-amount-hint' : undefined}
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
            options={CONTACT_PREFERENCES.map((value) => ({ value, label: copy.contactOptions[value] }))}
          />
          <Field id="sponsor-motivation" label={copy.motivation}>
            <textarea id="sponsor-motivation" name="motivation" rows={4} value={values.motivation} onChange={set('motivation')} className={inputClass} />
          </Field>
          <button type="submit" className="btn-primary w-full">
            {copy.submit}
          </button>
        </form>
      </div>
    </section>
  )
}
