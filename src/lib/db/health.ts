import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The health check's question: can the app run a query at all? Throws when it cannot. */
export const pingDatabase = async (payload: Payload): Promise<void> => {
  await payload.db.drizzle.execute(sql`select 1`)
}
