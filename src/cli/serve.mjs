// The production HTTP server: Next.js's own request handler behind a plain Node server, so that
// every request carries its socket's peer address in a header no client can forge. Rate limits
// need it (src/lib/http/clientAddress.ts): `next start` keeps any X-Forwarded-For a client sends.
// In front of it, the edge (edge.mjs) limits request bodies and adds the security headers, and the
// page cache (pageCache.mjs) serves the public pages rendered once after each change.
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import next from 'next'

import { startInstanceCache } from '../lib/cache/handler.mjs'
import { createBuildFiles } from './buildFiles.mjs'
import { PayloadTooLargeError, createEdgeServer, listenOptions } from './edge.mjs'
import { createNextHtmlRewrite } from './nextHtml.mjs'
import { createPageCache, loopbackRenderer } from './pageCache.mjs'
import { ROOT, log } from './runtime.mjs'

const PEER_HEADER = 'x-fellowship-peer'
// LISTEN_HOST, not HOSTNAME: Docker sets HOSTNAME to the container id.
const { port, host } = listenOptions(process.env)

const app = next({ dev: false, dir: ROOT, port, hostname: host })
const handle = app.getRequestHandler()
await app.prepare()
// Begins listening for other instances' changes now, not at the first visitor; nothing waits for it.
startInstanceCache({ serverDistDir: path.join(ROOT, '.next', 'server') })

// A page is rendered for the cache by asking this server itself, with a token only this process knows.
const token = randomBytes(24).toString('base64url')
const staticDir = path.join(ROOT, '.next', 'static')
const pageCache = createPageCache({
  token,
  render: loopbackRenderer({ port, host, token }),
  transform: createNextHtmlRewrite({ dir: staticDir, warn: log }),
})

const buildFile = createBuildFiles({ dir: staticDir })

const server = createEdgeServer(
  pageCache.wrap(async (req, res) => {
    if (await buildFile(req, res)) return
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
    await handle(req, res).catch((error) => {
      // A body the edge cut off has had its 413; the handler's failed read is no news.
      if (!(error instanceof PayloadTooLargeError)) console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  }),
)
// Slow mobile links: keep idle connections a little longer than typical proxies do.
server.keepAliveTimeout = 65_000
server.listen(port, host, () => log(`Ready on port ${port}`))

let closing = false
const shutdown = () => {
  if (closing) return
  closing = true
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
