// Building blocks of the fuzz tests: a seeded generator (a failing case replays from the seed in
// the test name), text no rule can accept, and a runner that sends cases from distinct addresses so
// no rate limit hides a verdict.
import { expect } from 'vitest'

import { callApi } from './api'

export type Rng = () => number

export const mulberry32 =
  (seed: number): Rng =>
  () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]

/** Fragments no e-mail, number, reference or list choice can be made of: none holds '@'. */
const GARBAGE = [
  '😀',
  '🙏🏽',
  '\u202e',
  '\u200b',
  '\u200d',
  'e\u0301',
  '\ud800',
  '\udfff',
  '漢字',
  'عربى',
  '\u0000',
  '\u0007',
  '\ufeff',
  '\ufffd',
  '\ue000',
  '\uffff',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\r\n',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '\\',
  '"',
  '}',
  '{',
  '--',
  'Ω',
  'ß',
  'İ',
  'ﬁ',
  '\u00ad',
  ' ',
  '/',
  '?',
  '#',
]
export const garbage = (rng: Rng, parts = int(rng, 1, 12)) =>
  Array.from({ length: parts }, () => pick(rng, GARBAGE)).join('')
export const BLANKS = [
  '',
  ' ',
  '   ',
  '\t',
  '\r\n',
  '\n\n',
  '\u00a0',
  '\u3000',
  '\ufeff',
  ' \u2003 ',
]

export const letters = (rng: Rng, length: number) => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzÀÉÎÕÜñ漢字😀-_.'
  let text = ''
  while (text.length < length) text += alphabet[int(rng, 0, alphabet.length - 1)]
  return text.slice(0, length)
}

/** E-mail addresses every version of the rule refuses: no '@', no dot after it, a space, two '@'. */
export const badEmail = (rng: Rng): string =>
  pick(rng, [
    () => garbage(rng) || 'x',
    () => letters(rng, int(rng, 1, 40)).replace(/\./g, ''),
    () => `${letters(rng, 5).replace(/\./g, '')}@${letters(rng, 8).replace(/\./g, '')}`,
    () => `ada ${letters(rng, 4)}@example.org`,
    () => 'ada@@example.org',
    () => '@example.org',
    () => 'ada@',
    () => `ada@example.org${pick(rng, [' x', ' ', '\u0000'])}x@y.org`,
  ])()

/** JSON text from entries, so keys JSON.stringify would not write (__proto__, duplicates) can be sent. */
export const jsonText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`

/** JSON made invalid in the ways clients and proxies break it. */
export const brokenJson = (rng: Rng, text: string): string =>
  pick(rng, [
    () => text.slice(0, int(rng, 0, text.length - 1)),
    () => text.replace(/}$/, ',}'),
    () => text.replace(/"/g, "'"),
    () => text.replace(/^{/, '{/* comment */'),
    () => text.replace(/:"[^"]*"/, ':NaN'),
    () => text.replace(/:"[^"]*"/, ':undefined'),
    () => `${text}${text}`,
    () => `${text}x`,
    () => text.replace(/"([a-zA-Z_]+)":/, '$1:'),
    () => '',
    () => '   \n',
    () => '{"a":' + '['.repeat(int(rng, 100, 5_000)),
  ])()

/** The bytes of `text` with an invalid UTF-8 sequence inserted. */
export const invalidUtf8 = (rng: Rng, text: string): [string, Buffer] => {
  const bytes = Buffer.from(text)
  const at = int(rng, 1, bytes.length - 2)
  const invalid = pick(rng, [
    [0xff],
    [0xc3, 0x28],
    [0xe2, 0x82],
    [0xed, 0xa0, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ])
  return [
    `invalid UTF-8 ${invalid.map((byte) => byte.toString(16)).join(' ')} at byte ${at}`,
    Buffer.concat([bytes.subarray(0, at), Buffer.from(invalid), bytes.subarray(at)]),
  ]
}

export const WRONG_TYPES: unknown[] = [
  0,
  42,
  -1,
  3.14,
  1e308,
  true,
  false,
  [],
  ['Ada'],
  [['a']],
  {},
  { first: 'Ada' },
  { toString: 'x' },
]
export const OTHER_CONTENT_TYPES = [
  'text/xml',
  'application/xml',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/jsonx',
  'application/json-patch+json',
  'application/ld+json',
  'image/png',
  'application/octet-stream',
  'json',
  '*/*',
]

export type Answer = { label: string; status: number; body: string }
export type Case = { label: string; send: (address: string) => Promise<Response> }

/**
 * Every answer has one of the accepted statuses, never a 5xx, and (with `json`) carries a readable
 * `error` and a `code`. The first ten offenders are listed, with the case that caused each.
 */
export const expectRefused = (answers: Answer[], accepted: number[], json = true) => {
  const wrong = answers.filter(({ status, body }) => {
    if (!accepted.includes(status)) return true
    if (!json) return false
    try {
      const parsed = JSON.parse(body) as { error?: unknown; code?: unknown }
      return (
        typeof parsed.error !== 'string' ||
        parsed.error.length === 0 ||
        typeof parsed.code !== 'string'
      )
    } catch {
      return true
    }
  })
  expect(
    wrong
      .slice(0, 10)
      .map(({ label, status, body }) => `${status} ${label}: ${body.slice(0, 300)}`),
  ).toEqual([])
  expect(answers.filter(({ status }) => status >= 500)).toEqual([])
}

export const post = (
  path: string,
  body: BodyInit | Uint8Array | undefined,
  headers: Record<string, string>,
  address: string,
) => callApi(path, { method: 'POST', body: body as BodyInit, headers }, { address })

/** Runs the cases `concurrency` at a time, each from its own address. */
export const runAll = async (
  cases: Case[],
  addressBase: number,
  concurrency = 8,
): Promise<Answer[]> => {
  const answers: Answer[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const n = addressBase + index
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      const { label, send } = cases[index]
      try {
        const response = await send(address)
        answers[index] = { label, status: response.status, body: await response.text() }
      } catch (error) {
        answers[index] = { label, status: 599, body: `threw: ${(error as Error).stack}` }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return answers
}

export const statusTally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>(
    (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    {},
  )
