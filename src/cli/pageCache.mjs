// The public pages' full-page cache, in front of Next.js in the production server (serve.mjs): a page
// is rendered once after a change, then served as bytes (plain, gzip and brotli) to every visitor.
// Whatever makes this instance's data cache out of date (src/lib/cache/: a tag expired here, or by
// another instance through PostgreSQL NOTIFY, the LISTEN connection back, a purge) empties the pages
// it shows on at once. While that connection is down, another instance's change cannot be heard: a
// page is then served only while it is at most `unheardMaxAgeMs` older than the moment it was last
// known fresh (issue #29: it was rendered for every request, the busiest moments' cliff). Plain
// JavaScript with Node's built-ins, like the edge.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { instanceCacheListening, onCacheChange } from '../lib/cache/registry.mjs'
import { WHOLE_PAGE_HEADER } from '../lib/http/wholePage.mjs'
import { wholeNumberSetting } from './edge.mjs'
import { asksNextForPayload, linkWithoutInlined } from './nextHtml.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The public pages (src/app/(frontend)); news and project ids are PostgreSQL serials. */
const PAGES =
  /^\/(?:impact|sponsorship|join|rides|news|news\/\d+|projects\/\d+|privacy|terms|safety|help)?$/
/**
 * The query parameters a page reads (sponsorship/page.tsx) and the values it acts on; any other
 * parameter (utm_source, the donor list's `refreshed`, which only makes a new address) changes
 * nothing and is left out of the key. A value of another shape is not kept at all: the page is
 * rendered for that visitor alone, so junk addresses cannot push real pages out (issue #29).
 */
const PAGE_PARAMS = {
  '/sponsorship': {
    open: /^(?:donate|sponsor)$/,
    project: /^[1-9]\d{0,9}$/,
    country: /^(?:[A-Z]{2})?$/,
    donors: /^all$/,
  },
  // In this order: the page names its filters in the same order (rides/page.tsx).
  '/rides': {
    branch: /^[1-9]\d{0,9}$/,
    service: /^[1-9]\d{0,9}$/,
    area: /^[^\0-\x1f]{1,80}$/,
  },
}
/**
 * Find a Ride (issue #29: rendered for every request, 2 to 9 a second). Its GET form sends
 * `service=&area=` for "any", which is the page without them. Only the page knows which values it
 * acts on (a branch that exists, a service of that branch, an area its runs stop in): it names them
 * in PAGE_KEY_ATTRIBUTE, and the page is kept only when that is the address asked for, so a branch,
 * service or area that does not exist is rendered for that visitor alone and takes no place.
 */
const PAGES_NAMING_THEIR_FILTERS = new Set(['/rides'])
const PAGE_KEY_ATTRIBUTE = 'data-page-key'
/** At most this many addresses with a query are kept per page; the page itself always may be. */
const MAX_VARIANTS_PER_PAGE = 16
/** Every branch's run list, each service and area of it: all real, as the page names them. */
const MAX_VARIANTS = { '/rides': 64 }
/**
 * The pages a change of these collections shows on: Find a Ride's runs and seats, and the Impact
 * page's ride counts (getRideCounts, src/lib/content.ts). A booking then leaves the other pages
 * cached; a change to anything else (the layout's settings, an image) may show anywhere and
 * empties every page.
 */
const RIDE_PAGES = ['/rides', '/impact']
const PAGES_OF_TAG = {
  churches: RIDE_PAGES,
  'church-branches': RIDE_PAGES,
  'church-services': RIDE_PAGES,
  'bus-runs': RIDE_PAGES,
  'ride-bookings': RIDE_PAGES,
}
/** What a stored page keeps of Next's headers; the edge adds the security headers to every answer. */
const KEPT_HEADERS = ['content-type', 'link', 'content-language', 'vary', 'x-robots-tag']
/** Marks the request that renders a page for the cache (with this process's own token). */
const FILL_HEADER = 'x-fellowship-page-fill'
/** hit, miss (rendered for this request) or bypass (not a cacheable page, or not cached now). */
export const CACHE_STATUS_HEADER = 'X-Page-Cache'

