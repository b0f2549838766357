import type { CollectionAfterOperationHook } from 'payload'

import { selectPledgeProgress } from '@/lib/db/pledges'

type Doc = { id?: number; given?: number; remaining?: number; state?: string; status?: string }

const STATE_LABELS = { open: 'Open', fulfilled: 'Fulfilled', cancelled: 'Cancelled' } as const

/** Open, fulfilled (nothing remains) or cancelled: fulfilled is read from the gifts, never stored. */
const pledgeState = (status: string | undefined, remaining: number) =>
  status === 'cancelled'
    ? STATE_LABELS.cancelled
    : remaining <= 0
      ? STATE_LABELS.fulfilled
      : STATE_LABELS.open

/**
 * Given, Remaining and the state of every pledge a read returns, from one query for the whole page
 * (src/lib/db/pledges.ts), not one per row: the list's columns and the edit view show them.
 */
export const pledgeProgress: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'find' && operation !== 'findByID') return result
  const docs: Doc[] =
    operation === 'find' ? ((result as { docs?: Doc[] }).docs ?? []) : result ? [result as Doc] : []
  const ids = docs.map((doc) => doc.id).filter((id): id is number => typeof id === 'number')
  const progress = await selectPledgeProgress(req.payload, ids)
  for (const doc of docs) {
    const found = typeof doc.id === 'number' ? progress.get(doc.id) : undefined
    if (!found) continue
    doc.given = found.given
    doc.remaining = found.remaining
    doc.state = pledgeState(doc.status, found.remaining)
  }
  return result
}
