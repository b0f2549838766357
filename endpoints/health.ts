import type { Endpoint } from 'payload'

import { pingDatabase } from '@/lib/db/health'
import { checkStorage, filesWaiting } from '@/lib/uploads/health'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * GET /api/health: 200 `{status: 'ok'}` when the app can query its database and store uploaded
 * files, 503 otherwise, naming what fails. Public on purpose (load balancers and Docker call it),
 * so it says which part is down and why in general words, nothing from the data.
 */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const [database, storage] = await Promise.all([
      pingDatabase(payload).then(
        () => true,
        () => false,
      ),
      checkStorage(payload),
    ])
    if (database && storage.ok) return Response.json({ status: 'ok' }, { headers: noStore })
    if (!database) payload.logger.error('Health check: the database did not answer')
    const waiting = database && !storage.ok ? await filesWaiting(payload).catch(() => null) : null
    return Response.json(
      {
        status: 'unavailable',
        failing: [...(database ? [] : ['database']), ...(storage.ok ? [] : ['storage'])],
        ...(storage.ok ? {} : { storage: storage.reason }),
        ...(waiting === null ? {} : { filesWaiting: waiting }),
      },
      { status: 503, headers: noStore },
    )
  },
}
