// A file our sniffing accepts but Payload's own upload check refuses is the visitor's field error,
// answered in the request with nothing stored; only a storage outage (S3 down here) keeps the
// application and queues the file. The queued job holds no file bytes, gives up cleanly, and no
// log line carries the file or the applicant's name or e-mail.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { queueUpload } from '@/lib/uploads/store'

import { postForm } from '../helpers/api'
import { stubEnvs } from '../helpers/env'
import { pdfFile, pngFile, type TestFile } from '../helpers/files'
import { captureLogs } from '../helpers/logs'
import { getTestPayload } from '../helpers/payload'
import { REFUSED_UPLOADS } from '../helpers/refusedUploads'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

let s3: LocalS3
let payload: Payload

beforeAll(async () => {
  s3 = await startLocalS3('fellowship-upload-check')
  stubEnvs(s3.env)
  payload = await getTestPayload()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
})

/** Runs `during` with S3 stopped; S3 is running again afterwards, whatever happened. */
const withS3Down = async (during: (restart: () => Promise<void>) => Promise<void>) => {
  let running = false
  const restart = async () => {
    await s3.start()
    running = true
  }
  await s3.stop()
  try {
    await during(restart)
  } finally {
    if (!running) await s3.start()
  }
}

const unique = () => randomBytes(4).toString('hex')
const attachJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
      sort: 'createdAt',
      limit: 100,
    })
  ).docs
const count = async (collection: (typeof slugs)[keyof typeof slugs]) =>
  (await payload.count({ collection: collection as never, overrideAccess: true })).totalDocs
const spooled = async () =>
  (await payload.kv.keys()).filter((key) => key.startsWith('attach-upload:'))
/** Makes every queued job due now: its backoff has "passed". */
const makeDue = async () => {
  for (const job of await attachJobs())
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
}

