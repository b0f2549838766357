import { formatNaira } from '@/lib/format'

/** The donations list's status badge (back-office.md section 4), shared by the admin cell and tests. */
export type DonationStatus = 'pending' | 'completed' | 'failed' | 'refunded' | 'voided'
export type BadgeColour = 'green' | 'yellow' | 'red' | 'grey'

export type StatusInput = {
  status?: string | null
  webhookReceivedAt?: string | null
  verificationAttempts?: number | null
  /** Naira Paystack returned of a completed gift (a partial refund; all of it makes the gift Refunded). */
  refundedAmount?: number | null
}

const BADGE_COLOURS: Record<DonationStatus, BadgeColour> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'grey',
  voided: 'grey',
}

export const donationStatusLabel = ({
  status,
  webhookReceivedAt,
  verificationAttempts,
  refundedAmount,
}: StatusInput): string => {
  switch (status) {
    case 'completed': {
      const label = webhookReceivedAt ? 'Completed (Webhook)' : 'Completed'
      return refundedAmount ? `${label}, ${formatNaira(refundedAmount)} refunded` : label
    }
    case 'failed':
      return 'Failed'
    case 'refunded':
      return 'Refunded'
    case 'voided':
      return 'Voided'
    default: {
      const attempts = verificationAttempts ?? 0
      return attempts > 0 ? `Pending (${attempts} attempts)` : 'Pending'
    }
  }
}

export const donationStatusColour = (status: string | null | undefined): BadgeColour =>
  BADGE_COLOURS[(status ?? 'pending') as DonationStatus] ?? 'yellow'

/** The donations list's toggle and what a masked anonymous donor shows while details are hidden. */
export const anonymousDetailsCopy = {
  show: 'Show Anonymous Details',
  hide: 'Hide Anonymous Details',
  masked: '••••• (anonymous)',
} as const

/** Where a gift came from (issue #35): the words every report, CSV and statement prints. */
export const DONATION_SOURCES = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
] as const

export const sourceLabel = (source: string | null | undefined): string =>
  DONATION_SOURCES.find((option) => option.value === source)?.label ?? 'Online'
