// Limits of GET /api/donation-events (security issue: 13,000 open streams exhausted the server):
// open streams are capped per client address (SSE_MAX_PER_ADDRESS, default 6) and per instance
// (SSE_MAX_CONNECTIONS, default 1000), answered 429 / 503 with Retry-After past a cap, and every
// stream gives back its slot and its hub listener exactly once, however it ends: the browser
// leaving, the body cancelled, the client gone before the stream started, or a client that stopped reading.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { DONATION_EVENTS_CHANNEL } from '@/lib/payments/realtimeChannel'
import { donationEvents, donationEventSlots } from '@/lib/payments/realtime'

import { callApi } from '../helpers/api'
import { type AppServer, startAppServer } from '../helpers/appServer'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let app: AppServer
const LIMIT_VARIABLES = ['SSE_MAX_PER_ADDRESS', 'SSE_MAX_CONNECTIONS'] as const
const savedLimits = Object.fromEntries(LIMIT_VARIABLES.map((name) => [name, process.env[name]]))
const opened: Stream[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  app = await startAppServer()
})

afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()))
  for (const name of LIMIT_VARIABLES) {
    if (savedLimits[name] === undefined) delete process.env[name]
    else process.env[name] = savedLimits[name]
  }
  // Nothing a test opened may outlive it, or the next test's counts would be off.
  await vi.waitFor(() => expect([donationEventSlots.total, donationEvents.size]).toEqual([0, 0]), {
    timeout: 30_000,
    interval: 20,
  })
})

afterAll(async () => {
  await app?.close()
})

type Stream = {
  status: number
  retryAfter: string | null
  text: string
  received: () => string
  readUntil: (pattern: RegExp) => Promise<void>
  close: () => Promise<void>
}

/** A browser's EventSource over real HTTP (from 127.0.0.1): an open stream once `: listening` came, or the refusal. */
const openOverHttp = async (): Promise<Stream> => {
  const aborted = new AbortController()
  const response = await fetch(`${app.url}/api/donation-events`, {
    signal: aborted.signal,
    headers: { accept: 'text/event-stream' },
  })
  const retryAfter = response.headers.get('retry-after')
  if (response.status !== 200) {
    const text = await response.text()
    return {
      status: response.status,
      retryAfter,
      text,
      received: () => '',
      readUntil: async () => {},
      close: async () => {},
    }
  }
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let received = ''
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(received)) {
      const { done, value } = await reader.read()
      if (done)
        throw new Error(`stream ended before ${pattern}: ${JSON.stringify(received.slice(-200))}`)
      received += decoder.decode(value, { stream: true })
    }
  }
  await readUntil(/: listening\n\n/)
  const stream: Stream = {
    status: 200,
    retryAfter,
    text: '',
    received: () => received,
    readUntil,
    close: async () => {
      aborted.abort()
      await reader.cancel().catch(() => {})
    },
  }
  opened.push(stream)
  return stream
}

/** A stream in-process from a chosen address; its body is not read unless the test reads it. */
const openInProcess = async (address: string, signal?: AbortSignal) => {
  const response = await callApi(
    '/donation-events',
    { headers: { accept: 'text/event-stream' }, signal },
    { address },
  )
  const close = async () => {
    await response.body?.cancel().catch(() => {})
  }
  if (response.status === 200)
    opened.push({
      status: 200,
      retryAfter: null,
      text: '',
      received: () => '',
      readUntil: async () => {},
      close,
    })
  return { response, close }
}

const openMany = (count: number) =>
  Array.from({ length: count }, () => openOverHttp()).reduce<Promise<Stream[]>>(
    async (all, next) => [...(await all), await next],
    Promise.resolve([]),
  )

