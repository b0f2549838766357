'use client'

import type { DefaultCellComponentProps } from 'payload'
import type { ReactNode } from 'react'

import { RowLink } from '@/admin/components/cells'
import {
  anonymousDetailsCopy,
  donationStatusColour,
  donationStatusLabel,
} from '@/lib/donations/labels'

import { useShowAnonymous } from './anonymousDetails'

const BADGE_STYLES = {
  green: { background: '#dcfce7', color: '#166534' },
  yellow: { background: '#fef9c3', color: '#854d0e' },
  red: { background: '#fee2e2', color: '#991b1b' },
  grey: { background: '#f3f4f6', color: '#374151' },
} as const

// Payload sets linkURL only for a custom formatDocURL: RowLink links the first column to the document itself.
const linked = (props: DefaultCellComponentProps, content: ReactNode) => (
  <RowLink {...props}>{content}</RowLink>
)

/** Donor name, e-mail or phone: masked on an anonymous donation until the admin shows details. */
export const DonorDetailCell = (props: DefaultCellComponentProps) => {
  const [show] = useShowAnonymous()
  const masked = Boolean(props.rowData?.is_anonymous) && !show
  const value = typeof props.cellData === 'string' && props.cellData ? props.cellData : '—'
  return linked(
    props,
    masked ? <span title="Anonymous donor">{anonymousDetailsCopy.masked}</span> : value,
  )
}

/** The status badge: label from the server's status_label (it knows the Paystack transaction), colour from the status. */
export const DonationStatusCell = (props: DefaultCellComponentProps) => {
  const status = typeof props.cellData === 'string' ? props.cellData : undefined
  const label =
    typeof props.rowData?.status_label === 'string'
      ? props.rowData.status_label
      : donationStatusLabel({ status })
  const style = BADGE_STYLES[donationStatusColour(status)]
  return linked(
    props,
    <span
      data-status={status}
      style={{
        ...style,
        borderRadius: 999,
        padding: '2px 10px',
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </span>,
  )
}
