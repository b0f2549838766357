import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { DiagnosticsTest } from '@/admin/components/diagnostics/DiagnosticsPanel'
import { COMMON_ISSUES, diagnosticsCopy as copy } from '@/copy/diagnostics'
import { recentTransactions } from '@/lib/diagnostics/checks'
import { formatDateTime } from '@/lib/dates'
import { formatNaira } from '@/lib/format'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

const section: React.CSSProperties = { margin: '2.5rem 0' }
const cell: React.CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left',
  verticalAlign: 'top',
}

/**
 * /admin/paystack-diagnostics (back-office.md, Payment diagnostics; super admin only): the health
 * check, the last 10 transactions and the common production issues. The debug page's checks
 * (/admin/debug redirects here) are the last section.
 */
export function PaymentDiagnosticsView(props: AdminViewServerProps) {
  return (
    <AdminPage
      {...props}
      access={CUSTOM_VIEWS.paymentDiagnostics.access}
      title={copy.title}
      description="Check that donations can be taken and confirmed: keys, Paystack, webhooks and pending payments."
      render={async (req) => {
        const transactions = await recentTransactions(req.payload)
        return (
          <>
            <section aria-labelledby="health" style={section}>
              <h2 id="health">Health Check</h2>
              <DiagnosticsTest
                test="health"
                label={copy.healthCheck}
                successMessage={copy.allOperational}
              />
            </section>

            <section aria-labelledby="transactions" style={section}>
              <h2 id="transactions">{copy.recentTransactions}</h2>
              {transactions.length === 0 ? (
                <p>{copy.noTransactions}</p>
              ) : (
                <div style={{ overflowX: 'auto' }}>
                  <table style={{ width: '100%', borderCollapse: 'collapse', minWidth: '40rem' }}>
                    <caption style={{ textAlign: 'left', opacity: 0.8, paddingBottom: '0.5rem' }}>
                      The last {transactions.length} Paystack transactions, newest first.
                    </caption>
                    <thead>
                      <tr>
                        {[
                          'Date',
                          'Reference',
                          'Donor',
                          'Amount',
                          'Status',
                          'Channel',
                          'Webhook',
                        ].map((heading) => (
                          <th key={heading} scope="col" style={cell}>
                            {heading}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {transactions.map((tx) => (
                        <tr key={tx.id} data-testid="transaction">
                          <td style={cell}>{formatDateTime(tx.createdAt)}</td>
                          <td
                            style={{ ...cell, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                          >
                            {tx.reference}
                          </td>
                          <td style={cell}>{tx.donor ?? 'Anonymous'}</td>
                          <td style={cell}>
                            {tx.currency === 'NGN'
                              ? formatNaira(tx.amount)
                              : `${tx.currency} ${tx.amount}`}
                          </td>
                          <td style={cell}>{tx.status}</td>
                          <td style={cell}>{tx.channel ?? '—'}</td>
                          <td style={cell}>{tx.webhook ? 'Received' : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            <section aria-labelledby="issues" style={section}>
              <h2 id="issues">{copy.commonIssues}</h2>
              <dl>
                {COMMON_ISSUES.map((issue) => (
                  <div key={issue.problem} style={{ marginBottom: '1rem' }}>
                    <dt style={{ fontWeight: 600 }}>{issue.problem}</dt>
                    <dd style={{ margin: '0.25rem 0 0' }}>{issue.fix}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section id="debug" aria-labelledby="debug-title" style={section}>
              <h2 id="debug-title">{copy.debug}</h2>
              <p>
                A test insert that is rolled back at once, and a check that resumes can be stored.
              </p>
              <div style={{ display: 'grid', gap: '1.5rem' }}>
                <DiagnosticsTest
                  test="insert"
                  label={copy.testInsert}
                  successMessage={copy.checkPassed}
                />
                <DiagnosticsTest
                  test="storage"
                  label={copy.testStorage}
                  successMessage={copy.checkPassed}
                />
              </div>
            </section>
          </>
        )
      }}
    />
  )
}
