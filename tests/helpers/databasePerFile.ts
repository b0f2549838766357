// Runs before each test file: a private database cloned from the migrated template, private upload
// folders, and the outbox e-mail transport; all of it is set before the file imports the config.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject } from 'vitest'

const TEMPLATE_DATABASE = 'fellowship_test_template'
const serverUri = inject('serverUri')
const database = `fellowship_test_${randomBytes(5).toString('hex')}`
const url = new URL(serverUri)
url.pathname = `/${database}`

const admin = new pg.Client({ connectionString: serverUri })
await admin.connect()
await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`)
await admin.end()

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-uploads-'))
process.env.DATABASE_URI = url.toString()
process.env.PAYLOAD_SECRET = 'integration-test-secret'
process.env.UPLOADS_DIR = uploads
delete process.env.SMTP_HOST
delete process.env.S3_BUCKET
// Tests run queued jobs themselves (payload.jobs.run()), so nothing runs behind their back.
process.env.JOBS_AUTORUN = 'false'

afterAll(async () => {
  // The database itself is dropped by the global teardown, once no pool can still be using it.
  const { closePayload } = await import('./payload')
  await closePayload()
  fs.rmSync(uploads, { recursive: true, force: true })
})
