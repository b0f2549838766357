'use client'

import { useConfig, useField } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'
import type { ReactNode } from 'react'

import { slugs } from '@collections/slugs'
import { formatDateTime } from '@/lib/dates'

import { auditSectionName, booleanWords, labelText, RowLink } from '../cells'

/**
 * The read-only records staff open from the audit trail and the project status history, in words
 * (issue #29: an entry read Section 'impact-sponsors', changed fields 'is_active', its values and
 * metadata as JSON, and statuses 'paused'/'active'). Names and option labels come from the
 * collections' own admin config, so a renamed label is renamed here too.
 */
type AnyField = ClientField & {
  name?: string
  label?: unknown
  options?: readonly (string | { value: string; label?: unknown })[]
}

const useFieldsOf = (slug: string | undefined): AnyField[] => {
  const { getEntityConfig } = useConfig()
  const entity = slug ? getEntityConfig({ collectionSlug: slug }) : null
  return (entity?.fields ?? []) as AnyField[]
}

const named = (fields: AnyField[], name: string) => fields.find((field) => field.name === name)

/** A stored value as staff read it: an option's label, Yes/No (or Active/Inactive), a Lagos time. */
const inWords = (field: AnyField | undefined, name: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') {
    const [yes, no] = booleanWords(name)
    return value ? yes : no
  }
  const option = field?.options?.find(
    (candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value,
  )
  if (option && typeof option !== 'string') return labelText(option.label, String(value))
  if (field?.type === 'date' && typeof value === 'string') return formatDateTime(value)
  return String(value)
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="field-type fr-record-field">
    <span className="field-label">{label}</span>
    <div>{children}</div>
  </div>
)

const titleOf = (field: ClientField, fallback: string) =>
  labelText('label' in field ? field.label : undefined, fallback)

/** An audit entry's Section: the collection's name in the sidebar ('Impact Sponsors'). */
export function AuditSectionField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<string>({ path })
  const { getEntityConfig } = useConfig()
  const entity = value ? getEntityConfig({ collectionSlug: value }) : null
  return (
    <Row label={titleOf(field, path)}>{auditSectionName(entity?.labels?.plural, value || '—')}</Row>
  )
}

/** An audit entry's changed fields by their labels ('Active, Full name'). */
export function AuditChangedFieldsField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<string[]>({ path })
  const { value: section } = useField<string>({ path: 'collection' })
  const fields = useFieldsOf(section)
  const words = (Array.isArray(value) ? value : []).map((name) =>
    labelText(named(fields, name)?.label, name),
  )
  return <Row label={titleOf(field, path)}>{words.join(', ') || '—'}</Row>
}

type Changes = Record<string, { old: unknown; new: unknown }>

/** An audit entry's old → new values, one line per field, in words. */
export function AuditChangesField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<Changes | null>({ path })
  const { value: section } = useField<string>({ path: 'collection' })
  const fields = useFieldsOf(section)
  const entries = value && typeof value === 'object' ? Object.entries(value) : []
  return (
    <Row label={titleOf(field, path)}>
      {entries.length ? (
        <ul className="fr-record-changes">
          {entries.map(([name, change]) => {
            const described = named(fields, name)
            return (
              <li key={name}>
                <strong>{labelText(described?.label, name)}:</strong>{' '}
                {inWords(described, name, change?.old)} → {inWords(described, name, change?.new)}
              </li>
            )
          })}
        </ul>
      ) : (
        '—'
      )}
    </Row>
  )
}

/** A project's status by its label ('Paused'), in the status history's list and its entries. */
const useProjectStatus = (value: unknown) =>
  inWords(named(useFieldsOf(slugs.projects), 'status'), 'status', value)

export const ProjectStatusCell = (props: DefaultCellComponentProps) => (
  <RowLink {...props}>{useProjectStatus(props.cellData)}</RowLink>
)

export function ProjectStatusField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<string>({ path })
  return <Row label={titleOf(field, path)}>{useProjectStatus(value)}</Row>
}

type HistoryMetadata = { action?: string; project_title?: string; user_email?: string | null }

/** A status change's record as written at the time, kept should the project or user go later. */
export function StatusHistoryMetadataField({ path, field }: { path: string; field: ClientField }) {
  const { value } = useField<HistoryMetadata | null>({ path })
  const action = value?.action === 'pause' ? 'Paused' : value?.action === 'resume' ? 'Resumed' : ''
  const words = [
    action && value?.project_title ? `${action} “${value.project_title}”` : action,
    value?.user_email ? `by ${value.user_email}` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return <Row label={titleOf(field, path)}>{words || '—'}</Row>
}
