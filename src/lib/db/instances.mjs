// Which app instances share the database, seen through PostgreSQL's own session list: every
// connection of an instance carries application_name "fellowship-rides@<host>" (the launcher sets
// PGAPPNAME), so no table is needed. Whether they share the uploads folder too is seen in the folder:
// each instance leaves a mark there, .instances/<host>. Plain JavaScript: the launcher imports it
// without a TS loader.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const PREFIX = 'fellowship-rides@'
const hostOf = (name) => name.slice(PREFIX.length)

/** This instance's application_name (PostgreSQL keeps 63 bytes of it). */
export const instanceName = (host = os.hostname()) => `${PREFIX}${host}`.slice(0, 63)

/** Hosts of the other instances connected to the same database right now. */
export const otherInstanceHosts = async (client, self = instanceName()) => {
  const { rows } = await client.query(
    `SELECT DISTINCT application_name AS name FROM pg_stat_activity
      WHERE datname = current_database() AND starts_with(application_name, $1) AND application_name <> $2
      ORDER BY 1`,
    [PREFIX, self],
  )
  return rows.map(({ name }) => hostOf(name))
}

const marksIn = (uploadsDir) => path.join(uploadsDir, '.instances')
/** A mark nobody renewed for a day belongs to an instance that is gone (containers get new hostnames). */
const MARK_MAX_AGE_MS = 24 * 3600_000

/**
 * Leaves this instance's mark in its uploads folder, renewed at every check, so that an instance
 * that finds it there knows they share the folder; forgets marks a day old. Best effort: a folder
 * it cannot write only means the others warn.
 */
export const markUploadsFolder = (uploadsDir, self = instanceName()) => {
  try {
    const dir = marksIn(uploadsDir)
    fs.mkdirSync(dir, { recursive: true })
    const own = path.join(dir, encodeURIComponent(hostOf(self)))
    fs.closeSync(fs.openSync(own, 'a'))
    const now = new Date()
    fs.utimesSync(own, now, now)
    for (const name of fs.readdirSync(dir)) {
      const mark = path.join(dir, name)
      if (now.getTime() - fs.statSync(mark).mtimeMs > MARK_MAX_AGE_MS)
        fs.rmSync(mark, { force: true })
    }
  } catch {}
}

const leftMarkIn = (uploadsDir, host) =>
  fs.existsSync(path.join(marksIn(uploadsDir), encodeURIComponent(host)))

const sharedFilesWarning = (hosts) =>
  `Warning: another instance of the site (on ${hosts.join(', ')}) uses this database, and S3_BUCKET is not set here. ` +
  "Files uploaded through this instance stay in this host's UPLOADS_DIR, so the other cannot serve them " +
  '(it has left no mark in this folder, so they do not share one). Set S3_BUCKET and the S3_* settings on every instance (README: Running several instances).'

/**
 * Keeps one connection open for the instance's lifetime, so that others see it even while its pool
 * is idle, and warns once per newly seen host while S3 is not configured and that host has left no
 * mark in this instance's uploads folder: at once, then every intervalMs (the instance started
 * first learns of one started later). Best effort: a lost connection is reopened at the next check,
 * and a failed check says nothing.
 */
export const watchOtherInstances = async ({
  uri,
  log,
  uploadsDir,
  intervalMs = 5 * 60_000,
  self = instanceName(),
}) => {
  let client = null
  const warned = new Set()
  const connect = async () => {
    const fresh = new pg.Client({ connectionString: uri, application_name: self })
    fresh.on('error', () => {
      if (client === fresh) client = null
    })
    fresh.on('end', () => {
      if (client === fresh) client = null
    })
    await fresh.connect()
    return fresh
  }
  const check = async () => {
    markUploadsFolder(uploadsDir, self)
    client ??= await connect()
    if (process.env.S3_BUCKET) return
    const fresh = (await otherInstanceHosts(client, self)).filter(
      (host) => !warned.has(host) && !leftMarkIn(uploadsDir, host),
    )
    if (fresh.length === 0) return
    for (const host of fresh) warned.add(host)
    log(sharedFilesWarning(fresh))
  }
  let checking = null
  const checkOnce = () =>
    (checking ??= check()
      .catch(() => {})
      .finally(() => (checking = null)))
  await checkOnce()
  const timer = setInterval(checkOnce, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      const last = client
      client = null
      await last?.end().catch(() => {})
    },
  }
}
