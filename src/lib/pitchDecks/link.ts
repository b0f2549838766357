import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The requester's download link (back-office.md: the approval e-mails "the file link"). The deck
 * itself is private; the link carries a token that opens it for one request only:
 *
 *   {requestId}.{expiresAt, unix seconds}.{HMAC-SHA256(key, requestId:email:expiresAt), base64url}
 *
 * The key is derived from the app's secret, so nothing is stored and nothing can be guessed: a
 * changed id, expiry or signature fails, another request's token opens only that other request,
 * and changing the requester's e-mail address on the request revokes the links already sent.
 */
export const LINK_DAYS = 30
const DOWNLOAD_PATH = '/api/pitch-deck/download'

const DAY_SECONDS = 24 * 60 * 60
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const keyFor = (secret: string) =>
  createHmac('sha256', secret).update('pitch-deck-download/v1').digest()

const signature = (secret: string, requestId: number, email: string, expiresAt: number) =>
  createHmac('sha256', keyFor(secret))
    .update(`${requestId}:${email.trim().toLowerCase()}:${expiresAt}`)
    .digest('base64url')

export const createDownloadToken = (
  secret: string,
  request: { id: number; requester_email: string },
  now = new Date(),
) => {
  const expiresAt = Math.floor(now.getTime() / 1000) + LINK_DAYS * DAY_SECONDS
  return {
    token: `${request.id}.${expiresAt}.${signature(secret, request.id, request.requester_email, expiresAt)}`,
    expiresAt: new Date(expiresAt * 1000),
  }
}

/** The deck's link; an impact report's goes to its own path with a token made the same way. */
export const downloadUrl = (origin: string, token: string, path = DOWNLOAD_PATH) =>
  `${origin.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`

/** The parts of a well-formed token; whether it is genuine is checked against its request. */
export const parseDownloadToken = (
  token: string | null | undefined,
): { requestId: number; expiresAt: number; signature: string } | null => {
  const match = TOKEN.exec(token ?? '')
  return match
    ? { requestId: Number(match[1]), expiresAt: Number(match[2]), signature: match[3] }
    : null
}

export type TokenCheck = 'valid' | 'invalid' | 'expired'

/** Genuine for this request and e-mail (in constant time), then not past its expiry. */
export const checkDownloadToken = (
  secret: string,
  token: NonNullable<ReturnType<typeof parseDownloadToken>>,
  request: { id: number; requester_email: string },
  now = new Date(),
): TokenCheck => {
  if (token.requestId !== request.id) return 'invalid'
  const expected = Buffer.from(
    signature(secret, request.id, request.requester_email, token.expiresAt),
  )
  const given = Buffer.from(token.signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return token.expiresAt * 1000 > now.getTime() ? 'valid' : 'expired'
}
