// One PostgreSQL for the whole run (embedded on a free port, or TEST_DATABASE_URI), with a template
// database migrated once; each test file then gets its own copy (see databasePerFile.ts).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { releaseMigrations } from '../../src/cli/prepared.mjs'
import { findFreePort, startEmbeddedPostgres } from '../../src/lib/db/embedded.mjs'
import { payloadCli } from './payloadCli'

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

/**
 * Every migration of src/migrations is recorded in the template: a migrate that ended without
 * migrating fails here, naming what is missing, instead of as `relation "…" does not exist` in
 * whichever test first reads a table.
 */
const expectEveryMigration = async (uri: string) => {
  const expected = releaseMigrations(path.resolve('src/migrations'))
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const { rows } = await client
      .query<{ name: string }>('SELECT name FROM payload_migrations')
      .catch(() => ({ rows: [] as { name: string }[] }))
    const missing = expected.filter((name) => !rows.some((row) => row.name === name))
    if (missing.length)
      throw new Error(
        `The test template database lacks ${missing.length} of ${expected.length} migrations after \`payload migrate\`: ${missing.join(', ')}`,
      )
  } finally {
    await client.end()
  }
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
  const templateUri = withDatabase(serverUri, TEMPLATE_DATABASE)
  execFileSync(...payloadCli('migrate'), {
    env: { ...process.env, DATABASE_URI: templateUri, PAYLOAD_SECRET: 'template-migration' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await expectEveryMigration(templateUri)
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
