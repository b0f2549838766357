import {
  APIError,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { slugs } from '@collections/slugs'
import { pitchDeckCopy } from '@/copy/pitchDecks'
import type { ImpactReportRequest, PitchDeck } from '@/payload-types'

import { checkDeck } from '@/lib/pitchDecks/file'
import { lockPitchDeckRequest } from '@/lib/db/pitchDecks'
import { runJobSoon } from '@/lib/jobs/runSoon'

/**
 * Approving and rejecting pitch-deck requests (back-office.md sections 4 to 6): only from pending,
 * by an admin who may edit reports (mayEditReports, checked by endpoints/admin/pitchDecks.ts),
 * approval only with a deck file. Approved and rejected are final.
 *
 * Exactly once: each decision runs in one transaction that first locks the request's row with
 * SELECT … FOR UPDATE and goes on only while it is still pending. A second approval made at the
 * same moment waits for the first to commit, then finds the request approved and gets 409. The
 * status itself is written through the Local API (not raw SQL), so the review hook stamps who
 * decided and when, and the audit trail records the change.
 *
 * Files and approvals, atomic enough: a deck is stored first, on its own (Payload writes the bytes
 * to disk or S3 before its row, and a rolled-back transaction would not remove them), then linked
 * to its request inside the decision's transaction. If that transaction fails or finds the request
 * already decided, the new deck is deleted again, bytes and all. Only a crash between the two steps
 * can leave a deck unlinked, and its file name (request-{id}-…) still says which request it was for.
 */
export type ReviewResult =
  { ok: true; request: ImpactReportRequest } | { ok: false; status: number; message: string }
type Refusal = Extract<ReviewResult, { ok: false }>
type User = PayloadRequest['user']

const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message })

const isRefusal = (value: unknown): value is Refusal =>
  Boolean(value && typeof value === 'object' && 'ok' in value && (value as Refusal).ok === false)

