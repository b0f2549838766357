// Uploads go to S3 (a local s3rver) that is down when the visitor submits: the application is kept,
// its file waits in an attach-upload job, and once storage is back the job stores and links it.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { callApi, postForm } from '../helpers/api'
import { stubEnvs } from '../helpers/env'
import { pdfFile, pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

let s3: LocalS3
let payload: Payload

beforeAll(async () => {
  s3 = await startLocalS3('fellowship-test')
  stubEnvs(s3.env)
  payload = await getTestPayload()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
})

const objectExists = (key: string) => s3.has(key)
const attachJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

it('keeps the applications when storage is down, and links their files once a retry finds storage back', async () => {
  await s3.stop()
  const resume = pdfFile()
  const logo = await pngFile()
  const volunteer = await postForm('/forms/volunteer', {
    applicant_name: 'Ngozi Eze',
    email: 'ngozi.s3down@example.org',
    preferred_areas: 'Finance',
    resume: [resume.data, 'cv.pdf', 'application/pdf'],
  })
  expect(volunteer.status).toBe(201)
  const sponsorship = await postForm('/forms/sponsorship', {
    sponsor_type: 'individual',
    contact_person: 'Emeka Nwosu',
    email: 'emeka.s3down@example.org',
    phone: '+234 805 000 0000',
    currency: 'USD',
    sponsor_amount: '5,000',
    preferred_contact: 'email',
    profile_picture: [logo.data, 'logo.png', 'image/png'],
  })
  expect(sponsorship.status).toBe(201)

  // Both applications are stored, without files yet; no upload row was left behind.
  const application = (
    await payload.find({
      collection: slugs.volunteerApplications,
      where: { email: { equals: 'ngozi.s3down@example.org' } },
      overrideAccess: true,
    })
  ).docs[0]
  const sponsor = (
    await payload.find({
      collection: slugs.sponsorshipApplications,
      where: { email: { equals: 'emeka.s3down@example.org' } },
      overrideAccess: true,
    })
  ).docs[0]
  expect(application).toMatchObject({ status: 'pending', resume_url: '' })
  expect(application.resume).toBeFalsy()
  expect(sponsor).toMatchObject({ status: 'pending', sponsor_amount: 5000, currency: 'USD' })
  expect(sponsor.profile_picture).toBeFalsy()
  expect(
    (await payload.count({ collection: slugs.volunteerResumes, overrideAccess: true })).totalDocs,
  ).toBe(0)
  expect(
    (await payload.count({ collection: slugs.sponsorLogos, overrideAccess: true })).totalDocs,
  ).toBe(0)

  const queued = await attachJobs()
  expect(queued.map((job) => job.input)).toEqual([
    expect.objectContaining({
      collection: slugs.volunteerApplications,
      id: String(application.id),
      field: 'resume',
      mimetype: 'application/pdf',
      name: expect.stringMatching(/^\d{13}\.pdf$/),
    }),
    expect.objectContaining({
      collection: slugs.sponsorshipApplications,
      id: String(sponsor.id),
      field: 'profile_picture',
      mimetype: 'image/png',
      name: expect.stringMatching(/^individual-\d{13}-[0-9a-f]{8}\.png$/),
    }),
  ])

  // The health check names the outage and what waits for it (its probe, a HEAD of the bucket, is new).
  const health = await callApi('/health')
  expect({ status: health.status, body: await health.json() }).toEqual({
    status: 503,
    body: {
      status: 'unavailable',
      failing: ['storage'],
      storage: expect.stringMatching(
        /^The S3 bucket failed its check \(.+\): files sent with forms wait to be attached\.$/,
      ),
      filesWaiting: 2,
    },
  })

  // A retry while storage is still down fails and stays queued.
  await payload.jobs.run({ limit: 50 })
  const afterFailure = await attachJobs()
  expect(
    afterFailure.map((job) => ({
      tried: job.totalTried,
      done: Boolean(job.completedAt),
      gaveUp: Boolean(job.hasError),
    })),
  ).toEqual([
    { tried: 1, done: false, gaveUp: false },
    { tried: 1, done: false, gaveUp: false },
  ])

  await s3.start()
  // The backoff (30 s, then doubling) has "passed": make the jobs due now rather than wait for it.
  for (const job of afterFailure)
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  // Both jobs run in one go, side by side, as the minute cron runs them.
  await payload.jobs.run({ limit: 50 })
  expect(await attachJobs()).toEqual([])

  const linked = await payload.findByID({
    collection: slugs.volunteerApplications,
    id: application.id,
    overrideAccess: true,
    depth: 1,
  })
  const storedResume = linked.resume as { filename: string; url: string }
  expect(storedResume.filename).toBe((queued[0].input as { name: string }).name)
  // With S3 the file route carries the object's prefix.
  expect(linked.resume_url).toBe(storedResume.url)
  expect(linked.resume_url).toMatch(
    new RegExp(`^/api/volunteer-resumes/file/${storedResume.filename}(\\?|$)`),
  )
  expect(objectExists(`volunteer-resumes/${storedResume.filename}`)).toBe(true)

  const linkedSponsor = await payload.findByID({
    collection: slugs.sponsorshipApplications,
    id: sponsor.id,
    overrideAccess: true,
    depth: 1,
  })
  const storedLogo = linkedSponsor.profile_picture as { filename: string; url: string }
  expect(storedLogo.filename).toBe((queued[1].input as { name: string }).name)
  expect(linkedSponsor.profile_picture_url).toBe(storedLogo.url)
  expect(linkedSponsor.profile_picture_url).toMatch(
    new RegExp(`^/api/sponsor-logos/file/${storedLogo.filename}(\\?|$)`),
  )
  expect(objectExists(`sponsor-logos/${storedLogo.filename}`)).toBe(true)

  // Probed again 30 s after the last time: storage is back.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 31_000)
  try {
    const back = await callApi('/health')
    expect({ status: back.status, body: await back.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    })
  } finally {
    vi.useRealTimers()
  }
})
