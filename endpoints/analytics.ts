import { isBotUserAgent, parseBatch } from '@/lib/analytics/events'
import { insertAnalyticsEvents } from '@/lib/db/analytics'
import {
  MAX_BODY_BYTES,
  MAX_EVENTS_PER_REQUEST,
  MAX_USER_AGENT_LENGTH,
} from '@/lib/analytics/limits'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { errorResponse, okResponse } from '@/lib/http/responses'

/**
 * POST /api/analytics: the browser tracker's batches (src/lib/analytics/track.ts). Open to visitors,
 * so no user check; the request's address only feeds the rate limiter's keyed hash and is never stored.
 */
export const analyticsEndpoint = publicEndpoint({
  path: '/analytics',
  bucket: 'analytics',
  accepts: 'json',
  maxBytes: MAX_BODY_BYTES,
  handle: async ({ req, input }) => {
    const userAgent = req.headers.get('user-agent')
    if (isBotUserAgent(userAgent)) return okResponse({ stored: 0, dropped: 0, ignored: 'bot' }, 202)
    const batch = parseBatch(input.kind === 'json' ? input.data : null)
    if (!batch.ok)
      return errorResponse(
        400,
        'invalid',
        `Send { "events": [...] } with at most ${MAX_EVENTS_PER_REQUEST} events.`,
      )
    if (batch.events.length > 0)
      await insertAnalyticsEvents(
        req.payload,
        batch.events,
        (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH),
      )
    return okResponse({ stored: batch.events.length, dropped: batch.dropped }, 202)
  },
})
