import type { Payload, TypedUser } from 'payload'

import React from 'react'

import { mayEditDonations, mayViewDonations } from '@/access/rights'
import { StatGrid } from '@/admin/components/StatCard'
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
      <StatGrid
        compact
        testId="donations-summary-count"
        cards={items.map((item) => ({
          title: item.label,
          value: item.value.toLocaleString('en-NG'),
        }))}
      />
      {mayEditDonations(user) ? (
        <VerifyPendingPaymentsButton
          endpoint={`${payload.config.routes.api}/admin/verify-pending-payments`}
        />
      ) : null}
    </section>
  )
}
