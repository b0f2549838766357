/**
 * The breach register's clock (collections/DataBreaches.ts): the NDPC must be told within 72 hours
 * of a breach being found (Nigeria Data Protection Act 2023). Read by the server and the
 * back office's cells alike, so nothing here may import server code.
 */
const NDPC_NOTICE_HOURS = 72

/** The latest moment the NDPC may be notified of a breach found at `foundAt`. */
export const ndpcDeadlineOf = (foundAt: string | Date): Date =>
  new Date(new Date(foundAt).getTime() + NDPC_NOTICE_HOURS * 3_600_000)

export type DeadlineState = 'notified' | 'overdue' | 'due'

/** Notified (in time or not), or still to notify: overdue once the deadline has passed. */
export const deadlineState = (
  { deadline, notifiedAt }: { deadline?: string | Date | null; notifiedAt?: string | Date | null },
  now: Date = new Date(),
): DeadlineState => {
  if (notifiedAt) return 'notified'
  return deadline && new Date(deadline).getTime() < now.getTime() ? 'overdue' : 'due'
}
