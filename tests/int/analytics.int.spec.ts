import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { slugs } from '@collections/slugs'

import { callApi, postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { limiterClock, middleOfNextWindow } from '../helpers/rateLimitClock'

vi.mock('@/lib/rateLimit', async (original) =>
  (await import('../helpers/rateLimitClock')).withPinnableClock(await original()),
)

// A phone browser, as the tracker's requests carry; requests without one are treated as robots.
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; TECNO CK7n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const browser = { 'user-agent': BROWSER_UA }

type Row = {
  id: number
  event_type: string
  page_path: string | null
  user_agent: string | null
  referrer: string | null
  session_id: string | null
  metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
  whole_row: string
}

let payload: Payload

const rowsOf = async (sessionId?: string): Promise<Row[]> => {
  const where = sessionId ? sql`where session_id = ${sessionId}` : sql``
  const result = await payload.db.drizzle.execute(
    sql`select *, row_to_json(analytics_events)::text as whole_row from analytics_events ${where} order by id`,
  )
  return (result as unknown as { rows: Row[] }).rows
}

let sessionCounter = 0
const newSession = () => `int-session-${Date.now().toString(36)}-${++sessionCounter}`

const event = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
  event_type: 'page_view',
  page_path: '/sponsorship',
  referrer: 'https://www.google.com/',
  session_id: sessionId,
  metadata: {
    timestamp: '2026-11-21T10:00:00.000Z',
    is_returning_visitor: false,
    screen_resolution: '412x915',
    viewport_size: '412x839',
  },
  ...overrides,
})

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
  limiterClock.now = undefined
})

describe('POST /api/analytics stores what a browser sends', () => {
  it('stores a batch, one row per event, with the user agent taken from the request', async () => {
    const session = newSession()
    const before = Date.now()
    const response = await postJson(
      '/analytics',
      {
        events: [
          event(session, { user_agent: 'claimed in the body, ignored' }),
          event(session, {
            event_type: 'donation_funnel',
            referrer: null,
            metadata: {
              timestamp: '2026-11-21T10:00:05.000Z',
              is_returning_visitor: true,
              screen_resolution: '412x915',
              viewport_size: '412x839',
              step: 'initiated',
              amount: null,
              source: 'sponsorship_cta',
            },
          }),
        ],
      },
      { headers: browser },
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: 2, dropped: 0 })

    const rows = await rowsOf(session)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      event_type: 'page_view',
      page_path: '/sponsorship',
      user_agent: BROWSER_UA,
      referrer: 'https://www.google.com/',
      session_id: session,
      metadata: {
        timestamp: '2026-11-21T10:00:00.000Z',
        is_returning_visitor: false,
        screen_resolution: '412x915',
        viewport_size: '412x839',
      },
    })
    expect(rows[1]).toMatchObject({
      event_type: 'donation_funnel',
      referrer: null,
      user_agent: BROWSER_UA,
      metadata: {
        step: 'initiated',
        amount: null,
        source: 'sponsorship_cta',
        is_returning_visitor: true,
      },
    })
    for (const row of rows) {
      expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(new Date(row.updated_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
  })

  it('is readable by an admin through the collection, as the dashboard will read it', async () => {
    const session = newSession()
    await postJson('/analytics', event(session, { page_path: '/impact' }), { headers: browser })
    const { docs } = await payload.find({
      collection: slugs.analyticsEvents,
      where: { session_id: { equals: session } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      event_type: 'page_view',
      page_path: '/impact',
      session_id: session,
      user_agent: BROWSER_UA,
    })
    expect(docs[0].createdAt).toBeTruthy()
  })

  it('accepts a single event object and a bare array, and the text/plain a beacon may send', async () => {
    const session = newSession()
    expect(
      (await (await postJson('/analytics', event(session), { headers: browser })).json()).stored,
    ).toBe(1)
    expect(
      (
        await (
          await postJson('/analytics', [event(session), event(session)], { headers: browser })
        ).json()
      ).stored,
    ).toBe(2)
    const beacon = await callApi(
      '/analytics',
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ events: [event(session)] }),
      },
      { headers: browser },
    )
    expect(beacon.status).toBe(202)
    expect(await rowsOf(session)).toHaveLength(4)
  })

  it('cuts a long user agent to 512 characters', async () => {
    const session = newSession()
    const long = `${BROWSER_UA} ${'x'.repeat(700)}`
    await postJson('/analytics', event(session), { headers: { 'user-agent': long } })
    const [row] = await rowsOf(session)
    expect(row.user_agent).toBe(long.slice(0, 512))
  })
})

