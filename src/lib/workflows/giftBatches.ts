import type { Payload, TypedUser } from 'payload'

import { slugs } from '@collections/slugs'
import { giftBatchesCopy as copy } from '@/copy/giftBatches'
import { commitGiftBatchOnce, lockGiftBatch } from '@/lib/db/giftBatches'
import { runJobSoon } from '@/lib/jobs/runSoon'

import { asUser } from './asUser'
import { refuse, wholeId, type Decision } from './decisions'

/**
 * 'Commit batch' (issue #35): a second person records a batch's offline gifts as donations. In one
 * transaction under the batch's row lock: refused to the person who entered or last changed it, and
 * to a batch no longer open; then one conditional statement marks it committed and inserts its
 * donations (src/lib/db/giftBatches.ts), the receipts asked for are queued
 * (src/jobs/sendDonationReceipt.ts) and the audit trail names who committed. Two clicks, or two
 * instances, commit it once: the second waits for the lock and finds it committed.
 */
export const commitGiftBatch = async (
  payload: Payload,
  user: TypedUser,
  rawId: string,
): Promise<Decision> => {
  const id = wholeId(rawId)
  if (!id) return refuse(404, copy.notFound)
  const outcome = await asUser(
    payload,
    user,
    async (req): Promise<Decision | { jobs: (number | string)[] }> => {
      const batch = await lockGiftBatch(payload, req, id)
      if (!batch) return refuse(404, copy.notFound)
      if (batch.status !== 'open') return refuse(409, copy.alreadyCommitted)
      // Whoever ever entered or changed it (the audit trail keeps every save), not only the first
      // and the last: else B changes the amounts, A renames it, and B commits what B typed.
      const touched = await payload.count({
        collection: slugs.auditLog,
        where: {
          and: [
            { collection: { equals: slugs.giftBatches } },
            { document_id: { equals: String(id) } },
            { user: { equals: user.id } },
          ],
        },
        overrideAccess: true,
        req,
      })
      if (
        batch.entered_by === user.id ||
        batch.last_changed_by === user.id ||
        touched.totalDocs > 0
      )
        return refuse(403, copy.samePerson)
      const donations = await commitGiftBatchOnce(payload, req, id, user.id as number)
      if (!donations.length) return refuse(409, copy.alreadyCommitted)
      const jobs: (number | string)[] = []
      for (const donation of donations.filter((made) => made.receipt)) {
        const job = await payload.jobs.queue({
          task: 'send-donation-receipt',
          input: { donationId: String(donation.id) },
          req,
        })
        jobs.push(job.id)
      }
      const now = new Date().toISOString()
      const { label } = await payload.findByID({
        collection: slugs.giftBatches,
        id,
        depth: 0,
        select: { label: true },
        overrideAccess: true,
        req,
      })
      // Written by the commit itself (its SQL passes no hook): who committed, and what it made.
      await payload.db.create({
        collection: slugs.auditLog,
        data: {
          action: 'update',
          collection: slugs.giftBatches,
          document_id: String(id),
          summary: label,
          changed_fields: ['status', 'committed_by', 'committed_at'],
          changes: {
            status: { old: 'open', new: 'committed' },
            donations: { old: null, new: donations.map((made) => made.id).join(', ') },
          },
          user: user.id,
          user_email: typeof user.email === 'string' ? user.email : null,
          at: now,
          createdAt: now,
          updatedAt: now,
        },
        req,
      })
      return { jobs }
    },
    (result) => 'jobs' in result,
  )
  if (!('jobs' in outcome)) return outcome
  // Started after the commit, which they need to see; the queue's cron retries any that fails.
  for (const job of outcome.jobs) runJobSoon(payload, job)
  return { ok: true, message: copy.committed }
}
