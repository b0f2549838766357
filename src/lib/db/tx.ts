import type { Payload, PayloadRequest } from 'payload'

type Drizzle = Payload['db']['drizzle']

/** The drizzle handle of the request's open Payload transaction (raw SQL joins it), or the pool. */
export const drizzleFor = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Drizzle> => (await openTransactionOf(payload, req)) ?? payload.db.drizzle

/** The drizzle handle of the request's open Payload transaction; none outside one (nothing to take a savepoint in). */
export const openTransactionOf = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Drizzle | undefined> => {
  const id = req?.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as unknown as { sessions?: Record<string, { db: Drizzle }> })
    .sessions
  return id !== undefined ? sessions?.[String(id)]?.db : undefined
}

/** The adapter's pg pool, whose 'error' event must have a listener (unheard, it stops the process). */
export const onPoolError = (payload: Payload, listener: (error: Error) => void): void => {
  const { pool } = payload.db as unknown as {
    pool?: { on: (event: 'error', listener: (error: Error) => void) => void }
  }
  pool?.on('error', listener)
}
