'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useState } from 'react'

import { diagnosticsCopy as copy } from '@/copy/diagnostics'
import type { Check, CheckStatus, DiagnosticsReport } from '@/lib/diagnostics/checks'

type Test = 'health' | 'insert' | 'storage'
type Answer = { success: boolean; error?: string; details?: DiagnosticsReport }

const MARK: Record<CheckStatus, { sign: string; word: string; color: string }> = {
  ok: { sign: '✓', word: 'OK', color: 'var(--theme-success-500)' },
  warning: { sign: '!', word: 'Warning', color: 'var(--theme-warning-500)' },
  fail: { sign: '✕', word: 'Failed', color: 'var(--theme-error-500)' },
}

const CheckList = ({ checks, label }: { checks: Check[]; label: string }) => (
  <ul
    aria-label={label}
    style={{ listStyle: 'none', padding: 0, margin: '1rem 0 0', display: 'grid', gap: '0.5rem' }}
  >
    {checks.map((check) => (
      <li
        key={check.id}
        data-testid="check"
        data-status={check.status}
        style={{
          display: 'grid',
          gridTemplateColumns: '1.5rem 1fr',
          gap: '0.5rem',
          padding: '0.75rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
        }}
      >
        <span aria-hidden="true" style={{ color: MARK[check.status].color, fontWeight: 700 }}>
          {MARK[check.status].sign}
        </span>
        <span>
          <strong>{check.label}</strong>{' '}
          <span style={{ color: MARK[check.status].color }}>({MARK[check.status].word})</span>
          <span style={{ display: 'block', overflowWrap: 'anywhere', opacity: 0.85 }}>
            {check.detail}
          </span>
        </span>
      </li>
    ))}
  </ul>
)

/** One test button and its last result, as /api/paystack-test answers it. */
export function DiagnosticsTest({
  test,
  label,
  successMessage,
}: {
  test: Test
  label: string
  successMessage: string
}) {
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<DiagnosticsReport | null>(null)

  const run = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/paystack-test', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ test, amount: 100 }),
      })
      const answer = (await response.json().catch(() => ({ success: false }))) as Answer
      setReport(answer.details ?? null)
      if (answer.success) toast.success(successMessage)
      else
        toast.error(`${copy.failed}: ${answer.error ?? `the server answered ${response.status}`}`)
    } catch (error) {
      toast.error(`${copy.failed}: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div aria-busy={busy}>
      <Button buttonStyle="primary" size="medium" margin={false} onClick={run} disabled={busy}>
        {busy ? copy.running : label}
      </Button>
      {report ? (
        <>
          <p role="status" style={{ margin: '1rem 0 0', fontWeight: 600 }}>
            {report.ok ? successMessage : copy.failed}
          </p>
          <CheckList checks={report.checks} label={`${label}: results`} />
        </>
      ) : null}
    </div>
  )
}
