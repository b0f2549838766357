'use client'

import type { DefaultCellComponentProps } from 'payload'

import { RowLink } from '@/admin/components/cells'
import { useShowAnonymous } from '@/admin/components/donations/anonymousDetails'
import { anonymousDetailsCopy } from '@/lib/donations/labels'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The monthly gifts list's Donor column: name with the e-mail beneath, both masked on an anonymous
 * gift until the admin shows details (as DonorDetailCell does on the donations list). Read from the
 * row, since the column itself is virtual; it opens the gift.
 */
export const GiftDonorCell = (props: DefaultCellComponentProps) => {
  const [show] = useShowAnonymous()
  const name = text(props.rowData?.donor_name)
  const email = text(props.rowData?.donor_email)
  if (Boolean(props.rowData?.is_anonymous) && !show)
    return (
      <RowLink {...props}>
        <span title="Anonymous donor">{anonymousDetailsCopy.masked}</span>
      </RowLink>
    )
  return (
    <RowLink {...props}>
      <span style={{ display: 'block', fontWeight: 600 }}>{name || email || '—'}</span>
      {name && email ? <span className="fr-cell-note">{email}</span> : null}
    </RowLink>
  )
}
