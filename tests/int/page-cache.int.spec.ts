// The full-page cache of the production server (src/cli/pageCache.mjs behind the edge, as serve.mjs
// puts them): a public page is rendered once after a change and then served as bytes; a change heard
// from any instance (PostgreSQL NOTIFY, src/lib/cache/) empties it at once; what is not a public page,
// or not the same page, is never answered from it. A stub stands for Next and counts its renders;
// Find a Ride's stub reads the test database as the page does (src/lib/rides/findRide.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createEdgeServer } from '@/cli/edge.mjs'
import {
  createPageCache,
  loopbackRenderer,
  pageCacheSettings,
  type PageCacheSettings,
  type Rendered,
} from '@/cli/pageCache.mjs'
import { createInstanceCache, type InstanceCache } from '@/lib/cache/instanceCache.mjs'
import { registerInstanceCache } from '@/lib/cache/registry.mjs'
import { WHOLE_PAGE_HEADER } from '@/lib/http/wholePage.mjs'
import { bookSeat } from '@/lib/rides/bookings'
import { branchRides, findRideAddress, listBranches } from '@/lib/rides/findRide'
import { slugs } from '@collections/slugs'

import { seedActiveChurch, seedBusRun } from '../helpers/churches'
import { getTestPayload } from '../helpers/payload'

/** What the stub renders, and how often Next was asked for each address. */
const content = { title: 'Free Rides to Church' }
const renders: string[] = []
/** What Next was told of each request: whether the page is rendered whole (for the cache). */
const wholePage: string[] = []
let gate: Promise<void> | null = null

/** Find a Ride as rides/page.tsx renders it: what it reads, the seats, and the address it names. */
const findRide = async (url: URL) => {
  const payload = await getTestPayload()
  const branches = await listBranches(payload)
  const id = (name: string) => {
    const value = url.searchParams.get(name) ?? ''
    return /^\d{1,10}$/.test(value) ? Number(value) : undefined
  }
  const branch = branches.find((b) => b.id === id('branch'))
  const rides = branch
    ? await branchRides(payload, branch.id, {
        service: id('service'),
        area: url.searchParams.get('area')?.slice(0, 80) || undefined,
      })
    : null
  // React writes & in an attribute as &amp;.
  const address = findRideAddress(branch?.id, rides?.chosen).replaceAll('&', '&amp;')
  const runs = (rides?.runs ?? []).map(
    (run) => `<li>${run.title}, ${run.service}: ${run.free} seats free</li>`,
  )
  return `<!doctype html><title>Find a Ride</title><div data-page-key="${address}"><ul>${runs.join('')}</ul></div>`
}

const stubNext = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  renders.push(`${req.method} ${req.url}`)
  wholePage.push(`${req.url} ${req.headers[WHOLE_PAGE_HEADER] ?? 'streamed'}`)
  const url = new URL(req.url ?? '/', 'http://stub')
  if (url.pathname === '/rides') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    return res.end(await findRide(url))
  }
  const title = content.title
  if (gate) await gate
  if (url.pathname === '/news/404') {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    return res.end('<h1>Page not found</h1>')
  }
  if (url.pathname === '/news/7') res.setHeader('set-cookie', 'visited=1')
  if (url.pathname === '/news/8')
    res.setHeader(
      'link',
      '</_next/static/chunks/site.css>; rel=preload; as="style", </_next/static/chunks/app.js>; rel=preload; as="script"',
    )
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
  })
  // Big enough that compression shows, as a real page of some 100 KB.
  res.end(
    `<!doctype html><title>${title}</title><h1>${title}</h1><p>${url.pathname}${url.search}</p>${'<p>Ride with us.</p>'.repeat(2000)}`,
  )
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
const get = (
  base: string,
  pagePath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${base}${pagePath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end(method === 'POST' ? 'a=1' : undefined)
  })
