'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

import { dataRequestCopy } from '@/copy/dataRequests'
import { RETENTION_SECTION, retentionCopy } from '@/copy/retention'
import { formatDate, formatDateTime, isAhead } from '@/lib/dates'
import { areaTags, openableUrl, truncate } from '@/lib/display'
import { formatNaira } from '@/lib/format'
import { displayPhone } from '@/lib/phone'

/**
 * List cells for the back office's tables (back-office.md sections 2 and 9): long texts cut to the
 * spec's lengths, preferred areas as two tags then '+n more', and links that open.
 */
const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value)

/**
 * A custom cell replaces Payload's, which is what links a list's first column to its document:
 * every cell here links when Payload marks its column as the linked one.
 */
export const RowLink = ({
  link,
  linkURL,
  collectionSlug,
  rowData,
  children,
}: Pick<DefaultCellComponentProps, 'link' | 'linkURL' | 'collectionSlug' | 'rowData'> & {
  children: ReactNode
}) => {
  const { config } = useConfig()
  if (!link || (!linkURL && rowData?.id == null)) return <>{children}</>
  const href =
    linkURL ||
    formatAdminURL({
      adminRoute: config.routes.admin,
      path: `/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`,
    })
  return (
    <Link href={href} prefetch={false}>
      {children}
    </Link>
  )
}

const Clipped = ({ max, ...props }: DefaultCellComponentProps & { max: number }) => {
  const full = text(props.cellData)
  return (
    <RowLink {...props}>
      <span title={full.length > max ? full : undefined}>{truncate(full, max) || '—'}</span>
    </RowLink>
  )
}

export const Truncate50Cell = (props: DefaultCellComponentProps) => <Clipped {...props} max={50} />
export const Truncate30Cell = (props: DefaultCellComponentProps) => <Clipped {...props} max={30} />
export const Truncate100Cell = (props: DefaultCellComponentProps) => (
  <Clipped {...props} max={100} />
)

/** A checkbox in words (back-office.md never shows true/false): Active/Inactive, Published/Draft, else Yes/No. */
const BOOLEAN_WORDS: Record<string, [yes: string, no: string]> = {
  is_active: ['Active', 'Inactive'],
  is_published: ['Published', 'Draft'],
}

export const booleanWords = (name: string): [yes: string, no: string] =>
  BOOLEAN_WORDS[name] ?? ['Yes', 'No']

export const BooleanCell = (props: DefaultCellComponentProps) => {
  const name = 'name' in props.field ? props.field.name : ''
  const [yes, no] = booleanWords(name)
  const on = props.cellData === true
  return (
    <RowLink {...props}>
      <span className={`pill pill--size-small pill--style-${on ? 'light' : 'light-gray'}`}>
        {on ? yes : no}
      </span>
    </RowLink>
  )
}

/** Whole naira as '₦1,200,000' (a row in another currency, such as a sponsorship in USD, in its own); no amount is '—'. */
const money = (amount: unknown, currency: unknown): string => {
  if (typeof amount !== 'number') return '—'
  if (typeof currency !== 'string' || currency === 'NGN' || !/^[A-Z]{3}$/.test(currency)) {
    return formatNaira(amount)
  }
  return new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount)
}

export const NairaCell = (props: DefaultCellComponentProps) => (
  <RowLink {...props}>
    <span className="fr-nowrap">{money(props.cellData, props.rowData?.currency)}</span>
  </RowLink>
)

/** A phone as people read it: '+234 803 123 4567' (stored as E.164). */
export const PhoneCell = (props: DefaultCellComponentProps) => (
  <RowLink {...props}>
    <span className="fr-nowrap">
      {displayPhone(typeof props.cellData === 'string' ? props.cellData : '') || '—'}
    </span>
  </RowLink>
)

/**
 * 'MMM dd, yyyy' on the Lagos calendar, whatever the browser's time zone; with the time
 * ('MMM dd, yyyy HH:mm') for a field whose display format has one (audit entries, status changes).
 */
