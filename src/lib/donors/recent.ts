import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { PAGE_SIZE, type DonorFilter, type DonorSort, type RecentDonorsQuery } from '@/lib/donors/query'
import { rowsOf } from '@/lib/db/rows'

/**
 * back-office.md, Recent Donors page and sections 7 and 9: completed donations with search, a type
 * filter, six sorts and the anonymous-details toggle. Everything is counted, filtered, sorted and
 * paged by PostgreSQL, so the page stays quick at 100,000 donations (tests/bench/admin-donors.mjs).
 *
 * Privacy: the page and the CSV are for admins who may view donations, and Payload lets them read
 * every donor field (collections/Donations.ts). The toggle is the donations list's 'Show/Hide
 * Anonymous Details': while details are hidden, an anonymous donor's name, e-mail, phone and
 * organization name are left out of the query's result (never sent to the browser or the file),
 * search does not match them, and sorting by name puts those rows last, so nothing on the page
 * reveals a hidden name. The reference is searchable either way (it is what a bank slip shows).
 */
const ANONYMOUS = sql`(d.is_anonymous is true)`

/**
 * The database may use the C locale (the embedded one does), where 'Ọlá' neither lowercases nor
 * sorts among the O's. ICU's root collation compares names as people read them, in any language.
 */
const linguistic = (expression: SQL) => sql`(${expression}) collate "und-x-icu"`

/** A LIKE pattern that matches the text literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const TYPE_CONDITIONS: Record<DonorFilter, SQL | null> = {
  all: null,
  public: sql`not ${ANONYMOUS}`,
  anonymous: ANONYMOUS,
  individual: sql`d.donor_type = 'individual'`,
  organization: sql`d.donor_type = 'organization'`,
}

/** The rows a query selects: completed donations, the type filter, and the search. */
export const recentDonorsWhere = ({ q, type, showAnonymous }: Pick<RecentDonorsQuery, 'q' | 'type' | 'showAnonymous'>): SQL => {
  const conditions: SQL[] = [sql`d.status = 'completed'`]
  const typeCondition = TYPE_CONDITIONS[type]
  if (typeCondition) conditions.push(typeCondition)
  if (q) {
    const pattern = containing(q)
    // ICU matching costs about three times the plain kind; an ASCII search folds the same either way.
    const ascii = /^[\x20-\x7e]*$/.test(q)
    const matches = (column: SQL) => (ascii ? sql`${column} ilike ${pattern}` : sql`${linguistic(column)} ilike ${pattern}`)
    const details = sql`(${matches(sql`d.donor_name`)} or ${matches(sql`d.donor_email`)} or ${matches(sql`d.organization_name`)})`
    conditions.push(sql`(${matches(sql`d.reference`)} or ${showAnonymous ? details : sql`(not ${ANONYMOUS} and ${details})`})`)
  }
  return sql.join(conditions, sql` and `)
}

/** A donor detail, or null while it is hidden. */
const detail = (column: SQL, showAnonymous: boolean) => (showAnonymous ? column : sql`case when ${ANONYMOUS} then null else ${column} end`)

/**
 * Ties fall back to the date, then the id, so pages never overlap. The date and amount orders match
 * an index each (src/lib/db/indexes.ts), read forwards or backwards; a name sort reads every
 * selected row (a few tenths of a second for 80,000), and hidden names sort last whichever way.
 */
const ORDER: Record<DonorSort, (showAnonymous: boolean) => SQL> = {
  created_at_desc: () => sql`d.created_at desc, d.id desc`,
  created_at_asc: () => sql`d.created_at asc, d.id asc`,
  amount_desc: () => sql`d.amount desc, d.created_at desc, d.id desc`,
  amount_asc: () => sql`d.amount asc, d.created_at asc, d.id asc`,
  donor_name_asc: (show) => sql`${linguistic(detail(sql`d.donor_name`, show))} asc nulls last, d.created_at desc, d.id desc`,
  donor_name_desc: (show) => sql`${linguistic(detail(sql`d.donor_name`, show))} desc nulls last, d.created_at desc, d.id desc`,
}

export type DonorRecord = {
  id: number
  createdAt: Date
  amount: number
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
}

