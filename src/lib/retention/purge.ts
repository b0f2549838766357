import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { globalSlugs, slugs } from '@collections/slugs'
import {
  RETENTION_KINDS,
  RETENTION_SECTION,
  retentionCopy,
  type RetentionCounts,
  type RetentionKind,
} from '@/copy/retention'
import { isoDay } from '@/lib/dates'
import {
  bookingsPastPeriod,
  deleteOldSentMarkers,
  deleteRolledUpAnalyticsEvents,
  lockRetentionRun,
  outboxMessagesPastPeriod,
  textMessagesPastPeriod,
  rejectedDriversPastPeriod,
  rideRequestsPastPeriod,
  reportRequestsPastPeriod,
  resumesPastPeriod,
  unusedPapersPastPeriod,
  volunteerApplicationsPastPeriod,
  type RetentionFinder,
} from '@/lib/db/retention'
import { SENT_MARKER_PREFIX } from '@/lib/mail/sendOnce'
import { inTransaction } from '@/lib/workflows/asUser'
import { RETENTION_DEFAULTS } from '@/globals/SiteSettings'

/** Records deleted per Local API call: bounded, so a first run over years of data stays small. */
const BATCH = 100
/** Raw analytics rows per statement: no files and no hooks, so far more at a time. */
const ANALYTICS_BATCH = 5_000
/** How long an e-mail's "sent" marker is kept: far past any retry of its job. */
const SENT_MARKER_DAYS = 30

type Periods = Record<keyof typeof RETENTION_DEFAULTS, number | null>

/** Kinds removed through the Local API, so their upload files and delete hooks go with them; in this order (applications before their resumes). */
const RECORD_KINDS: {
  kind: Exclude<RetentionKind, 'analyticsEvents'>
  collection: CollectionSlug
  period: keyof Periods
  find: RetentionFinder
}[] = [
  {
    kind: 'bookings',
    collection: slugs.rideBookings,
    period: 'bookings_months',
    find: bookingsPastPeriod,
  },
  {
    kind: 'rideRequests',
    collection: slugs.rideRequests,
    period: 'bookings_months',
    find: rideRequestsPastPeriod,
  },
  {
    kind: 'rejectedDrivers',
    collection: slugs.drivers,
    period: 'drivers_months',
    find: rejectedDriversPastPeriod,
  },
  {
    kind: 'unusedPapers',
    collection: slugs.driverDocuments,
    period: 'drivers_months',
    find: unusedPapersPastPeriod,
  },
  {
    kind: 'volunteerApplications',
    collection: slugs.volunteerApplications,
    period: 'volunteers_months',
    find: volunteerApplicationsPastPeriod,
  },
  {
    kind: 'resumes',
    collection: slugs.volunteerResumes,
    period: 'volunteers_months',
    find: resumesPastPeriod,
  },
  {
    kind: 'reportRequests',
    collection: slugs.impactReportRequests,
    period: 'report_requests_months',
    find: reportRequestsPastPeriod,
  },
  {
    kind: 'outboxMessages',
    collection: slugs.emailOutbox,
    period: 'outbox_months',
    find: outboxMessagesPastPeriod,
  },
  {
    kind: 'textMessages',
    collection: slugs.messages,
    period: 'text_messages_months',
    find: textMessagesPastPeriod,
  },
]

/** The settings' periods: a missing one (settings never saved) is its default; empty or 0 keeps the data. */
const periodsOf = async (payload: Payload, req: PayloadRequest): Promise<Periods> => {
  const settings = await payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const stored = (settings.data_retention ?? {}) as Partial<Record<keyof Periods, number | null>>
  return Object.fromEntries(
    (Object.keys(RETENTION_DEFAULTS) as (keyof Periods)[]).map((name) => {
      const value = stored[name] === undefined ? RETENTION_DEFAULTS[name] : stored[name]
      return [name, value && value > 0 ? value : null]
    }),
  ) as Periods
}

const monthsBefore = (now: Date, months: number) => {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

const noCounts = (): RetentionCounts =>
  Object.fromEntries(Object.keys(RETENTION_KINDS).map((kind) => [kind, 0])) as RetentionCounts

/** Deletes one kind's records past their period, a batch at a time; a batch with a refused record ends the kind for this run. */
const purgeKind = async (
  payload: Payload,
  req: PayloadRequest,
  { collection, find }: (typeof RECORD_KINDS)[number],
  cutoff: Date,
): Promise<number> => {
  let deleted = 0
  for (;;) {
    const ids = await find(payload, req, { cutoff, limit: BATCH })
    if (ids.length === 0) return deleted
    const result = await payload.delete({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    deleted += result.docs.length
    if (result.errors.length > 0) {
      // Ids and messages only: never what the records held.
      payload.logger.warn({
        msg: `Data retention: ${result.errors.length} ${collection} record(s) could not be deleted; they are tried again tomorrow`,
        ids: result.errors.map((error) => error.id),
      })
      return deleted
    }
    if (ids.length < BATCH) return deleted
  }
}

export type RetentionRun =
  | { ran: true; day: string; counts: RetentionCounts }
  | { ran: false; day: string; reason: 'done-today' | 'running-elsewhere' }

/**
 * The day's clean-up (issue #32): removes what is past its period in the site settings, and writes
 * one audit entry saying how many of each kind went. Runs once per Lagos day however many
 * instances queue it: one transaction holds an advisory lock (a second run at the same time does
 * nothing) and ends with the day's entry (a later run that day finds it and does nothing). Upload
 * files are removed by Payload as each record goes; should the transaction fail after that, the
 * rows stay, still past their period, and the next run removes them.
 */
export const purgeExpiredData = (
  payload: Payload,
  { now = new Date() }: { now?: Date } = {},
): Promise<RetentionRun> => {
  const day = isoDay(now)
  return inTransaction(payload, async (req): Promise<RetentionRun> => {
    if (!(await lockRetentionRun(payload, req)))
      return { ran: false, day, reason: 'running-elsewhere' }
    const { totalDocs } = await payload.count({
      collection: slugs.auditLog,
      where: {
        and: [{ collection: { equals: RETENTION_SECTION } }, { document_id: { equals: day } }],
      },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return { ran: false, day, reason: 'done-today' }

    const periods = await periodsOf(payload, req)
    const counts = noCounts()
    for (const kind of RECORD_KINDS) {
      const months = periods[kind.period]
      if (months) counts[kind.kind] = await purgeKind(payload, req, kind, monthsBefore(now, months))
    }
    if (periods.analytics_days) {
      const cutoff = new Date(now.getTime() - periods.analytics_days * 24 * 3600 * 1000)
      for (;;) {
        const deleted = await deleteRolledUpAnalyticsEvents(payload, req, {
          cutoff,
          limit: ANALYTICS_BATCH,
        })
        counts.analyticsEvents += deleted
        if (deleted < ANALYTICS_BATCH) break
      }
    }

    await deleteOldSentMarkers(payload, req, {
      prefix: SENT_MARKER_PREFIX,
      cutoff: new Date(now.getTime() - SENT_MARKER_DAYS * 24 * 3600 * 1000),
    })

    const at = now.toISOString()
    await payload.create({
      collection: slugs.auditLog,
      data: {
        action: 'delete',
        collection: RETENTION_SECTION,
        document_id: day,
        summary: retentionCopy.summary(counts),
        changed_fields: (Object.keys(counts) as RetentionKind[])
          .filter((kind) => counts[kind] > 0)
          .map((kind) => RETENTION_KINDS[kind].many),
        at,
      },
      overrideAccess: true,
      req,
    })
    return { ran: true, day, counts }
  })
}
