import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { BodyTooLargeError, readBody } from '@/lib/http/body'

const MAX_BODY_BYTES = 256 * 1024

export const plainText = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })

/** A hex HMAC of the exact raw body compared in constant time; no secret configured refuses everything. */
const validSignature = (
  raw: Uint8Array,
  signature: string | null,
  secret: string | undefined,
  algorithm: 'sha256' | 'sha512',
): boolean => {
  const hexLength = algorithm === 'sha256' ? 64 : 128
  if (!secret || !signature || !new RegExp(`^[0-9a-f]{${hexLength}}$`, 'i').test(signature))
    return false
  const expected = createHmac(algorithm, secret).update(raw).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/**
 * A provider's signed JSON event, or the answer that refuses it: 401 for a missing or wrong
 * signature (nothing is read further, nothing stored), 400 for a body that is not a JSON object.
 */
export const signedEvent = async (
  req: PayloadRequest,
  {
    provider,
    signature,
    secret,
    algorithm,
  }: {
    provider: string
    signature: string | null
    secret: string | undefined
    algorithm: 'sha256' | 'sha512'
  },
): Promise<{ event: Record<string, unknown> } | { refusal: Response }> => {
  let raw: Uint8Array
  try {
    raw = await readBody(req as unknown as Request, MAX_BODY_BYTES)
  } catch (error) {
    return {
      refusal: plainText(error instanceof BodyTooLargeError ? 413 : 400, 'unreadable body'),
    }
  }
  if (!validSignature(raw, signature, secret, algorithm)) {
    req.payload.logger.warn(`${provider} webhook refused: missing or wrong signature`)
    return { refusal: plainText(401, 'invalid signature') }
  }
  let event: unknown
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw))
  } catch {
    return { refusal: plainText(400, 'invalid json') }
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    return { refusal: plainText(400, 'not an event') }
  return { event: event as Record<string, unknown> }
}
