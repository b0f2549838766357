// One PostgreSQL for the whole run (embedded on a free port, or TEST_DATABASE_URI), with a template
// database migrated once; each test file then gets its own copy (see databasePerFile.ts).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { findFreePort, startEmbeddedPostgres } from '../../src/lib/db/embedded.mjs'

export const TEMPLATE_DATABASE = 'fellowship_test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    serverUri: string
  }
}

const withDatabase = (uri: string, database: string) => {
  const url = new URL(uri)
  url.pathname = `/${database}`
  return url.toString()
}

export default async function setup(project: TestProject) {
  let serverUri = process.env.TEST_DATABASE_URI
  let stop: (() => Promise<void>) | undefined
  let dataRoot: string | undefined
  if (!serverUri) {
    dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-int-'))
    const db = await startEmbeddedPostgres({
      dataDir: path.join(dataRoot, 'pg'),
      port: await findFreePort(),
      database: 'postgres',
      quiet: true,
    })
    serverUri = db.uri
    stop = db.stop
  }
  const admin = new pg.Client({ connectionString: serverUri })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  await admin.end()
  execFileSync(path.resolve('node_modules/.bin/payload'), ['migrate'], {
    env: {
      ...process.env,
      DATABASE_URI: withDatabase(serverUri, TEMPLATE_DATABASE),
      PAYLOAD_SECRET: 'template-migration',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  project.provide('serverUri', serverUri)
  return async () => {
    if (!stop) {
      const cleanup = new pg.Client({ connectionString: serverUri })
      await cleanup.connect()
      const { rows } = await cleanup.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'fellowship_test_%'",
      )
      for (const { datname } of rows)
        await cleanup.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      await cleanup.end()
    }
    await stop?.()
    if (dataRoot) fs.rmSync(dataRoot, { recursive: true, force: true })
  }
}
