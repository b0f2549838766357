import { randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { keepShortKey, type ShortLinkOwner } from '@/lib/db/shortLinks'
import { siteUrl } from '@/lib/siteUrl'

/**
 * Short links on our own domain for texts (issue #33): /s/<key>, where the key is 12 random
 * characters (31^12, about 8 × 10^17) that say nothing of whom it is for. One per booking and
 * one per driver, made with their first text and reused after; the key is kept on the record and
 * the signed address is made when the link is opened, so a driver's changed e-mail (which retires
 * their signed link) moves their short link too, and erasing or deleting the record ends it.
 */

/** Lower case and digits without 0/o, 1/l/i: easy to read off a phone and to type. */
const KEY_LETTERS = '23456789abcdefghjkmnpqrstuvwxyz'
const KEY_LENGTH = 12
/** A key as newKey makes them: anything else is nobody's, and is not looked up. */
export const SHORT_KEY = new RegExp(`^[${KEY_LETTERS}]{${KEY_LENGTH}}$`)

const newKey = () =>
  Array.from({ length: KEY_LENGTH }, () => KEY_LETTERS[randomInt(KEY_LETTERS.length)]).join('')

/** The short link of a booking or driver, in `req`'s transaction; null when there is none. */
export const shortLinkOf = async (
  payload: Payload,
  req: PayloadRequest,
  owner: ShortLinkOwner,
): Promise<string | null> => {
  const key = await keepShortKey(payload, req, owner, newKey())
  return key && `${siteUrl()}/s/${key}`
}
