// The production HTTP server: Next.js's own request handler behind a plain Node server, so that
// every request carries its socket's peer address in a header no client can forge. Rate limits
// need it (src/lib/http/clientAddress.ts): `next start` keeps any X-Forwarded-For a client sends.
import http from 'node:http'

import next from 'next'

import { ROOT, log } from './runtime.mjs'

const PEER_HEADER = 'x-fellowship-peer'
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

const app = next({ dev: false, dir: ROOT, port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})
// Slow mobile links: keep idle connections a little longer than typical proxies do.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => log(`Ready on port ${port}`))

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
