import Link from 'next/link'
import type { DefaultServerCellComponentProps, Payload, UIFieldServerProps } from 'payload'

import { describeChange } from './describe'

/** The Pending Changes list's first column: what the change is, who asked and when. */
export async function ChangeSummaryCell({
  rowData,
  payload,
  link,
  collectionSlug,
}: DefaultServerCellComponentProps) {
  // Payload 3.90 also renders a ui field's Cell in the edit view, without a row.
  if (!rowData) return null
  const summary = await describeChange(payload, rowData)
  const line = <strong>{summary.line}</strong>
  return (
    <span style={{ display: 'grid', gap: '0.125rem', whiteSpace: 'normal' }}>
      {link ? (
        <Link
          href={`${payload.config.routes.admin}/collections/${collectionSlug}/${String(rowData.id)}`}
        >
          {line}
        </Link>
      ) : (
        line
      )}
      <span style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em' }}>
        {`Requested by ${summary.requestedBy}${summary.requestedAt ? ` on ${summary.requestedAt}` : ''}`}
      </span>
    </span>
  )
}

/** The pending change's page: the same words at the top instead of the stored JSON. */
export async function ChangeSummaryField({
  data,
  payload,
}: UIFieldServerProps & { payload: Payload }) {
  if (!data?.table_name) return null
  const summary = await describeChange(payload, data)
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">Change</span>
      <p data-change-summary style={{ fontSize: '1.25rem', fontWeight: 600, margin: '0.25rem 0' }}>
        {summary.line}
      </p>
      <p className="fr-flush">
        {`Requested by ${summary.requestedBy}${summary.requestedAt ? ` on ${summary.requestedAt}` : ''}`}
      </p>
      {summary.decision ? <p style={{ margin: '0.25rem 0 0' }}>{summary.decision}</p> : null}
    </div>
  )
}
