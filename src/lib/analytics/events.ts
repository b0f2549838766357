import { z } from 'zod'

import { ANALYTICS_EVENT_TYPES } from '@collections/AnalyticsEvents'

import {
  MAX_EVENTS_PER_REQUEST,
  MAX_METADATA_BYTES,
  MAX_PATH_LENGTH,
  MAX_REFERRER_LENGTH,
  SESSION_ID_PATTERN,
} from './limits'

/**
 * Server-side checks of the tracker's events. Each event is judged on its own: a bad one is
 * dropped, the rest of its batch is kept.
 */

// PostgreSQL refuses NUL in text and jsonb, and lone surrogates in jsonb: refused here, not as a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const storable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)
const CONTROL = /[\u0000-\u001f\u007f]/

const text = (max: number) => z.string().max(max).refine(storable)
const metadataKey = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)
const scalar = z.union([text(512), z.number(), z.boolean(), z.null()])
// Two levels at most: { step: 'initiated', extras: { source: 'hero' }, tags: ['a'] }.
const metadataValue = z.union([scalar, z.array(scalar).max(20), z.record(metadataKey, scalar)])

const metadataSchema = z
  .record(metadataKey, metadataValue)
  .refine((metadata) => Object.keys(metadata).length <= 40)
  .refine((metadata) => Buffer.byteLength(JSON.stringify(metadata)) <= MAX_METADATA_BYTES)

/**
 * A donor's My giving link (/giving/<token>) is a key to their gifts, a booking's link
 * (/rides/booking/<code>.<token>) to cancelling the seat, a driver's (/rides/driver/<id>.<token>)
 * and a bus run's coordinator's (/rides/coordinator/<id>.<token>) to their passengers' phones, a text's short link (/s/<key>) to either; every admin who reads
 * analytics could use them: the page is kept, never the key (done here, so the tracker ships no extra code).
 */
const withoutGivingLink = (address: string) =>
  address
    .replace(/\/giving\/(?!link(?:[/?#]|$))[^/?#]+/g, '/giving/[link]')
    .replace(/\/rides\/(booking|driver|coordinator)\/[^/?#]+/g, '/rides/$1/[link]')
    // A text's short link (issue #33) opens a booking or driver page as well.
    .replace(/(^|\/\/[^/]+)\/s\/[^/?#]+/, '$1/s/[link]')

const analyticsEventSchema = z.object({
  event_type: z.enum(ANALYTICS_EVENT_TYPES),
  page_path: text(MAX_PATH_LENGTH)
    .refine((path) => path.startsWith('/') && !CONTROL.test(path))
    .transform(withoutGivingLink),
  referrer: text(MAX_REFERRER_LENGTH)
    .refine((referrer) => !CONTROL.test(referrer))
    .nullish()
    .transform((referrer) => (referrer ? withoutGivingLink(referrer) : null)),
  session_id: z.string().regex(SESSION_ID_PATTERN),
  metadata: metadataSchema.optional().transform((metadata) => metadata ?? {}),
})

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>

export type ParsedBatch =
  { ok: true; events: AnalyticsEventInput[]; dropped: number } | { ok: false }

/** `{ events: [...] }`, a bare array, or one event object; anything else is not a batch at all. */
export const parseBatch = (body: unknown): ParsedBatch => {
  let candidates: unknown[]
  if (Array.isArray(body)) candidates = body
  else if (typeof body === 'object' && body !== null && 'events' in body) {
    const { events } = body as { events: unknown }
    if (!Array.isArray(events)) return { ok: false }
    candidates = events
  } else if (typeof body === 'object' && body !== null) candidates = [body]
  else return { ok: false }

  const events: AnalyticsEventInput[] = []
  // Events past the limit are not even looked at.
  for (const candidate of candidates.slice(0, MAX_EVENTS_PER_REQUEST)) {
    const parsed = analyticsEventSchema.safeParse(candidate)
    if (parsed.success) events.push(parsed.data)
  }
  return { ok: true, events, dropped: candidates.length - events.length }
}

// Crawlers, link previews, monitors, scripts and headless browsers (Lighthouse, Playwright's default).
// 'bot' except in 'CUBOT', a phone brand sold in Nigeria.
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|curl|wget|python|httpie|go-http-client|java\/|okhttp|axios|node-fetch|undici|^node\b|libwww|scrapy|facebookexternalhit|whatsapp|preview|pingdom|uptime|monitor/i

/** A request without a browser's User-Agent, or with an obvious robot's. */
export const isBotUserAgent = (userAgent: string | null): boolean =>
  !userAgent?.trim() || BOT_USER_AGENT.test(userAgent)
