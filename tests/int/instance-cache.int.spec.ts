// Each app instance's data cache (src/lib/cache/instanceCache.mjs) on one PostgreSQL: a tag expired
// by one instance reaches the others by NOTIFY; entries that may have missed one are never served;
// each instance empties only its own folder. Two caches in this process stand for two instances.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  CACHE_TAGS_CHANNEL,
  createInstanceCache,
  instanceFolder,
  type InstanceCache,
} from '@/lib/cache/instanceCache.mjs'

let root: string
const caches: InstanceCache[] = []

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-cache-'))
})

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.stop()))
})

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

/** One instance's cache, listening; `name` labels its connection so a test can cut it alone. */
const instance = async (name: string) => {
  const cache = createInstanceCache({
    dir: path.join(root, `${name}-${Date.now()}`),
    uri: process.env.DATABASE_URI,
    connection: { application_name: `cache-test-${name}` },
    log: () => {},
  })
  caches.push(cache)
  await cache.ready()
  return cache
}

/** An unstable_cache entry as Next stores it. */
const list = (titles: string[]) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(titles), status: 200, url: '' },
  revalidate: 3600,
})
const news = { kind: 'FETCH', tags: ['news'] }
const projects = { kind: 'FETCH', tags: ['projects'] }
const bodyOf = (entry: { value: unknown } | null) =>
  entry ? JSON.parse((entry.value as ReturnType<typeof list>).data.body) : null

const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Ends the LISTEN connections of these instances, as a restarted database or a dropped network would. */
const cutConnections = async (...names: string[]) => {
  const ended = await sql<{ pid: number }>(
    `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ANY($1)`,
    [names.map((name) => `cache-test-${name}`)],
  )
  expect(ended.length).toBe(names.length)
}

describe('a tag expired on one instance', () => {
  it('makes the entries under it missing on the other within 2 s, and leaves other tags alone', async () => {
    const a = await instance('a')
    const b = await instance('b')
    await a.get('news-list', news)
    await a.set('news-list', list(['Old article']), news)
    await b.get('news-list', news)
    await b.set('news-list', list(['Old article']), news)
    await b.set('projects-list', list(['Bus for Ikeja']), projects)
    expect(bodyOf(await b.get('news-list', news))).toEqual(['Old article'])

    const expiredAt = Date.now()
    await a.revalidateTag(['news'], { expire: 0 })
    // The instance that expired it serves it no more at once.
    expect(await a.get('news-list', news)).toBeNull()
    await expect.poll(() => b.get('news-list', news), { timeout: 30_000, interval: 10 }).toBeNull()
    expect(Date.now() - expiredAt).toBeLessThan(2000)
    expect(bodyOf(await b.get('projects-list', projects))).toEqual(['Bus for Ikeja'])
  })

  it('also expires pages that carry the tag in their header (bodies and segments survive the folder)', async () => {
    const a = await instance('a')
    const b = await instance('b')
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>News</h1>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'news,_N_T_/news' },
      status: 200,
      postponed: undefined,
    }
    await b.set('/news', page, { cacheControl: { revalidate: false, expire: undefined } })
    const stored = await b.get('/news', { kind: 'APP_PAGE' })
    expect(stored?.value).toEqual(page)
    expect(stored?.cacheControl).toEqual({ revalidate: false, expire: undefined })

    await a.revalidateTag('news', { expire: 0 })
    await expect
      .poll(() => b.get('/news', { kind: 'APP_PAGE' }), { timeout: 30_000, interval: 10 })
      .toBeNull()
  })

  it('is served once more, stale, when expired with a later expiry (Next then recomputes it)', async () => {
    const a = await instance('a')
    const b = await instance('b')
    await b.set('news-list', list(['Old article']), news)
    await a.revalidateTag(['news'], { expire: 3600 })
    // Next reads an age past `revalidate` as stale: it serves the entry and computes a new one behind it.
    await expect
      .poll(async () => (await b.get('news-list', news))?.lastModified, {
        timeout: 30_000,
        interval: 10,
      })
      .toBe(0)
    expect(bodyOf(await b.get('news-list', news))).toEqual(['Old article'])
  })

  it('also expires an entry whose computation began before the NOTIFY and ended after it', async () => {
    const a = await instance('a')
    const b = await instance('b')
    await b.set('probe', list([]), news)
    // The page's read misses at once; its database read is slow, and the article is published meanwhile.
    expect(await b.get('news-list', news)).toBeNull()
    await a.revalidateTag(['news'], { expire: 0 })
    await expect.poll(() => b.get('probe', news), { timeout: 30_000, interval: 10 }).toBeNull()
    await b.set('news-list', list(['Old article']), news)
    expect(await b.get('news-list', news)).toBeNull()
    // The next computation is kept.
    await b.set('news-list', list(['New article', 'Old article']), news)
    expect(bodyOf(await b.get('news-list', news))).toEqual(['New article', 'Old article'])
  })
})

