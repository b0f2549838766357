import { createHmac } from 'node:crypto'

import { env } from '@/lib/config/env'

/**
 * The address a request came from, for rate limits only (it is never stored as is).
 *
 * `npm start` runs our own HTTP server (src/cli/serve.mjs), which writes the socket's peer address
 * into PEER_HEADER on every request, over anything the client sent. Behind N reverse proxies
 * (TRUST_PROXY_HOPS=N) the client is N entries from the right of X-Forwarded-For plus that peer.
 * Without our server (plain `next start`, `next dev`) Next fills X-Forwarded-For from the socket
 * only when the client sent none, so its last entry is the best we have.
 */
export const PEER_HEADER = 'x-fellowship-peer'

export const clientAddress = (headers: Headers): string => {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const peer = headers.get(PEER_HEADER)
  if (!peer) return forwarded.at(-1) ?? 'unknown'
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - env('TRUST_PROXY_HOPS'))] ?? peer
}

/** A keyed hash of the address: rate-limit rows can be matched, never read back as an address. */
export const hashAddress = (address: string): string =>
  createHmac('sha256', env('PAYLOAD_SECRET') ?? '')
    .update(address.replace(/^::ffff:/, ''))
    .digest('base64url')
    .slice(0, 22)
