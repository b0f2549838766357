import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The health check's question: can the app run a query at all? Throws when it cannot. */
export const pingDatabase = async (payload: Payload): Promise<void> => {
  await payload.db.drizzle.execute(sql`select 1`)
}

// Connection failures (node's socket codes), and PostgreSQL's class 08 (connection exception) and
// 57P01-57P03 (the server shutting down or still starting): the database is away, not the input bad.
const AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])
const AWAY_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i

/**
 * The database could not be reached (a restart, a full pool): the visitor may try again shortly.
 * Follows the chain of causes the adapter and Payload wrap around pg's error.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (AWAY_CODES.has(code) || /^(08|57P0[123])/.test(code)))
      return true
    if (typeof message === 'string' && AWAY_MESSAGES.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