describe('a lost LISTEN connection', () => {
  it('serves nothing cached until it listens again, and then nothing stored before', async () => {
    const b = await instance('b')
    await b.set('news-list', list(['Old article']), news)
    await cutConnections('b')
    await expect.poll(() => b.listening, { timeout: 30_000, interval: 10 }).toBe(false)
    expect(await b.get('news-list', news)).toBeNull()
    await expect.poll(() => b.listening, { timeout: 30_000, interval: 50 }).toBe(true)
    // A NOTIFY may have been missed meanwhile.
    expect(await b.get('news-list', news)).toBeNull()
    await b.set('news-list', list(['New article']), news)
    expect(bodyOf(await b.get('news-list', news))).toEqual(['New article'])
  })

  it('does not serve an entry whose computation began before it listened again', async () => {
    const b = await instance('b')
    await cutConnections('b')
    await expect.poll(() => b.listening, { timeout: 30_000, interval: 10 }).toBe(false)
    expect(await b.get('news-list', news)).toBeNull()
    await expect.poll(() => b.listening, { timeout: 30_000, interval: 50 }).toBe(true)
    await b.set('news-list', list(['Old article']), news)
    expect(await b.get('news-list', news)).toBeNull()
  })

  it('keeps the tags expired meanwhile and sends them once it is back', async () => {
    const a = await instance('a')
    const b = await instance('b')
    await b.set('news-list', list(['Old article']), news)
    await cutConnections('a')
    await expect.poll(() => a.listening, { timeout: 30_000, interval: 10 }).toBe(false)
    await a.revalidateTag(['news'], { expire: 0 })
    // b never lost its connection: it learns of the change only from a's late NOTIFY.
    expect(bodyOf(await b.get('news-list', news))).toEqual(['Old article'])
    await expect.poll(() => b.get('news-list', news), { timeout: 30_000, interval: 50 }).toBeNull()
  })

  it('is one connection per instance, LISTENing on the channel', async () => {
    await instance('a')
    await instance('b')
    const listeners = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${CACHE_TAGS_CHANNEL}`],
    )
    expect(listeners[0].n).toBe(2)
  })
})

describe('the cache folder', () => {
  it('is one per host and port, and a starting instance empties only its own', async () => {
    const base = path.join(root, 'instances')
    const first = instanceFolder({ base, host: 'web-1', port: 3000 })
    const second = instanceFolder({ base, host: 'web-1', port: 3001 })
    expect(new Set([first, second, instanceFolder({ base, host: 'web-2', port: 3000 })]).size).toBe(
      3,
    )
    expect(instanceFolder({ base, host: 'web-1', port: '3000' })).toBe(first)

    const running = createInstanceCache({ dir: first })
    caches.push(running)
    await running.set('news-list', list(['Old article']), news)
    fs.mkdirSync(second, { recursive: true })
    fs.writeFileSync(path.join(second, 'left-by-an-earlier-run'), 'stale')

    caches.push(createInstanceCache({ dir: second }))
    expect(fs.readdirSync(second)).toEqual([])
    expect(fs.readdirSync(first)).toHaveLength(1)
    expect(bodyOf(await running.get('news-list', news))).toEqual(['Old article'])
  })
})
