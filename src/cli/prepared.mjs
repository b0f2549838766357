// After the database was prepared (src/cli/prepare-database.ts, run through Payload's command line),
// the launcher checks that it really was, in the database itself, before it says anything is ready:
// every migration of this release recorded, and at least one admin. A preparation that exited 0
// having done nothing (issue #29: Node 20's silent exits) would otherwise serve an empty site.
// Plain JavaScript with pg: the launcher imports it without a TS loader.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ROOT } from './runtime.mjs'

/** The migrations this release carries: src/migrations/<name>.ts, as Payload records them by name. */
export const releaseMigrations = (dir = path.join(ROOT, 'src', 'migrations')) =>
  fs
    .readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_[\w-]+\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()

/** What is missing from a prepared database: '' when nothing is, else one sentence. */
export const missingPreparation = async (uri, migrations = releaseMigrations()) => {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const tables = await client.query(
      `SELECT to_regclass('payload_migrations') IS NOT NULL AS migrations,
              to_regclass('users') IS NOT NULL AS users`,
    )
    if (!tables.rows[0].migrations || !tables.rows[0].users)
      return 'the database has no tables: no migration ran'
    const { rows } = await client.query(`SELECT name FROM payload_migrations`)
    const applied = new Set(rows.map((row) => row.name))
    const pending = migrations.filter((name) => !applied.has(name))
    if (pending.length > 0)
      return `${pending.length} of ${migrations.length} migrations were not applied (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''})`
    const admins = await client.query(`SELECT count(*)::int AS n FROM users`)
    if (admins.rows[0].n === 0) return 'there is no admin: the first super admin was not created'
    return ''
  } finally {
    await client.end()
  }
}
