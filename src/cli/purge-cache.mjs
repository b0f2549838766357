// `npm run cache:purge`: empties the cached public content (pages and the data under them) of every
// running instance, through the NOTIFY they all listen to (src/lib/cache/). Changes made in the back
// office do this by themselves; this is for a change made past the app (SQL, a restored backup).
// A CDN in front keeps a page at most PAGE_CACHE_CDN_SECONDS more (README: The page cache).
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { CACHE_TAGS_CHANNEL, purgeMessage } from '../lib/cache/instanceCache.mjs'
import { ROOT, loadEnv, log } from './runtime.mjs'

/** DATABASE_URI, or the embedded PostgreSQL of `npm start` on this machine (it must be running). */
const databaseUri = () => {
  if (process.env.DATABASE_URI) return process.env.DATABASE_URI
  const dataRoot = path.resolve(ROOT, process.env.EMBEDDED_PG_DIR || '.data')
  const password = fs.readFileSync(path.join(dataRoot, 'postgres.password'), 'utf8').trim()
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fellowship`
}

loadEnv()
const client = new pg.Client({ connectionString: databaseUri(), connectionTimeoutMillis: 10_000 })
try {
  await client.connect()
  await client.query('SELECT pg_notify($1, $2)', [CACHE_TAGS_CHANNEL, purgeMessage('purge')])
  log('Purged the cached pages and content of every running instance')
} catch (error) {
  console.error(`[fellowship] Could not purge the cache: ${error?.message ?? error}`)
  process.exitCode = 1
} finally {
  await client.end().catch(() => {})
}
