import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { openableUrl } from '@/lib/display'
import { initials } from '@/lib/images'

type LogoRow = {
  id?: number | string
  logo?: unknown
  logo_url?: string | null
  company_name?: string
  sponsor_name?: string
}

/** Payload's lists read at depth 0, so an uploaded logo arrives as an id: read its file's URL. */
const uploadedLogoUrl = async (
  { field, payload }: DefaultServerCellComponentProps,
  logo: unknown,
): Promise<string | null> => {
  if (logo && typeof logo === 'object') {
    const file = logo as { thumbnailURL?: string | null; url?: string | null }
    return file.thumbnailURL || file.url || null
  }
  const relationTo = 'relationTo' in field ? field.relationTo : undefined
  if (logo == null || typeof relationTo !== 'string') return null
  const file = await payload
    .findByID({ collection: relationTo, id: logo as number, depth: 0, disableErrors: true })
    .catch(() => null)
  const doc = file as { thumbnailURL?: string | null; url?: string | null } | null
  return doc?.thumbnailURL || doc?.url || null
}

/**
 * A partner's or sponsor's logo column: the logo when there is one (a file or a URL), else the
 * initials of the name (first letters of the first two words, at most 2 characters). A server cell,
 * so it links to the document itself when it is the list's first column.
 */
export const LogoOrInitialsCell = async (props: DefaultServerCellComponentProps) => {
  const row = props.rowData as LogoRow
  const src = (await uploadedLogoUrl(props, row.logo)) || openableUrl(row.logo_url ?? '') || null
  const name = row.company_name ?? row.sponsor_name ?? ''
  const content = src ? (
    <img
      src={src}
      alt={name ? `${name} logo` : ''}
      width={40}
      height={40}
      style={{ objectFit: 'contain', borderRadius: 6 }}
      loading="lazy"
    />
  ) : (
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
      {initials(name)}
    </span>
  )
  if (!props.link || row.id == null) return content
  const href =
    props.linkURL ||
    formatAdminURL({
      adminRoute: props.payload.config.routes.admin,
      path: `/collections/${props.collectionSlug}/${encodeURIComponent(String(row.id))}`,
    })
  return (
    <Link href={href} prefetch={false} aria-label={name || undefined}>
      {content}
    </Link>
  )
}