describe('what it drops', () => {
  it('drops malformed events one by one and keeps the valid ones of the same batch', async () => {
    const session = newSession()
    const response = await postJson(
      '/analytics',
      {
        events: [
          event(session, { page_path: '/kept-1' }),
          event(session, { event_type: 'purchase' }),
          event(session, { page_path: 'no-leading-slash' }),
          event(session, { page_path: `/${'a'.repeat(600)}` }),
          event(session, { session_id: 'bad id with spaces' }),
          event(session, { session_id: undefined }),
          event(session, { referrer: 'r'.repeat(1025) }),
          event(session, { metadata: 'not an object' }),
          event(session, { metadata: ['an', 'array'] }),
          event(session, { metadata: { deep: { deeper: { deepest: 1 } } } }),
          event(session, { metadata: { text: 'nul \u0000 inside' } }),
          event(session, { metadata: { text: 'lone surrogate \ud800' } }),
          'not an event',
          null,
          event(session, {
            page_path: '/kept-2',
            metadata: { nested: { ok: true }, list: [1, 'two', null] },
          }),
        ],
      },
      { headers: browser },
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ stored: 2, dropped: 13 })
    const rows = await rowsOf(session)
    expect(rows.map((row) => row.page_path)).toEqual(['/kept-1', '/kept-2'])
    expect(rows[1].metadata).toEqual({ nested: { ok: true }, list: [1, 'two', null] })
  })

  it('drops an event whose metadata is over 2 KB', async () => {
    const session = newSession()
    const response = await postJson(
      '/analytics',
      {
        events: [
          event(session, {
            metadata: {
              a: 'x'.repeat(500),
              b: 'x'.repeat(500),
              c: 'x'.repeat(500),
              d: 'x'.repeat(500),
              e: 'x'.repeat(100),
            },
          }),
          event(session, { page_path: '/small' }),
        ],
      },
      { headers: browser },
    )
    expect(await response.json()).toEqual({ stored: 1, dropped: 1 })
    expect((await rowsOf(session)).map((row) => row.page_path)).toEqual(['/small'])
  })

  it('takes at most 20 events from one request', async () => {
    const session = newSession()
    const response = await postJson(
      '/analytics',
      {
        events: Array.from({ length: 25 }, (_, index) =>
          event(session, { page_path: `/page-${index}` }),
        ),
      },
      { headers: browser },
    )
    expect(await response.json()).toEqual({ stored: 20, dropped: 5 })
    expect(await rowsOf(session)).toHaveLength(20)
  })

  it('ignores obvious robots, and requests without a user agent', async () => {
    const session = newSession()
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      '',
    ]
    for (const userAgent of robots) {
      const response = await postJson(
        '/analytics',
        { events: [event(session)] },
        { headers: userAgent ? { 'user-agent': userAgent } : {} },
      )
      expect(response.status, userAgent).toBe(202)
      expect((await response.json()).stored, userAgent).toBe(0)
    }
    expect(await rowsOf(session)).toHaveLength(0)
    // A phone brand with 'bot' in its name is a person.
    const cubot =
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
    expect(
      (
        await (
          await postJson('/analytics', event(session), { headers: { 'user-agent': cubot } })
        ).json()
      ).stored,
    ).toBe(1)
  })

  it('never stores the address the request came from', async () => {
    const session = newSession()
    const address = '203.0.113.77'
    const response = await postJson(
      '/analytics',
      {
        events: [
          event(session),
          event(session, { event_type: 'sponsor_interest', metadata: { action: 'view_minimums' } }),
        ],
      },
      {
        address,
        headers: { ...browser, 'x-forwarded-for': address },
      },
    )
    expect(response.status).toBe(202)
    const rows = await rowsOf(session)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.whole_row).not.toContain(address)
    // The rate limiter keeps a keyed hash, not the address either.
    const counters = await payload.db.drizzle.execute(sql`select key from rate_limit_counters`)
    expect(JSON.stringify((counters as unknown as { rows: unknown[] }).rows)).not.toContain(address)
  })

  it("keeps a visit to a donor's My giving page, a booking's or a driver's page, never the private link in its address", async () => {
    const session = newSession()
    const token = '41.1798761600.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE'
    const response = await postJson(
      '/analytics',
      {
        events: [
          event(session, { page_path: `/giving/${token}`, referrer: null }),
          event(session, {
            page_path: '/sponsorship',
            referrer: `https://rides.example.org/giving/${token}?done=paused`,
          }),
          event(session, { page_path: '/giving/link', referrer: null }),
          event(session, { page_path: `/rides/booking/FR-7K3Q9P.${token}`, referrer: null }),
          event(session, {
            page_path: '/rides',
            referrer: `https://rides.example.org/rides/driver/12.${token}/`,
          }),
        ],
      },
      { headers: browser },
    )
    expect(response.status).toBe(202)
    const rows = await rowsOf(session)
    expect(rows.map((row) => [row.page_path, row.referrer])).toEqual([
      ['/giving/[link]', null],
      ['/sponsorship', 'https://rides.example.org/giving/[link]?done=paused'],
      ['/giving/link', null],
      ['/rides/booking/[link]', null],
      ['/rides', 'https://rides.example.org/rides/driver/[link]/'],
    ])
    for (const row of rows) expect(row.whole_row).not.toContain(token)
  })
})

