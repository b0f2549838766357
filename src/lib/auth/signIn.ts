import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, type PayloadRequest } from 'payload'

import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import { hitRateLimit, waitText, type RateLimitBucket } from '@/lib/rateLimit'

/** Ours, in the voice of the public forms' 'Too many requests from your network.' */
export const signInCopy = {
  tooManySignIns: (wait: string) =>
    `Too many sign-in attempts from your network. Please try again in ${wait}.`,
  tooManyResets: (wait: string) =>
    `Too many password reset requests from your network. Please try again in ${wait}.`,
}

type Count = { bucket: RateLimitBucket; key: string }

/** Where req.context keeps the sign-in attempt's counts, so a success can give them back. */
const ATTEMPT = 'signInAttempt'

/**
 * Counts one try in each bucket, in order, and refuses with 429 and Retry-After at the first one
 * over its limit. The per-account bucket is only reached while the address has tries left, so a
 * flood of made-up e-mails from one address cannot fill the table.
 */
const countTry = async (
  req: PayloadRequest,
  counts: Count[],
  message: (wait: string) => string,
): Promise<void> => {
  for (const { bucket, key } of counts) {
    const limit = await hitRateLimit(req.payload, bucket, key)
    if (limit.allowed) continue
    req.responseHeaders = new Headers({ 'Retry-After': String(limit.retryAfterSeconds) })
    const error = new APIError(message(waitText(limit.retryAfterSeconds)), 429, null, true)
    // Minified class names are empty in the production build; an explicit name keeps the message.
    error.name = 'TooManyAttempts'
    throw error
  }
}

/** The e-mail as Payload's login looks it up. */
export const signInEmail = (email: unknown): string | null =>
  typeof email === 'string' && email.trim() ? email.toLowerCase().trim() : null

/**
 * A sign-in over HTTP counts against its address (LOGIN_ATTEMPTS_PER_ADDRESS per 15 minutes) and
 * against the e-mail tried from that address (LOGIN_ATTEMPTS_PER_ACCOUNT a day), whether or not
 * such an account exists. A success gives both back (releaseSignInAttempt), so only failures add up.
 */
export const countSignInAttempt = async (req: PayloadRequest, email: unknown): Promise<void> => {
  const address = clientAddress(req.headers)
  const counts: Count[] = [{ bucket: 'login', key: hashAddress(address) }]
  const account = signInEmail(email)
  if (account) counts.push({ bucket: 'login-account', key: hashAddress(`${address} ${account}`) })
  req.context[ATTEMPT] = counts
  await countTry(req, counts, signInCopy.tooManySignIns)
}

export const releaseSignInAttempt = async (req: PayloadRequest): Promise<void> => {
  const counts = req.context[ATTEMPT] as Count[] | undefined
  if (!counts) return
  delete req.context[ATTEMPT]
  for (const { bucket, key } of counts) await hitRateLimit(req.payload, bucket, key, -1)
}

/** Every forgot-password request over HTTP may send an e-mail, so each one counts (PASSWORD_RESETS_PER_ADDRESS an hour). */
export const countPasswordResetRequest = (req: PayloadRequest): Promise<void> =>
  countTry(
    req,
    [{ bucket: 'forgot-password', key: hashAddress(clientAddress(req.headers)) }],
    signInCopy.tooManyResets,
  )

/**
 * Payload 3.90's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * PBKDF2-SHA256, 600,000 iterations, 32 bytes. (Hashes stored before Payload's 'pbkdf2-sha256-v1'
 * format use 25,000 iterations and 512 bytes, until the account's next sign-in rehashes them.)
 */
const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const dummySalt = randomBytes(32).toString('hex')
const pbkdf2Async = promisify(pbkdf2)

/**
 * Checks a password against nothing, at the cost of checking it against a real account: an
 * unknown e-mail then takes as long to refuse as a wrong password.
 */
export const hashLikeASignIn = async (password: string): Promise<void> => {
  await pbkdf2Async(
    password,
    dummySalt,
    PAYLOAD_HASH.iterations,
    PAYLOAD_HASH.keyLength,
    PAYLOAD_HASH.digest,
  )
}
