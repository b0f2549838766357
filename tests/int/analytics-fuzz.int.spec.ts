import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { rowsOf } from '@/lib/db/rows'

import { callApi, postJson } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

// Every payload below is malformed: the endpoint must answer each with a 4xx (or a 202 that stored
// nothing), never a 5xx, and the table must stay empty. Requests carry a browser's User-Agent, so
// the robot filter cannot hide a validation gap, and a fresh address each, so rate limits cannot either.
const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const SEED = Number(process.env.FUZZ_SEED ?? 20261121)

let payload: Payload

// mulberry32: the same payloads on every run unless FUZZ_SEED changes.
let state = SEED >>> 0
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
const int = (max: number) => Math.floor(random() * max)

const unicodeGarbage = (length: number) =>
  Array.from({ length }, () =>
    pick([
      () => String.fromCharCode(int(0x20)), // control characters, NUL included
      () => String.fromCharCode(0xd800 + int(0x800)), // lone surrogates
      () => String.fromCodePoint(0x1f300 + int(0x300)), // emoji
      () => String.fromCharCode(0x202e), // right-to-left override
      () => String.fromCharCode(0xfeff),
      () => 'ẞ',
      () => '\u0000',
    ])(),
  ).join('')

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf
  for (let level = 0; level < depth; level++) value = random() < 0.5 ? { a: value } : [value]
  return value
}

const valid = () => ({
  event_type: pick([
    'page_view',
    'donation_funnel',
    'content_engagement',
    'sponsor_interest',
    'volunteer_interest',
  ]),
  page_path: pick(['/', '/sponsorship', '/impact', '/news/3']),
  referrer: pick([null, '', 'https://example.org/']),
  session_id: `fuzz-${int(1e9)}-session`,
  metadata: { timestamp: new Date().toISOString(), is_returning_visitor: false },
})

// Each breaks exactly one thing that makes an event invalid.
const invalidValues: Record<string, (() => unknown)[]> = {
  event_type: [
    () => undefined,
    () => 'purchase',
    () => 'PAGE_VIEW',
    () => 'page_view ',
    () => int(10),
    () => null,
    () => ['page_view'],
    () => ({ type: 'page_view' }),
    () => unicodeGarbage(8),
  ],
  page_path: [
    () => undefined,
    () => '',
    () => 'sponsorship',
    () => `/${'a'.repeat(512 + int(2000))}`,
    () => `/bad\u0000path`,
    () => '/line\nbreak',
    () => `/${String.fromCharCode(0xd800)}`,
    () => int(100),
    () => null,
    () => ['/'],
    () => ({ path: '/' }),
    () => `x${unicodeGarbage(10)}`,
  ],
  session_id: [
    () => undefined,
    () => '',
    () => 'short',
    () => 'has a space in it',
    () => 'a'.repeat(129 + int(500)),
    () => '../../etc/passwd',
    () => int(1e6),
    () => null,
    () => unicodeGarbage(20),
    () => ['abcdefgh12'],
  ],
  referrer: [
    () => 'r'.repeat(1025 + int(5000)),
    () => 42,
    () => true,
    () => ({ url: 'x' }),
    () => ['https://example.org/'],
    () => 'https://ex\u0000ample.org/',
    () => 'https://example.org/\r\nSet-Cookie: x',
  ],
  metadata: [
    () => 'a string',
    () => int(100),
    () => true,
    () => ['an', 'array'],
    () => ({ deep: nested(2 + int(50)) }),
    () => nested(3 + int(200), 'leaf'),
    () => ({ big: 'x'.repeat(513 + int(3000)) }),
    () =>
      Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`k${index}`, 'y'.repeat(400)])),
    () =>
      Object.fromEntries(Array.from({ length: 41 + int(100) }, (_, index) => [`k${index}`, index])),
    () => ({ list: Array.from({ length: 21 + int(50) }, (_, index) => index) }),
    () => ({ '': 1 }),
    () => ({ 'bad key!': 1 }),
    () => ({ ['k'.repeat(65)]: 1 }),
    () => ({ text: `nul\u0000` }),
    () => ({ text: `lone ${String.fromCharCode(0xdc00)} surrogate` }),
    () => ({ [unicodeGarbage(6)]: 'x' }),
    () => ({ nested: { list: [1, 2] } }),
    () => ({ list: [{ a: 1 }] }),
  ],
}

const malformedEvent = (): unknown => {
  const roll = random()
  if (roll < 0.1) return pick([null, 0, -1, 'page_view', true, [], [[]], '', unicodeGarbage(12)])
  const event: Record<string, unknown> = valid()
  const field = pick(Object.keys(invalidValues))
  const value = pick(invalidValues[field])()
  if (value === undefined) delete event[field]
  else event[field] = value
  return event
}

type Attempt = { label: string; send: () => Promise<Response> }

const json = (label: string, body: unknown): Attempt => ({
  label,
  send: () => postJson('/analytics', body, { headers: { 'user-agent': BROWSER_UA } }),
})
const raw = (label: string, body: BodyInit, contentType?: string): Attempt => ({
  label,
  send: () =>
    callApi(
      '/analytics',
      { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body },
      { headers: { 'user-agent': BROWSER_UA } },
    ),
})

