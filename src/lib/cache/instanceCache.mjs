// One app instance's share of Next's data cache (the unstable_cache reads of src/lib/content.ts):
// entries live in this instance's own folder, and the tags expired by ANY instance reach it through
// PostgreSQL NOTIFY. Next's revalidateTag only works inside a request and only in its own process,
// so the expiry times are kept here, where Next's cache handler asks before serving an entry.
// Plain JavaScript: Next loads the handler with Node's import, outside its bundle.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'

import pg from 'pg'

/** The NOTIFY channel of expired tags (payload: { from, tags, durations? }). */
export const CACHE_TAGS_CHANNEL = 'cache_tags_expired'
/** The NOTIFY that empties every instance's cache, data and pages alike. */
export const purgeMessage = (from) => JSON.stringify({ from, tags: [], all: true })
/** Where Next keeps a page or route entry's tags. */
const TAGS_HEADER = 'x-next-cache-tags'
// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more.
const NOTIFY_MAX_BYTES = 7000
const FETCH = 'FETCH'

/** This instance's folder under base: host and port, stable across restarts and distinct for instances side by side. */
export const instanceFolder = ({ base, host = os.hostname(), port = process.env.PORT || '3000' }) =>
  path.join(base, `${host}-${port}`.replace(/[^A-Za-z0-9._-]/g, '_'))

/**
 * The cache's clock: Date.now(), but never the same value twice. A read that misses, a NOTIFY heard
 * and a reconnection are ordered by it; two of them in one millisecond would otherwise tie, and an
 * entry computed across an expiry would be kept.
 */
let lastTick = 0
const tick = () => (lastTick = Math.max(Date.now(), lastTick + 0.001))

const fileOf = (dir, key) => path.join(dir, createHash('sha256').update(key).digest('hex'))

/** Tags in groups whose NOTIFY payloads PostgreSQL accepts. */
const batches = (tags, message) => {
  const out = [[]]
  for (const tag of tags) {
    const last = out[out.length - 1]
    if (last.length > 0 && Buffer.byteLength(message([...last, tag])) > NOTIFY_MAX_BYTES)
      out.push([tag])
    else last.push(tag)
  }
  return out.filter((group) => group.length > 0)
}

/**
 * A data cache in `dir` (emptied now: entries of an earlier run describe a database that may have
 * changed meanwhile). With `uri`, one connection LISTENs for the other instances' expired tags, and
 * entries are trusted only while it listens: stored before a (re)connection, a missed NOTIFY could
 * have expired them, so they count as missing. Without `uri` it serves this process alone.
 */
