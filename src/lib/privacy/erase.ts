import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import {
  endSessionsOf,
  forgetRunDrivers,
  lockOpenErasure,
  overwriteRows,
  runsOfDrivers,
  scrubQuotes,
  type RowAddress,
} from '@/lib/db/privacy'
import { dataRequestCopy, myDataCopy } from '@/copy/dataRequests'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { runJobSoon } from '@/lib/jobs/runSoon'
import { queueMessage } from '@/lib/messaging/send'
import { oneLine, paragraphsEmail } from '@/lib/mail/escape'
import { expire } from '@hooks/revalidate'

import { findPersonalRecords, type FoundRecords } from './export'
import {
  ERASED_ADDRESS,
  PERSONAL_DATA,
  type ErasedValue,
  type PersonalCollection,
} from './personalData'
import { subjectOf, type DataSubject } from './subject'

export type ErasureOutcome =
  | { ok: true; summary: string; counts: Partial<Record<CollectionSlug, number>> }
  | { ok: false; blockers: string[] }

export const erasureMessages = {
  activeGift:
    'This person still has a monthly gift that is not cancelled: cancel it in Monthly Giving first, so Paystack stops charging them.',
  driverAhead:
    'This person drives rides that are still ahead: give those rides another driver or cancel them first.',
  openBatch:
    'A gift batch not yet committed names this person: commit it (or take them out of it) first, so their details are erased with the donation it makes.',
} as const

/** The monthly gifts that still charge (or are about to): erasing them would leave Paystack charging no one we know. */
const CHARGING = ['pending', 'active', 'paused'] as const

/** What stops an erasure now, in staff's words; empty when it can go ahead. */
const blockersOf = async (
  payload: Payload,
  found: FoundRecords,
  subject: DataSubject,
): Promise<string[]> => {
  const blockers: string[] = []
  // Issue #35: a batch's gifts hold their donors only until the commit, which writes them into
  // donations; erasing before it would leave the commit to write them back.
  const { totalDocs: batched } = await payload.count({
    collection: slugs.giftBatches,
    where: {
      and: [
        { status: { equals: 'open' } },
        subject.kind === 'email'
          ? { 'gifts.donor_email': { equals: subject.email } }
          : { 'gifts.donor_phone': { equals: subject.phone } },
      ],
    },
    overrideAccess: true,
  })
  if (batched) blockers.push(erasureMessages.openBatch)
  const gifts = found.get(slugs.monthlyGifts) ?? []
  if (gifts.length) {
    const { totalDocs } = await payload.count({
      collection: slugs.monthlyGifts,
      where: { and: [{ id: { in: gifts } }, { status: { in: [...CHARGING] } }] },
      overrideAccess: true,
    })
    if (totalDocs) blockers.push(erasureMessages.activeGift)
  }
  const { ahead } = await runsOfDrivers(payload, found.get(slugs.drivers) ?? [])
  if (ahead) blockers.push(erasureMessages.driverAhead)
  return blockers
}

const forDatabase = (values: Record<string, ErasedValue>) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      value === ERASED_ADDRESS ? ({ erasedAddress: true } satisfies RowAddress) : value,
    ]),
  )

