/**
 * The browser's analytics tracker (public-site.md, analytics_events). Events wait in a queue and go
 * to POST /api/analytics in batches: after FLUSH_DELAY_MS, at BATCH_SIZE events, or at once by
 * beacon when the page is hidden or left. It never throws and never retries: failures are logged.
 * Kept small and free of dependencies, for phones on slow data.
 */
import type { AnalyticsEvent } from '@/payload-types'

import {
  ANALYTICS_ENDPOINT,
  MAX_EVENTS_PER_REQUEST,
  MAX_PATH_LENGTH,
  MAX_REFERRER_LENGTH,
  SESSION_ID_PATTERN,
} from './limits'

type AnalyticsEventType = AnalyticsEvent['event_type']
export type DonationFunnelStep =
  'initiated' | 'form_filled' | 'payment_started' | 'completed' | 'failed'
type Metadata = Record<string, unknown>
type QueuedEvent = {
  event_type: AnalyticsEventType
  page_path: string
  referrer: string | null
  session_id: string
  metadata: Metadata
}

const BATCH_SIZE = 10
const FLUSH_DELAY_MS = 1500

/** Browser storage keys (public-site.md, "Browser-stored values"). */
export const STORAGE_KEYS = {
  /** sessionStorage: this tab's session id. */
  sessionId: 'analytics_session_id',
  /** sessionStorage: whether this session began with the returning-visitor flag already set. */
  returningSession: 'analytics_returning_session',
  /** localStorage: the returning-visitor flag. */
  visited: 'analytics_returning_visitor',
  /** sessionStorage: a funnel step already recorded in this session (prefix). */
  funnelStep: 'analytics_funnel_',
} as const

/** The attribute the not-found page carries, so its page view says not_found: true. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found'

const queue: QueuedEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let listening = false
/** Between pagehide and a return from the back/forward cache: whatever is said now must go at once. */
let leaving = false
let session: { id: string; returning: boolean } | undefined
/** The page the events belong to, set by each page view: a client navigation changes it. */
let page: { path: string; referrer: string | null; href: string } | undefined
// Used when storage is refused (private modes, disabled cookies): the flags then last one page load.
const memoryFlags = new Set<string>()

const warn = (message: string, detail?: unknown) =>
  console.warn(`Analytics: ${message}`, detail ?? '')

type Store = 'localStorage' | 'sessionStorage'
const read = (store: Store, key: string): string | null => {
  try {
    return window[store].getItem(key)
  } catch {
    return null
  }
}
const write = (store: Store, key: string, value: string) => {
  try {
    window[store].setItem(key, value)
  } catch {
    // Storage refused: the in-memory values stand in.
  }
}

const newSessionId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`

const currentSession = () => {
  if (session) return session
  const stored = read('sessionStorage', STORAGE_KEYS.sessionId)
  if (stored && SESSION_ID_PATTERN.test(stored)) {
    session = {
      id: stored,
      returning: read('sessionStorage', STORAGE_KEYS.returningSession) === 'true',
    }
  } else {
    // A returning visitor is one whose flag was there before this session began.
    session = { id: newSessionId(), returning: read('localStorage', STORAGE_KEYS.visited) !== null }
    write('sessionStorage', STORAGE_KEYS.sessionId, session.id)
    write('sessionStorage', STORAGE_KEYS.returningSession, String(session.returning))
    write('localStorage', STORAGE_KEYS.visited, 'true')
  }
  return session
}

const send = (events: QueuedEvent[], beacon: boolean) => {
  const body = JSON.stringify({ events })
  try {
    if (
      beacon &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))
    )
      return
  } catch {
    // Fall through to fetch.
  }
  fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) warn(`the server refused ${events.length} event(s) (${response.status})`)
    })
    .catch((error) => warn('the events could not be sent', error))
}

/** Sends everything queued; by beacon when the page is going away, since a beacon outlives it. */
const flush = (beacon = false) => {
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_REQUEST), beacon)
}

const listen = () => {
  if (listening) return
  listening = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true)
  })
  // A link to another page unloads this one: later pagehide listeners (the time spent reading) still
  // track, and their events go by beacon at once.
  window.addEventListener('pagehide', () => {
    leaving = true
    flush(true)
  })
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/** Queues one event of the current page, with the context every event carries. */
const track = (eventType: AnalyticsEventType, metadata: Metadata = {}): void => {
  if (typeof window === 'undefined') return
  try {
    const { id, returning } = currentSession()
    queue.push({
      event_type: eventType,
      page_path: (page?.path ?? window.location.pathname).slice(0, MAX_PATH_LENGTH),
      referrer: page ? page.referrer : document.referrer || null,
      session_id: id,
      metadata: {
        timestamp: new Date().toISOString(),
        is_returning_visitor: returning,
        screen_resolution: `${window.screen.width}x${window.screen.height}`,
        viewport_size: `${window.innerWidth}x${window.innerHeight}`,
        ...metadata,
      },
    })
    listen()
    // An event of a page being hidden or left (time spent reading) goes at once, or never.
    if (leaving || document.visibilityState === 'hidden') flush(true)
    else if (queue.length >= BATCH_SIZE) flush()
    else timer ??= setTimeout(() => flush(), FLUSH_DELAY_MS)
  } catch (error) {
    warn('the event could not be recorded', error)
  }
}

/**
 * A page view of the current address. After a client navigation the referrer is the previous page
 * (document.referrer keeps the first page's).
 */
export const trackPageView = (metadata: Metadata = {}): void => {
  if (typeof window === 'undefined') return
  const referrer = (page ? page.href : document.referrer) || null
  page = {
    path: window.location.pathname,
    referrer: referrer?.slice(0, MAX_REFERRER_LENGTH) ?? null,
    href: window.location.href,
  }
  track('page_view', metadata)
}

const ONCE_PER_SESSION: DonationFunnelStep[] = ['initiated', 'form_filled']

/** A donation funnel step; 'initiated' and 'form_filled' count once per session (session flags). */
export const trackDonationFunnel = (
  step: DonationFunnelStep,
  extra: Record<string, unknown> = {},
): void => {
  if (typeof window === 'undefined') return
  if (ONCE_PER_SESSION.includes(step)) {
    const key = `${STORAGE_KEYS.funnelStep}${step}`
    if (memoryFlags.has(key) || read('sessionStorage', key) === 'true') return
    memoryFlags.add(key)
    write('sessionStorage', key, 'true')
  }
  const { amount = null, ...extras } = extra
  track('donation_funnel', { step, amount, ...extras })
}

export const trackSponsorInterest = (
  action: string,
  sponsorType?: string,
  extra: Record<string, unknown> = {},
): void => track('sponsor_interest', { action, sponsor_type: sponsorType ?? null, ...extra })

export const trackVolunteerInterest = (
  action: string,
  department?: string,
  extra: Record<string, unknown> = {},
): void => track('volunteer_interest', { action, department: department ?? null, ...extra })

/** `timeSpent` in whole seconds. */
export const trackContentEngagement = (
  contentType: string,
  contentId: string,
  action: string,
  timeSpent?: number,
): void =>
  track('content_engagement', {
    content_type: contentType,
    content_id: contentId,
    action,
    ...(timeSpent === undefined ? {} : { time_spent: timeSpent }),
  })
