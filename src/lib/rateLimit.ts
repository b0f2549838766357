import type { Payload } from 'payload'

import { addToCounter, counterOf, deleteExpiredCounters } from '@/lib/db/rateLimits'

/**
 * Fixed-window counters per (endpoint, hashed address), kept in PostgreSQL (rate_limit_counters)
 * so several app instances share them. One statement per request: insert the window's row or add
 * to it, and read the new count back.
 */
export type RateLimit = { max: number; windowSeconds: number }
export type RateLimitBucket =
  | 'volunteer'
  | 'sponsorship'
  | 'pitch-deck'
  | 'impact-report'
  | 'church'
  | 'ride'
  | 'ride-cancel'
  | 'ride-day'
  | 'handover-code'
  | 'ride-offer'
  | 'concern'
  | 'phone-code'
  | 'phone-code-address'
  | 'driver'
  | 'form-email'
  | 'analytics'
  | 'payment'
  | 'payment-email'
  | 'payment-verify'
  | 'payment-reference'
  | 'login'
  | 'login-account'
  | 'forgot-password'
  | 'giving-link'
  | 'giving-change'
  | 'data-link'
  | 'data-request'

const fromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * The documented limits (README, "Limits"). Mobile carriers put many people behind one address,
 * so they are generous: they stop floods, not a church office sending a few forms.
 */
export const rateLimits = (): Record<RateLimitBucket, RateLimit> => {
  // Per form and address: a ceiling for floods only (a congregation on one Wi-Fi); per e-mail below.
  const forms = { max: fromEnv('RATE_LIMIT_FORMS_PER_HOUR', 300), windowSeconds: 3600 }
  return {
    volunteer: forms,
    sponsorship: forms,
    'pitch-deck': forms,
    'impact-report': forms,
    church: forms,
    // Find a Ride's seat requests (per e-mail too), and cancels from a booking's page.
    ride: forms,
    'ride-cancel': forms,
    // A driver's marks on the day (issue #34), and wrong hand-over codes per booking: a child's
    // 4-digit code is not to be found by trying them all.
    'ride-day': forms,
    'handover-code': { max: 5, windowSeconds: 3600 },
    // One-time codes sent by SMS to confirm a phone (issue #33): few per number, so nobody floods
    // a number with texts; more per address, where many honest people share a carrier's address.
    'phone-code': {
      max: fromEnv('RATE_LIMIT_PHONE_CODES_PER_NUMBER_PER_HOUR', 3),
      windowSeconds: 3600,
    },
    'phone-code-address': {
      max: fromEnv('RATE_LIMIT_PHONE_CODES_PER_HOUR', 30),
      windowSeconds: 3600,
    },
    // A driver's offers from their page (a signed link).
    'ride-offer': forms,
    // Safeguarding concerns (issue #34): anyone may report, from the Safety page or a booking's.
    concern: forms,
    // Applications to drive (per e-mail too).
    driver: forms,
    // One form sent again and again with one e-mail address (src/lib/forms/emailLimit.ts).
    'form-email': { max: fromEnv('RATE_LIMIT_FORMS_PER_EMAIL_PER_HOUR', 5), windowSeconds: 3600 },
    analytics: { max: fromEnv('RATE_LIMIT_ANALYTICS_PER_10_MINUTES', 1200), windowSeconds: 600 },
    // Payment starts per address: a ceiling for floods only, since a whole congregation may give
    // over one church Wi-Fi or carrier address. Abuse is contained per e-mail and per attempt below.
    payment: { max: fromEnv('RATE_LIMIT_PAYMENTS_PER_HOUR', 600), windowSeconds: 3600 },
    // A donor may retry a few times; a card-testing bot may not start hundreds with one e-mail.
    'payment-email': {
      max: fromEnv('RATE_LIMIT_PAYMENTS_PER_EMAIL_PER_HOUR', 10),
      windowSeconds: 3600,
    },
    'payment-verify': {
      max: fromEnv('RATE_LIMIT_PAYMENTS_PER_HOUR', 600) * 10,
      windowSeconds: 3600,
    },
    // Checks of one payment attempt (its reference): retries and 'Check again', not a loop on Paystack's API.
    'payment-reference': {
      max: fromEnv('RATE_LIMIT_VERIFICATIONS_PER_PAYMENT_PER_HOUR', 30),
      windowSeconds: 3600,
    },
    // Failed admin sign-ins (src/lib/auth/signIn.ts): per address, and per e-mail tried from one address.
    login: { max: fromEnv('LOGIN_ATTEMPTS_PER_ADDRESS', 10), windowSeconds: 15 * 60 },
    'login-account': { max: fromEnv('LOGIN_ATTEMPTS_PER_ACCOUNT', 30), windowSeconds: 24 * 3600 },
    // Each request may send an e-mail.
    'forgot-password': { max: fromEnv('PASSWORD_RESETS_PER_ADDRESS', 5), windowSeconds: 3600 },
    // My giving (issue #18): 'send me my link' is a public form (per e-mail: 'form-email'), and the
    // changes a donor makes to a monthly gift each call Paystack.
    'giving-link': forms,
    'giving-change': forms,
    // My data (issue #32): 'send me my link' (per e-mail too), and the requests made from the page.
    'data-link': forms,
    'data-request': forms,
  }
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/** How long to wait, as a refusal says it: '14 minutes', or '3 hours' past an hour and a half. */
export const waitText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60)
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = Math.ceil(minutes / 60)
  return `${hours} hour${hours === 1 ? '' : 's'}`
}

let calls = 0

const windowOf = (bucket: RateLimitBucket, addressHash: string, now: number) => {
  const { max, windowSeconds } = rateLimits()[bucket]
  const window = Math.floor(now / 1000 / windowSeconds)
  return {
    max,
    key: `${bucket}:${addressHash}:${window}`,
    expiresAt: new Date((window + 1) * windowSeconds * 1000),
  }
}

/**
 * Whether this address has used up the window's hits, without counting one: for a check that
 * must refuse before it looks (a hand-over code, where a right answer after many wrong ones is
 * no proof).
 */
export const rateLimitReached = async (
  payload: Payload,
  bucket: RateLimitBucket,
  addressHash: string,
  now: number = Date.now(),
): Promise<boolean> => {
  const { max, key } = windowOf(bucket, addressHash, now)
  return (await counterOf(payload, key)) >= max
}

/**
 * Counts `cost` hits for this address; allowed while the window's total stays within the limit.
 * `now` picks the window (tests pass a fixed time rather than wait out a window's edge).
 */
export const hitRateLimit = async (
  payload: Payload,
  bucket: RateLimitBucket,
  addressHash: string,
  cost = 1,
  now: number = Date.now(),
): Promise<RateLimitResult> => {
  const { max, key, expiresAt } = windowOf(bucket, addressHash, now)
  const count = await addToCounter(payload, key, cost, expiresAt)
  // Expired windows are swept now and then by whichever request comes by.
  if (++calls % 100 === 0) void deleteExpiredCounters(payload).catch(() => {})
  return {
    allowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  }
}
