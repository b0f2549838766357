'use client'

import { useField } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'

import { breachCopy } from '@/copy/breaches'
import { deadlineState, type DeadlineState } from '@/lib/breaches'
import { formatDateTime } from '@/lib/dates'

import { RowLink } from './cells'

/**
 * The breach register's NDPC deadline (collections/DataBreaches.ts) in Lagos time, with a pill that
 * says whether the NDPC was notified, and in red when the deadline passed without it.
 */
const PILL: Record<DeadlineState, string> = {
  notified: 'success',
  overdue: 'error',
  due: 'warning',
}

const asText = (value: unknown) => (typeof value === 'string' ? value : null)

const Notice = ({ deadline, notifiedAt }: { deadline: unknown; notifiedAt: unknown }) => {
  const state = deadlineState({ deadline: asText(deadline), notifiedAt: asText(notifiedAt) })
  return (
    <span
      className={`pill pill--size-small pill--style-${PILL[state]}`}
      data-testid="ndpc-notice"
      data-state={state}
    >
      {breachCopy.state[state]}
    </span>
  )
}

/** The list's NDPC notice column (the deadline itself is the Lagos date cell beside it). */
export const NdpcNoticeCell = (props: DefaultCellComponentProps) => {
  const row = props.rowData as { ndpc_deadline?: unknown; ndpc_notified_at?: unknown }
  return (
    <RowLink {...props}>
      <Notice deadline={row.ndpc_deadline} notifiedAt={row.ndpc_notified_at} />
    </RowLink>
  )
}

export function NdpcDeadlineField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<string | null>({ path })
  const { value: notifiedAt } = useField<string | null>({ path: 'ndpc_notified_at' })
  const label = 'label' in field && typeof field.label === 'string' ? field.label : path
  return (
    <div className="field-type fr-record-field">
      <span className="field-label">{label}</span>
      <div>
        {value ? (
          <span className="fr-nowrap" data-testid="ndpc-deadline">
            {formatDateTime(value)} <Notice deadline={value} notifiedAt={notifiedAt} />
          </span>
        ) : (
          '—'
        )}
        <p className="field-description">{breachCopy.fields.deadlineHelp}</p>
      </div>
    </div>
  )
}