/** The ids of the files the records `ids` of `entry` hold, field by field. */
const filesOf = async (
  payload: Payload,
  req: PayloadRequest,
  entry: PersonalCollection,
  ids: number[],
): Promise<{ collection: CollectionSlug; id: number }[]> => {
  if (!entry.files?.length || !ids.length) return []
  const { docs } = await payload.find({
    collection: entry.slug,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return entry.files.flatMap(({ field, collection }) =>
    (docs as unknown as Record<string, unknown>[])
      .map((doc) => doc[field])
      .filter((id): id is number => typeof id === 'number')
      .map((id) => ({ collection, id })),
  )
}

/** A sponsor's logo that a published sponsor shows stays: it is the sponsor's now, not the applicant's. */
const fileStillShown = async (
  payload: Payload,
  req: PayloadRequest,
  file: { collection: CollectionSlug; id: number },
) => {
  if (file.collection !== slugs.sponsorLogos) return false
  const { totalDocs } = await payload.count({
    collection: slugs.impactSponsors,
    where: { logo: { equals: file.id } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Every audited change inside an erasure is summed up by its one entry instead (no old values). */
const QUIET = { skipAudit: true }

const eraseEntry = async (
  payload: Payload,
  req: PayloadRequest,
  entry: PersonalCollection,
  ids: number[],
) => {
  if ('set' in entry.erase) {
    await overwriteRows(payload, req, entry.slug, ids, forDatabase(entry.erase.set))
    if (entry.slug === slugs.users) await endSessionsOf(payload, req, ids)
  } else if ('delete' in entry.erase) {
    const files = entry.slug === slugs.drivers ? [] : await filesOf(payload, req, entry, ids)
    if (entry.slug === slugs.drivers)
      await forgetRunDrivers(payload, req, (await runsOfDrivers(payload, ids, req)).past)
    await payload.delete({
      collection: entry.slug,
      where: { id: { in: ids } },
      overrideAccess: true,
      req,
      context: QUIET,
    })
    for (const file of files) {
      if (await fileStillShown(payload, req, file)) continue
      await payload.delete({
        collection: file.collection,
        id: file.id,
        overrideAccess: true,
        req,
        context: QUIET,
      })
    }
  }
  await scrubQuotes(payload, req, entry.slug, entry.label, ids)
}

const erasedEmail = (siteName: string, done: string) => {
  const copy = myDataCopy.erasedEmail
  return paragraphsEmail(copy.subject(oneLine(siteName, 60)), [
    'Hello,',
    copy.body,
    copy.done(done),
    copy.kept,
  ])
}

const describeCounts = (counts: Partial<Record<CollectionSlug, number>>): string =>
  PERSONAL_DATA.filter((entry) => counts[entry.slug])
    .map((entry) => {
      const how = 'delete' in entry.erase ? 'deleted' : 'set' in entry.erase ? 'anonymised' : 'kept'
      return `${entry.label}: ${counts[entry.slug]} ${how}`
    })
    .join('; ') || 'nothing was held'

/**
 * Completes the open erasure request `requestId` (issue #32), in one transaction under the
 * request's row lock, so it is done once however many staff click: what the data map holds about
 * its e-mail is erased (personal fields overwritten where the record must stay, a donation's
 * amount, date, reference and project for the accounts; records deleted with their files
 * elsewhere; what the audit trail and waiting changes quote of them rewritten), the request is
 * completed with what was done, and the trail gets one entry for it: the kinds of records and how
 * many, never what they said. Refused, with the reason, while a monthly gift still charges or the
 * person drives a ride ahead.
 */
export const completeErasure = async (
  payload: Payload,
  user: TypedUser,
  requestId: number,
): Promise<ErasureOutcome> => {
  const request = await payload.findByID({
    collection: slugs.dataRequests,
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const subjectAsked = request && subjectOf(request)
  if (!request || !subjectAsked || request.kind !== 'erasure' || request.status !== 'open')
    return { ok: false, blockers: [dataRequestCopy.erase.notErasure] }
  const blockers = await blockersOf(
    payload,
    await findPersonalRecords(payload, subjectAsked, undefined, { erasing: true }),
    subjectAsked,
  )
  if (blockers.length) return { ok: false, blockers }
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const locked = await lockOpenErasure(payload, req, requestId)
    const subject = locked && subjectOf(locked)
    if (!subject) {
      await killTransaction(req)
      return { ok: false, blockers: [dataRequestCopy.erase.notErasure] }
    }
    // Found again under the lock, so a record stored meanwhile is not left behind.
    const found = await findPersonalRecords(payload, subject, req, { erasing: true })
    const counts: Partial<Record<CollectionSlug, number>> = {}
    for (const entry of PERSONAL_DATA) {
      const ids = found.get(entry.slug) ?? []
      if (!ids.length || 'keep' in entry.erase) continue
      await eraseEntry(payload, req, entry, ids)
      counts[entry.slug] = ids.length
    }
    const done = describeCounts(counts)
    const now = new Date().toISOString()
    await payload.update({
      collection: slugs.dataRequests,
      id: requestId,
      data: {
        status: 'completed',
        outcome: `Erased. ${done}.`,
        completed_at: now,
        completed_by: user.id as number,
      },
      overrideAccess: true,
      req,
      context: QUIET,
    })
    const summary = `Erasure for data request #${requestId}: ${done}`
    await payload.db.create({
      collection: slugs.auditLog,
      data: {
        action: 'erase',
        collection: slugs.dataRequests,
        document_id: String(requestId),
        summary,
        changed_fields: Object.keys(counts),
        changes: null,
        user: user.id,
        user_email: typeof user.email === 'string' ? user.email : null,
        at: now,
        createdAt: now,
        updatedAt: now,
      },
      req,
    })
    // The person is told it is done, in the same transaction: once, and only if it was.
    const settings = await payload.findGlobal({ slug: globalSlugs.siteSettings, depth: 0, req })
    // By text message to a person who asked by phone (issue #32).
    const jobId =
      subject.kind === 'email'
        ? (
            await payload.jobs.queue({
              task: 'send-email',
              input: {
                to: subject.email,
                ...erasedEmail(settings.site_name || DEFAULT_SITE_NAME, done),
              },
              req,
            })
          ).id
        : (
            await queueMessage(
              payload,
              { channel: 'sms', to: subject.phone, text: myDataCopy.erasedSms },
              req,
            )
          ).jobId
    await commitTransaction(req)
    runJobSoon(payload, jobId)
    for (const slug of Object.keys(counts)) expire(slug)
    return { ok: true, summary, counts }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
