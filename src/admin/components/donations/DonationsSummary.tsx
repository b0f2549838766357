import type { Payload, TypedUser } from 'payload'

import React from 'react'

import { mayEditDonations, mayViewDonations } from '@/access/rights'
import { donorsCopy } from '@/copy/donors'
import { donationCounts } from '@/lib/donors/recent'

import { VerifyPendingPaymentsButton } from './DonationsSummaryVerify'

/**
 * Above the donations list (back-office.md, Donations page): the summary counts of every donation,
 * counted by PostgreSQL, and 'Verify Pending Payments' for admins who may edit donations.
 */
export async function DonationsSummary({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  if (!mayViewDonations(user)) return null
  const counts = await donationCounts(payload)
  const items = [
    { label: donorsCopy.summary.total, value: counts.total },
    { label: donorsCopy.summary.completed, value: counts.completed },
    { label: donorsCopy.summary.pending, value: counts.pending },
  ]
  return (
    <section
      aria-label={donorsCopy.summary.label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '0.75rem',
        marginBottom: 'var(--base)',
      }}
    >
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.75rem',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {items.map((item) => (
          <li
            key={item.label}
            data-testid="donations-summary-count"
            style={{
              display: 'flex',
              alignItems: 'baseline',
              gap: '0.5rem',
              padding: '0.5rem 1rem',
              border: '1px solid var(--theme-border-color)',
              borderRadius: 'var(--style-radius-m)',
              background: 'var(--theme-elevation-50)',
            }}
          >
            <span style={{ opacity: 0.8 }}>{item.label}</span>
            <strong style={{ fontSize: '1.25rem' }}>{item.value.toLocaleString('en-NG')}</strong>
          </li>
        ))}
      </ul>
      {mayEditDonations(user) ? (
        <VerifyPendingPaymentsButton
          endpoint={`${payload.config.routes.api}/admin/verify-pending-payments`}
        />
      ) : null}
    </section>
  )
}
