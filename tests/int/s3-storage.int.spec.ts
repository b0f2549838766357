// Uploads through @payloadcms/storage-s3 to a local S3 (s3rver), on the schema of the committed
// migrations, which were generated without S3.
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { stubEnvs } from '../helpers/env'
import { pdfFile, pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { startLocalS3, type LocalS3 } from '../helpers/s3'
import { uncommittedSchemaChanges } from '../helpers/schemaDrift'
import { createUser } from '../helpers/users'

let s3: LocalS3
let payload: Payload

beforeAll(async () => {
  s3 = await startLocalS3('fellowship-test')
  stubEnvs(s3.env)
  payload = await getTestPayload()
})

afterAll(async () => {
  await s3?.close()
  vi.unstubAllEnvs()
})

const storedObjects = (): string[] => s3.keys()

describe('S3 storage', () => {
  it('needs no migration of its own: the schema with S3 on equals the committed one', async () => {
    expect(await uncommittedSchemaChanges(payload)).toEqual([])
  })

  it('stores uploads in the bucket under each collection prefix, not on local disk', async () => {
    const image = await payload.create({
      collection: slugs.media,
      data: { alt: 'Bus at dawn' },
      file: await pngFile('bus-at-dawn.png'),
      overrideAccess: true,
    })
    // Stored as POST /api/forms/volunteer stores it: visitors cannot create resumes directly.
    const resume = await payload.create({
      collection: slugs.volunteerResumes,
      data: {},
      file: pdfFile('cv.pdf'),
      overrideAccess: true,
    })
    const objects = storedObjects()
    expect(objects).toContain(`media/${image.filename}`)
    expect(objects).toContain(`volunteer-resumes/${resume.filename}`)
    expect(fs.existsSync(path.join(process.env.UPLOADS_DIR!, slugs.media, image.filename!))).toBe(
      false,
    )
    // Files stay behind Payload's access-checked route rather than a public bucket URL.
    expect(resume.url).toMatch(new RegExp(`^/api/volunteer-resumes/file/${resume.filename}(\\?|$)`))
  })

  it('keeps a private upload private: a visitor cannot read it, an admin can', async () => {
    const resume = await payload.create({
      collection: slugs.volunteerResumes,
      data: {},
      file: pdfFile('another-cv.pdf'),
      overrideAccess: true,
    })
    await expect(
      payload.findByID({
        collection: slugs.volunteerResumes,
        id: resume.id,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const admin = await createUser(payload, { role: 'super_admin' })
    const seen = await payload.findByID({
      collection: slugs.volunteerResumes,
      id: resume.id,
      user: admin,
      overrideAccess: false,
    })
    expect(seen.filename).toBe(resume.filename)
  })
})
