import { index } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

import { emailKey } from './giving'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Compound indexes for the lists the specs sort or filter. They are declared here rather than in
 * collection `indexes`, because Payload names those by column names alone, so the same pair of
 * columns on two tables yields one index name and all but one are silently dropped.
 */
const COMPOUND_INDEXES: Record<string, string[][]> = {
  news: [['is_published', 'published_at']],
  team_members: [['is_active', 'order_index']],
  board_advisors: [['is_active', 'order_index']],
  impact_sponsors: [['is_active', 'order_index']],
  impact_partners: [['is_active', 'display_order']],
  // The public donor list; the Recent Donors page's date and amount sorts (src/lib/donors/recent.ts).
  donations: [
    ['status', 'show_publicly', 'created_at'],
    ['status', 'created_at', 'id'],
    ['status', 'amount', 'created_at', 'id'],
    // A pledge's gifts given from its donor's phone (src/lib/db/pledges.ts, issue #35).
    ['donor_phone', 'fund'],
  ],
  paystack_transactions: [['status', 'created_at']],
  impact_report_requests: [['report_type', 'status', 'created_at']],
  pending_changes: [['status', 'created_at']],
  analytics_events: [
    ['event_type', 'created_at'],
    ['created_at', 'page_path'],
  ],
  email_outbox: [['to', 'created_at']],
}

const camel = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** My giving finds a donor's gifts, monthly gifts and pledges by the e-mail as compared (giving.ts's emailKey). */
const DONOR_EMAIL_KEY_TABLES = ['donations', 'monthly_gifts', 'pledges']

export const addCompoundIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [tableName, indexes] of Object.entries(COMPOUND_INDEXES)) {
    const table = schema.tables[tableName]
    if (!table) throw new Error(`Compound index on unknown table ${tableName}`)
    extendTable({
      table,
      extraConfig: (columns) =>
        Object.fromEntries(
          indexes.map((cols) => {
            const name = `${tableName}_${cols.join('_')}_idx`
            const [first, ...rest] = cols.map((col) => {
              const column = columns[camel(col)] ?? columns[col]
              if (!column) throw new Error(`Compound index ${name}: no column ${col}`)
              return column
            })
            return [name, index(name).on(first, ...rest)]
          }),
        ),
    })
  }
  for (const tableName of DONOR_EMAIL_KEY_TABLES) {
    const table = schema.tables[tableName]
    if (!table) throw new Error(`Donor e-mail index on unknown table ${tableName}`)
    const name = `${tableName}_donor_email_key_idx`
    extendTable({
      table,
      extraConfig: (columns) => {
        const column = columns.donorEmail ?? columns.donor_email
        if (!column) throw new Error(`${name}: no column donor_email`)
        return { [name]: index(name).on(emailKey(column)) }
      },
    })
  }
  return schema
}
