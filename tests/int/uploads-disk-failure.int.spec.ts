// The uploads folder cannot take files (a read-only volume, a full disk, wrong owner; issue #29,
// review M1): the applications are kept, their files wait in attach-upload jobs, /api/health says
// storage is failing, and once the folder takes files again the jobs attach each file once.
import fs from 'node:fs'
import path from 'node:path'

import { FileUploadError, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { callApi, postForm } from '../helpers/api'
import { pdfFile, pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const productionName = Object.getOwnPropertyDescriptor(FileUploadError, 'name')!

beforeAll(async () => {
  payload = await getTestPayload()
  // A production build names Payload's error classes with one letter (`class o extends …`), so a
  // failed disk write's FileUploadError is not called that there, as the M1 report met it.
  Object.defineProperty(FileUploadError, 'name', { ...productionName, value: 'o' })
})

afterAll(() => {
  Object.defineProperty(FileUploadError, 'name', productionName)
})

const folderOf = (slug: string) => path.join(process.env.UPLOADS_DIR!, slug)
const filesIn = (slug: string) => fs.readdirSync(folderOf(slug))

/**
 * The folder refuses new files as a read-only volume does. chmod 0555 stops every user but root,
 * and tests may run as root: then the folder becomes a link to sysfs, where nobody may create a
 * file, so the folder exists (Payload's mkdir passes) and the write itself fails, as with EROFS.
 */
const refuseWrites = (slug: string) => {
  const folder = folderOf(slug)
  fs.mkdirSync(folder, { recursive: true })
  if (process.getuid?.() !== 0) return fs.chmodSync(folder, 0o555)
  fs.rmSync(folder, { recursive: true })
  fs.symlinkSync('/sys/kernel', folder)
}

const takeWrites = (slug: string) => {
  const folder = folderOf(slug)
  if (fs.lstatSync(folder).isSymbolicLink()) {
    fs.unlinkSync(folder)
    fs.mkdirSync(folder)
  } else fs.chmodSync(folder, 0o755)
}

const health = async () => {
  const response = await callApi('/health')
  return { status: response.status, body: await response.json() }
}

/** The same instance asked again once its last storage probe is older than 30 s. */
const healthLater = async (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + seconds * 1000)
  try {
    return await health()
  } finally {
    vi.useRealTimers()
  }
}

const attachJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
      sort: 'createdAt',
    })
  ).docs

const applicationOf = async (
  collection: typeof slugs.volunteerApplications | typeof slugs.sponsorshipApplications,
  email: string,
) =>
  (
    await payload.find({
      collection,
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 1,
    })
  ).docs[0] as unknown as Record<string, unknown> & { id: number }

it('keeps a résumé and a logo the folder cannot take, says so in /api/health, and attaches each once the folder takes files again', async () => {
  expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
  refuseWrites(slugs.volunteerResumes)
  refuseWrites(slugs.sponsorLogos)
  const resume = pdfFile()
  const logo = await pngFile()
  try {
    const volunteer = await postForm('/forms/volunteer', {
      applicant_name: 'Ngozi Eze',
      email: 'ngozi.readonly@example.org',
      preferred_areas: 'Logistics',
      resume: [resume.data, 'cv.pdf', 'application/pdf'],
    })
    expect({ status: volunteer.status, body: await volunteer.json() }).toEqual({
      status: 201,
      body: { ok: true },
    })
    const sponsorship = await postForm('/forms/sponsorship', {
      sponsor_type: 'individual',
      contact_person: 'Emeka Nwosu',
      email: 'emeka.readonly@example.org',
      phone: '+234 805 000 0000',
      currency: 'USD',
      sponsor_amount: '5,000',
      preferred_contact: 'email',
      profile_picture: [logo.data, 'logo.png', 'image/png'],
    })
    expect({ status: sponsorship.status, body: await sponsorship.json() }).toEqual({
      status: 201,
      body: { ok: true },
    })

    const application = await applicationOf(
      slugs.volunteerApplications,
      'ngozi.readonly@example.org',
    )
    const sponsor = await applicationOf(slugs.sponsorshipApplications, 'emeka.readonly@example.org')
    expect(application).toMatchObject({ status: 'pending', resume_url: '' })
    expect(application.resume).toBeFalsy()
    expect(sponsor).toMatchObject({ status: 'pending' })
    expect(sponsor.profile_picture).toBeFalsy()
    const queued = await attachJobs()
    expect(queued.map((job) => job.input)).toEqual([
      expect.objectContaining({
        collection: slugs.volunteerApplications,
        id: String(application.id),
        field: 'resume',
        name: expect.stringMatching(/^\d{13}\.pdf$/),
      }),
      expect.objectContaining({
        collection: slugs.sponsorshipApplications,
        id: String(sponsor.id),
        field: 'profile_picture',
        name: expect.stringMatching(/^individual-\d{13}-[0-9a-f]{8}\.png$/),
      }),
    ])

    // The failed write made the health check probe again at once, though its last probe was ok.
    expect(await health()).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        failing: ['storage'],
        storage: expect.stringMatching(
          /^The uploads folder cannot be written \(E[A-Z]+\): files sent with forms wait to be attached\.$/,
        ),
        filesWaiting: 2,
      },
    })

    // A retry while the folder still refuses fails and stays queued.
    await payload.jobs.run({ limit: 50 })
    expect(
      (await attachJobs()).map((job) => ({
        tried: job.totalTried,
        done: Boolean(job.completedAt),
      })),
    ).toEqual([
      { tried: 1, done: false },
      { tried: 1, done: false },
    ])
  } finally {
    takeWrites(slugs.volunteerResumes)
    takeWrites(slugs.sponsorLogos)
  }

  // Probed at most every 30 s: the answer stands until then, and turns 200 after.
  expect((await health()).status).toBe(503)
  expect(await healthLater(31)).toEqual({ status: 200, body: { status: 'ok' } })

  // The backoff has "passed": make the jobs due now rather than wait for it.
  for (const job of await attachJobs())
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  await payload.jobs.run({ limit: 50 })
  await payload.jobs.run({ limit: 50 })
  expect(await attachJobs()).toEqual([])

  const application = await applicationOf(slugs.volunteerApplications, 'ngozi.readonly@example.org')
  const storedResume = application.resume as { filename: string; url: string }
  expect(application.resume_url).toBe(storedResume.url)
  expect(filesIn(slugs.volunteerResumes)).toEqual([storedResume.filename])
  expect(
    fs.readFileSync(path.join(folderOf(slugs.volunteerResumes), storedResume.filename)),
  ).toEqual(resume.data)
  const sponsor = await applicationOf(slugs.sponsorshipApplications, 'emeka.readonly@example.org')
  const storedLogo = sponsor.profile_picture as { filename: string; url: string }
  expect(sponsor.profile_picture_url).toBe(storedLogo.url)
  expect(filesIn(slugs.sponsorLogos)).toContain(storedLogo.filename)
  expect(
    (await payload.count({ collection: slugs.volunteerResumes, overrideAccess: true })).totalDocs,
  ).toBe(1)
  expect(
    (await payload.count({ collection: slugs.sponsorLogos, overrideAccess: true })).totalDocs,
  ).toBe(1)
  expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
})
