import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/config/env'

/**
 * Signatures for the links e-mails carry (a booking's page, a driver's page): HMAC-SHA256 with a
 * key of each purpose's own, derived from PAYLOAD_SECRET, so a token made for one purpose never
 * opens another. Written as base64url: 43 characters.
 */
const keyFor = (purpose: string): Buffer => {
  const secret = env('PAYLOAD_SECRET')
  if (!secret) throw new Error(`PAYLOAD_SECRET is not set: ${purpose} links cannot be signed.`)
  return createHash('sha256').update(`${purpose}:${secret}`).digest()
}

export const signText = (purpose: string, text: string): string =>
  createHmac('sha256', keyFor(purpose)).update(text).digest('base64url')

/**
 * Is `token` the signature of `text`? Compared in constant time, as written rather than as
 * decoded: a base64url string's unused last bits must not let a second spelling through.
 */
export const signatureMatches = (purpose: string, text: string, token: string): boolean => {
  const expected = Buffer.from(signText(purpose, text))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
