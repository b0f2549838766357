import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { donorsCopy } from '@/copy/donors'

import { CRLF, csvRow, UTF8_BOM } from '@/lib/csv'
import { lagosDate, lagosDay, recentDonorsSelect, recentDonorsWhere, toDonorRecord, type DonorRecord, type DonorRow } from '@/lib/donors/recent'
import type { RecentDonorsQuery } from '@/lib/donors/query'

/** back-office.md section 9: the file's columns, in this order. */
export const CSV_COLUMNS = ['Date', 'Donor Name', 'Email', 'Phone', 'Amount', 'Currency', 'Type', 'Organization', 'Anonymous', 'Reference'] as const

export const csvFileName = (now = new Date()) => `recent-donors-${lagosDay(now)}.csv`

/** The BOM, so Excel reads the UTF-8 names right, then the header row. */
export const CSV_HEAD = UTF8_BOM + CSV_COLUMNS.join(',') + CRLF

const TYPE_LABELS = { individual: 'Individual', organization: 'Organization' } as const

/** One donation as a CSV line; a hidden anonymous donor reads 'Anonymous' with no e-mail, phone or organization. */
export const donorCsvLine = (record: DonorRecord): string =>
  csvRow([
    lagosDate(record.createdAt),
    record.hidden ? donorsCopy.csvHiddenName : record.donorName,
    record.donorEmail,
    record.donorPhone,
    record.amount,
    record.currency,
    TYPE_LABELS[record.donorType] ?? record.donorType,
    record.organizationName,
    record.isAnonymous ? 'Yes' : 'No',
    record.reference,
  ])

/** Rows fetched from the cursor at a time: about 150 KB of CSV, whatever the size of the export. */
export const CSV_BATCH_ROWS = 1000
const CURSOR = 'recent_donors_csv'

/**
 * Exports hold a database connection while the file downloads; a few at once leave the rest of the
 * pool (10 connections by default) to the site.
 */
export const MAX_CONCURRENT_EXPORTS = 2
let running = 0

export class ExportsBusyError extends Error {}

export type CsvExport = { count: number; fileName: string; stream: ReadableStream<Uint8Array> }

/**
 * The export, streamed from PostgreSQL: a read-only REPEATABLE READ transaction counts the rows
 * (sent as X-Total-Count before the first byte) and declares a cursor over the same snapshot, so
 * the count is exactly the rows that follow even while donations complete. Each pull fetches one
 * batch, so memory stays flat and a slow download slows the fetching instead of filling memory.
 */
export const exportRecentDonorsCsv = async (payload: Payload, query: Omit<RecentDonorsQuery, 'page'>, { batchRows = CSV_BATCH_ROWS } = {}): Promise<CsvExport> => {
  if (running >= MAX_CONCURRENT_EXPORTS) throw new ExportsBusyError(donorsCopy.export.busy)
  running++
  const pool = (payload.db as unknown as { pool: Pool }).pool
  let client: PoolClient | undefined
  let finished = false
  let count = 0
  /** Returns the connection once; one that failed mid-transaction is closed rather than reused. */
  const finish = (error?: Error) => {
    if (finished) return
    finished = true
    running--
    client?.removeListener('error', onConnectionError)
    client?.release(error)
  }
  // PostgreSQL ending the session (the timeout below) reaches a checked-out client as an 'error' event.
  const onConnectionError = (error: Error) => {
    payload.logger.warn({ err: error, msg: 'Recent donors CSV export: the database connection was closed' })
    finish(error)
  }
  try {
    client = await pool.connect()
    client.on('error', onConnectionError)
    await client.query('begin isolation level repeatable read read only')
    // A download that stalls for two minutes gives its connection back (PostgreSQL ends the session).
    await client.query(`set local idle_in_transaction_session_timeout = '120s'`)
    const dialect = new PgDialect()
    const counted = dialect.sqlToQuery(sql`select count(*)::int as count from donations d where ${recentDonorsWhere(query)}`)
    count = (await client.query<{ count: number }>(counted.sql, counted.params)).rows[0].count
    const select = dialect.sqlToQuery(recentDonorsSelect(query))
    await client.query(`declare ${CURSOR} no scroll cursor for ${select.sql}`, select.params)
  } catch (error) {
    finish(error instanceof Error ? error : new Error(String(error)))
    throw error
  }
  const connection = client
  const encoder = new TextEncoder()
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_HEAD))
    },
    async pull(controller) {
      try {
        const batch = await connection.query<DonorRow>(`fetch ${Math.max(1, Math.floor(batchRows))} from ${CURSOR}`)
        if (cancelled) return
        if (batch.rows.length > 0) controller.enqueue(encoder.encode(batch.rows.map((row) => donorCsvLine(toDonorRecord(row))).join('')))
        if (batch.rows.length < batchRows) {
          await connection.query('commit')
          finish()
          controller.close()
        }
      } catch (error) {
        payload.logger.error({ err: error, msg: 'Recent donors CSV export failed while streaming' })
        finish(error instanceof Error ? error : new Error(String(error)))
        if (!cancelled) controller.error(error)
      }
    },
    async cancel() {
      // The browser went away: end the transaction and give the connection back.
      cancelled = true
      await connection.query('rollback').then(
        () => finish(),
        (error: Error) => finish(error),
      )
    },
  })
  return { count, fileName: csvFileName(), stream }
}