const COLUMNS = (show: boolean) => sql`
  d.id, d.created_at, d.amount::text as amount, d.currency::text as currency, d.donor_type::text as donor_type,
  ${ANONYMOUS} as is_anonymous, (${ANONYMOUS} and not ${show}::boolean) as hidden,
  ${detail(sql`d.donor_name`, show)} as donor_name, ${detail(sql`d.donor_email`, show)} as donor_email,
  ${detail(sql`d.donor_phone`, show)} as donor_phone, ${detail(sql`d.organization_name`, show)} as organization_name,
  d.reference`

/**
 * The selected rows in the chosen order, each donor detail already masked by PostgreSQL. A page
 * finds its ids first, from the index alone where the order has one, and reads only its own rows:
 * page 1,000 costs about what page 1 does.
 */
export const recentDonorsSelect = (query: Omit<RecentDonorsQuery, 'page'>, page?: { limit: number; offset: number }): SQL => {
  const show = query.showAnonymous
  const order = ORDER[query.sort](show)
  if (!page) return sql`select ${COLUMNS(show)} from donations d where ${recentDonorsWhere(query)} order by ${order}`
  return sql`
    select ${COLUMNS(show)}
    from (select d.id from donations d where ${recentDonorsWhere(query)} order by ${order} limit ${page.limit} offset ${page.offset}) p
    join donations d on d.id = p.id
    order by ${order}`
}

export type DonorRow = {
  id: number
  created_at: Date | string
  amount: string
  currency: string
  donor_type: 'individual' | 'organization'
  is_anonymous: boolean
  hidden: boolean
  donor_name: string | null
  donor_email: string | null
  donor_phone: string | null
  organization_name: string | null
  reference: string
}

export const toDonorRecord = (row: DonorRow): DonorRecord => ({
  id: Number(row.id),
  createdAt: new Date(row.created_at),
  amount: Number(row.amount),
  currency: row.currency,
  donorType: row.donor_type,
  isAnonymous: row.is_anonymous,
  hidden: row.hidden,
  donorName: row.donor_name,
  donorEmail: row.donor_email,
  donorPhone: row.donor_phone,
  organizationName: row.organization_name,
  reference: row.reference,
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
export const recentDonorsStats = async (payload: Payload, query: Pick<RecentDonorsQuery, 'q' | 'type' | 'showAnonymous'>): Promise<RecentDonorsStats> => {
  const [row] = rowsOf<Record<string, string | number>>(
    await payload.db.drizzle.execute(sql`
      select coalesce(sum(d.amount), 0)::text as total_amount, count(*) as donors,
        coalesce(round(avg(d.amount)), 0)::text as average_amount, count(*) filter (where ${ANONYMOUS}) as anonymous
      from donations d
      where ${recentDonorsWhere(query)}`),
  )
  return { totalAmount: Number(row.total_amount), donors: Number(row.donors), averageAmount: Number(row.average_amount), anonymous: Number(row.anonymous) }
}

export type RecentDonorsPage = { stats: RecentDonorsStats; records: DonorRecord[]; page: number; pageCount: number; pageSize: number }

/** The cards and one page of the list; a page past the end shows the last one. */
export const recentDonorsPage = async (payload: Payload, query: RecentDonorsQuery): Promise<RecentDonorsPage> => {
  const stats = await recentDonorsStats(payload, query)
  const pageCount = Math.max(1, Math.ceil(stats.donors / PAGE_SIZE))
  const page = Math.min(query.page, pageCount)
  const rows = stats.donors ? rowsOf<DonorRow>(await payload.db.drizzle.execute(recentDonorsSelect(query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }))) : []
  return { stats, records: rows.map(toDonorRecord), page, pageCount, pageSize: PAGE_SIZE }
}

export type DonationCounts = { total: number; completed: number; pending: number }

/** The donations list's summary (back-office.md, Donations page): every donation, by status. */
export const donationCounts = async (payload: Payload): Promise<DonationCounts> => {
  const [row] = rowsOf<Record<string, string | number>>(
    await payload.db.drizzle.execute(sql`
      select count(*) as total, count(*) filter (where status = 'completed') as completed, count(*) filter (where status = 'pending') as pending
      from donations`),
  )
  return { total: Number(row.total), completed: Number(row.completed), pending: Number(row.pending) }
}

/** The donors page and CSV: 'MMM dd, yyyy' and the file name's yyyy-MM-dd, in Lagos time (src/lib/dates.ts). */
export { formatDate as lagosDate, isoDay as lagosDay } from '@/lib/dates'
