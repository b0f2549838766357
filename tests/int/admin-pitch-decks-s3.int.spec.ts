// Pitch decks with S3 storage (a local s3rver): the requester's link streams the deck from the
// bucket, and a replaced deck leaves the bucket too.
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'
import { approvePitchDeck, attachPitchDeck } from '@/lib/pitchDecks/review'

import { callApi } from '../helpers/api'
import { pptxFile } from '../helpers/decks'
import { stubEnvs } from '../helpers/env'
import { pdfFile, type TestFile } from '../helpers/files'
import { getTestPayload } from '../helpers/payload'
import { startLocalS3, type LocalS3 } from '../helpers/s3'
import { createUser } from '../helpers/users'

let s3: LocalS3
let payload: Payload

beforeAll(async () => {
  s3 = await startLocalS3('fellowship-decks')
  stubEnvs(s3.env)
  payload = await getTestPayload()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await s3?.close()
})

const inBucket = (key: string) => s3.has(key)
const asFile = (file: TestFile) =>
  new File([new Uint8Array(file.data)], file.name, { type: file.mimetype })

it('streams the deck from the bucket through the requester link, and removes a replaced deck from it', async () => {
  const admin = await createUser(payload, { role: 'super_admin' })
  const request = await payload.create({
    collection: slugs.impactReportRequests,
    data: {
      report_type: 'pitch_deck',
      requester_name: 'Ada',
      requester_email: 'ada.s3@example.org',
      status: 'pending',
    },
    overrideAccess: true,
  })
  const first = await attachPitchDeck(
    payload,
    { ...admin, collection: 'users' },
    request.id,
    asFile(pptxFile('first.pptx')),
  )
  expect(first.ok).toBe(true)
  const firstName = `request-${request.id}-first.pptx`
  expect(inBucket(`pitch-decks/${firstName}`)).toBe(true)

  const pdf = pdfFile('final.pdf')
  expect(
    (
      await approvePitchDeck(payload, { ...admin, collection: 'users' }, request.id, {
        file: asFile(pdf),
        origin: 'https://fellowshiprides.ng',
      })
    ).ok,
  ).toBe(true)
  expect(inBucket(`pitch-decks/${firstName}`)).toBe(false)
  expect(inBucket(`pitch-decks/request-${request.id}-final.pdf`)).toBe(true)
  expect(
    fs.existsSync(
      path.join(process.env.UPLOADS_DIR!, slugs.pitchDecks, `request-${request.id}-final.pdf`),
    ),
  ).toBe(false)

  await payload.jobs.run({ limit: 50 })
  const [mail] = (
    await payload.find({
      collection: slugs.emailOutbox,
      where: { to: { equals: 'ada.s3@example.org' } },
      overrideAccess: true,
    })
  ).docs
  const link = new URL(
    /(https:\/\/fellowshiprides\.ng\/api\/pitch-deck\/download\?token=\S+)/.exec(
      mail.text ?? '',
    )![1],
  )
  const response = await callApi(`/pitch-deck/download${link.search}`, { method: 'GET' })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toContain('attachment;')
  expect(Buffer.from(await response.arrayBuffer()).equals(pdf.data)).toBe(true)
})