export const DateCell = (props: DefaultCellComponentProps) => {
  const value =
    typeof props.cellData === 'string' || props.cellData instanceof Date ? props.cellData : null
  const field = props.field as { admin?: { date?: { displayFormat?: string } } } | undefined
  const withTime = /HH:mm/.test(field?.admin?.date?.displayFormat ?? '')
  return (
    <RowLink {...props}>
      <span className="fr-nowrap">
        {(withTime ? formatDateTime(value) : formatDate(value)) || '—'}
      </span>
    </RowLink>
  )
}

export const AreasCell = (props: DefaultCellComponentProps) => {
  const { shown, more } = areaTags(text(props.cellData))
  return (
    <RowLink {...props}>
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {shown.map((area) => (
          <span key={area} className="pill pill--style-light pill--size-small">
            {area}
          </span>
        ))}
        {more > 0 ? (
          <span className="pill pill--style-light-gray pill--size-small">{`+${more} more`}</span>
        ) : null}
      </span>
    </RowLink>
  )
}

/** A file or web link opened in a new tab (back-office.md: a resume link without http gets https://). */
export const LinkCell = ({ cellData }: DefaultCellComponentProps) => {
  const url = openableUrl(text(cellData))
  if (!url) return <span>—</span>
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
    >
      Open
    </a>
  )
}

/** The sponsor's logo as a small picture, or nothing when there is none. */
export const LogoCell = (props: DefaultCellComponentProps) => {
  const url = openableUrl(text(props.cellData))
  return (
    <RowLink {...props}>
      {url ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          style={{ objectFit: 'contain', borderRadius: 6 }}
          loading="lazy"
        />
      ) : (
        <span>—</span>
      )}
    </RowLink>
  )
}

export const labelText = (label: unknown, fallback: string): string =>
  typeof label === 'string' && label ? label : fallback

/** An audit entry's Section in words: its collection's plural label, or the data-retention job's name. */
export const auditSectionName = (label: unknown, slug: string): string =>
  labelText(label, slug === RETENTION_SECTION ? retentionCopy.section : slug)

/** An audit entry's collection by its name in the sidebar ('Impact Sponsors'), not its slug. */
export const AuditCollectionCell = (props: DefaultCellComponentProps) => {
  const { getEntityConfig } = useConfig()
  const slug = text(props.cellData)
  const entity = slug ? getEntityConfig({ collectionSlug: slug }) : null
  return <RowLink {...props}>{auditSectionName(entity?.labels?.plural, slug) || '—'}</RowLink>
}

/** An audit entry's changed fields by their labels ('Active, Full name'), not a JSON list of names. */
export const ChangedFieldsCell = (props: DefaultCellComponentProps) => {
  const { getEntityConfig } = useConfig()
  const row = props.rowData as { collection?: string }
  const entity = row.collection ? getEntityConfig({ collectionSlug: row.collection }) : null
  const names = Array.isArray(props.cellData) ? props.cellData.map(text) : []
  const words = names.map((name) => {
    const field = entity?.fields.find((candidate) => 'name' in candidate && candidate.name === name)
    return labelText(field && 'label' in field ? field.label : undefined, name)
  })
  return <RowLink {...props}>{words.join(', ') || '—'}</RowLink>
}

/** A data request's deadline, marked Overdue while the request is open past it (issue #32). */
export const DeadlineCell = (props: DefaultCellComponentProps) => {
  const value = typeof props.cellData === 'string' ? props.cellData : null
  const open = (props.rowData as { status?: string } | undefined)?.status === 'open'
  const overdue = open && value !== null && !isAhead(value)
  return (
    <RowLink {...props}>
      <span className={overdue ? 'fr-nowrap fr-overdue' : 'fr-nowrap'}>
        {formatDate(value) || '—'}
        {overdue ? ` · ${dataRequestCopy.overdue}` : ''}
      </span>
    </RowLink>
  )
}
