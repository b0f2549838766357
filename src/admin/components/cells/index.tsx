'use client'

import type { DefaultCellComponentProps } from 'payload'

import { areaTags, openableUrl, truncate } from '@/lib/admin/display'

/**
 * List cells for the back office's tables (back-office.md sections 2 and 9): long texts cut to the
 * spec's lengths, preferred areas as two tags then '+n more', and links that open.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

const Clipped = ({ value, max }: { value: unknown; max: number }) => {
  const full = text(value)
  return <span title={full.length > max ? full : undefined}>{truncate(full, max)}</span>
}

export const Truncate50Cell = ({ cellData }: DefaultCellComponentProps) => <Clipped value={cellData} max={50} />
export const Truncate30Cell = ({ cellData }: DefaultCellComponentProps) => <Clipped value={cellData} max={30} />
export const Truncate100Cell = ({ cellData }: DefaultCellComponentProps) => <Clipped value={cellData} max={100} />

export const AreasCell = ({ cellData }: DefaultCellComponentProps) => {
  const { shown, more } = areaTags(text(cellData))
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      {shown.map((area) => (
        <span key={area} className="pill pill--style-light pill--size-small">
          {area}
        </span>
      ))}
      {more > 0 ? <span className="pill pill--style-light-gray pill--size-small">{`+${more} more`}</span> : null}
    </span>
  )
}

/** A file or web link opened in a new tab (back-office.md: a resume link without http gets https://). */
export const LinkCell = ({ cellData }: DefaultCellComponentProps) => {
  const url = openableUrl(text(cellData))
  if (!url) return <span>—</span>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      Open
    </a>
  )
}

/** The sponsor's logo as a small picture, or nothing when there is none. */
export const LogoCell = ({ cellData }: DefaultCellComponentProps) => {
  const url = openableUrl(text(cellData))
  // eslint-disable-next-line @next/next/no-img-element
  return url ? <img src={url} alt="" width={40} height={40} style={{ objectFit: 'contain', borderRadius: 6 }} loading="lazy" /> : <span>—</span>
}