const requestId = (id: string | number): number | null => {
  const value = Number(id)
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

const fileIdOf = (value: ImpactReportRequest['pitch_deck_file']): number | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/** The request as it is now, outside any transaction: a cheap early answer before a file is stored. */
const current = async (payload: Payload, id: number): Promise<ImpactReportRequest | Refusal> => {
  const request = await payload.findByID({
    collection: slugs.impactReportRequests,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request || request.report_type !== 'pitch_deck') return refuse(404, pitchDeckCopy.notFound)
  if (request.status !== 'pending') return refuse(409, pitchDeckCopy.alreadyDecided)
  return request
}

const storeDeck = async (
  payload: Payload,
  user: User,
  file: Awaited<ReturnType<typeof checkDeck>> & { ok: true },
) =>
  payload.create({
    collection: slugs.pitchDecks,
    data: {},
    file: file.file,
    overrideAccess: true,
    req: await createLocalReq({ user: user ?? undefined }, payload),
  })

/** Best effort: a deck nobody links to any more goes, bytes and all; a failure is only logged. */
const discardDeck = async (payload: Payload, user: User, id: number | null | undefined) => {
  if (!id) return
  try {
    await payload.delete({
      collection: slugs.pitchDecks,
      id,
      overrideAccess: true,
      req: await createLocalReq({ user: user ?? undefined }, payload),
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Pitch deck file ${id} is no longer linked to a request but could not be deleted`,
    })
  }
}

/**
 * Runs `work` in one transaction that holds the request's row lock, only while it is a pending
 * pitch-deck request. `work` may refuse; then nothing it did is kept.
 */
const whilePending = async <T>(
  payload: Payload,
  user: User,
  id: number,
  work: (req: PayloadRequest, request: ImpactReportRequest) => Promise<T | Refusal>,
): Promise<T | Refusal> => {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const status = await lockPitchDeckRequest(payload, req, id)
    const refusal =
      status === null
        ? refuse(404, pitchDeckCopy.notFound)
        : status !== 'pending'
          ? refuse(409, pitchDeckCopy.alreadyDecided)
          : null
    const request = refusal
      ? null
      : await payload.findByID({
          collection: slugs.impactReportRequests,
          id,
          depth: 0,
          overrideAccess: true,
          req,
        })
    const result = refusal ?? (await work(req, request!))
    if (isRefusal(result)) await killTransaction(req)
    else await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** A chosen file checked and stored, or the refusal to show ('Upload failed: …'). */
const storeChosen = async (
  payload: Payload,
  user: User,
  id: number,
  file: File,
): Promise<PitchDeck | Refusal> => {
  const checked = await checkDeck(file, id)
  if (!checked.ok) return refuse(400, checked.message)
  try {
    return await storeDeck(payload, user, checked)
  } catch (error) {
    // The collection's own file checks (Payload's, and onlyDecks) speak to the admin; a storage fault does not.
    if (error instanceof ValidationError)
      return refuse(400, error.data.errors[0]?.message ?? error.message)
    if (error instanceof APIError && error.status < 500) return refuse(400, error.message)
    throw error
  }
}

/** POST …/:id/file: the deck for a pending request, replacing one uploaded before. */
export const attachPitchDeck = async (
  payload: Payload,
  user: User,
  rawId: string | number,
  file: File,
): Promise<ReviewResult> => {
  const id = requestId(rawId)
  if (!id) return refuse(404, pitchDeckCopy.notFound)
  const before = await current(payload, id)
  if (isRefusal(before)) return before
  const deck = await storeChosen(payload, user, id, file)
  if (isRefusal(deck)) return deck
  try {
    const result = await whilePending(payload, user, id, async (req, request) => ({
      replaced: fileIdOf(request.pitch_deck_file),
      request: await payload.update({
        collection: slugs.impactReportRequests,
        id,
        data: { pitch_deck_file: deck.id },
        depth: 0,
        overrideAccess: true,
        req,
      }),
    }))
    if (isRefusal(result)) {
      await discardDeck(payload, user, deck.id)
      return result
    }
    await discardDeck(payload, user, result.replaced)
    return { ok: true, request: result.request }
  } catch (error) {
    await discardDeck(payload, user, deck.id)
    throw error
  }
}

/**
 * POST …/:id/approve: with a file sent along (stored and linked in the same step) or the one
 * uploaded before. Queues the requester's e-mail in the same transaction, so an approval always
 * has its e-mail and an e-mail never goes out for an approval that was rolled back.
 */
export const approvePitchDeck = async (
  payload: Payload,
  user: User,
  rawId: string | number,
  { file, origin }: { file: File | null; origin: string },
): Promise<ReviewResult> => {
  const id = requestId(rawId)
  if (!id) return refuse(404, pitchDeckCopy.notFound)
  const before = await current(payload, id)
  if (isRefusal(before)) return before
  if (!file && !fileIdOf(before.pitch_deck_file)) return refuse(400, pitchDeckCopy.fileRequired)
  const deck = file ? await storeChosen(payload, user, id, file) : null
  if (isRefusal(deck)) return deck
  try {
    const result = await whilePending(payload, user, id, async (req, request) => {
      const previous = fileIdOf(request.pitch_deck_file)
      const fileId = deck?.id ?? previous
      if (!fileId) return refuse(400, pitchDeckCopy.fileRequired)
      const approved = await payload.update({
        collection: slugs.impactReportRequests,
        id,
        data: { status: 'approved', pitch_deck_file: fileId },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const job = await payload.jobs.queue({
        task: 'send-pitch-deck',
        input: { requestId: id, origin },
        req,
      })
      return {
        request: approved,
        jobId: job.id,
        replaced: deck && previous !== fileId ? previous : null,
      }
    })
    if (isRefusal(result)) {
      await discardDeck(payload, user, deck?.id)
      return result
    }
    await discardDeck(payload, user, result.replaced)
    // The e-mail job starts at once, after the commit (it could not see the approval before), claimed
    // like every job so no other instance sends it too; the queue's cron retries it if this attempt fails.
    runJobSoon(payload, result.jobId)
    return { ok: true, request: result.request }
  } catch (error) {
    await discardDeck(payload, user, deck?.id)
    throw error
  }
}

/** POST …/:id/reject: after the page's confirmation; records who rejected it and when. */
export const rejectPitchDeck = async (
  payload: Payload,
  user: User,
  rawId: string | number,
): Promise<ReviewResult> => {
  const id = requestId(rawId)
  if (!id) return refuse(404, pitchDeckCopy.notFound)
  const result = await whilePending(payload, user, id, (req) =>
    payload.update({
      collection: slugs.impactReportRequests,
      id,
      data: { status: 'rejected' },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  return isRefusal(result) ? result : { ok: true, request: result }
}
