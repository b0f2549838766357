// Several instances on one database: each is seen through its connections' application_name, and an
// instance without S3 is warned that its uploads stay on its own host, unless the other instance left
// its mark in the same uploads folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterEach, expect, it, vi } from 'vitest'

import { otherInstanceHosts, watchOtherInstances } from '@/lib/db/instances.mjs'

const uri = () => process.env.DATABASE_URI!
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllEnvs()
})

/** Another instance's connection, as its launcher labels it. */
const instanceOn = async (host: string) => {
  const client = new pg.Client({
    connectionString: uri(),
    application_name: `fellowship-rides@${host}`,
  })
  await client.connect()
  cleanups.push(() => client.end())
  return client
}

const uploadsFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-instance-uploads-'))
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** An instance's watcher as npm start runs it, on host web-1 unless told, with an uploads folder of its own unless given one. */
const watch = async (options: { intervalMs?: number; host?: string; uploadsDir?: string } = {}) => {
  const { host = 'web-1', uploadsDir = uploadsFolder(), ...rest } = options
  const lines: string[] = []
  const watcher = await watchOtherInstances({
    uri: uri(),
    log: (line) => lines.push(line),
    self: `fellowship-rides@${host}`,
    uploadsDir,
    ...rest,
  })
  cleanups.push(() => watcher.stop())
  return lines
}

const WARNING =
  'Warning: another instance of the site (on web-2) uses this database, and S3_BUCKET is not set here. ' +
  "Files uploaded through this instance stay in this host's UPLOADS_DIR, so the other cannot serve them " +
  '(it has left no mark in this folder, so they do not share one). Set S3_BUCKET and the S3_* settings on every instance (README: Running several instances).'

it('an instance without S3 is warned at start that another host shares the database', async () => {
  await instanceOn('web-2')
  expect(await watch()).toEqual([WARNING])
})

it('says nothing when S3 is configured, or when the other connections are from the same host', async () => {
  await instanceOn('web-1')
  expect(await watch()).toEqual([])

  await instanceOn('web-2')
  vi.stubEnv('S3_BUCKET', 'fellowship-uploads')
  expect(await watch()).toEqual([])
})

it('an instance started first is told of one started later, once per host, and is itself visible while idle', async () => {
  const lines = await watch({ intervalMs: 50 })
  expect(lines).toEqual([])
  const observer = await instanceOn('web-9')
  // The watcher's own connection is how others see this instance even when its pool has closed every idle connection.
  expect(await otherInstanceHosts(observer, 'fellowship-rides@web-9')).toEqual(['web-1'])
  await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 30_000, interval: 50 })
  expect(lines[0]).toContain('(on web-9)')

  await instanceOn('web-2')
  await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 30_000, interval: 50 })
  expect(lines[1]).toBe(WARNING)
})

it('instances sharing one uploads folder say nothing to each other; one with a folder of its own is warned of both', async () => {
  // Issue #29: the compose file's two replicas share the uploads volume, yet each warned at every start.
  const shared = uploadsFolder()
  const gone = path.join(shared, '.instances', 'web-old')
  fs.mkdirSync(path.dirname(gone), { recursive: true })
  fs.writeFileSync(gone, '')
  const twoDaysAgo = new Date(Date.now() - 48 * 3600_000)
  fs.utimesSync(gone, twoDaysAgo, twoDaysAgo)

  expect(await watch({ host: 'web-2', uploadsDir: shared })).toEqual([])
  expect(await watch({ host: 'web-1', uploadsDir: shared })).toEqual([])
  // Each left its mark in the folder; the mark of an instance gone for two days was forgotten.
  expect(fs.readdirSync(path.join(shared, '.instances')).sort()).toEqual(['web-1', 'web-2'])

  expect(await watch({ host: 'web-3' })).toEqual([
    WARNING.replace('(on web-2)', '(on web-1, web-2)'),
  ])
})
