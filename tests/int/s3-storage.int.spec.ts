// Uploads through @payloadcms/storage-s3 to a local S3 (s3rver), on the schema of the committed
// migrations, which were generated without S3.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { slugs } from '@collections/slugs'

import { pdfFile, pngFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { uncommittedSchemaChanges } from '../helpers/schemaDrift'
import { createUser } from '../helpers/users'

const BUCKET = 'fellowship-test'
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-s3-'))
let server: S3rver
let payload: Payload

beforeAll(async () => {
  const port = await findFreePort()
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] })
  await server.run()
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  payload = await getTestPayload()
})

afterAll(async () => {
  await server?.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

const storedObjects = (): string[] => {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      // s3rver keeps each object's body in "<key>._S3rver_object".
      else if (entry.name.endsWith('._S3rver_object')) found.push(path.relative(path.join(s3Dir, BUCKET), full).replace(/\._S3rver_object$/, ''))
    }
  }
  walk(path.join(s3Dir, BUCKET))
  return found
}

describe('S3 storage', () => {
  it('needs no migration of its own: the schema with S3 on equals the committed one', async () => {
    expect(await uncommittedSchemaChanges(payload)).toEqual([])
  })

  it('stores uploads in the bucket under each collection prefix, not on local disk', async () => {
    const image = await payload.create({ collection: slugs.media, data: { alt: 'Bus at dawn' }, file: await pngFile('bus-at-dawn.png'), overrideAccess: true })
    // Stored as POST /api/forms/volunteer stores it: visitors cannot create resumes directly.
    const resume = await payload.create({ collection: slugs.volunteerResumes, data: {}, file: pdfFile('cv.pdf'), overrideAccess: true })
    const objects = storedObjects()
    expect(objects).toContain(`media/${image.filename}`)
    expect(objects).toContain(`volunteer-resumes/${resume.filename}`)
    expect(fs.existsSync(path.join(process.env.UPLOADS_DIR!, slugs.media, image.filename!))).toBe(false)
    // Files stay behind Payload's access-checked route rather than a public bucket URL.
    expect(resume.url).toMatch(new RegExp(`^/api/volunteer-resumes/file/${resume.filename}(\\?|$)`))
  })

  it('keeps a private upload private: a visitor cannot read it, an admin can', async () => {
    const resume = await payload.create({ collection: slugs.volunteerResumes, data: {}, file: pdfFile('another-cv.pdf'), overrideAccess: true })
    await expect(payload.findByID({ collection: slugs.volunteerResumes, id: resume.id, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    const admin = await createUser(payload, { role: 'super_admin' })
    const seen = await payload.findByID({ collection: slugs.volunteerResumes, id: resume.id, user: admin, overrideAccess: false })
    expect(seen.filename).toBe(resume.filename)
  })
})
