'use client'

import { useField } from '@payloadcms/ui'
import type { ClientField } from 'payload'

/**
 * A stored JSON or code value (an e-mail's HTML, a Paystack answer, an audit entry's old → new
 * values) shown as plain text. Payload's code editor loads Monaco from a CDN, which a church office
 * offline or on a filtered network never reaches, leaving an empty grey box; these are read, not edited.
 */
export function ReadOnlyText({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<unknown>({ path })
  const label = 'label' in field && typeof field.label === 'string' ? field.label : path
  const text =
    value === null || value === undefined || value === ''
      ? '—'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value, null, 2)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{label}</span>
      <pre
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: '24rem',
          overflow: 'auto',
          margin: 0,
          padding: '0.75rem',
          borderRadius: 4,
          background: 'var(--theme-elevation-50)',
          fontSize: '0.8125rem',
        }}
      >
        {text}
      </pre>
    </div>
  )
}
