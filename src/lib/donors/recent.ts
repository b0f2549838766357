import type { Payload } from 'payload'

import {
  countDonationsByStatus,
  selectRecentDonorsPage,
  selectRecentDonorsTotals,
  type DonorRow,
} from '@/lib/db/donors'
import { PAGE_SIZE, type RecentDonorsQuery } from '@/lib/donors/query'

/**
 * back-office.md, Recent Donors page and sections 7 and 9: completed donations with search, a type
 * filter, six sorts and the anonymous-details toggle, all done by PostgreSQL (src/lib/db/donors.ts,
 * which also says how anonymous donors' details stay hidden).
 */
export type DonorRecord = {
  id: number
  createdAt: Date
  amount: number
  /** Naira returned of it by a partial refund; the totals count what was kept. */
  refunded: number
  currency: string
  donorType: 'individual' | 'organization'
  isAnonymous: boolean
  /** An anonymous donor while details are hidden: name, e-mail, phone and organization are null. */
  hidden: boolean
  donorName: string | null
  donorEmail: string | null
  donorPhone: string | null
  organizationName: string | null
  reference: string
  fundName: string | null
  source: 'online' | 'offline'
}

export const toDonorRecord = (row: DonorRow): DonorRecord => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at),
  amount: Number(row.amount),
  refunded: Number(row.refunded),
  currency: row.currency,
  donorType: row.donor_type,
  isAnonymous: row.is_anonymous,
  hidden: row.hidden,
  donorName: row.donor_name,
  donorEmail: row.donor_email,
  donorPhone: row.donor_phone,
  organizationName: row.organization_name,
  reference: row.reference,
  fundName: row.fund_name,
  source: row.source,
})

/**
 * The four cards. Each completed donation is one donor record, as in the list: Total Donors counts
 * the records the list pages through (a donor who gave twice is listed, and counted, twice), and
 * Average Amount is the total over them.
 */
export type RecentDonorsStats = {
  totalAmount: number
  donors: number
  /** Naira per donor record, rounded to whole naira; 0 when nothing is selected. */
  averageAmount: number
  /** Anonymous donor records among them. */
  anonymous: number
}

/** The four cards of the page, for what the search and the filter select. */
export const recentDonorsStats = (
  payload: Payload,
  query: Pick<RecentDonorsQuery, 'q' | 'type' | 'showAnonymous'>,
): Promise<RecentDonorsStats> => selectRecentDonorsTotals(payload, query)

export type RecentDonorsPage = {
  stats: RecentDonorsStats
  records: DonorRecord[]
  page: number
  pageCount: number
  pageSize: number
}

/** The cards and one page of the list; a page past the end shows the last one. */
export const recentDonorsPage = async (
  payload: Payload,
  query: RecentDonorsQuery,
): Promise<RecentDonorsPage> => {
  const stats = await recentDonorsStats(payload, query)
  const pageCount = Math.max(1, Math.ceil(stats.donors / PAGE_SIZE))
  const page = Math.min(query.page, pageCount)
  const rows = stats.donors
    ? await selectRecentDonorsPage(payload, query, {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      })
    : []
  return { stats, records: rows.map(toDonorRecord), page, pageCount, pageSize: PAGE_SIZE }
}

export type DonationCounts = { total: number; completed: number; pending: number }

/** The donations list's summary (back-office.md, Donations page): every donation, by status. */
export const donationCounts = (payload: Payload): Promise<DonationCounts> =>
  countDonationsByStatus(payload)