const text = (answer: Answer) => {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

type Site = { base: string; stop: () => Promise<void>; cache: ReturnType<typeof createPageCache> }
const sites: Site[] = []

/** The production server's order: the edge, then the page cache, then "Next". */
const startSite = async ({
  listening = () => true,
  subscribe = () => () => {},
  settings = pageCacheSettings({}),
  transform,
  now,
}: {
  listening?: () => boolean
  subscribe?: Parameters<typeof createPageCache>[0]['subscribe']
  settings?: PageCacheSettings
  transform?: (html: string) => Promise<string>
  now?: () => number
} = {}): Promise<Site> => {
  const token = 'test-token'
  const own: { render?: (key: string) => Promise<Rendered> } = {}
  const cache = createPageCache({
    token,
    settings,
    listening,
    subscribe,
    transform,
    now,
    // Its own address is known once it listens.
    render: (key) => own.render!(key),
  })
  const server = createEdgeServer(
    cache.wrap((req, res) => void stubNext(req, res)),
    { env: { PUBLIC_SERVER_URL: 'http://localhost:3000' } },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  own.render = loopbackRenderer({ port, token })
  const site = {
    base: `http://127.0.0.1:${port}`,
    cache,
    stop: async () => {
      cache.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  sites.push(site)
  return site
}

const caches: InstanceCache[] = []
const proxies: net.Server[] = []
let root: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fellowship-pages-'))
})
afterEach(async () => {
  registerInstanceCache(undefined as unknown as InstanceCache)
  await Promise.all(sites.splice(0).map((site) => site.stop()))
  await Promise.all(caches.splice(0).map((cache) => cache.stop()))
  for (const proxy of proxies.splice(0)) proxy.close()
  renders.length = 0
  wholePage.length = 0
  content.title = 'Free Rides to Church'
  gate = null
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

type Listener = Parameters<NonNullable<Parameters<typeof createPageCache>[0]['subscribe']>>[0]

/** One app instance's data cache on the test database, with its change listeners, as handler.mjs makes it. */
const instance = async (
  name: string,
  {
    uri = process.env.DATABASE_URI,
    log = () => {},
    waitForIt = true,
  }: { uri?: string; log?: (message: string) => void; waitForIt?: boolean } = {},
) => {
  const listeners = new Set<Listener>()
  const cache = createInstanceCache({
    dir: path.join(root, `${name}-${Date.now()}`),
    uri,
    connection: { application_name: `page-cache-test-${name}` },
    log,
    // Retries come quickly, so a test waits little for the way back.
    maxRetryMs: 200,
    onChange: (change) => listeners.forEach((listener) => listener(change)),
  })
  caches.push(cache)
  if (waitForIt) await cache.ready()
  const subscribe = (listener: Listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return { cache, subscribe, listening: () => cache.listening }
}

/**
 * The way to the test database for one instance's LISTEN connection, which the test can cut (every
 * connection ended, and new ones refused, as a database restart or a dropped network) and give back.
 */
const databaseWay = async () => {
  const target = new URL(process.env.DATABASE_URI!)
  const open = new Set<net.Socket>()
  let refusing = false
  let refused = 0
  const proxy = net.createServer((socket) => {
    if (refusing) {
      refused += 1
      return socket.destroy()
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const [one, other] of [
      [socket, upstream],
      [upstream, socket],
    ]) {
      open.add(one)
      one.pipe(other)
      one.on('error', () => other.destroy())
      one.on('close', () => {
        open.delete(one)
        other.destroy()
      })
    }
  })
  proxies.push(proxy)
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const uri = new URL(target)
  uri.hostname = '127.0.0.1'
  uri.port = String((proxy.address() as AddressInfo).port)
  return {
    uri: uri.toString(),
    cut: () => {
      refusing = true
      for (const socket of open) socket.destroy()
    },
    giveBack: () => {
      refusing = false
    },
    get refused() {
      return refused
    },
  }
}

/** The page cache's clock, moved by the test. */
const clock = () => {
  let time = 1_000_000
  return { now: () => time, pass: (ms: number) => (time += ms) }
}

const rendersOf = (pagePath: string) => renders.filter((line) => line === `GET ${pagePath}`).length

describe('a public page', () => {
  it('is rendered once for 40 visitors at once, then served as the same bytes in every encoding', async () => {
    const site = await startSite()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get(site.base, '/', {
          headers: { 'accept-encoding': ['br, gzip', 'gzip', 'identity'][i % 3] },
        }),
      ),
    )
    expect(rendersOf('/')).toBe(1)
    const bodies = new Set(answers.map(text))
    expect(bodies.size).toBe(1)
    expect([...bodies][0]).toContain('<h1>Free Rides to Church</h1>')
    expect(new Set(answers.map((answer) => answer.headers['content-encoding']))).toEqual(
      new Set(['br', 'gzip', undefined]),
    )
    const brotli = answers.find((answer) => answer.headers['content-encoding'] === 'br')!
    expect(brotli.body.length).toBeLessThan(text(brotli).length / 20)

    const later = await get(site.base, '/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(later.headers['x-page-cache']).toBe('hit')
    expect(rendersOf('/')).toBe(1)
    // A CDN may keep it briefly and serve it stale while it asks again; a browser asks every time.
    expect(later.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=30',
    )
    expect(later.headers.vary).toContain('rsc')
    // The edge's security headers, once each, on a cached page too.
    expect(later.headers['x-frame-options']).toBe('DENY')
    expect(later.headers['content-security-policy']).toContain("frame-ancestors 'none'")

    const unchanged = await get(site.base, '/', {
      headers: { 'if-none-match': String(later.headers.etag) },
    })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    const head = await get(site.base, '/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(rendersOf('/')).toBe(1)
  })

  it('keeps apart the sponsorship addresses that show different things, and nothing else', async () => {
    const site = await startSite()
    for (const address of [
      '/sponsorship?project=3',
      '/sponsorship?project=3&utm_source=whatsapp',
      '/sponsorship?project=4',
      '/impact?utm_source=whatsapp',
      '/impact',
    ])
      expect((await get(site.base, address)).status).toBe(200)
    expect(renders).toEqual([
      'GET /sponsorship?project=3',
      'GET /sponsorship?project=4',
      'GET /impact',
    ])
    expect(text(await get(site.base, '/sponsorship?utm_source=x&project=4'))).toContain(
      '/sponsorship?project=4',
    )
  })

  it('keeps no address whose values the page does not act on, and few of one page: junk cannot push pages out', async () => {
    // Issue #29: every value of /sponsorship's parameters was an entry of its own; 300 junk
    // requests evicted / and /impact.
    const site = await startSite({ settings: { ...pageCacheSettings({}), maxBytes: 2_000_000 } })
    await get(site.base, '/')
    await get(site.base, '/impact')
    for (let i = 0; i < 60; i++) {
      await get(site.base, `/sponsorship?open=junk-${i}`)
      await get(site.base, `/sponsorship?country=${'x'.repeat(i + 3)}`)
      await get(site.base, `/sponsorship?project=00${i + 1}`)
      await get(site.base, `/sponsorship?project=${i + 1}&refreshed=${i}`)
    }
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')
    expect((await get(site.base, '/impact')).headers['x-page-cache']).toBe('hit')
    // Of the well-formed addresses, a page keeps 16; the donor list's refresh address is the page's.
    expect(site.cache.size.pages).toBe(2 + 16)
    expect(
      (await get(site.base, '/sponsorship?project=1&refreshed=999')).headers['x-page-cache'],
    ).toBe('hit')
  })

  it('is rendered again in the background once it is old, while the old one is served', async () => {
    // Every page counts as old at once: each hit renders it again behind the answer.
    const site = await startSite({ settings: { ...pageCacheSettings({}), refreshAfterMs: 0 } })
    await get(site.base, '/news')
    content.title = 'New term rides'
    const old = await get(site.base, '/news')
    expect(old.headers['x-page-cache']).toBe('hit')
    expect(text(old)).toContain('Free Rides to Church')
    await expect
      .poll(async () => text(await get(site.base, '/news')), { timeout: 30_000, interval: 20 })
      .toContain('New term rides')
  })
  it('is kept as rewritten once (stylesheets written in), without the preloads that then fetch nothing', async () => {
    let rewrites = 0
    const site = await startSite({
      transform: async (html) => {
        rewrites += 1
        return html.replace(
          '<title>',
          '<style data-href="/_next/static/chunks/site.css">h1{color:#0d4740}</style><title>',
        )
      },
    })
    for (let i = 0; i < 3; i++) {
      const answer = await get(site.base, '/news/8', { headers: { 'accept-encoding': 'br' } })
      expect(text(answer)).toContain('<style data-href="/_next/static/chunks/site.css">')
      expect(answer.headers.link).toBe('</_next/static/chunks/app.js>; rel=preload; as="script"')
    }
    expect(rewrites).toBe(1)
  })
})

describe('what is never answered from the cache', () => {
  it('posts, the admin, the API, payment returns, RSC requests and server actions reach Next each time', async () => {
    const site = await startSite()
    const addresses: [string, { method?: string; headers?: Record<string, string> }][] = [
      ['/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      ['/admin', {}],
      ['/api/health', {}],
      ['/sponsorship/payment?reference=FR-1', {}],
      ['/sponsorship', { headers: { rsc: '1' } }],
      ['/sponsorship?_rsc=abc', {}],
      ['/sponsorship', { headers: { 'next-action': 'f00' } }],
      ['/news/', {}],
    ]
    for (let round = 0; round < 2; round++)
      for (const [address, options] of addresses) await get(site.base, address, options)
    expect(renders).toHaveLength(addresses.length * 2)
  })

  it('a missing page and an answer that sets a cookie are passed on as they are, not kept', async () => {
    const site = await startSite()
    for (let round = 0; round < 2; round++) {
      const missing = await get(site.base, '/news/404')
      expect(missing.status).toBe(404)
      expect(text(missing)).toContain('Page not found')
      const withCookie = await get(site.base, '/news/7')
      expect(withCookie.headers['set-cookie']).toEqual(['visited=1'])
    }
    expect(rendersOf('/news/404')).toBe(2)
    expect(rendersOf('/news/7')).toBe(2)
  })

  it('a visitor who sends the render header without this process token gets no way past it', async () => {
    const site = await startSite()
    await get(site.base, '/impact')
    const forged = await get(site.base, '/impact', {
      headers: { 'x-fellowship-page-fill': 'guess' },
    })
    expect(forged.headers['x-page-cache']).toBe('hit')
    expect(rendersOf('/impact')).toBe(1)
  })

  it("only the cache's own renders are told to wait for the whole page, whatever a visitor sends", async () => {
    // Streamed content a reader without JavaScript never sees must not be kept and served to everyone
    // (a cold instance's first render); a visitor's own answer may still stream.
    const site = await startSite()
    const forged = { [WHOLE_PAGE_HEADER]: '1' }
    await get(site.base, '/news', { headers: forged })
    await get(site.base, '/admin', { headers: forged })
    await get(site.base, '/news', { headers: { rsc: '1', ...forged } })
    expect(wholePage).toEqual(['/news 1', '/admin streamed', '/news streamed'])
  })

  it('while the instance cannot hear the others, a page is served for at most 10 s after its render began', async () => {
    // Issue #29: it was rendered for every request, the performance cliff at the busiest moments.
    const time = clock()
    const site = await startSite({ listening: () => false, now: time.now })
    await get(site.base, '/')
    content.title = 'Changed through another instance'
    time.pass(4_000)
    for (let i = 0; i < 3; i++) {
      const answer = await get(site.base, '/')
      expect(answer.headers['x-page-cache']).toBe('hit')
      expect(text(answer)).toContain('Free Rides to Church')
    }
    expect(rendersOf('/')).toBe(1)
    time.pass(6_001)
    const later = await get(site.base, '/')
    expect(text(later)).toContain('Changed through another instance')
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')
  })

  it('keeps within its memory budget: the least recently served page goes first', async () => {
    // Room for two of the stub's pages (some 39 KB each, in its three encodings).
    const site = await startSite({ settings: { ...pageCacheSettings({}), maxBytes: 90_000 } })
    await get(site.base, '/')
    await get(site.base, '/impact')
    await get(site.base, '/')
    await get(site.base, '/news')
    expect(site.cache.size).toMatchObject({ pages: 2 })
    expect(site.cache.size.bytes).toBeLessThanOrEqual(90_000)
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')
    expect((await get(site.base, '/impact')).headers['x-page-cache']).toBe('miss')
  })
})

describe('a change', () => {
  it('made through another instance empties this one within 2 s, so the page shows it', async () => {
    const a = await instance('a')
    const b = await instance('b')
    const site = await startSite({ listening: b.listening, subscribe: b.subscribe })
    await get(site.base, '/news')
    expect((await get(site.base, '/news')).headers['x-page-cache']).toBe('hit')

    content.title = 'Rides for the harvest service'
    const changedAt = Date.now()
    await a.cache.revalidateTag(['news'], { expire: 0 })
    await expect
      .poll(async () => text(await get(site.base, '/news')), { timeout: 30_000, interval: 10 })
      .toContain('Rides for the harvest service')
    expect(Date.now() - changedAt).toBeLessThan(2000)
  })

  it('heard while a page renders: the page is not kept, and a visitor who came after gets the new one', async () => {
    const b = await instance('b')
    const site = await startSite({ listening: b.listening, subscribe: b.subscribe })
    let release!: () => void
    gate = new Promise((resolve) => (release = resolve))
    const before = get(site.base, '/impact')
    await expect.poll(() => rendersOf('/impact')).toBe(1)
    // The stub read the old title; the change commits now, and a visitor arrives after it.
    content.title = 'Changed during the render'
    await b.cache.revalidateTag(['projects'], { expire: 0 })
    const after = get(site.base, '/impact')
    gate = null
    release()
    expect(text(await before)).toContain('Free Rides to Church')
    expect(text(await after)).toContain('Changed during the render')
    expect((await get(site.base, '/impact')).headers['x-page-cache']).toBe('hit')
    expect(rendersOf('/impact')).toBe(2)
  })

  it('a lost LISTEN connection: what was cached stays for 10 s of the loss, a change here still empties it, and nothing from before the gap survives it', async () => {
    // Issue #29: the cache switched off while the connection was down, so every page was rendered
    // per request exactly when the machine was busiest.
    const way = await databaseWay()
    const logged: string[] = []
    const b = await instance('b', { uri: way.uri, log: (line) => logged.push(line) })
    const time = clock()
    const site = await startSite({ listening: b.listening, subscribe: b.subscribe, now: time.now })
    await get(site.base, '/')
    // Long before the loss: what was kept then was still fresh when the connection went.
    time.pass(60_000)
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')

    way.cut()
    await expect.poll(() => b.cache.listening, { timeout: 30_000, interval: 10 }).toBe(false)
    // Another instance's change, which this one cannot hear now.
    content.title = 'Changed through another instance'
    time.pass(4_000)
    const kept = await get(site.base, '/')
    expect(kept.headers['x-page-cache']).toBe('hit')
    expect(text(kept)).toContain('Free Rides to Church')
    expect(rendersOf('/')).toBe(1)
    time.pass(6_001)
    expect(text(await get(site.base, '/'))).toContain('Changed through another instance')
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')

    // A change made through this instance still empties it at once.
    content.title = 'Changed here'
    await b.cache.revalidateTag(['news'], { expire: 0 })
    expect(text(await get(site.base, '/'))).toContain('Changed here')
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')

    // Reconnections keep failing meanwhile; the loss is logged once.
    await expect.poll(() => way.refused, { timeout: 30_000, interval: 10 }).toBeGreaterThan(2)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain("Lost the database connection that hears other instances' changes")

    content.title = 'Changed elsewhere during the gap'
    way.giveBack()
    await expect.poll(() => b.cache.listening, { timeout: 30_000, interval: 10 }).toBe(true)
    // The clock has not moved: only the reconnection can have dropped what the gap may have missed.
    expect(text(await get(site.base, '/'))).toContain('Changed elsewhere during the gap')
    expect(logged).toEqual([logged[0], "Listening for other instances' changes again"])
    // Heard again: kept until a change, past the bound.
    time.pass(200_000)
    expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')
  })

  it('at start, pages are served from the cache before the LISTEN connection is up, and dropped once it is', async () => {
    const way = await databaseWay()
    way.cut()
    const logged: string[] = []
    const b = await instance('b', {
      uri: way.uri,
      log: (line) => logged.push(line),
      waitForIt: false,
    })
    const site = await startSite({ listening: b.listening, subscribe: b.subscribe })
    await get(site.base, '/impact')
    expect((await get(site.base, '/impact')).headers['x-page-cache']).toBe('hit')
    await expect.poll(() => way.refused, { timeout: 30_000, interval: 10 }).toBeGreaterThan(2)
    expect(logged).toHaveLength(1)

    content.title = 'Changed before this instance could hear'
    way.giveBack()
    await b.cache.ready()
    expect(text(await get(site.base, '/impact'))).toContain(
      'Changed before this instance could hear',
    )
    expect(logged).toHaveLength(2)
  })

  it('npm run cache:purge empties every instance', async () => {
    const a = await instance('a')
    const b = await instance('b')
    const siteA = await startSite({ listening: a.listening, subscribe: a.subscribe })
    const siteB = await startSite({ listening: b.listening, subscribe: b.subscribe })
    for (const site of [siteA, siteB]) {
      await get(site.base, '/impact')
      expect((await get(site.base, '/impact')).headers['x-page-cache']).toBe('hit')
    }
    const purge = spawnSync(process.execPath, ['src/cli/purge-cache.mjs'], {
      env: { ...process.env },
      encoding: 'utf8',
    })
    expect(purge.status, purge.stderr).toBe(0)
    expect(purge.stdout).toContain('Purged the cached pages and content of every running instance')
    for (const site of [siteA, siteB])
      // Each renders the page again on its next visit.
      await expect
        .poll(async () => (await get(site.base, '/impact')).headers['x-page-cache'], {
          timeout: 30_000,
          interval: 10,
        })
        .toBe('miss')
  })
})

describe('Find a Ride', () => {
  it('is kept under the filters it applied, and no other value takes a place', async () => {
    const payload = await getTestPayload()
    const { branch, service, church } = await seedActiveChurch(payload, 'Grace Assembly')
    await seedBusRun(payload, { church, service })
    const site = await startSite()
    // The GET form sends "any" as empty values: the same page, one copy.
    const list = `/rides?branch=${branch}`
    for (const address of [
      `/rides?branch=${branch}&service=&area=`,
      list,
      `/rides?area=&utm_source=whatsapp&branch=${branch}`,
    ])
      expect(text(await get(site.base, address))).toContain('10 seats free')
    expect((await get(site.base, list)).headers['x-page-cache']).toBe('hit')
    expect(renders.filter((line) => line.startsWith('GET /rides'))).toEqual([`GET ${list}`])
    const filtered = `/rides?branch=${branch}&service=${service}&area=Ikeja`
    await get(site.base, filtered)
    expect((await get(site.base, filtered)).headers['x-page-cache']).toBe('hit')
    expect(site.cache.size.pages).toBe(2)

    // Values the page does not act on: no such branch, another branch's service, an area no run stops in.
    for (const junk of [
      '/rides?branch=999999',
      `/rides?branch=${branch}&service=999999`,
      `/rides?branch=${branch}&area=Nowhere`,
      `/rides?branch=${branch}&area=ikeja`,
    ]) {
      for (let i = 0; i < 2; i++)
        expect((await get(site.base, junk)).headers['x-page-cache']).not.toBe('hit')
      expect(rendersOf(junk)).toBe(2)
    }
    expect(site.cache.size.pages).toBe(2)
  })

  it('a seat taken, a run added or cancelled, a service renamed: shown by every instance, while the other pages stay cached', async () => {
    const payload = await getTestPayload()
    const { branch, service, church } = await seedActiveChurch(payload, 'Grace Assembly')
    const runId = await seedBusRun(payload, { church, service })
    // This process is instance a: the collections' hooks expire through it (hooks/revalidate.ts).
    const a = await instance('a')
    registerInstanceCache(a.cache)
    const b = await instance('b')
    const sites = [
      await startSite({ listening: a.listening, subscribe: a.subscribe }),
      await startSite({ listening: b.listening, subscribe: b.subscribe }),
    ]
    const list = `/rides?branch=${branch}`
    for (const site of sites)
      for (const address of [list, '/']) {
        await get(site.base, address)
        expect((await get(site.base, address)).headers['x-page-cache']).toBe('hit')
      }
    /** Each instance shows it soon (each renders the page again once it hears). */
    const everywhere = async (seen: (page: string) => boolean) => {
      for (const site of sites)
        await expect
          .poll(async () => seen(text(await get(site.base, list))), {
            timeout: 30_000,
            interval: 20,
          })
          .toBe(true)
    }

    const booked = await bookSeat(payload, {
      runId,
      name: 'Ada Obi',
      phone: '+2348030000000',
      email: 'ada@example.org',
      people: 2,
      stop: 'Allen Junction',
    })
    expect(booked.ok).toBe(true)
    await everywhere((page) =>
      page.includes('Ikeja bus, First service, Sunday 08:00: 8 seats free'),
    )

    const added = await seedBusRun(payload, { church, service }, { title: 'Ojota bus', seats: 14 })
    await everywhere((page) =>
      page.includes('Ojota bus, First service, Sunday 08:00: 14 seats free'),
    )

    await payload.update({
      collection: slugs.busRuns,
      id: added,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await everywhere((page) => !page.includes('Ojota bus'))

    await payload.update({
      collection: slugs.churchServices,
      id: service,
      data: { name: 'Harvest service' },
      overrideAccess: true,
    })
    await everywhere((page) =>
      page.includes('Ikeja bus, Harvest service, Sunday 08:00: 8 seats free'),
    )

    // None of it shows on the home page, which stayed cached throughout.
    for (const site of sites)
      expect((await get(site.base, '/')).headers['x-page-cache']).toBe('hit')
    expect(rendersOf('/')).toBe(2)
  })
})
