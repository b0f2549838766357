// The same files as public-forms-upload-check (there on S3), with uploads on the local disk, the
// default: Payload's refusal is the visitor's field error and nothing is stored or queued; a disk
// that cannot take a file keeps the application and queues the file.
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { slugs } from '@collections/slugs'

import { postForm } from '../helpers/api'
import { pdfFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { REFUSED_UPLOADS } from '../helpers/refusedUploads'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const filesIn = (slug: string) => {
  const dir = path.join(process.env.UPLOADS_DIR!, slug)
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

it.each(REFUSED_UPLOADS)(
  '$label: 400 with the field error, no row, no file on disk, no job',
  async ({ form, field, file, message }) => {
    const sent = await file()
    const before = (await payload.count({ collection: form.collection, overrideAccess: true }))
      .totalDocs
    const response = await postForm(form.path, {
      ...form.fields(randomBytes(4).toString('hex')),
      [field]: [sent.data, sent.name, sent.mimetype],
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { error: message, code: 'upload_rejected', fieldErrors: { [field]: message } },
    })
    expect(
      (await payload.count({ collection: form.collection, overrideAccess: true })).totalDocs,
    ).toBe(before)
    expect(
      (await payload.count({ collection: form.uploads, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect(filesIn(form.uploads)).toEqual([])
    expect(
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    ).toBe(0)
  },
)

it('a disk that cannot take the resume: 201, the application kept, the file queued without its bytes, stored once the disk is back', async () => {
  // A plain file where the resumes' folder belongs: Payload cannot create the folder (EEXIST).
  const folder = path.join(process.env.UPLOADS_DIR!, slugs.volunteerResumes)
  fs.rmSync(folder, { recursive: true, force: true })
  fs.writeFileSync(folder, 'not a folder')
  const resume = pdfFile()
  const email = `ngozi.${randomBytes(4).toString('hex')}@example.org`
  try {
    const response = await postForm('/forms/volunteer', {
      applicant_name: 'Ngozi Eze',
      email,
      preferred_areas: 'Finance',
      resume: [resume.data, 'cv.pdf', 'application/pdf'],
    })
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 201,
      body: { ok: true },
    })
  } finally {
    fs.rmSync(folder, { force: true })
  }
  const [application] = (
    await payload.find({
      collection: slugs.volunteerApplications,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs
  expect(application.resume).toBeFalsy()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'attach-upload' } },
    overrideAccess: true,
  })
  expect(jobs).toHaveLength(1)
  expect(JSON.stringify(jobs[0].input)).not.toContain(resume.data.toString('base64').slice(24, 72))

  await payload.jobs.run({ limit: 10 })
  const linked = await payload.findByID({
    collection: slugs.volunteerApplications,
    id: application.id,
    overrideAccess: true,
    depth: 1,
  })
  const stored = linked.resume as { filename: string }
  expect(fs.readFileSync(path.join(folder, stored.filename)).equals(resume.data)).toBe(true)
  expect(
    (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
  ).toBe(0)
})