/** A PDF with a unique marker in a comment line, so its bytes can be looked for anywhere. */
const markedPdf = (marker: string): TestFile => {
  const base = pdfFile()
  const data = Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${marker}\n`, 'latin1'),
    base.data.subarray('%PDF-1.4\n'.length),
  ])
  return { ...base, data, size: data.length }
}

/** The ways a file's content could reach a log or a job row: raw, base64, or a Buffer as JSON. */
const traces = (file: TestFile, marker: string) => {
  const base64 = file.data.toString('base64')
  return [
    marker,
    Buffer.from(marker).toString('base64').slice(0, 16),
    base64.slice(24, 72),
    JSON.stringify([...file.data.subarray(0, 12)]).slice(1, -1),
  ]
}
const expectFree = (text: string, forbidden: string[]) => {
  for (const needle of forbidden) expect(text, `must not contain ${needle}`).not.toContain(needle)
}

describe('a file Payload would refuse', () => {
  it.each(REFUSED_UPLOADS)(
    '$label: 400 with the field error, nothing stored, nothing queued',
    async ({ form, field, file, message }) => {
      const sent = await file()
      const before = {
        applications: await count(form.collection),
        uploads: await count(form.uploads),
      }
      const response = await postForm(form.path, {
        ...form.fields(unique()),
        [field]: [sent.data, sent.name, sent.mimetype],
      })
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { error: message, code: 'upload_rejected', fieldErrors: { [field]: message } },
      })
      expect({
        applications: await count(form.collection),
        uploads: await count(form.uploads),
      }).toEqual(before)
      expect(await attachJobs()).toEqual([])
      expect(await spooled()).toEqual([])
      expect(s3.keys()).toEqual([])
    },
  )
})

describe('storage down', () => {
  it('answers 201 and queues the file; neither the job nor any log line holds the file or the applicant', async () => {
    const marker = `cv-of-ngozi-${unique()}`
    const resume = markedPdf(marker)
    const email = `ngozi.${unique()}@example.org`
    const name = `Ngozi Okafor-${unique()}`
    const forbidden = [...traces(resume, marker), email, name]
    const logs = captureLogs(payload)
    try {
      await withS3Down(async (restart) => {
        const response = await postForm('/forms/volunteer', {
          applicant_name: name,
          email,
          preferred_areas: 'Finance',
          resume: [resume.data, 'cv.pdf', 'application/pdf'],
        })
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 201,
          body: { ok: true },
        })

        const [application] = (
          await payload.find({
            collection: slugs.volunteerApplications,
            where: { email: { equals: email } },
            overrideAccess: true,
          })
        ).docs
        expect(application).toMatchObject({
          applicant_name: name,
          status: 'pending',
          resume_url: '',
        })
        expect(application.resume).toBeFalsy()
        expect(await count(slugs.volunteerResumes)).toBe(0)

        const [queued, ...others] = await attachJobs()
        expect(others).toEqual([])
        expect(queued.input).toMatchObject({
          collection: slugs.volunteerApplications,
          id: String(application.id),
          field: 'resume',
          mimetype: 'application/pdf',
          name: expect.stringMatching(/^\d{13}\.pdf$/),
        })

        // A retry while storage is still down fails, stays queued, and is due again later.
        await payload.jobs.run({ limit: 50 })
        const [failed] = await attachJobs()
        expect({
          tried: failed.totalTried,
          gaveUp: Boolean(failed.hasError),
          due: new Date(failed.waitUntil as string).getTime() > Date.now(),
        }).toEqual({ tried: 1, gaveUp: false, due: true })

        // The job row (its input and its log of tries) and every log line so far.
        expectFree(JSON.stringify(failed), forbidden)
        expect(logs.lines().length).toBeGreaterThan(0)
        expectFree(logs.text(), forbidden)

        await restart()
        await makeDue()
        await payload.jobs.run({ limit: 50 })
        expect(await attachJobs()).toEqual([])
        expect(await spooled()).toEqual([])
        const linked = await payload.findByID({
          collection: slugs.volunteerApplications,
          id: application.id,
          overrideAccess: true,
          depth: 1,
        })
        const stored = linked.resume as { filename: string; url: string }
        expect(stored.filename).toBe((queued.input as { name: string }).name)
        expect(linked.resume_url).toBe(stored.url)
        expect(s3.has(`volunteer-resumes/${stored.filename}`)).toBe(true)
      })
      expectFree(logs.text(), forbidden)
    } finally {
      logs.stop()
    }
  })

  it('gives up once its retries are spent: the job fails for good, the kept file is deleted, and the log names only ids', async () => {
    const logo = await pngFile()
    const email = `emeka.${unique()}@example.org`
    const forbidden = [email, 'Emeka Nwosu', logo.data.toString('base64').slice(24, 72)]
    const logs = captureLogs(payload)
    try {
      await withS3Down(async () => {
        const response = await postForm('/forms/sponsorship', {
          sponsor_type: 'individual',
          contact_person: 'Emeka Nwosu',
          email,
          phone: '+234 805 000 0000',
          currency: 'USD',
          sponsor_amount: '5,000',
          preferred_contact: 'email',
          profile_picture: [logo.data, 'logo.png', 'image/png'],
        })
        expect(response.status).toBe(201)
        const [sponsor] = (
          await payload.find({
            collection: slugs.sponsorshipApplications,
            where: { email: { equals: email } },
            overrideAccess: true,
          })
        ).docs
        expect(await spooled()).toHaveLength(1)

        // Every try fails; the job is made due and run again until Payload stops retrying it.
        for (let run = 0; run < 20 && !(await attachJobs())[0].hasError; run++) {
          await makeDue()
          await payload.jobs.run({ limit: 50 })
        }
        const [job] = await attachJobs()
        expect({ gaveUp: job.hasError, tried: job.totalTried }).toEqual({ gaveUp: true, tried: 9 })
        expect(await spooled()).toEqual([])
        expect(logs.text()).toContain(`${slugs.sponsorshipApplications} ${sponsor.id}`)
        expectFree(JSON.stringify(job), forbidden)
      })
      expectFree(logs.text(), forbidden)
    } finally {
      logs.stop()
      await payload.delete({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'attach-upload' } },
        overrideAccess: true,
      })
    }
  })
})

describe('a queued file that Payload refuses', () => {
  it('is given up on its first try without a retry, its kept bytes deleted, nothing of it logged', async () => {
    const marker = `not-a-pdf-${unique()}`
    const application = await payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Ada Obi',
        email: `ada.${unique()}@example.org`,
        preferred_areas: 'Finance',
        status: 'pending',
        applied_date: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const broken = Buffer.from(`%PDF-1.7\n${marker}\n`.repeat(64), 'latin1')
    await queueUpload(
      payload,
      {
        uploadCollection: slugs.volunteerResumes,
        collection: slugs.volunteerApplications,
        id: application.id,
        field: 'resume',
        urlField: 'resume_url',
      },
      { data: broken, mimetype: 'application/pdf', name: `${Date.now()}.pdf`, size: broken.length },
    )
    expect(await spooled()).toHaveLength(1)
    const resumesBefore = await count(slugs.volunteerResumes)
    const logs = captureLogs(payload)
    try {
      await payload.jobs.run({ limit: 50 })
      const [job] = await attachJobs()
      expect({
        gaveUp: job.hasError,
        cancelled: (job.error as { cancelled?: boolean })?.cancelled,
        tried: job.totalTried ?? 0,
      }).toEqual({ gaveUp: true, cancelled: true, tried: 0 })
      expect(await spooled()).toEqual([])
      // Not run again, even once it would be due.
      await makeDue()
      await payload.jobs.run({ limit: 50 })
      expect((await attachJobs())[0].totalTried ?? 0).toBe(0)
      expect(await count(slugs.volunteerResumes)).toBe(resumesBefore)
      expect(
        (
          await payload.findByID({
            collection: slugs.volunteerApplications,
            id: application.id,
            overrideAccess: true,
          })
        ).resume,
      ).toBeFalsy()
      expectFree(logs.text() + JSON.stringify(job), [
        marker,
        broken.toString('base64').slice(24, 72),
      ])
    } finally {
      logs.stop()
    }
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
    })
  })

  it('queued before the bytes left the input (they are in it): tried once, then cancelled without logging them', async () => {
    const marker = `old-job-${unique()}`
    const application = await payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Ada Obi',
        email: `ada.${unique()}@example.org`,
        preferred_areas: 'Finance',
        status: 'pending',
        applied_date: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const broken = Buffer.from(`%PDF-1.7\n${marker}\n`.repeat(64), 'latin1')
    const base64 = broken.toString('base64')
    const legacyInput = {
      uploadCollection: slugs.volunteerResumes,
      collection: slugs.volunteerApplications,
      id: String(application.id),
      field: 'resume',
      urlField: 'resume_url',
      name: `${Date.now()}.pdf`,
      mimetype: 'application/pdf',
      data: base64,
    }
    await payload.jobs.queue({ task: 'attach-upload', input: legacyInput as never })
    const logs = captureLogs(payload)
    try {
      await payload.jobs.run({ limit: 50 })
      const [job] = await attachJobs()
      expect({
        gaveUp: job.hasError,
        cancelled: (job.error as { cancelled?: boolean })?.cancelled,
      }).toEqual({ gaveUp: true, cancelled: true })
      expectFree(logs.text(), [marker, base64.slice(24, 72)])
    } finally {
      logs.stop()
    }
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
    })
  })
  it('queued before the bytes left the input, meeting storage down: its file moves to a job that keeps it outside the input', async () => {
    const marker = `old-job-outage-${unique()}`
    const resume = markedPdf(marker)
    const application = await payload.create({
      collection: slugs.volunteerApplications,
      data: {
        applicant_name: 'Ada Obi',
        email: `ada.${unique()}@example.org`,
        preferred_areas: 'Finance',
        status: 'pending',
        applied_date: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const base64 = resume.data.toString('base64')
    const legacyInput = {
      uploadCollection: slugs.volunteerResumes,
      collection: slugs.volunteerApplications,
      id: String(application.id),
      field: 'resume',
      urlField: 'resume_url',
      name: `${Date.now()}.pdf`,
      mimetype: 'application/pdf',
      data: base64,
    }
    const legacy = await payload.jobs.queue({ task: 'attach-upload', input: legacyInput as never })
    const logs = captureLogs(payload)
    try {
      await withS3Down(async (restart) => {
        await payload.jobs.run({ limit: 50 })
        const jobs = await attachJobs()
        expect(
          jobs.map((job) => ({
            legacy: job.id === legacy.id,
            cancelled: Boolean((job.error as { cancelled?: boolean })?.cancelled),
          })),
        ).toEqual([
          { legacy: true, cancelled: true },
          { legacy: false, cancelled: false },
        ])
        expect(jobs[1].input).toMatchObject({
          id: String(application.id),
          name: legacyInput.name,
          spool: expect.stringMatching(/^attach-upload:/),
        })
        expectFree(JSON.stringify(jobs[1]), traces(resume, marker))
        await restart()
        await payload.jobs.run({ limit: 50 })
      })
      const linked = await payload.findByID({
        collection: slugs.volunteerApplications,
        id: application.id,
        overrideAccess: true,
        depth: 1,
      })
      expect((linked.resume as { filename: string }).filename).toBe(legacyInput.name)
      expect(await spooled()).toEqual([])
      expectFree(logs.text(), traces(resume, marker))
    } finally {
      logs.stop()
    }
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'attach-upload' } },
      overrideAccess: true,
    })
  })
})