/** The cache key of a request: its page and the parameters that page reads; null when not cached. */
export const pageKey = (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  let url
  try {
    url = new URL(req.url ?? '/', 'http://page')
  } catch {
    return null
  }
  if (asksNextForPayload(req.headers, url) || !PAGES.test(url.pathname)) return null
  const kept = new URLSearchParams()
  const emptyIsAbsent = PAGES_NAMING_THEIR_FILTERS.has(url.pathname)
  for (const [name, shape] of Object.entries(PAGE_PARAMS[url.pathname] ?? {})) {
    let values = url.searchParams.getAll(name)
    if (emptyIsAbsent && values.length === 1 && values[0] === '') values = []
    // The page reads the first value only; another shape, or several, is not kept.
    if (values.length > 1 || (values.length === 1 && !shape.test(values[0]))) return null
    if (values.length === 1) kept.append(name, values[0])
  }
  const query = kept.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

const pathOf = (key) => key.split('?')[0]

/** Whether the page names `key` as what it shows, when it is a page that names its filters. */
const showsKey = (key, html) => {
  if (!PAGES_NAMING_THEIR_FILTERS.has(pathOf(key))) return true
  const named = new RegExp(` ${PAGE_KEY_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]
  return named !== undefined && named.replaceAll('&amp;', '&') === key
}

/** The encoding sent: brotli, else gzip, when the browser takes it (q > 0); else none. */
export const encodingFor = (acceptEncoding = '') => {
  const accepted = new Map()
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity'
}

const setting = (env, name, fallback) => wholeNumberSetting(env, name, fallback, { min: 0 })

/** The settings (README "The public site": page cache), from the environment. */
export const pageCacheSettings = (env = process.env) => ({
  /** 0 turns the cache off. */
  maxBytes: setting(env, 'PAGE_CACHE_MAX_MB', 64) * 1024 * 1024,
  /** After this a page is rendered again in the background (dates such as "Starts" move on by themselves). */
  refreshAfterMs: setting(env, 'PAGE_CACHE_REFRESH_SECONDS', 300) * 1000,
  /**
   * While this instance cannot hear the others (its LISTEN connection down, or not up yet), how much
   * older than the moment it was last known fresh a page may be served. Changes made through this
   * instance still empty it at once; this bounds what another instance's change may wait.
   */
  unheardMaxAgeMs: 10_000,
  /** How long a CDN or proxy may keep a page, then serve it stale while it asks again. */
  sharedMaxAge: setting(env, 'PAGE_CACHE_CDN_SECONDS', 2),
  staleWhileRevalidate: setting(env, 'PAGE_CACHE_CDN_STALE_SECONDS', 30),
})

/** Asks this very server for a page, uncompressed, past the cache (its own token opens the way). */
export const loopbackRenderer = ({ port, host, token, timeoutMs = 60_000 }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  return (key) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host,
          port,
          path: key,
          headers: { [FILL_HEADER]: token, 'accept-encoding': 'identity' },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 500,
              headers: response.headers,
              body: Buffer.concat(chunks),
              complete: response.complete,
            }),
          )
        },
      )
      request.on('timeout', () => request.destroy(new Error(`rendering ${key} took too long`)))
      request.on('error', reject)
      request.end()
    })
}

const storable = (rendered) =>
  rendered.complete &&
  rendered.status === 200 &&
  /^text\/html\b/i.test(String(rendered.headers['content-type'] ?? '')) &&
  rendered.headers['set-cookie'] === undefined &&
  rendered.headers['content-encoding'] === undefined

const headersOf = (rendered, html) => {
  const headers = {}
  for (const name of KEPT_HEADERS)
    if (rendered.headers[name] !== undefined) headers[name] = rendered.headers[name]
  if (headers.link !== undefined) {
    headers.link = linkWithoutInlined(headers.link, html)
    if (!headers.link) delete headers.link
  }
  const vary = String(headers.vary ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  return headers
}

const entryOf = async (key, rendered, transform) => {
  const identity = transform
    ? Buffer.from(await transform(rendered.body.toString('utf8')), 'utf8')
    : rendered.body
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return {
    key,
    headers: headersOf(rendered, identity.toString('utf8')),
    bodies: { identity, gzip: gzipped, br: brotlied },
    // Weak: the same page in each encoding.
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bytes: identity.length + gzipped.length + brotlied.length,
  }
}

/**
 * The cache in front of `handler` (Next's): (req, res) => void, for serve.mjs. `render(key)` renders a
 * page past the cache (loopbackRenderer); `token` is what lets that request through; `transform`
 * rewrites a page's HTML once before it is kept (nextHtml.mjs: the stylesheets written in, the scripts deferred).
 */
export const createPageCache = ({
  settings = pageCacheSettings(),
  token = randomBytes(24).toString('base64url'),
  render,
  transform,
  listening = instanceCacheListening,
  subscribe = onCacheChange,
  now = Date.now,
}) => {
  const entries = new Map()
  const rendering = new Map()
  let bytes = 0
  /** Bumped by every change, and per page by a change that shows on it: a page rendered across one is not stored. */
  let generation = 0
  const pageGenerations = new Map()
  const stampOf = (key) => generation + (pageGenerations.get(pathOf(key)) ?? 0)
  /** When the LISTEN connection was lost: every page kept then was known fresh at that moment. */
  let unheardSince = -Infinity
  const cacheControl = `public, max-age=0, s-maxage=${settings.sharedMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  const clear = () => {
    generation += 1
    entries.clear()
    bytes = 0
  }
  /** From the instance cache (onChange): { tags }, { lost: true }, or anything else for "all". */
  const changed = (change) => {
    // Nothing changed: what is kept stays, served within unheardMaxAgeMs of this moment.
    if (change?.lost === true) {
      unheardSince = now()
      return
    }
    const tags = Array.isArray(change?.tags) ? change.tags : []
    if (tags.length === 0 || !tags.every((tag) => Object.hasOwn(PAGES_OF_TAG, tag))) return clear()
    for (const page of new Set(tags.flatMap((tag) => PAGES_OF_TAG[tag]))) {
      pageGenerations.set(page, (pageGenerations.get(page) ?? 0) + 1)
      for (const key of [...entries.keys()]) if (pathOf(key) === page) remove(key)
    }
  }
  const unsubscribe = subscribe(changed)

  /**
   * Heard: a kept page is fresh until a change empties it. Not heard: it was known fresh when the
   * connection was lost, or when its render began if later; served only within the bound of that.
   */
  const unheardAge = (entry) => now() - Math.max(entry.renderedAt, unheardSince)
  const servable = (entry) => listening() || unheardAge(entry) <= settings.unheardMaxAgeMs
  /** Rendered again behind the visitor: after the refresh time, or half the bound while unheard. */
  const aging = (entry) =>
    now() - entry.renderedAt > settings.refreshAfterMs ||
    (!listening() && unheardAge(entry) > settings.unheardMaxAgeMs / 2)

  const store = (entry) => {
    // One page may take at most half of the budget; the least recently served go first.
    if (entry.bytes > settings.maxBytes / 2) return
    const previous = entries.get(entry.key)
    // A page's addresses with a query are capped, so no run of them can push other pages out.
    if (!previous && entry.key.includes('?')) {
      const path = pathOf(entry.key)
      let variants = 0
      for (const key of entries.keys()) if (key.includes('?') && pathOf(key) === path) variants++
      if (variants >= (MAX_VARIANTS[path] ?? MAX_VARIANTS_PER_PAGE)) return
    }
    if (previous) bytes -= previous.bytes
    entries.delete(entry.key)
    entries.set(entry.key, entry)
    bytes += entry.bytes
    for (const [key, oldest] of entries) {
      if (bytes <= settings.maxBytes) break
      entries.delete(key)
      bytes -= oldest.bytes
    }
  }

  /** Renders `key` once however many ask at the same time; stored when nothing changed meanwhile. */
  const renderOnce = (key) => {
    const running = rendering.get(key)
    if (running) return running
    const since = stampOf(key)
    // What it reads is fresh as of now: the data cache's entries, or the database while unheard.
    const renderedAt = now()
    const promise = (async () => {
      const rendered = await render(key)
      if (!storable(rendered) || !showsKey(key, rendered.body.toString('utf8')))
        return { since, rendered }
      const entry = { ...(await entryOf(key, rendered, transform)), renderedAt }
      if (stampOf(key) === since) store(entry)
      return { since, rendered, entry }
    })().finally(() => rendering.delete(key))
    rendering.set(key, promise)
    return promise
  }

  const send = (req, res, entry, status) => {
    res.statusCode = 200
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('ETag', entry.etag)
    res.setHeader(CACHE_STATUS_HEADER, status)
    const asked = String(req.headers['if-none-match'] ?? '')
    if (asked.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      res.statusCode = 304
      return res.end()
    }
    const encoding = encodingFor(req.headers['accept-encoding'])
    const body = entry.bodies[encoding]
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** What Next answered, when it is not to be stored (a 404, an error page): as it was, uncompressed. */
  const sendRendered = (req, res, rendered) => {
    res.statusCode = rendered.status
    for (const [name, value] of Object.entries(rendered.headers))
      if (!['connection', 'keep-alive', 'transfer-encoding', 'date'].includes(name))
        res.setHeader(name, value)
    res.setHeader('Content-Length', rendered.body.length)
    res.setHeader(CACHE_STATUS_HEADER, 'bypass')
    res.end(req.method === 'HEAD' ? undefined : rendered.body)
  }

  const handle = async (req, res, next) => {
    delete req.headers[WHOLE_PAGE_HEADER]
    if (req.headers[FILL_HEADER] !== undefined) {
      const ours = req.headers[FILL_HEADER] === token
      delete req.headers[FILL_HEADER]
      if (ours) {
        req.headers[WHOLE_PAGE_HEADER] = '1'
        return next(req, res)
      }
    }
    const key = settings.maxBytes > 0 ? pageKey(req) : null
    if (!key) return next(req, res)
    const arrived = stampOf(key)
    const cached = entries.get(key)
    if (cached && servable(cached)) {
      // Served, and marked the most recently used; an old one is rendered again behind it.
      entries.delete(key)
      entries.set(key, cached)
      if (aging(cached)) renderOnce(key).catch(() => {})
      return send(req, res, cached, 'hit')
    }
    try {
      let result = await renderOnce(key)
      // Begun before a change this request came after: what it rendered may be out of date.
      if (result.since < arrived) result = await renderOnce(key)
      if (result.entry) return send(req, res, result.entry, 'miss')
      return sendRendered(req, res, result.rendered)
    } catch (error) {
      console.warn(`[fellowship] page cache: ${error?.message ?? error}; rendering ${key} directly`)
      if (!res.headersSent) return next(req, res)
    }
  }

  return {
    token,
    /** (req, res) => void: the cache in front of `handler`. */
    wrap: (handler) => (req, res) => {
      handle(req, res, handler).catch((error) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    },
    get size() {
      return { pages: entries.size, bytes }
    },
    stop: unsubscribe,
  }
}
