// The one place that reaches into the Postgres adapter's own objects (hooks/audit.ts, the rides'
// SQL and payload.config.ts go through it). Checked against @payloadcms/db-postgres and
// @payloadcms/drizzle 3.90.1 (tests/int/internals-contract.int.spec.ts fails when an upgrade
// changes one; ARCHITECTURE.md, "Where we reach into Payload and Next", says what Payload 4 changes):
// - `payload.db.sessions[transactionID].db`: the drizzle transaction that beginTransaction opened
//   and every Local API call with that req writes through (typed `unknown` by Payload, undocumented);
// - savepoints run on that transaction (underSavepoint), as the audit trail's entries are written;
// - `payload.db.pool`, the pg Pool, for its 'error' event;
// - `payload.db.deleteOne` and `count`, replaced and called as the adapter's methods.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

type Drizzle = Payload['db']['drizzle']

/** The drizzle handle of the request's open Payload transaction (raw SQL joins it), or the pool. */
export const drizzleFor = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Drizzle> => (await openTransactionOf(payload, req)) ?? payload.db.drizzle

/** The drizzle handle of the request's open Payload transaction; none outside one (nothing to take a savepoint in). */
const openTransactionOf = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Drizzle | undefined> => {
  const id = req?.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Drizzle }> })
    .sessions
  return id !== undefined ? sessions?.[String(id)]?.db : undefined
}

/**
 * Runs `write` inside the request's open transaction under a savepoint (`name`, letters and _ only),
 * so its failure rolls back only itself and the transaction goes on; outside a transaction it just
 * runs. Its error is thrown on.
 */
export const underSavepoint = async <T>(
  payload: Payload,
  req: Partial<PayloadRequest>,
  name: string,
  write: () => Promise<T>,
): Promise<T> => {
  const session = await openTransactionOf(payload, req)
  const savepoint = sql.identifier(name)
  if (session) await session.execute(sql`savepoint ${savepoint}`)
  try {
    const result = await write()
    if (session) await session.execute(sql`release savepoint ${savepoint}`)
    return result
  } catch (error) {
    if (session)
      await session.execute(sql`rollback to savepoint ${savepoint}`).catch(() => undefined)
    throw error
  }
}

/** The adapter's pg pool, whose 'error' event must have a listener (unheard, it stops the process). */
export const onPoolError = (payload: Payload, listener: (error: Error) => void): void => {
  const { pool } = payload.db as unknown as {
    pool?: { on: (event: 'error', listener: (error: Error) => void) => void }
  }
  pool?.on('error', listener)
}

/**
 * Payload's adapter deletes one document by finding it first; when nothing matches a `where` on a
 * relationship (an admin's preference: key and user), its second lookup names a join it never
 * made, and PostgreSQL's error became a 500 (issue #29: deleting a missing preference). Counted
 * first, nothing to delete answers as the adapter means it to (null, Payload's 404). Payload 4:
 * check whether @payloadcms/drizzle's deleteOne still falls back to findFirst with the joins' where.
 */
export const deleteNothingQuietly = (payload: Payload): void => {
  const adapter = payload.db
  const deleteOne = adapter.deleteOne.bind(adapter)
  adapter.deleteOne = async (args) => {
    const { totalDocs } = await adapter.count({
      collection: args.collection,
      where: args.where,
      req: args.req,
    })
    return totalDocs === 0
      ? (null as unknown as Awaited<ReturnType<typeof deleteOne>>)
      : deleteOne(args)
  }
}
