import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { DonorFilter, DonorSort, RecentDonorsQuery } from '@/lib/donors/query'
import type { RecentDonorsStats } from '@/lib/donors/recent'

import { rowsOf } from './rows'

/**
 * The queries of back-office.md's Recent Donors page and sections 7 and 9 (src/lib/donors/):
 * completed donations with search, a type filter, six sorts and the anonymous-details toggle.
 * Everything is counted, filtered, sorted and paged by PostgreSQL, so the page stays quick at 100,000 donations (tests/bench/admin-donors.mjs).
 *
 * Privacy: the page and the CSV are for admins who may view donations, and Payload lets them read
 * every donor field (collections/Donations/index.ts). The toggle is the donations list's 'Show/Hide
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
const recentDonorsWhere = ({
  q,
  type,
  showAnonymous,
}: Pick<RecentDonorsQuery, 'q' | 'type' | 'showAnonymous'>): SQL => {
  const conditions: SQL[] = [sql`d.status = 'completed'`]
  const typeCondition = TYPE_CONDITIONS[type]
  if (typeCondition) conditions.push(typeCondition)
  if (q) {
    const pattern = containing(q)
    // ICU matching costs about three times the plain kind; an ASCII search folds the same either way.
    const ascii = /^[\x20-\x7e]*$/.test(q)
    const matches = (column: SQL) =>
      ascii ? sql`${column} ilike ${pattern}` : sql`${linguistic(column)} ilike ${pattern}`
    const details = sql`(${matches(sql`d.donor_name`)} or ${matches(sql`d.donor_email`)} or ${matches(sql`d.organization_name`)})`
    conditions.push(
      sql`(${matches(sql`d.reference`)} or ${showAnonymous ? details : sql`(not ${ANONYMOUS} and ${details})`})`,
    )
  }
  return sql.join(conditions, sql` and `)
}

/** A donor detail, or null while it is hidden. */
const detail = (column: SQL, showAnonymous: boolean) =>
  showAnonymous ? column : sql`case when ${ANONYMOUS} then null else ${column} end`

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
  donor_name_asc: (show) =>
    sql`${linguistic(detail(sql`d.donor_name`, show))} asc nulls last, d.created_at desc, d.id desc`,
  donor_name_desc: (show) =>
    sql`${linguistic(detail(sql`d.donor_name`, show))} desc nulls last, d.created_at desc, d.id desc`,
}

const COLUMNS = (show: boolean) => sql`
  d.id, d.created_at, d.amount::text as amount, coalesce(d.refunded_amount, 0)::text as refunded,
  d.currency::text as currency, d.donor_type::text as donor_type,
  ${ANONYMOUS} as is_anonymous, (${ANONYMOUS} and not ${show}::boolean) as hidden,
  ${detail(sql`d.donor_name`, show)} as donor_name, ${detail(sql`d.donor_email`, show)} as donor_email,
  ${detail(sql`d.donor_phone`, show)} as donor_phone, ${detail(sql`d.organization_name`, show)} as organization_name,
  d.reference, (select f.name from funds f where f.id = d.fund_id) as fund_name, d.source::text as source`

/**
 * The selected rows in the chosen order, each donor detail already masked by PostgreSQL. A page
 * finds its ids first, from the index alone where the order has one, and reads only its own rows:
 * page 1,000 costs about what page 1 does.
 */
const recentDonorsSelect = (
  query: Omit<RecentDonorsQuery, 'page'>,
  page?: { limit: number; offset: number },
): SQL => {
  const show = query.showAnonymous
  const order = ORDER[query.sort](show)
  if (!page)
    return sql`select ${COLUMNS(show)} from donations d where ${recentDonorsWhere(query)} order by ${order}`
  return sql`
    select ${COLUMNS(show)}
    from (select d.id from donations d where ${recentDonorsWhere(query)} order by ${order} limit ${page.limit} offset ${page.offset}) p
    join donations d on d.id = p.id
    order by ${order}`
}

/** A row as the page and the CSV select it (recentDonorsSelect). */
export type DonorRow = {
  id: number
  created_at: Date | string
  amount: string
  /** Naira Paystack returned of it (a partial refund), 0 when none. */
  refunded: string
  currency: string
  donor_type: 'individual' | 'organization'
  is_anonymous: boolean
  hidden: boolean
  donor_name: string | null
  donor_email: string | null
  donor_phone: string | null
  organization_name: string | null
  reference: string
  /** Issue #35: the gift's fund, and whether it came online or was recorded by staff. */
  fund_name: string | null
  source: 'online' | 'offline'
}

