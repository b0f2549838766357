'use client'

import { SPONSOR_CURRENCIES } from '@collections/options'
import { CURRENCY_LABELS, formatWhole, SPONSOR_MINIMUMS, sponsorsCopy } from '@/copy/sponsorship'
import { trackSponsorInterest } from '@/lib/analytics/track'

import { useSponsorship } from './SponsorshipState.client'
import { targets } from './targets'

const copy = sponsorsCopy

/** 'Become an Impact Sponsor' shows the minimums; it then reads 'Become a Sponsor Now' and opens the form. */
export function SponsorReveal() {
  const { sponsorStage, goToSponsor } = useSponsorship()
  const minimumsShown = sponsorStage !== 'closed'
  return (
    <div className="space-y-5">
      {minimumsShown ? (
        <div id="sponsor-minimums" className="overflow-hidden rounded-2xl border border-line">
          <table className="w-full text-left">
            <caption className="bg-surface-muted px-4 py-3 text-left font-semibold text-ink">
              {copy.minimumsTitle}
            </caption>
            <thead className="text-sm text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {copy.currency}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {copy.minimumAmount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {SPONSOR_CURRENCIES.map((currency) => (
                <tr key={currency}>
                  <th scope="row" className="px-4 py-2.5 font-medium">
                    {CURRENCY_LABELS[currency]}
                  </th>
                  <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                    {formatWhole(SPONSOR_MINIMUMS[currency])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <a
        href={`/sponsorship?open=sponsor#${minimumsShown ? targets.sponsorApplication : 'sponsor-minimums'}`}
        className="btn-primary w-full"
        aria-controls={minimumsShown ? targets.sponsorApplication : undefined}
        onClick={(event) => {
          event.preventDefault()
          trackSponsorInterest(minimumsShown ? 'open_application' : 'view_minimums', undefined, {
            source: 'impact_sponsors_section',
          })
          if (minimumsShown) goToSponsor('form')
          // The minimums open right under the button, so the reader stays where they are.
          else goToSponsor('minimums', false)
        }}
      >
        {minimumsShown ? copy.proceed : copy.reveal}
      </a>
    </div>
  )
}
