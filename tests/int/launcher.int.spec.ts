import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { expect, it } from 'vitest'

import { missingPreparation, releaseMigrations } from '@/cli/prepared.mjs'
import { openDatabase } from '@/cli/runtime.mjs'

it('with DATABASE_URI set, the app uses that server and never starts its own', async () => {
  const dataRoot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-launcher-')), 'data')
  const saved = { uri: process.env.DATABASE_URI, dir: process.env.EMBEDDED_PG_DIR }
  process.env.DATABASE_URI = 'postgres://someone:secret@db.internal:5432/fellowship'
  process.env.EMBEDDED_PG_DIR = dataRoot
  try {
    const db = await openDatabase()
    expect(db).toMatchObject({
      uri: 'postgres://someone:secret@db.internal:5432/fellowship',
      embedded: false,
    })
    await db.stop()
    expect(fs.existsSync(dataRoot)).toBe(false)
  } finally {
    process.env.DATABASE_URI = saved.uri
    process.env.EMBEDDED_PG_DIR = saved.dir
  }
})

it('npm start refuses a database its preparation did not prepare, and names what is missing', async () => {
  // Issue #29: `payload run src/cli/prepare-database.ts` exited 0 having done nothing, and the
  // launcher served an empty site with no admin and said Ready.
  const uri = process.env.DATABASE_URI!
  const empty = new URL(uri)
  empty.pathname = `/fellowship_unprepared_${Date.now()}`
  const admin = new pg.Client({ connectionString: uri })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${empty.pathname.slice(1)}`)
  try {
    expect(await missingPreparation(empty.toString())).toBe(
      'the database has no tables: no migration ran',
    )
    // This file's database is migrated, as the template is, but nobody has made the first admin.
    expect(await missingPreparation(uri)).toBe(
      'there is no admin: the first super admin was not created',
    )
    const later = [...releaseMigrations(), '20991231_000000_next_release']
    expect(await missingPreparation(uri, later)).toBe(
      `1 of ${later.length} migrations were not applied (20991231_000000_next_release)`,
    )
    await admin.query(
      `INSERT INTO users (email, full_name, role, is_active, updated_at, created_at)
       VALUES ('first@example.org', 'First Admin', 'super_admin', true, now(), now())`,
    )
    expect(await missingPreparation(uri)).toBe('')
  } finally {
    await admin.query(`DROP DATABASE ${empty.pathname.slice(1)}`)
    await admin.end()
  }
})