/** The page's four cards, for what the search and the filter select. */
export const selectRecentDonorsTotals = async (
  payload: Payload,
  query: Pick<RecentDonorsQuery, 'q' | 'type' | 'showAnonymous'>,
): Promise<RecentDonorsStats> => {
  const [row] = rowsOf<Record<string, string | number>>(
    await payload.db.drizzle.execute(sql`
      select coalesce(sum((d.amount - coalesce(d.refunded_amount, 0))), 0)::text as total_amount, count(*) as donors,
        coalesce(round(avg((d.amount - coalesce(d.refunded_amount, 0)))), 0)::text as average_amount, count(*) filter (where ${ANONYMOUS}) as anonymous
      from donations d
      where ${recentDonorsWhere(query)}`),
  )
  return {
    totalAmount: Number(row.total_amount),
    donors: Number(row.donors),
    averageAmount: Number(row.average_amount),
    anonymous: Number(row.anonymous),
  }
}

/** One page of the selected rows. */
export const selectRecentDonorsPage = async (
  payload: Payload,
  query: Omit<RecentDonorsQuery, 'page'>,
  page: { limit: number; offset: number },
): Promise<DonorRow[]> =>
  rowsOf<DonorRow>(await payload.db.drizzle.execute(recentDonorsSelect(query, page)))

/** Every donation, by status: the donations list's summary. */
export const countDonationsByStatus = async (
  payload: Payload,
): Promise<{ total: number; completed: number; pending: number }> => {
  const [row] = rowsOf<Record<string, string | number>>(
    await payload.db.drizzle.execute(sql`
      select count(*) as total, count(*) filter (where status = 'completed') as completed, count(*) filter (where status = 'pending') as pending
      from donations`),
  )
  return {
    total: Number(row.total),
    completed: Number(row.completed),
    pending: Number(row.pending),
  }
}

const CURSOR = 'recent_donors_csv'

/** The CSV export's snapshot: its row count, then its rows a batch at a time, on one connection of its own. */
export type RecentDonorsCursor = {
  count: number
  /** The next rows, at most `rows` of them. */
  fetch: (rows: number) => Promise<DonorRow[]>
  /** Ends the transaction: commit after the last batch, rollback when the download is abandoned. */
  end: (how: 'commit' | 'rollback') => Promise<void>
  /** Gives the connection back, once; one that failed mid-transaction is closed rather than reused. */
  release: (error?: Error) => void
}

/**
 * A read-only REPEATABLE READ transaction on a connection taken from Payload's pool counts the rows
 * and declares a cursor over the same snapshot, so the count is exactly the rows that follow even
 * while donations complete. `onLost` hears of a connection PostgreSQL closed (the connection is
 * already released then).
 */
export const openRecentDonorsCursor = async (
  payload: Payload,
  query: Omit<RecentDonorsQuery, 'page'>,
  onLost: (error: Error) => void,
): Promise<RecentDonorsCursor> => {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const client = await pool.connect()
  let released = false
  const release = (error?: Error) => {
    if (released) return
    released = true
    client.removeListener('error', onConnectionError)
    client.release(error)
  }
  // PostgreSQL ending the session (the timeout below) reaches a checked-out client as an 'error' event.
  const onConnectionError = (error: Error) => {
    release(error)
    onLost(error)
  }
  client.on('error', onConnectionError)
  try {
    await client.query('begin isolation level repeatable read read only')
    // A download that stalls for two minutes gives its connection back (PostgreSQL ends the session).
    await client.query(`set local idle_in_transaction_session_timeout = '120s'`)
    const dialect = new PgDialect()
    const counted = dialect.sqlToQuery(
      sql`select count(*)::int as count from donations d where ${recentDonorsWhere(query)}`,
    )
    const count = (await client.query<{ count: number }>(counted.sql, counted.params)).rows[0].count
    const select = dialect.sqlToQuery(recentDonorsSelect(query))
    await client.query(`declare ${CURSOR} no scroll cursor for ${select.sql}`, select.params)
    return {
      count,
      fetch: async (rows) =>
        (await client.query<DonorRow>(`fetch ${Math.max(1, Math.floor(rows))} from ${CURSOR}`))
          .rows,
      end: async (how) => {
        await client.query(how)
      },
      release,
    }
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)))
    throw error
  }
}