describe('GET /api/donation-events limits', () => {
  it('accepts 6 streams from one address, answers the 7th 429 with Retry-After, and accepts again once they close', async () => {
    const streams = await openMany(6)
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(donationEventSlots.total).toBe(6)
    expect(donationEvents.size).toBe(6)

    const refused = await openOverHttp()
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(refused.text).toBe(
      'Too many live-update connections from your network. The page works without them.',
    )
    expect(donationEvents.size).toBe(6)

    // Another address is not held back by this one.
    const other = await openInProcess('198.51.100.7')
    expect(other.response.status).toBe(200)
    await other.close()

    await Promise.all(streams.map((stream) => stream.close()))
    await vi.waitFor(
      () =>
        expect([
          donationEventSlots.total,
          donationEventSlots.addresses,
          donationEvents.size,
        ]).toEqual([0, 0, 0]),
      { timeout: 30_000, interval: 20 },
    )
    const again = await openOverHttp()
    expect(again.status).toBe(200)
    expect(donationEventSlots.total).toBe(1)
  })

  it('answers 503 with Retry-After once the instance holds SSE_MAX_CONNECTIONS streams, whatever the address', async () => {
    process.env.SSE_MAX_CONNECTIONS = '3'
    const streams = await openMany(2)
    const third = await openInProcess('203.0.113.9')
    expect([...streams.map((stream) => stream.status), third.response.status]).toEqual([
      200, 200, 200,
    ])

    const refused = await openInProcess('203.0.113.10')
    expect(refused.response.status).toBe(503)
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.response.text()).toBe(
      'Live updates are busy right now. The page works without them.',
    )
    expect((await openOverHttp()).status).toBe(503)
    expect(donationEventSlots.total).toBe(3)
    expect(donationEvents.size).toBe(3)

    await third.close()
    expect((await openInProcess('203.0.113.10')).response.status).toBe(200)
  })

  it('counts an IPv6 client by its /64, which one household or server usually holds whole', async () => {
    process.env.SSE_MAX_PER_ADDRESS = '1'
    expect((await openInProcess('2001:db8:1:2::10')).response.status).toBe(200)
    expect((await openInProcess('2001:db8:1:2:ffff:ffff:ffff:99')).response.status).toBe(429)
    expect((await openInProcess('2001:db8:1:3::10')).response.status).toBe(200)
    expect((await openInProcess('::ffff:192.0.2.60')).response.status).toBe(200)
    expect((await openInProcess('192.0.2.60')).response.status).toBe(429)
  })

  it('gives a slot back once when a stream is both cancelled and aborted', async () => {
    process.env.SSE_MAX_PER_ADDRESS = '2'
    const leaving = new AbortController()
    const first = await openInProcess('192.0.2.44', leaving.signal)
    await openInProcess('192.0.2.44')
    expect(donationEventSlots.total).toBe(2)

    await first.close()
    leaving.abort()
    await first.close()
    expect(donationEventSlots.total).toBe(1)
    expect(donationEvents.size).toBe(1)
    // One slot free, not two.
    expect((await openInProcess('192.0.2.44')).response.status).toBe(200)
    expect((await openInProcess('192.0.2.44')).response.status).toBe(429)
  })

  it('keeps nothing for a client that left before its stream started', async () => {
    const gone = new AbortController()
    gone.abort()
    const { response } = await openInProcess('192.0.2.45', gone.signal)
    expect(response.status).not.toBe(200)
    expect([donationEventSlots.total, donationEvents.size]).toEqual([0, 0])
  })

  it('drops a client that stopped reading, and keeps streaming to one that reads', async () => {
    const stalled = await openInProcess('192.0.2.46')
    expect(stalled.response.status).toBe(200)
    const reading = await openOverHttp()
    expect(donationEvents.size).toBe(2)

    // 1,000 donation events in bursts of 100 (distinct, or PostgreSQL folds them into one): ~150 KB
    // that nobody reads on the stalled stream, while the reading one drains each burst.
    for (let first = 1; first <= 1000; first += 100) {
      await payload.db.drizzle.execute(
        sql`select pg_notify(${DONATION_EVENTS_CHANNEL}, json_build_object('id', g, 'amount', 1000, 'donor', repeat('a', 100))::text) from generate_series(${first}::int, ${first + 99}::int) g`,
      )
    }
    await reading.readUntil(/"id":1000,/)
    expect(reading.received().match(/event: donation\n/g)).toHaveLength(1000)
    await vi.waitFor(
      () => expect([donationEventSlots.total, donationEvents.size]).toEqual([1, 1]),
      { timeout: 30_000, interval: 20 },
    )
    // What the stalled client still gets is the queue up to the limit, then an error: not 150 KB.
    await expect(stalled.response.text()).rejects.toThrow()
  })
})
