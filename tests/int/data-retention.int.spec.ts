// The data-retention job (issue #32): each kind past its period in the site settings goes, with
// its upload files, and nothing else: a coming or recent run's bookings, a recent decision, a paper
// a driver uses, a recent application, donations and analytics days not rolled up all stay. One
// audit entry says how many of each kind went, and a second run the same day does nothing.
// Two instances running it at once: retention-instances.int.spec.ts.
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { globalSlugs, slugs } from '@collections/slugs'
import { RETENTION_SECTION } from '@/copy/retention'
import { rollUpAnalytics } from '@/lib/analytics/rollup'
import { SENT_MARKER_PREFIX } from '@/lib/mail/sendOnce'
import { purgeExpiredData } from '@/lib/retention/purge'
import { uploadDir } from '@/lib/storage/paths'

import { dayFromNow, seedActiveChurch, seedBusRun, seedDriver } from '../helpers/churches'
import { pdfFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const DAY = 24 * 3600 * 1000

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

/** Sets a row's own timestamp column back: the Local API always writes now. */
const backdate = (table: string, column: string, id: number, days: number) =>
  payload.db.drizzle.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = now() - make_interval(days => ${days}::int) where id = ${id}`,
  )

const exists = async (collection: CollectionSlug, id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1

const fileOf = async (collection: CollectionSlug, id: number) => {
  const doc = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as {
    filename?: string | null
  }
  return path.join(uploadDir(collection), doc.filename!)
}

const retentionEntries = () =>
  payload.find({
    collection: slugs.auditLog,
    where: { collection: { equals: RETENTION_SECTION } },
    sort: 'at',
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

it('removes what is past its period, files too, and nothing else; says so once in the audit trail', async () => {
  const now = new Date()
  const { church, service } = await seedActiveChurch(payload, `Retention Church ${unique()}`)
  const runs = {
    old: await seedBusRun(payload, { church, service }, { date: dayFromNow(-200) }),
    recent: await seedBusRun(payload, { church, service }, { date: dayFromNow(-30) }),
    coming: await seedBusRun(payload, { church, service }),
  }
  const book = async (run: number, name: string) =>
    (
      await payload.create({
        collection: slugs.rideBookings,
        data: {
          code: `FR-${unique()}`,
          bus_run: run,
          church,
          passenger_name: name,
          phone: '+234 803 000 0000',
          email: 'passenger@example.org',
          people: 1,
          stop: 'Allen Junction',
          status: 'confirmed',
          booked_at: new Date().toISOString(),
        },
        overrideAccess: true,
      })
    ).id
  const bookings = {
    old: await book(runs.old, 'Old Passenger'),
    recent: await book(runs.recent, 'Recent Passenger'),
    coming: await book(runs.coming, 'Coming Passenger'),
  }

  const drivers = {
    rejectedLongAgo: await seedDriver(payload, church, {
      status: 'rejected',
      reviewed_at: dayFromNow(-100),
    }),
    rejectedLately: await seedDriver(payload, church, {
      status: 'rejected',
      reviewed_at: dayFromNow(-30),
    }),
    verified: await seedDriver(payload, church, { status: 'verified' }),
  }
  const rejectedPaper = drivers.rejectedLongAgo.insurance_document as number
  const rejectedPaperFile = await fileOf(slugs.driverDocuments, rejectedPaper)
  const paper = async () =>
    (
      await payload.create({
        collection: slugs.driverDocuments,
        data: {},
        file: pdfFile('insurance.pdf'),
        overrideAccess: true,
      })
    ).id
  const papers = { replaced: await paper(), lately: await paper() }
  const papersInUse = drivers.verified.insurance_document as number
  await backdate('driver_documents', 'updated_at', papers.replaced, 100)
  await backdate('driver_documents', 'updated_at', papersInUse, 100)
  const replacedFile = await fileOf(slugs.driverDocuments, papers.replaced)

  const resume = async () =>
    (
      await payload.create({
        collection: slugs.volunteerResumes,
        data: {},
        file: pdfFile('resume.pdf'),
        overrideAccess: true,
      })
    ).id
  const resumes = { old: await resume(), recent: await resume() }
  await backdate('volunteer_resumes', 'created_at', resumes.old, 400)
  const oldResumeFile = await fileOf(slugs.volunteerResumes, resumes.old)
  const apply = async (resumeId: number, appliedDaysAgo: number) =>
    (
      await payload.create({
        collection: slugs.volunteerApplications,
        data: {
          applicant_name: 'Chidi Okafor',
          email: 'chidi@example.org',
          preferred_areas: 'Customer support',
          resume: resumeId,
          applied_date: dayFromNow(-appliedDaysAgo),
          status: 'pending',
        },
        overrideAccess: true,
      })
    ).id
  const applications = {
    old: await apply(resumes.old, 400),
    recent: await apply(resumes.recent, 30),
  }

  const request = async (daysAgo: number) => {
    const { id } = await payload.create({
      collection: slugs.impactReportRequests,
      data: {
        report_type: 'pitch_deck',
        requester_email: 'funder@example.org',
        status: 'pending',
      },
      overrideAccess: true,
    })
    await backdate('impact_report_requests', 'created_at', id, daysAgo)
    return id
  }
  const requests = { old: await request(400), recent: await request(30) }

  const mail = async (daysAgo: number) => {
    const { id } = await payload.create({
      collection: slugs.emailOutbox,
      data: { to: 'donor@example.org', subject: 'Your receipt' },
      overrideAccess: true,
    })
    await backdate('email_outbox', 'created_at', id, daysAgo)
    return id
  }
  const outbox = { old: await mail(100), recent: await mail(30) }

  const text = async (daysAgo: number) => {
    const { id } = await payload.create({
      collection: slugs.messages,
      data: {
        direction: 'out',
        channel: 'sms',
        to: '+2348030000000',
        text: 'Your seat is confirmed.',
        status: 'delivered',
        attempts: 1,
      },
      overrideAccess: true,
    })
    await backdate('messages', 'created_at', id, daysAgo)
    return id
  }
  // Kept 6 months by default.
  const texts = { old: await text(200), recent: await text(150) }

  const { id: donation } = await payload.create({
    collection: slugs.donations,
    data: {
      amount: 5000,
      currency: 'NGN',
      reference: `ref-${unique()}`,
      donor_name: 'Ada Obi',
      donor_email: 'ada@example.org',
      donor_type: 'individual',
      status: 'completed',
    },
    overrideAccess: true,
  })
  await backdate('donations', 'created_at', donation, 1200)

  // Raw events 40 and 10 days ago and today; the days before today are rolled up, then an event
  // of a day before the roll-up's first arrives (imported later): it is counted live, so it stays.
  const event = (daysAgo: number) =>
    payload.db.drizzle.execute(sql`
      insert into analytics_events (event_type, page_path, session_id, created_at, updated_at)
      values ('page_view', ${`/retention-${daysAgo}`}, ${`s-${unique()}`}, now() - make_interval(days => ${daysAgo}::int), now())`)
  await event(40)
  await event(10)
  await event(0)
  await rollUpAnalytics(payload, { now })
  await event(60)
  const analyticsPaths = async () =>
    (
      await payload.find({
        collection: slugs.analyticsEvents,
        where: { page_path: { like: '/retention-' } },
        sort: 'page_path',
        pagination: false,
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.page_path)

  // Outbox e-mails are kept for now: an emptied period keeps its kind.
  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { data_retention: { outbox_months: null } },
    overrideAccess: true,
  })
  expect(fs.existsSync(rejectedPaperFile) && fs.existsSync(oldResumeFile)).toBe(true)
  // Two "this e-mail left" markers (src/lib/mail/sendOnce.ts): one from 40 days ago, one from today.
  const marker = (name: string) => `${SENT_MARKER_PREFIX}retention-${name}-${unique()}`
  const markers = { old: marker('old'), recent: marker('recent') }
  await payload.kv.set(markers.old, { at: new Date(now.getTime() - 40 * DAY).toISOString() })
  await payload.kv.set(markers.recent, { at: now.toISOString() })

  const first = await purgeExpiredData(payload, { now })
  expect(first).toMatchObject({
    ran: true,
    counts: {
      bookings: 1,
      rejectedDrivers: 1,
      unusedPapers: 1,
      volunteerApplications: 1,
      resumes: 1,
      reportRequests: 1,
      outboxMessages: 0,
      textMessages: 1,
      analyticsEvents: 1,
    },
  })

  // The old marker is pruned; today's still stops a retried job from sending again.
  expect([await payload.kv.get(markers.old), await payload.kv.get(markers.recent)]).toEqual([
    null,
    { at: now.toISOString() },
  ])

  const kept = async (collection: CollectionSlug, ids: Record<string, number>) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(ids).map(async ([name, id]) => [name, await exists(collection, id)]),
      ),
    )
  expect({
    bookings: await kept(slugs.rideBookings, bookings),
    drivers: await kept(slugs.drivers, {
      rejectedLongAgo: drivers.rejectedLongAgo.id,
      rejectedLately: drivers.rejectedLately.id,
      verified: drivers.verified.id,
    }),
    papers: await kept(slugs.driverDocuments, {
      ...papers,
      rejectedDriversPaper: rejectedPaper,
      inUse: papersInUse,
    }),
    applications: await kept(slugs.volunteerApplications, applications),
    resumes: await kept(slugs.volunteerResumes, resumes),
    requests: await kept(slugs.impactReportRequests, requests),
    outbox: await kept(slugs.emailOutbox, outbox),
    texts: await kept(slugs.messages, texts),
    donation: await exists(slugs.donations, donation),
    runs: await kept(slugs.busRuns, runs),
    files: {
      rejectedDriversPaper: fs.existsSync(rejectedPaperFile),
      replacedPaper: fs.existsSync(replacedFile),
      oldResume: fs.existsSync(oldResumeFile),
    },
  }).toEqual({
    bookings: { old: false, recent: true, coming: true },
    drivers: { rejectedLongAgo: false, rejectedLately: true, verified: true },
    papers: { replaced: false, lately: true, rejectedDriversPaper: false, inUse: true },
    applications: { old: false, recent: true },
    resumes: { old: false, recent: true },
    requests: { old: false, recent: true },
    outbox: { old: true, recent: true },
    texts: { old: false, recent: true },
    donation: true,
    runs: { old: true, recent: true, coming: true },
    files: { rejectedDriversPaper: false, replacedPaper: false, oldResume: false },
  })
  expect(await analyticsPaths()).toEqual(['/retention-0', '/retention-10', '/retention-60'])

  // Later the same day: the day's run is done.
  expect(await purgeExpiredData(payload, { now: new Date(now.getTime() + 60_000) })).toMatchObject({
    ran: false,
    reason: 'done-today',
  })

  // The next day, with outbox e-mails kept 3 months again: the old one goes, and only it.
  await payload.updateGlobal({
    slug: globalSlugs.siteSettings,
    data: { data_retention: { outbox_months: 3 } },
    overrideAccess: true,
  })
  const next = await purgeExpiredData(payload, { now: new Date(now.getTime() + DAY) })
  expect(next).toMatchObject({ ran: true, counts: { outboxMessages: 1, bookings: 0 } })
  expect(await kept(slugs.emailOutbox, outbox)).toEqual({ old: false, recent: true })

  const { docs: entries } = await retentionEntries()
  expect(
    entries.map(({ action, summary, changed_fields, user, user_email }) => ({
      action,
      summary,
      changed_fields,
      user,
      user_email,
    })),
  ).toEqual([
    {
      action: 'delete',
      summary:
        'Data retention removed 1 ride booking, 1 rejected driver with their papers, 1 replaced driver’s paper, 1 volunteer application, 1 volunteer resume, 1 impact-report or pitch-deck request, 1 text message and 1 raw analytics event.',
      changed_fields: [
        'ride bookings',
        'rejected drivers with their papers',
        'replaced drivers’ papers',
        'volunteer applications',
        'volunteer resumes',
        'impact-report or pitch-deck requests',
        'text messages',
        'raw analytics events',
      ],
      user: null,
      user_email: null,
    },
    {
      action: 'delete',
      summary: 'Data retention removed 1 outbox e-mail.',
      changed_fields: ['outbox e-mails'],
      user: null,
      user_email: null,
    },
  ])
  // Counts only: no one's name or address.
  expect(JSON.stringify(entries)).not.toMatch(/Passenger|Chidi|Musa|@example\.org/)
})
