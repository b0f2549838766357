import type { Endpoint } from 'payload'

import { pingDatabase } from '@/lib/db/health'

/**
 * GET /api/health: 200 when the app can query its database, 503 otherwise. Public on purpose
 * (load balancers and Docker call it), so it says nothing beyond up or down.
 */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await pingDatabase(req.payload)
      return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    } catch {
      req.payload.logger.error('Health check: the database did not answer')
      return Response.json(
        { status: 'unavailable' },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
}
