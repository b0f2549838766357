import type { Endpoint } from 'payload'

import { donationEvents, type DonationEvent } from '@/lib/payments/realtime'

const HEARTBEAT_MS = 25_000
const encoder = new TextEncoder()

/**
 * GET /api/donation-events: Server-Sent Events, one `donation` event per completed donation, for
 * the sponsorship page's notice. Public on purpose: an event carries only what the public donor
 * list shows (no name for anonymous or unlisted donors). EventSource reconnects by itself.
 */
export const donationEventsEndpoint: Endpoint = {
  path: '/donation-events',
  method: 'get',
  handler: async (req) => {
    const signal = (req as unknown as Request).signal
    let unsubscribe: (() => void) | null = null
    let heartbeat: NodeJS.Timeout | null = null
    const cleanup = () => {
      if (heartbeat) clearInterval(heartbeat)
      heartbeat = null
      unsubscribe?.()
      unsubscribe = null
    }
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (chunk: string) => {
          try {
            controller.enqueue(encoder.encode(chunk))
          } catch {
            cleanup()
          }
        }
        try {
          unsubscribe = await donationEvents.subscribe((event: DonationEvent) => send(`event: donation\ndata: ${JSON.stringify(event)}\n\n`))
        } catch (error) {
          req.payload.logger.error({ err: error, msg: 'Donation events: could not LISTEN' })
          controller.close()
          return
        }
        send('retry: 5000\n: listening\n\n')
        heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS)
        signal?.addEventListener('abort', () => {
          cleanup()
          try {
            controller.close()
          } catch {
            /* already closed */
          }
        })
      },
      cancel: cleanup,
    })
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
