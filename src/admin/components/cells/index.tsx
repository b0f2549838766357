'use client'

import type { DefaultCellComponentProps } from 'payload'

import { areaTags, openableUrl, truncate } from '@/lib/display'
import { initials } from '@/lib/images'

/**
 * List cells for the back office's tables (back-office.md sections 2 and 9): long texts cut to the
 * spec's lengths, preferred areas as two tags then '+n more', and links that open.
 */
const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value)

const Clipped = ({ value, max }: { value: unknown; max: number }) => {
  const full = text(value)
  return <span title={full.length > max ? full : undefined}>{truncate(full, max)}</span>
}

export const Truncate50Cell = ({ cellData }: DefaultCellComponentProps) => (
  <Clipped value={cellData} max={50} />
)
export const Truncate30Cell = ({ cellData }: DefaultCellComponentProps) => (
  <Clipped value={cellData} max={30} />
)
export const Truncate100Cell = ({ cellData }: DefaultCellComponentProps) => (
  <Clipped value={cellData} max={100} />
)

export const AreasCell = ({ cellData }: DefaultCellComponentProps) => {
  const { shown, more } = areaTags(text(cellData))
  return (
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
export const LogoCell = ({ cellData }: DefaultCellComponentProps) => {
  const url = openableUrl(text(cellData))
  return url ? (
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
  )
}

/**
 * A partner's or sponsor's logo column: the logo when there is one (a file or a URL), else the
 * initials of the name (first letters of the first two words, at most 2 characters).
 */
export const LogoOrInitialsCell = ({ rowData }: DefaultCellComponentProps) => {
  const row = rowData as {
    logo?: unknown
    logo_url?: string | null
    company_name?: string
    sponsor_name?: string
  }
  const file =
    row.logo && typeof row.logo === 'object'
      ? (row.logo as { thumbnailURL?: string | null; url?: string | null })
      : null
  const src = file?.thumbnailURL || file?.url || (row.logo_url ? openableUrl(row.logo_url) : null)
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        style={{ objectFit: 'contain', borderRadius: 6 }}
        loading="lazy"
      />
    )
  }
  if (row.logo) return <span>Logo file</span>
  return (
    <span
      aria-label="No logo"
      style={{
        display: 'inline-flex',
        width: 40,
        height: 40,
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 9999,
        background: 'var(--theme-elevation-100)',
        fontWeight: 600,
      }}
    >
      {initials(row.company_name ?? row.sponsor_name ?? '')}
    </span>
  )
}
