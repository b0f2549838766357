// Pitch decks with S3 storage (a local s3rver): the requester's link streams the deck from the
// bucket, and a replaced deck leaves the bucket too.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { findFreePort } from '@/lib/db/embedded.mjs'
import { slugs } from '@collections/slugs'
import { approvePitchDeck, attachPitchDeck } from '@/lib/admin/pitchDecksReview'

import { callApi } from '../helpers/api'
import { pptxFile } from '../helpers/decks'
import { pdfFile, type TestFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { createUser } from '../helpers/users'

const BUCKET = 'fellowship-decks'
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-s3-decks-'))
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
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']) delete process.env[name]
  await server?.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

const inBucket = (key: string) => fs.existsSync(path.join(s3Dir, BUCKET, `${key}._S3rver_object`))
const asFile = (file: TestFile) => new File([new Uint8Array(file.data)], file.name, { type: file.mimetype })

it('streams the deck from the bucket through the requester link, and removes a replaced deck from it', async () => {
  const admin = await createUser(payload, { role: 'super_admin' })
  const request = await payload.create({
    collection: slugs.impactReportRequests,
    data: { report_type: 'pitch_deck', requester_name: 'Ada', requester_email: 'ada.s3@example.org', status: 'pending' },
    overrideAccess: true,
  })
  const first = await attachPitchDeck(payload, { ...admin, collection: 'users' }, request.id, asFile(pptxFile('first.pptx')))
  expect(first.ok).toBe(true)
  const firstName = `request-${request.id}-first.pptx`
  expect(inBucket(`pitch-decks/${firstName}`)).toBe(true)

  const pdf = pdfFile('final.pdf')
  expect((await approvePitchDeck(payload, { ...admin, collection: 'users' }, request.id, { file: asFile(pdf), origin: 'https://fellowshiprides.ng' })).ok).toBe(true)
  expect(inBucket(`pitch-decks/${firstName}`)).toBe(false)
  expect(inBucket(`pitch-decks/request-${request.id}-final.pdf`)).toBe(true)
  expect(fs.existsSync(path.join(process.env.UPLOADS_DIR!, slugs.pitchDecks, `request-${request.id}-final.pdf`))).toBe(false)

  await payload.jobs.run({ limit: 50 })
  const [mail] = (await payload.find({ collection: slugs.emailOutbox, where: { to: { equals: 'ada.s3@example.org' } }, overrideAccess: true })).docs
  const link = new URL(/(https:\/\/fellowshiprides\.ng\/api\/pitch-deck\/download\?token=\S+)/.exec(mail.text ?? '')![1])
  const response = await callApi(`/pitch-deck/download${link.search}`, { method: 'GET' })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toContain('attachment;')
  expect(Buffer.from(await response.arrayBuffer()).equals(pdf.data)).toBe(true)
})
