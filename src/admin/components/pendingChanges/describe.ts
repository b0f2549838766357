import type { Field, Payload } from 'payload'

import { formatDateTime } from '@/lib/dates'

/**
 * A pending change in the staff's words (back-office.md, Pending Changes): the record's name, the
 * field's label and the old and new values as the forms show them, for example
 * 'Sponsorship application "Redeemed Logistics Ltd": Status Pending → Approved'.
 */
type StoredChange = {
  action_type?: string | null
  table_name?: string | null
  record_id?: string | null
  old_data?: unknown
  new_data?: unknown
  created_by?: unknown
  createdAt?: string | null
  status?: string | null
  reviewed_by?: unknown
  reviewed_at?: string | null
}

export type ChangeSummary = {
  line: string
  requestedBy: string
  requestedAt: string
  /** 'Approved by … on …' or 'Rejected by … on …' once decided. */
  decision: string | null
}

/** Names that read better than the collection's title field for a change's subject. */
const NAME_FIELDS = ['organization_name', 'sponsor_name', 'applicant_name', 'requester_name']

/** Switches that read as a state ('Shown on website → Hidden') rather than 'Yes → No'. */
const STATE_WORDS: Partial<Record<string, [on: string, off: string]>> = {
  'impact_sponsors.is_active': ['Shown on website', 'Hidden'],
  'donations.is_anonymous': ['Anonymous', 'Donor shown'],
}

const humanise = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const labelOf = (label: unknown, fallback: string) =>
  typeof label === 'string' && label ? label : humanise(fallback)

const valueWords = (field: Field | undefined, value: unknown, states?: [string, string]) => {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (field?.type === 'select') {
    const option = field.options.find((item) =>
      typeof item === 'string' ? item === value : item.value === value,
    )
    if (option && typeof option === 'object') return labelOf(option.label, String(value))
    return humanise(String(value))
  }
  if (typeof value === 'boolean') return states ? states[value ? 0 : 1] : value ? 'Yes' : 'No'
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '…'
}

/** A user's name as staff know them: full name, else e-mail; the list gives an id, the page a document. */
const personName = async (payload: Payload, user: unknown): Promise<string> => {
  const found =
    typeof user === 'number' || typeof user === 'string'
      ? asRecord(
          await payload
            .findByID({
              collection: 'users',
              id: user,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
            })
            .catch(() => null),
        )
      : asRecord(user)
  return (
    (typeof found.full_name === 'string' && found.full_name) ||
    (typeof found.email === 'string' && found.email) ||
    'Unknown'
  )
}

export const describeChange = async (
  payload: Payload,
  change: StoredChange,
): Promise<ChangeSummary> => {
  const table = change.table_name ?? ''
  const collection =
    payload.collections[table.replace(/_/g, '-') as keyof typeof payload.collections]
  const config = collection?.config
  const singular = labelOf(config?.labels?.singular, table)
  let name = change.record_id ? `#${change.record_id}` : ''
  if (config && change.record_id) {
    const record = (await payload
      .findByID({
        collection: config.slug as keyof typeof payload.collections,
        id: change.record_id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)) as Record<string, unknown> | null
    const title = [...NAME_FIELDS, config.admin?.useAsTitle]
      .map((key) => (key ? record?.[key] : undefined))
      .find((value) => typeof value === 'string' && value.trim())
    if (typeof title === 'string') name = `"${title}"`
    else if (!record) name = `#${change.record_id} (deleted)`
  }
  const before = asRecord(change.old_data)
  const after = asRecord(change.new_data)
  const parts = Object.keys(after).map((key) => {
    const field = config?.fields.find((item) => 'name' in item && item.name === key)
    const states = STATE_WORDS[`${table}.${key}`]
    const from = valueWords(field, before[key], states)
    const to = valueWords(field, after[key], states)
    if (states) return `${from} → ${to}`
    const label = labelOf(field && 'label' in field ? field.label : undefined, key)
    return `${label} ${from} → ${to}`
  })
  const action =
    change.action_type === 'DELETE' ? 'Delete' : change.action_type === 'INSERT' ? 'New' : ''
  const subject = [action, action ? singular.toLowerCase() : singular, name]
    .filter(Boolean)
    .join(' ')
  const requestedBy = await personName(payload, change.created_by)
  const decided = change.status === 'approved' || change.status === 'rejected'
  const decision = decided
    ? [
        `${change.status === 'approved' ? 'Approved' : 'Rejected'} by ${await personName(payload, change.reviewed_by)}`,
        change.reviewed_at ? `on ${formatDateTime(change.reviewed_at)}` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : null
  return {
    line: parts.length ? `${subject}: ${parts.join(', ')}` : subject,
    requestedBy,
    requestedAt: change.createdAt ? formatDateTime(change.createdAt) : '',
    decision,
  }
}
