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
 * Runs `work` under a savepoint of the request's open transaction, so its failure rolls back only
 * itself; outside a transaction it runs as it is. `name` is written into the SQL: a plain word.
 */
export const underSavepoint = async <T>(
  payload: Payload,
  req: PayloadRequest,
  name: string,
  work: () => Promise<T>,
): Promise<T> => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a savepoint name: ${name}`)
  const session = await openTransactionOf(payload, req)
  if (session) await session.execute(sql.raw(`savepoint ${name}`))
  try {
    const result = await work()
    if (session) await session.execute(sql.raw(`release savepoint ${name}`))
    return result
  } catch (error) {
    if (session)
      await session.execute(sql.raw(`rollback to savepoint ${name}`)).catch(() => undefined)
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
