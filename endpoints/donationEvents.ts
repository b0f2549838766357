import { isIPv6 } from 'node:net'

import type { Endpoint } from 'payload'

import { env } from '@/lib/config/env'
import { clientAddress, hashAddress } from '@/lib/http/clientAddress'
import {
  donationEvents,
  donationEventSlots,
  type DonationEvent,
  type SlotRefusal,
} from '@/lib/payments/realtime'

const HEARTBEAT_MS = 25_000
const encoder = new TextEncoder()

/** Bytes a stream queues before it is 'full'; a client with more than DROP_AFTER_BYTES unread is dropped. */
const QUEUE_BYTES = 4 * 1024
const DROP_AFTER_BYTES = 64 * 1024

/** Read per request, so an operator's change (and a test's) applies without a restart. */
const sseLimits = () => ({
  perAddress: env('SSE_MAX_PER_ADDRESS'),
  total: env('SSE_MAX_CONNECTIONS'),
})

/** The key a client's streams are counted under: its address, or its /64 for IPv6 (one host's usual share). */
const streamKey = (headers: Headers): string => {
  const address = clientAddress(headers).replace(/^::ffff:/, '')
  if (!isIPv6(address)) return hashAddress(address)
  const [head, tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return hashAddress(
    `${groups
      .slice(0, 4)
      .map((group) => Number.parseInt(group, 16).toString(16))
      .join(':')}::/64`,
  )
}

const REFUSED: Record<SlotRefusal, { status: number; retryAfter: number; text: string }> = {
  address: {
    status: 429,
    retryAfter: 60,
    text: 'Too many live-update connections from your network. The page works without them.',
  },
  total: {
    status: 503,
    retryAfter: 30,
    text: 'Live updates are busy right now. The page works without them.',
  },
}

const refuse = (status: number, retryAfter: number, text: string) =>
  new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(retryAfter),
      'Cache-Control': 'no-store',
    },
  })

/**
 * GET /api/donation-events: Server-Sent Events, one `donation` event per completed donation, for
 * the sponsorship page's notice. Public on purpose: an event carries only what the public donor
 * list shows (no name for anonymous or unlisted donors). Open streams are capped per address and
 * per instance (a refusal is a 429 or 503, on which EventSource stops), and everything a stream
 * holds is released once, whichever of abort, cancel, a failed write or a stalled reader comes first.
 */
export const donationEventsEndpoint: Endpoint = {
  path: '/donation-events',
  method: 'get',
  handler: async (req) => {
    const signal = (req as unknown as Request).signal
    const slot = donationEventSlots.acquire(streamKey(req.headers), sseLimits())
    if (typeof slot === 'string') {
      const { status, retryAfter, text } = REFUSED[slot]
      return refuse(status, retryAfter, text)
    }

    let controller!: ReadableStreamDefaultController<Uint8Array>
    let unsubscribe: (() => void) | null = null
    let heartbeat: NodeJS.Timeout | null = null
    let closed = false
    const onAbort = () => close()
    /** Releases everything this stream holds, once; `error` also discards what is still queued. */
    const close = (error?: Error) => {
      if (closed) return
      closed = true
      if (heartbeat) clearInterval(heartbeat)
      heartbeat = null
      unsubscribe?.()
      unsubscribe = null
      signal?.removeEventListener('abort', onAbort)
      slot.release()
      try {
        if (error) controller.error(error)
        else controller.close()
      } catch {
        /* already closed or cancelled */
      }
    }
    const send = (chunk: string) => {
      if (closed) return
      // A client that stopped reading would make us buffer every event for it, forever.
      // An AbortError, so Next ends the response quietly instead of logging a failed pipe.
      if (QUEUE_BYTES - (controller.desiredSize ?? 0) > DROP_AFTER_BYTES)
        return close(new DOMException('The client stopped reading donation events', 'AbortError'))
      try {
        controller.enqueue(encoder.encode(chunk))
      } catch {
        close()
      }
    }

    const stream = new ReadableStream<Uint8Array>(
      {
        start: (streamController) => {
          controller = streamController
        },
        cancel: () => close(),
      },
      { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
    )

    try {
      unsubscribe = await donationEvents.subscribe((event: DonationEvent) =>
        send(`event: donation\ndata: ${JSON.stringify(event)}\n\n`),
      )
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Donation events: could not LISTEN' })
      close()
      // A 503 stops EventSource, where a closed 200 would have it reconnect every few seconds.
      return refuse(503, 60, 'Live updates are unavailable right now. The page works without them.')
    }
    if (closed || signal?.aborted) {
      // The client left while we subscribed (its abort event has already fired), or a write failed.
      const off = unsubscribe
      close()
      off()
      return refuse(503, 5, 'The request was cancelled.')
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    send('retry: 5000\n: listening\n\n')
    heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS)
    heartbeat.unref()
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform keeps Next's compression from buffering the stream.
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      },
    })
  },
}