const payloads = (): Attempt[] => {
  const attempts: Attempt[] = []
  // Batches of malformed events, in each accepted shape.
  for (let index = 0; index < 500; index++) {
    const events = Array.from({ length: 1 + int(20) }, malformedEvent)
    const shape = int(3)
    attempts.push(
      json(`batch ${index}`, shape === 0 ? { events } : shape === 1 ? events : events[0]),
    )
  }
  // Not a batch at all.
  for (let index = 0; index < 120; index++) {
    attempts.push(
      json(
        `not a batch ${index}`,
        pick([
          null,
          int(1e9),
          -random(),
          true,
          false,
          unicodeGarbage(30),
          'x'.repeat(int(5000)),
          { events: pick([null, 1, 'x', {}, true, unicodeGarbage(5)]) },
        ]),
      ),
    )
  }
  // Arrays of junk, deep nesting, huge strings.
  for (let index = 0; index < 120; index++) {
    const junk = Array.from({ length: int(200) }, () =>
      pick([null, int(10), 'x', [], {}, [[1]], unicodeGarbage(3), nested(int(30))]),
    )
    attempts.push(json(`junk array ${index}`, pick([junk, { events: junk }])))
  }
  for (let index = 0; index < 60; index++) {
    const depth = 100 + int(20_000)
    attempts.push(
      raw(`deep array ${depth}`, `${'['.repeat(depth)}${']'.repeat(depth)}`, 'application/json'),
    )
    attempts.push(
      raw(
        `deep object ${depth}`,
        `${'{"a":'.repeat(Math.min(depth, 6000))}1${'}'.repeat(Math.min(depth, 6000))}`,
        'application/json',
      ),
    )
  }
  // Not JSON.
  const badJson = [
    '{',
    '{"events": [',
    "{'events': []}",
    '{"events": [,]}',
    'NaN',
    'undefined',
    '[1,]',
    '{"a":1,}',
    '\u0000',
    '\ufeff{}x',
    '{"events":[{"event_type":"page_view"}]',
    '<xml/>',
    'events=1',
  ]
  for (let index = 0; index < 120; index++)
    attempts.push(
      raw(
        `bad json ${index}`,
        index < badJson.length ? badJson[index] : `${pick(badJson)}${unicodeGarbage(int(40))}`,
        'application/json',
      ),
    )
  for (let index = 0; index < 30; index++)
    attempts.push(
      raw(
        `invalid utf-8 ${index}`,
        new Uint8Array([
          0x7b,
          0x22,
          0xff,
          0xfe,
          0xc3,
          0x28,
          ...Array.from({ length: int(50) }, () => int(256)),
        ]),
        'application/json',
      ),
    )
  // Wrong content types, with bodies that would otherwise be valid.
  const types = [
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/html',
    'application/xml',
    'application/jsonp',
    'application/octet-stream',
    'image/png',
    'json',
    '',
  ]
  for (let index = 0; index < 90; index++) {
    const body = JSON.stringify({ events: [valid()] })
    const type = types[index % types.length]
    // A string body would get text/plain from Request itself; bytes go without any type.
    attempts.push(
      type
        ? raw(`content type ${type}`, body, type)
        : raw('no content type', new TextEncoder().encode(body)),
    )
  }
  // Oversized bodies.
  for (let index = 0; index < 20; index++)
    attempts.push(
      json(`oversized ${index}`, {
        events: [valid()],
        padding: 'x'.repeat(64 * 1024 + int(200_000)),
      }),
    )
  return attempts
}

const tableCount = async () => {
  const result = await payload.db.drizzle.execute(
    sql`select count(*)::int as count from analytics_events`,
  )
  return rowsOf<{ count: number }>(result)[0].count
}

beforeAll(async () => {
  payload = await getTestPayload()
})

it(`survives more than 1,000 malformed payloads without a 5xx or a stored row (seed ${SEED})`, async () => {
  const attempts = payloads()
  expect(attempts.length).toBeGreaterThanOrEqual(1000)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  const concurrency = 8
  for (let start = 0; start < attempts.length; start += concurrency) {
    await Promise.all(
      attempts.slice(start, start + concurrency).map(async ({ label, send }) => {
        const response = await send()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500)
          failures.push(`${label}: ${response.status} ${await response.text()}`)
        else if (response.status === 202) {
          const body = (await response.json()) as { stored: number }
          if (body.stored !== 0) failures.push(`${label}: stored ${body.stored}`)
        } else if (response.status < 400) failures.push(`${label}: ${response.status}`)
      }),
    )
  }
  expect(failures).toEqual([])
  expect(await tableCount()).toBe(0)
  // Each kind of refusal was met, so the run exercised validation, parsing, types and size alike.
  for (const status of [202, 400, 413, 415])
    expect(statuses.get(status), `status ${status}`).toBeGreaterThan(0)

  // And the endpoint does store a well-formed event, so the empty table means something.
  const ok = await postJson(
    '/analytics',
    { events: [valid()] },
    { headers: { 'user-agent': BROWSER_UA } },
  )
  expect(await ok.json()).toEqual({ stored: 1, dropped: 0 })
  expect(await tableCount()).toBe(1)
})