export const createInstanceCache = ({
  dir,
  uri,
  connection = {},
  log = (message) => console.warn(`[fellowship] ${message}`),
  heartbeatMs = 10_000,
  maxRetryMs = 10_000,
  onChange = () => {},
}) => {
  const self = randomBytes(8).toString('hex')
  /** tag -> { stale, expired } in this host's clock, as Next's own file-system cache keeps them. */
  const tagTimes = new Map()
  /** Expired here while no NOTIFY could be sent; sent on reconnection. */
  const unsent = new Map()
  /** key -> when a read found it missing or stale, i.e. when the computation that will set it began. */
  const missedAt = new Map()
  let trustedSince = uri ? Infinity : 0
  let client = null
  let connecting = null
  let retryTimer = null
  let heartbeat = null
  let retryMs = 1000
  let stopped = false
  let warned = false
  let markReady
  const ready = new Promise((resolve) => (markReady = resolve))
  if (!uri) markReady()

  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })

  const expireLocally = (tags, durations, now) => {
    for (const tag of tags) {
      const times = tagTimes.get(tag) ?? {}
      // Next's semantics: with durations the entries turn stale now and expire after `expire` seconds.
      if (durations)
        tagTimes.set(tag, {
          ...times,
          stale: now,
          ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
        })
      else tagTimes.set(tag, { ...times, expired: now })
    }
    onChange({ tags })
  }

  /** Everything stored before now counts as missing: a purge, or a connection that may have missed a NOTIFY. */
  const distrustEarlier = () => {
    if (trustedSince !== Infinity) trustedSince = tick()
    onChange({ all: true })
  }

  const state = (tags, lastModified) => {
    const now = tick()
    let stale = false
    for (const tag of tags) {
      const times = tagTimes.get(tag)
      if (!times) continue
      if (typeof times.expired === 'number' && times.expired <= now && times.expired > lastModified)
        return 'expired'
      if (typeof times.stale === 'number' && times.stale > lastModified) stale = true
    }
    return stale ? 'stale' : 'fresh'
  }

  const message = (tags, durations) =>
    JSON.stringify({ from: self, tags, ...(durations ? { durations } : {}) })

  const send = async (tags, durations) => {
    const current = client
    if (!current) {
      for (const tag of tags) unsent.set(tag, durations)
      return
    }
    try {
      for (const group of batches(tags, (some) => message(some, durations))) {
        await current.query('SELECT pg_notify($1, $2)', [
          CACHE_TAGS_CHANNEL,
          message(group, durations),
        ])
      }
    } catch {
      // The connection broke: the reconnection sends them.
      for (const tag of tags) unsent.set(tag, durations)
    }
  }

  const flushUnsent = async () => {
    const byDurations = new Map()
    for (const [tag, durations] of unsent) {
      const key = JSON.stringify(durations ?? null)
      byDurations.set(key, [...(byDurations.get(key) ?? []), tag])
    }
    unsent.clear()
    for (const [key, tags] of byDurations) await send(tags, JSON.parse(key) ?? undefined)
  }

  const received = (payload) => {
    let parsed
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    if (!parsed || parsed.from === self || !Array.isArray(parsed.tags)) return
    if (parsed.all === true) return distrustEarlier()
    const tags = parsed.tags.filter((tag) => typeof tag === 'string')
    const expire = parsed.durations?.expire
    expireLocally(
      tags,
      parsed.durations ? { expire: typeof expire === 'number' ? expire : undefined } : undefined,
      tick(),
    )
  }

  const lost = (lostClient) => {
    if (client !== lostClient) return
    client = null
    trustedSince = Infinity
    onChange({ lost: true })
    clearInterval(heartbeat)
    lostClient.end().catch(() => {})
    if (!stopped && !warned)
      log(
        "Lost the database connection that hears other instances' changes: until it is back, content is read from the database and each page is kept only briefly",
      )
    // Said once: the reconnections that fail meanwhile say nothing more.
    warned = true
    reconnectSoon()
  }

  const listen = () => {
    if (stopped || client || connecting) return connecting
    connecting = (async () => {
      // query_timeout and the heartbeat notice a connection that died without a word (a NAT or proxy dropping it).
      const fresh = new pg.Client({
        connectionString: uri,
        keepAlive: true,
        query_timeout: 5_000,
        connectionTimeoutMillis: 5_000,
        ...connection,
      })
      fresh.on('notification', (notification) => {
        if (notification.channel === CACHE_TAGS_CHANNEL && notification.payload)
          received(notification.payload)
      })
      fresh.on('error', () => lost(fresh))
      fresh.on('end', () => lost(fresh))
      try {
        await fresh.connect()
        await fresh.query(`LISTEN ${CACHE_TAGS_CHANNEL}`)
      } catch (error) {
        fresh.removeAllListeners('end')
        await fresh.end().catch(() => {})
        if (!warned)
          log(
            `Cannot listen for other instances' changes yet (${error?.code ?? error?.message ?? error}): until it can, content is read from the database and each page is kept only briefly`,
          )
        warned = true
        reconnectSoon()
        return
      }
      if (stopped) {
        fresh.removeAllListeners('end')
        await fresh.end().catch(() => {})
        return
      }
      client = fresh
      retryMs = 1000
      if (warned) log("Listening for other instances' changes again")
      warned = false
      // Anything stored before now may have missed a NOTIFY.
      trustedSince = tick()
      onChange({ all: true })
      heartbeat = setInterval(() => {
        fresh.query('SELECT 1').catch(() => lost(fresh))
      }, heartbeatMs)
      heartbeat.unref()
      markReady()
      await flushUnsent()
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  const reconnectSoon = () => {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      void listen()
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, maxRetryMs)
  }

  if (uri) void listen()

  const trusted = () => trustedSince !== Infinity
  const missed = (key) => {
    // A computation that never sets its entry (it threw) leaves its mark; a bound keeps them few.
    if (missedAt.size >= 10_000) missedAt.clear()
    // The earliest pending computation dates the entry, unless it began before the (re)connection.
    const mark = missedAt.get(key)
    if (mark === undefined || mark < trustedSince) missedAt.set(key, tick())
    return null
  }

  return {
    dir,
    /** Resolves once this instance hears the others (at once without a database). */
    ready: () => ready,
    get listening() {
      return trusted()
    },

    /** Next's CacheHandler.get: the entry, or null when missing, expired by a tag or older than the connection. */
    async get(key, ctx = {}) {
      // Dated now, what is computed meanwhile is older than the reconnection, so never trusted.
      if (!trusted()) return missed(key)
      const file = fileOf(dir, key)
      let entry
      try {
        entry = v8.deserialize(await fs.promises.readFile(file))
      } catch {
        return missed(key)
      }
      if (entry.key !== key || entry.lastModified < trustedSince) {
        if (entry.key === key) fs.promises.rm(file, { force: true }).catch(() => {})
        return missed(key)
      }
      const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
      const freshness = state(tags, entry.lastModified)
      if (freshness === 'expired') return missed(key)
      if (freshness === 'stale') missed(key)
      // A stale entry is served once while Next recomputes it: FETCH reads its age, pages read -1.
      const lastModified =
        freshness === 'stale' ? (entry.value?.kind === FETCH ? 0 : -1) : entry.lastModified
      return { lastModified, value: entry.value, cacheControl: entry.cacheControl }
    },

    /**
     * Next's CacheHandler.set. The entry is dated from the read that missed it, when its computation
     * began: a tag expired, or the connection lost, while it was computed leaves it expired.
     * Written whole (temporary file, then rename), so a reader never sees half an entry.
     */
    async set(key, value, ctx = {}) {
      const file = fileOf(dir, key)
      const lastModified = missedAt.get(key) ?? tick()
      missedAt.delete(key)
      // Computed while it was not listening, it would be distrusted anyway.
      if (!trusted() || !value) {
        await fs.promises.rm(file, { force: true })
        return
      }
      const header = value.headers?.[TAGS_HEADER]
      const tags =
        value.kind === FETCH
          ? (ctx.tags ?? [])
          : typeof header === 'string'
            ? header.split(',')
            : []
      const temporary = `${file}.${self}.${randomBytes(4).toString('hex')}.tmp`
      try {
        await fs.promises.writeFile(
          temporary,
          v8.serialize({ key, lastModified, tags, value, cacheControl: ctx.cacheControl }),
        )
        await fs.promises.rename(temporary, file)
      } catch (error) {
        await fs.promises.rm(temporary, { force: true })
        if (error?.code !== 'ENOENT') throw error
        // The folder went away under us: recreate it for the next entry.
        fs.mkdirSync(dir, { recursive: true })
      }
    },

    /** Expires the tags here at once and tells every other instance. */
    async revalidateTag(tags, durations) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(
        (tag) => typeof tag === 'string' && tag.length > 0,
      )
      if (list.length === 0) return
      expireLocally(list, durations, tick())
      if (uri) await send(list, durations)
    },

    /** Empties this cache and every other instance's (`npm run cache:purge`, src/cli/purge-cache.mjs). */
    async purge() {
      distrustEarlier()
      if (client)
        await client.query('SELECT pg_notify($1, $2)', [CACHE_TAGS_CHANNEL, purgeMessage(self)])
    },

    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(heartbeat)
      await connecting
      const last = client
      client = null
      trustedSince = uri ? Infinity : 0
      if (last) {
        last.removeAllListeners('end')
        await last.end().catch(() => {})
      }
    },
  }
}