describe('what it refuses', () => {
  it('answers 400 to a body that is not an event, an array or { events: [...] }', async () => {
    const before = (await rowsOf()).length
    for (const body of [
      'hello',
      42,
      null,
      true,
      { events: 'not a list' },
      { events: { event_type: 'page_view', page_path: '/', session_id: 'abcdefgh12' } },
    ]) {
      const response = await postJson('/analytics', body, { headers: browser })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect(await rowsOf()).toHaveLength(before)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const response = await callApi(
      '/analytics',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"events": [' },
      { headers: browser },
    )
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('bad_json')
  })

  it('answers 415 to another content type', async () => {
    const response = await callApi(
      '/analytics',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'event_type=page_view',
      },
      { headers: browser },
    )
    expect(response.status).toBe(415)
  })

  it('answers 413 to a body over 64 KB, without storing any of it', async () => {
    const session = newSession()
    const response = await postJson(
      '/analytics',
      { events: [event(session)], padding: 'x'.repeat(65 * 1024) },
      { headers: browser },
    )
    expect(response.status).toBe(413)
    expect(await rowsOf(session)).toHaveLength(0)
  })

  it('answers 403 to a post from another site', async () => {
    const session = newSession()
    const response = await postJson('/analytics', event(session), {
      headers: { ...browser, origin: 'https://elsewhere.example' },
    })
    expect(response.status).toBe(403)
    expect(await rowsOf(session)).toHaveLength(0)
  })

  it('answers 429 with Retry-After once an address passes its limit', async () => {
    vi.stubEnv('RATE_LIMIT_ANALYTICS_PER_10_MINUTES', '5')
    // The window is the clock's 10 minutes: the limiter's clock stands in the middle of one, so all requests share it.
    limiterClock.now = middleOfNextWindow(600)
    const session = newSession()
    const address = '198.18.0.42'
    const statuses: number[] = []
    let last: Response | undefined
    for (let index = 0; index < 7; index++) {
      last = await postJson('/analytics', event(session), { address, headers: browser })
      statuses.push(last.status)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429])
    expect(last!.headers.get('retry-after')).toBe('300')
    expect(await rowsOf(session)).toHaveLength(5)
    // Another address is not affected.
    expect(
      (await postJson('/analytics', event(session), { address: '198.18.0.43', headers: browser }))
        .status,
    ).toBe(202)
  })
})

describe('under load', () => {
  it('stores every event of many concurrent batches', async () => {
    const session = newSession()
    const batches = 40
    const responses = await Promise.all(
      Array.from({ length: batches }, (_, batch) =>
        postJson(
          '/analytics',
          {
            events: Array.from({ length: 20 }, (_, index) =>
              event(session, { page_path: `/b${batch}/e${index}` }),
            ),
          },
          { headers: browser },
        ),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(batches).fill(202))
    expect(await rowsOf(session)).toHaveLength(batches * 20)
  })
})
