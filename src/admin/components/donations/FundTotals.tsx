import type { Payload, TypedUser } from 'payload'

import React from 'react'

import { mayViewDonations } from '@/access/rights'
import { fundsCopy } from '@/copy/funds'
import { selectFundTotals } from '@/lib/db/funds'
import { formatNaira } from '@/lib/format'

/**
 * Above the funds list (issue #35): what each fund received, online and offline apart, and all
 * funds together, counted by PostgreSQL from completed gifts less refunds.
 */
export async function FundTotals({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!mayViewDonations(user)) return null
  const copy = fundsCopy.totals
  const funds = await selectFundTotals(payload)
  const sum = (pick: (fund: (typeof funds)[number]) => number) =>
    funds.reduce((total, fund) => total + pick(fund), 0)
  return (
    <section aria-label={copy.caption} className="fra-chart">
      <h2 className="fra-chart-caption">{copy.caption}</h2>
      <p className="fr-hint">{copy.note}</p>
      <div className="fra-scroll" role="region" aria-label={copy.caption} tabIndex={0}>
        <table className="fra-table" data-testid="fund-totals">
          <thead>
            <tr>
              <th scope="col">{copy.fund}</th>
              <th scope="col">{copy.online}</th>
              <th scope="col">{copy.offline}</th>
              <th scope="col">{copy.total}</th>
              <th scope="col">{copy.gifts}</th>
            </tr>
          </thead>
          <tbody>
            {funds.map((fund) => (
              <tr key={fund.id}>
                <th scope="row">
                  {fund.name} {fund.active ? null : copy.inactive}
                </th>
                <td>{formatNaira(fund.online)}</td>
                <td>{formatNaira(fund.offline)}</td>
                <td>{formatNaira(fund.online + fund.offline)}</td>
                <td>{fund.gifts.toLocaleString('en-NG')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{copy.allFunds}</th>
              <td>{formatNaira(sum((fund) => fund.online))}</td>
              <td>{formatNaira(sum((fund) => fund.offline))}</td>
              <td>{formatNaira(sum((fund) => fund.online + fund.offline))}</td>
              <td>{sum((fund) => fund.gifts).toLocaleString('en-NG')}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
