// Several instances on one database: each is seen through its connections' application_name, and an
// instance without S3 is warned that its uploads stay on its own host.
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

const watch = async (options: { intervalMs?: number } = {}) => {
  const lines: string[] = []
  const watcher = await watchOtherInstances({
    uri: uri(),
    log: (line) => lines.push(line),
    self: 'fellowship-rides@web-1',
    ...options,
  })
  cleanups.push(() => watcher.stop())
  return lines
}

const WARNING =
  'Warning: another instance of the site (on web-2) uses this database, and S3_BUCKET is not set here. ' +
  "Files uploaded through this instance stay in this host's UPLOADS_DIR, so the other cannot serve them " +
  '(unless both mount one shared folder). Set S3_BUCKET and the S3_* settings on every instance (README: Running several instances).'

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
