'use client'

import { useEffect, useRef, useState } from 'react'

import {
  AVAILABLE_COUNTRY,
  COMING_SOON_COUNTRIES,
  donationCopy,
  paymentCopy,
  type GiftFrequencyCopy,
} from '@/copy/sponsorship'
import { trackDonationFunnel } from '@/lib/analytics/track'
import { formatNaira } from '@/lib/format'

import { inputClass } from '../forms/Field'
import { toast } from '../ui/toast'
import { DonationForm } from './DonationForm.client'
import type { PaymentOutcome } from './PaymentStep.client'
import { targets } from './targets'
import { useSponsorship, type SelectedProject } from './SponsorshipState.client'

const copy = donationCopy

/**
 * Country first, then 'Complete Your Donation' and its 'Complete Payment' (DonationForm), then
 * thanks. Without JavaScript the country form is a GET to this page (a country is not personal),
 * which the server answers with the form open (Nigeria) or the notice in `notice`; the donation
 * form then posts to its server action, which continues on Paystack's own page.
 */
export function DonationFlow({
  projects,
  projectsFailed,
  notice,
  inlineScriptUrl,
  frequencyCopy,
}: {
  projects: SelectedProject[]
  projectsFailed: boolean
  notice: 'required' | 'comingSoon' | null
  inlineScriptUrl: string
  frequencyCopy: GiftFrequencyCopy
}) {
  const { country, setCountry, donationOpen, openDonationForm } = useSponsorship()
  const [done, setDone] = useState<PaymentOutcome | null>(null)
  const [formKey, setFormKey] = useState(0)

  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The result replaces the payment step: bring it to the top of the screen, clear of the notices.
    if (done) result.current?.scrollIntoView({ block: 'start' })
  }, [done])

  const giveAgain = () => {
    setDone(null)
    setFormKey((key) => key + 1)
  }

  const onDonate = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Choosing a country and pressing Donate Now is an intent to give, even where giving is not open yet.
    if (country) trackDonationFunnel('initiated', { source: 'donation_section', country })
    if (!country) toast({ ...copy.countryRequired, variant: 'destructive' })
    else if (country !== AVAILABLE_COUNTRY.code) toast({ ...copy.countryComingSoon })
    else openDonationForm()
  }

  const noticeText =
    notice === 'required'
      ? copy.countryRequired
      : notice === 'comingSoon'
        ? copy.countryComingSoon
        : null
  return (
    <div className="space-y-8">
      <form
        method="get"
        action={`/sponsorship#${targets.donationForm}`}
        onSubmit={onDonate}
        noValidate
        className="space-y-3"
      >
        <label htmlFor="donation-country" className="block font-medium text-ink">
          {copy.country}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <select
            id="donation-country"
            name="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            data-focus-target
            aria-describedby="donation-country-hint"
            className={`${inputClass} sm:flex-1`}
          >
            <option value="">{copy.countryPlaceholder}</option>
            <option value={AVAILABLE_COUNTRY.code}>
              {copy.countryOption(AVAILABLE_COUNTRY.name, AVAILABLE_COUNTRY.currency)}
            </option>
            <optgroup label={copy.comingSoonGroup}>
              {COMING_SOON_COUNTRIES.map((item) => (
                <option key={item.code} value={item.code}>
                  {copy.countryOption(item.name, item.currency)}
                </option>
              ))}
            </optgroup>
          </select>
          <button type="submit" className="btn-primary">
            {copy.donate}
          </button>
        </div>
        <p id="donation-country-hint" className="text-sm text-ink-soft">
          {copy.secure}
        </p>
        {noticeText && !donationOpen ? (
          <div role="alert" className="rounded-2xl border border-line bg-surface-muted p-4">
            <p className="font-semibold">{noticeText.title}</p>
            <p className="text-sm text-ink-soft">{noticeText.description}</p>
          </div>
        ) : null}
      </form>
      {donationOpen && done ? (
        <div
          ref={result}
          role="status"
          data-toast-avoid
          className="space-y-3 rounded-3xl border border-accent/40 bg-surface p-6"
        >
          <h3 className="heading-display text-2xl">{paymentCopy.success.title}</h3>
          <p>{paymentCopy.successLead(formatNaira(done.amount))}</p>
          <p className="text-ink-soft">{paymentCopy.success.description}</p>
          <p className="text-sm text-ink-soft">
            {paymentCopy.reference}: <span className="font-mono break-all">{done.reference}</span>
          </p>
          <button type="button" className="btn-secondary" onClick={giveAgain}>
            {paymentCopy.giveAgain}
          </button>
        </div>
      ) : null}
      {donationOpen && !done ? (
        <DonationForm
          key={formKey}
          projects={projects}
          projectsFailed={projectsFailed}
          inlineScriptUrl={inlineScriptUrl}
          frequencyCopy={frequencyCopy}
          givenBefore={formKey > 0}
          onSucceeded={setDone}
        />
      ) : null}
    </div>
  )
}
