import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { env } from '@/lib/config/env'
import { siteUrl } from '@/lib/siteUrl'
import { isRowId } from '@/lib/db/ids'

/**
 * The donor's My giving link (issue #18): no account, no password, only a signed, expiring token.
 * The token names a donation by id and is signed with that donation's e-mail address, so it opens
 * the gifts of that address and nothing else, and no address or name ever appears in a URL.
 * Form: `<donation id>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. A donor giving by bank
 * transfer has no donation before their first transfer: their link names the transfer gift,
 * `g<transfer gift id>.<expiry>.<signature>` (signed as `g<id>`, so it is never a donation's).
 */
const DAY_SECONDS = 24 * 60 * 60
/** A link in a receipt or a failure notice: long enough to be used from the inbox weeks later. */
const RECEIPT_LINK_DAYS = 60
/** A link asked for on the 'send me my link' form. */
export const REQUESTED_LINK_DAYS = 1

const TOKEN = /^(g?\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const signingKey = (): Buffer => {
  const secret = env('PAYLOAD_SECRET')
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: My giving links cannot be signed.')
  // A key of its own: a token for this purpose can never be mistaken for another signature of the secret.
  return createHash('sha256').update(`my-giving-link:${secret}`).digest()
}

const signature = (subject: number | string, expires: number, email: string): Buffer =>
  createHmac('sha256', signingKey())
    .update(`${subject}:${expires}:${email.trim().toLowerCase()}`)
    .digest()

export const givingToken = (
  donation: { id: number; donor_email: string },
  { days = RECEIPT_LINK_DAYS, now = Date.now() }: { days?: number; now?: number } = {},
): string => {
  const expires = Math.floor(now / 1000) + Math.round(days * DAY_SECONDS)
  return `${donation.id}.${expires}.${signature(donation.id, expires, donation.donor_email).toString('base64url')}`
}

/** The link of a transfer gift's donor (src/lib/giving/transfers.ts), e-mailed to its address only. */
export const transferGiftToken = (gift: { id: number; donor_email: string }, now = Date.now()) => {
  const expires = Math.floor(now / 1000) + RECEIPT_LINK_DAYS * DAY_SECONDS
  return `g${gift.id}.${expires}.${signature(`g${gift.id}`, expires, gift.donor_email).toString('base64url')}`
}

export const givingUrl = (token: string): string => `${siteUrl()}/giving/${token}`

/** `donationId` is null for a transfer gift's link. */
export type GivingAccess = { email: string; donationId: number | null; expiresAt: Date }

const emailOf = async (payload: Payload, subject: string): Promise<string | null> => {
  const gift = subject.startsWith('g')
  const id = Number(gift ? subject.slice(1) : subject)
  if (!isRowId(id)) return null
  const { docs } = await payload.find({
    collection: gift ? slugs.transferGifts : slugs.donations,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { donor_email: true },
  })
  return docs[0]?.donor_email ?? null
}

/**
 * The donor a token opens, or null for a malformed, tampered or expired one (each is refused alike).
 * The address is read from the named donation, so a token outlives no change of it.
 */
export const openGivingToken = async (
  payload: Payload,
  token: string,
  now = Date.now(),
): Promise<GivingAccess | null> => {
  const match = TOKEN.exec(token)
  if (!match) return null
  const subject = match[1]
  const expires = Number(match[2])
  if (expires * 1000 <= now) return null
  const email = await emailOf(payload, subject)
  if (!email) return null
  // Compared as written, not as decoded: the last of 43 base64url characters carries two unused
  // bits, so four spellings decode to the same bytes, and a link with its last character changed
  // (A to B, say) must not open.
  const given = Buffer.from(match[3])
  const expected = Buffer.from(signature(subject, expires, email).toString('base64url'))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return {
    email,
    donationId: subject.startsWith('g') ? null : Number(subject),
    expiresAt: new Date(expires * 1000),
  }
}
